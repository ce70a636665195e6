/**
 * Site search's index: where each language's index lives, and what kind of page each route is
 * (a filter of the index). The index is made after the build (scripts/search-index.ts). Kept apart
 * from the strings (../strings/search.ts) because the page's first script reads it.
 */
import type { Locale } from './locales'
import type { RouteId } from './routes'

/** Where a language's Pagefind index and its code are served from. */
export function searchIndexPath(locale: Locale): string {
  return `/pagefind/${locale}/`
}

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
