import { useBlog } from './blog-context'
import { Breadcrumbs, type Crumb } from '../shared/breadcrumbs'

export type { Crumb }

/** The trail to the current post or category; BreadcrumbList JSON-LD mirrors it. */
export function BlogBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return <Breadcrumbs crumbs={crumbs} label={useBlog().breadcrumb} />
}
