import type { PageContextServer } from 'vike/types'
import { openingCards } from '../../content/careers'
import { jobOpenings } from '../../content/jobs'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => ({
  ...staticPageData(pageContext),
  openings: openingCards(pageContext.locale, jobOpenings),
})
export type Data = Awaited<ReturnType<typeof data>>
