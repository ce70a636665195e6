import type { PageContextServer } from 'vike/types'
import { careersServiceLinks, openingCards } from '../../content/pages/careers/careers'
import { jobOpenings } from '../../content/pages/careers/jobs'
import { pathFor } from '../../content/site/routes'
import { careersUi } from '../../content/strings/careers'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => ({
  ...staticPageData(pageContext),
  openings: openingCards(pageContext.locale, jobOpenings),
  /** The four service pages the hero links to. */
  serviceLinks: careersServiceLinks.map((id) => ({
    id,
    href: pathFor(id, pageContext.locale),
    label: careersUi[pageContext.locale].landing.services[id],
  })),
})
export type Data = Awaited<ReturnType<typeof data>>
