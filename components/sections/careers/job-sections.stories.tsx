import type { Story, StoryDefault } from '@ladle/react'
import jobs from 'virtual:content/jobs'
import jobTemplate from 'virtual:content/job-template'
import { jobCopy, openingCards } from '../../../content/careers/job-copy'
import { useLocale } from '../../../renderer/locale'
import { Container } from '../../ui/container'
import { JobDetails } from './job-details'
import { JobOpenings } from './job-openings'
import { JobPreCta } from './job-pre-cta'
import { JobSideBox } from './job-side-box'

export default { title: 'Sections / Careers' } satisfies StoryDefault

/**
 * A job page's sections (the page itself renders them to static HTML at build time), with the
 * openings of content/jobs/ as the build read them.
 */
function JobSections({ index }: { index: number }) {
  const locale = useLocale()
  const job = jobs[index]!
  return (
    <>
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <JobDetails copy={jobCopy(locale, job, jobTemplate)} />
        <div>
          <JobSideBox sharePercent={job[locale].sharePercent} validThrough={job[locale].validThrough} />
        </div>
      </Container>
      <JobOpenings openings={openingCards(locale, jobs)} currentId={job.id} />
      <JobPreCta />
    </>
  )
}

export const SeniorDeveloperNorwegian: Story = () => <JobSections index={1} />
SeniorDeveloperNorwegian.meta = { locale: 'nb' }
export const DigitalMarketerEnglish: Story = () => <JobSections index={0} />
DigitalMarketerEnglish.meta = { locale: 'en' }
