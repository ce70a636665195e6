import type { PageContextServer } from 'vike/types'
import { reviewLogos } from '../../content/facts/brands'
import { breadcrumbList, webPage } from '../../lib/structured-data/company'
import { servicesIndex } from '../../content/pages/services-index'
import { serviceCards } from '../../content/pages/services/links'
import { faqPage, serviceList } from '../../lib/structured-data/services'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => {
  const { locale } = pageContext
  const copy = servicesIndex[locale]
  const cards = serviceCards(locale)
  return {
    ...staticPageData(pageContext),
    copy,
    cards,
    logos: [...reviewLogos],
    jsonLd: [
      webPage(locale, 'services', {}, 'CollectionPage'),
      serviceList(locale, cards),
      faqPage(copy.faq.items),
      breadcrumbList(locale, ['services']),
    ],
  }
}
export type Data = Awaited<ReturnType<typeof data>>
