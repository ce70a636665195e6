import type { JobCopy } from '../../../content/careers/job-copy'
import { Icon } from '../../ui/icon'
import { RichText } from '../../ui/rich-text'
import { careersPageStrings } from '../../../content/pages/careers/careers'
import { useStrings } from '../../../renderer/locale'
import { JobBenefits } from './job-benefits'

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name="arrowRight" className="mt-0.5 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** The main column of a job page: description, responsibilities, qualifications, join paragraph, benefits. */
export function JobDetails({ copy }: { copy: JobCopy }) {
  const { ui: t, page } = useStrings(careersPageStrings)
  return (
    <div data-slot="job-details" className="space-y-12 text-fg">
      <section aria-labelledby="job-about">
        <h2 id="job-about" className="text-h2 text-fg">
          {t.aboutRole}
        </h2>
        <RichText value={copy.description} className="mt-4 text-lg leading-relaxed" />
      </section>
      <section aria-labelledby="job-responsibilities">
        <h2 id="job-responsibilities" className="text-h2 text-fg">
          {t.responsibilities}
        </h2>
        <List items={copy.responsibilities} />
      </section>
      <section aria-labelledby="job-qualifications">
        <h2 id="job-qualifications" className="text-h2 text-fg">
          {t.qualifications}
        </h2>
        <List items={copy.qualifications} />
      </section>
      <section aria-labelledby="job-join">
        <h2 id="job-join" className="text-h2 text-fg">
          {page.job.joinHeading}
        </h2>
        <p className="mt-4 text-lg leading-relaxed">{page.job.joinParagraph}</p>
      </section>
      <JobBenefits headingId="job-benefits" heading={page.benefitsHeading} />
    </div>
  )
}
