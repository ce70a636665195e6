import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { findJob, jobMeta } from '../../content/jobs'
import type { BaseData } from '../../renderer/types'

export const data = (pageContext: PageContextServer) => {
  const { locale } = pageContext
  const job = findJob(locale, pageContext.routeParams.slug ?? '')
  if (!job) throw render(404)
  return {
    meta: jobMeta(locale, job),
    twinParams: { nb: { slug: job.slug.nb }, en: { slug: job.slug.en } },
    job,
  } satisfies BaseData & Record<string, unknown>
}
export type Data = Awaited<ReturnType<typeof data>>
