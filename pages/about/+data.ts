import type { PageContextServer } from 'vike/types'
import { aboutPage } from '../../content/about'
import { breadcrumbList, organization, organizationId, webPage } from '../../content/company-jsonld'
import { featuredTestimonialId, testimonials } from '../../content/testimonials'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => {
  const base = staticPageData(pageContext)
  const { locale } = pageContext
  const all = testimonials[locale]
  return {
    ...base,
    copy: aboutPage[locale],
    featured: all.find((t) => t.id === featuredTestimonialId),
    testimonials: all.filter((t) => t.id !== featuredTestimonialId),
    jsonLd: [
      webPage(
        locale,
        'about',
        { about: { '@id': organizationId }, mainEntity: { '@id': organizationId } },
        'AboutPage',
      ),
      organization(locale),
      breadcrumbList(locale, ['about']),
    ],
  }
}
export type Data = Awaited<ReturnType<typeof data>>
