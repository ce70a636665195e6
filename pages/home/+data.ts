import type { PageContextServer } from 'vike/types'
import { reviewLogos } from '../../content/facts/brands'
import { breadcrumbList, organization } from '../../lib/structured-data/company'
import { casesById } from '../../content/shared/customer-cases'
import { homeCopy } from '../../content/pages/home'
import { serviceCards } from '../../content/pages/services/links'
import { faqPage, serviceList, webSite } from '../../lib/structured-data/services'
import { featuredTestimonialId, testimonialsById } from '../../content/shared/testimonials'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => {
  const { locale } = pageContext
  const copy = homeCopy[locale]
  const cards = serviceCards(locale)
  const [featured] = testimonialsById(locale, [featuredTestimonialId])
  return {
    ...staticPageData(pageContext),
    copy,
    cards,
    featured: featured!,
    testimonials: testimonialsById(locale, copy.testimonials.ids),
    cases: casesById(locale, copy.customerCases.ids),
    logos: [...reviewLogos],
    jsonLd: [
      organization(locale),
      webSite(locale),
      serviceList(locale, cards),
      faqPage(copy.faq.items),
      breadcrumbList(locale, []),
    ],
  }
}
export type Data = Awaited<ReturnType<typeof data>>
