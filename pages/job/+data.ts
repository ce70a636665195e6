import type { PageContextServer } from 'vike/types'
import { latestArticles } from '../../lib/blog/selection'
import { careersPageStrings } from '../../content/pages/careers/careers'
import { jobPostingJsonLd } from '../../lib/structured-data/careers'
import { jobCopy, openingCards } from '../../content/careers/job-copy'
import { findJob, jobs, jobTemplate } from '../../content/careers/jobs'
import { pathFor } from '../../content/site/routes'
import type { BaseData } from '../../renderer/types'

/**
 * A job page, or the not-found view for an unknown slug. The not-found view is
 * prerendered at /stillinger/404/ and /en/jobs/404/; the server answers unknown job paths with it
 * and status 404 (server/static.ts).
 */
export const data = (pageContext: PageContextServer) => {
  const { locale } = pageContext
  const job = findJob(locale, pageContext.routeParams.slug ?? '')
  const openings = openingCards(locale, jobs())
  const careers = careersPageStrings[locale]
  if (!job) {
    return {
      found: false as const,
      meta: { title: careers.ui.notFound.title, description: careers.page.notFound.metaDescription },
      noindex: true,
      body: { found: false as const, openings },
    } satisfies BaseData & Record<string, unknown>
  }
  const copy = jobCopy(locale, job, jobTemplate())
  const latest = latestArticles(locale)
  return {
    found: true as const,
    meta: copy.meta,
    twinParams: { nb: { slug: job.nb.slug }, en: { slug: job.en.slug } },
    /** The address of this job in the page's language; an English page at the Norwegian slug moves to it. */
    canonicalPath: pathFor('job', locale, { slug: job[locale].slug }),
    body: {
      found: true as const,
      copy,
      job: { id: job.id, sharePercent: job[locale].sharePercent, validThrough: job[locale].validThrough },
      openings,
      latest,
    },
    jsonLd: jobPostingJsonLd(locale, job, copy),
  } satisfies BaseData & Record<string, unknown>
}
export type Data = Awaited<ReturnType<typeof data>>
