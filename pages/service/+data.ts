import type { PageContextServer } from 'vike/types'
import { blogTeaserData } from '../../lib/blog/selection'
import { reviewLogos } from '../../content/facts/brands'
import { breadcrumbList } from '../../lib/structured-data/company'
import { casesById } from '../../content/shared/customer-cases'
import { findService, servicePage } from '../../content/pages/services/services'
import { faqPage, serviceNode } from '../../lib/structured-data/services'
import { testimonialsById } from '../../content/shared/testimonials'
import { pathFor } from '../../content/site/routes'
import type { BaseData } from '../../renderer/types'

/** A service page, made from its file in content/services/. */
export const data = (pageContext: PageContextServer) => {
  const { locale } = pageContext
  const slug = pageContext.routeParams.slug ?? ''
  const service = findService(locale, slug)
  if (!service)
    throw new Error(`No service at ${pageContext.urlPathname}: no file of content/services/ has the slug "${slug}"`)
  const copy = servicePage(service, locale)
  // The page's own testimonials: the first beside the intro video, the others under them.
  const [featured, ...testimonials] = testimonialsById(locale, copy.testimonials.ids)
  return {
    meta: copy.meta,
    twinParams: copy.twinParams,
    copy,
    featured: featured!,
    testimonials,
    cases: casesById(locale, copy.customerCases.ids),
    logos: [...reviewLogos],
    // The 3 newest posts of the page's blog category (the e-commerce category on the online-store page).
    teaser: blogTeaserData(locale, copy.blogType),
    jsonLd: [
      serviceNode(copy, locale),
      faqPage(copy.faq.items),
      breadcrumbList(locale, [
        'services',
        { name: copy.meta.title, path: pathFor('service', locale, { slug: copy.slug }) },
      ]),
    ],
  } satisfies BaseData & Record<string, unknown>
}
export type Data = Awaited<ReturnType<typeof data>>
