import type { PageContextServer } from 'vike/types'
import { careersCopy } from '../../content/pages/careers/careers'
import { openingCards } from '../../content/careers/job-copy'
import { jobs } from '../../content/careers/jobs'
import { resolvePlaceholders } from '../../content/loader/placeholders'
import { pathFor } from '../../content/site/routes'
import { serviceName, serviceParams } from '../../content/pages/services/links'
import { ContentError, type ContentProblem } from '../../content/loader/errors'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => ({
  ...staticPageData(pageContext),
  // The description counts the openings: `{fact:careers.openPositions}`, the number of job files.
  meta: metaWithFacts(pageContext),
  openings: openingCards(pageContext.locale, jobs()),
  /** The service pages the hero links to, by their files (content/pages/careers.yml). */
  serviceLinks: careersCopy[pageContext.locale].landing.services.map((id) => ({
    id,
    href: pathFor('service', pageContext.locale, serviceParams(id, pageContext.locale)),
    label: serviceName(id, pageContext.locale),
  })),
})
function metaWithFacts(pageContext: PageContextServer) {
  const { meta } = staticPageData(pageContext)
  const problems: ContentProblem[] = []
  const resolved = resolvePlaceholders(meta, `${pageContext.locale}.jobs`, { locale: pageContext.locale }, problems)
  if (problems.length > 0) throw new ContentError('content/pages/meta.yml', problems)
  return resolved
}

export type Data = Awaited<ReturnType<typeof data>>
