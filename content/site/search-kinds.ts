/**
 * What kind of page each route is, for site search: shown with a result and offered as a filter of
 * the index. Read by the build (the index's filters) and by the search panel, never by the page's
 * first script.
 */
import type { RouteId } from './routes.ts'

/** The kinds of page a search result can be, shown with it and offered as a filter. */
export const searchKinds = ['services', 'projects', 'blog', 'plugins', 'jobs', 'company'] as const
export type SearchKind = (typeof searchKinds)[number]

/** A page's kind, by its route. Pages that are not listed are about the company. */
export function searchKindOf(route: RouteId): SearchKind {
  if (route === 'services' || route.startsWith('service')) return 'services'
  if (route.startsWith('project')) return 'projects'
  if (route.startsWith('blog')) return 'blog'
  if (route.startsWith('plugin')) return 'plugins'
  if (route === 'jobs' || route === 'job') return 'jobs'
  return 'company'
}
