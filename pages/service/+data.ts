import type { PageContextServer } from 'vike/types'
import { blogTeaserData } from '../../lib/blog/selection'
import { reviewLogos } from '../../content/facts/brands'
import { breadcrumbList } from '../../lib/structured-data/company'
import { casesById } from '../../content/shared/customer-cases'
import type { ServiceRouteId } from '../../content/site/routes'
import { servicePage } from '../../content/pages/services'
import { faqPage, serviceNode } from '../../lib/structured-data/services'
import { featuredTestimonialId, testimonialsById } from '../../content/shared/testimonials'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => {
  const base = staticPageData(pageContext)
  const id = base.routeId as ServiceRouteId
  const { locale } = pageContext
  const copy = servicePage(id, locale)
  const [featured] = testimonialsById(locale, [featuredTestimonialId])
  return {
    ...base,
    copy,
    featured: featured!,
    testimonials: testimonialsById(
      locale,
      copy.testimonials.ids.filter((tid) => tid !== featuredTestimonialId),
    ),
    cases: casesById(locale, copy.customerCases.ids),
    logos: [...reviewLogos],
    // The 3 newest posts of the page's blog type (the e-commerce category on the online-store page).
    teaser: blogTeaserData(locale, copy.blogs.blogType),
    jsonLd: [
      serviceNode(id, locale, copy.serviceType, copy.pricing?.plans),
      faqPage(copy.faq.items),
      breadcrumbList(locale, ['services', id]),
    ],
  }
}
export type Data = Awaited<ReturnType<typeof data>>
