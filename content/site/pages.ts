/**
 * Every page of the site, enumerated from the route table and the content that fills its
 * parameters. The prerender list, /sitemap.xml and the end-to-end tests all read this.
 */
import { blogCategories } from '../blog/categories.ts'
import { postsOf } from '../../lib/blog/posts.ts'
import { caseStudyIds, caseStudyTwinParams } from '../pages/case-studies/slugs.ts'
import { jobs } from '../careers/jobs.ts'
import { services } from '../pages/services/services.ts'
import { locales, type Locale } from './locales.ts'
import { isParameterised, pathFor, routeIds, routes, type RouteId, type RouteParams } from './routes.ts'

export type SitePage = {
  id: RouteId
  locale: Locale
  path: string
  /** Parameters of this page and of its twin in each locale. */
  twinParams: Record<Locale, RouteParams>
  indexable: boolean
}

/** Parameter sets of a parameterised route, one per page, with each locale's values. */
function parameterSets(id: RouteId): Record<Locale, RouteParams>[] {
  switch (id) {
    case 'blogCategory':
      return blogCategories.map((c) => ({ nb: { category: c.slug.nb }, en: { category: c.slug.en } }))
    case 'service':
      return services().map((service) => ({ nb: { slug: service.nb.slug }, en: { slug: service.en.slug } }))
    case 'job':
      return jobs().map((job) => ({ nb: { slug: job.nb.slug }, en: { slug: job.en.slug } }))
    case 'projectCase':
      return caseStudyIds().map(caseStudyTwinParams)
    case 'blogPost':
      // Every post paired with its twin (lib/blog/posts.ts), in the Norwegian blog's order.
      return postsOf('nb').map((post) => post.twinParams)
    default:
      return [{ nb: {}, en: {} }]
  }
}

export function sitePages(): SitePage[] {
  return routeIds.flatMap((id) =>
    parameterSets(id).flatMap((twinParams) =>
      locales.map((locale) => ({
        id,
        locale,
        path: pathFor(id, locale, twinParams[locale]),
        twinParams,
        indexable: routes[id].indexable,
      })),
    ),
  )
}

/** Paths a page of these routes is prerendered at (both locales). */
export function prerenderPaths(...ids: RouteId[]): string[] {
  return sitePages()
    .filter((page) => ids.includes(page.id))
    .map((page) => page.path)
}

export { isParameterised }
