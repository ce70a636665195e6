import { blogPageStrings } from '../../../content/strings/blog'
import { useStrings } from '../../../renderer/locale'
import { Breadcrumbs, type Crumb } from '../shared/breadcrumbs'

export type { Crumb }

/** The trail to the current post or category; BreadcrumbList JSON-LD mirrors it. */
export function BlogBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return <Breadcrumbs crumbs={crumbs} label={useStrings(blogPageStrings).breadcrumb} />
}
