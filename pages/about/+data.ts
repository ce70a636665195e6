import type { PageContextServer } from 'vike/types'
import { aboutPage } from '../../content/pages/about'
import { caseStudies } from '../../content/pages/case-studies'
import {
  breadcrumbList,
  organization,
  organizationId,
  teamMemberPerson,
  webPage,
} from '../../lib/structured-data/company'
import { featuredTestimonialId, testimonials } from '../../content/shared/testimonials'
import { team } from '../../media-src/team'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => {
  const base = staticPageData(pageContext)
  const { locale } = pageContext
  const all = testimonials[locale]
  return {
    ...base,
    copy: aboutPage[locale],
    team,
    /** What we have done: each case study's headline figure, linking to the case. */
    cases: caseStudies[locale].map((study) => ({
      id: study.id,
      client: study.client,
      value: study.figures[0]!.value,
      label: study.figures[0]!.label,
      path: study.path,
    })),
    // Every testimonial of the site: the home page's featured one first, the others newest first.
    featured: all.find((t) => t.id === featuredTestimonialId),
    testimonials: all.filter((t) => t.id !== featuredTestimonialId).sort((a, b) => b.date.localeCompare(a.date)),
    jsonLd: [
      webPage(
        locale,
        'about',
        { about: { '@id': organizationId }, mainEntity: { '@id': organizationId } },
        'AboutPage',
      ),
      {
        ...organization(locale),
        employee: team.map((member) => teamMemberPerson(member, locale)),
      },
      breadcrumbList(locale, ['about']),
    ],
  }
}
export type Data = Awaited<ReturnType<typeof data>>
