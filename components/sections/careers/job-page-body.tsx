import type { PostSummary } from '../../../content/blog/types'
import { careersPageStrings } from '../../../content/pages/careers/careers'
import type { JobCopy, OpeningCard } from '../../../content/careers/job-copy'
import { useStrings } from '../../../renderer/locale'
import { Container } from '../../ui/container'
import { JobDetails } from './job-details'
import { JobHero } from './job-hero'
import { JobOpenings } from './job-openings'
import { JobPreCta } from './job-pre-cta'
import { JobSideBox } from './job-side-box'
import { LatestArticles } from './latest-articles'
import { PageHero } from '../shared/page-hero'

export type JobBodyProps =
  | {
      found: true
      copy: JobCopy
      job: { id: string; sharePercent: number; validThrough: string }
      openings: OpeningCard[]
      latest: PostSummary[]
    }
  | { found: false; openings: OpeningCard[] }

/** Everything a job page shows, or the not-found view with the openings. */
export function JobPageBody(props: JobBodyProps) {
  const { ui: t, page } = useStrings(careersPageStrings)
  if (!props.found) {
    return (
      <div data-testid="job-not-found">
        <PageHero title={t.notFound.title} lead={page.notFound.body} />
        <JobOpenings openings={props.openings} />
      </div>
    )
  }
  const { copy, job, openings, latest } = props
  return (
    <>
      <JobHero
        eyebrow={t.lookingFor}
        title={copy.title}
        subtitle={copy.subtitle}
        aside={<JobSideBox sharePercent={job.sharePercent} validThrough={job.validThrough} />}
      />
      <Container className="py-section">
        <div className="max-w-3xl">
          <JobDetails copy={copy} />
        </div>
      </Container>
      <div className="border-t border-border">
        <JobOpenings openings={openings} currentId={job.id} />
      </div>
      <LatestArticles posts={latest} />
      <JobPreCta />
    </>
  )
}
