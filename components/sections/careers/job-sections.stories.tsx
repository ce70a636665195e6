import type { Story, StoryDefault } from '@ladle/react'
import { openingCards } from '../../../content/pages/careers/careers'
import { jobCopyFor } from '../../../content/pages/careers/job-copy'
import { jobOpenings } from '../../../content/pages/careers/jobs'
import { useLocale } from '../../../renderer/locale'
import { Container } from '../../ui/container'
import { JobDetails } from './job-details'
import { JobOpenings } from './job-openings'
import { JobPreCta } from './job-pre-cta'
import { JobSideBox } from './job-side-box'

export default { title: 'Sections / Careers' } satisfies StoryDefault

/** A job page's sections (the page itself renders them to static HTML at build time). */
function JobSections({ index }: { index: number }) {
  const locale = useLocale()
  const job = jobOpenings[index]!
  return (
    <>
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <JobDetails copy={jobCopyFor(locale, job)} />
        <div>
          <JobSideBox sharePercent={job.sharePercent} />
        </div>
      </Container>
      <JobOpenings openings={openingCards(locale, jobOpenings)} currentId={job.id} />
      <JobPreCta />
    </>
  )
}

export const SeniorDeveloperNorwegian: Story = () => <JobSections index={1} />
SeniorDeveloperNorwegian.meta = { locale: 'nb' }
export const DigitalMarketerEnglish: Story = () => <JobSections index={0} />
DigitalMarketerEnglish.meta = { locale: 'en' }
