import { useLocale, useStrings } from '../../../renderer/locale'
import { Badge } from '../../ui/badge'
import { Icon } from '../../ui/icon'
import { hrefFor } from '../../ui/link'
import { Section } from '../../ui/section'
import { careersPageStrings } from '../../../content/pages/careers/careers'
import type { OpeningCard } from '../../../content/careers/job-copy'
import { fillIn } from '../../../content/site/format'

/** The openings block: a two-column grid of cards with title, share label and "More information". */
export function JobOpenings({
  openings,
  currentId,
  headingLevel = 2,
}: {
  openings: readonly OpeningCard[]
  currentId?: string
  headingLevel?: 1 | 2
}) {
  const locale = useLocale()
  const { ui: t, page } = useStrings(careersPageStrings)
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <Section aria-labelledby="job-openings" data-slot="job-openings">
      <Heading id="job-openings" className="text-h2 text-fg">
        {t.openings.heading}
      </Heading>
      <p className="mt-2 max-w-prose text-fg-muted">{page.openings.lead}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {openings.map((job) => (
          <li
            key={job.id}
            data-testid="job-opening"
            className="flex flex-col gap-4 rounded-card border border-border bg-bg p-6 shadow-card"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h3 className="text-h3 text-fg">{job.title}</h3>
              <Badge variant={job.sharePercent === 100 ? 'default' : 'accent'}>
                {fillIn(t.shareLabel, { percent: job.sharePercent })}
              </Badge>
            </div>
            <a
              href={hrefFor('job', locale, { slug: job.slug })}
              aria-current={job.id === currentId ? 'page' : undefined}
              className="mt-auto inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t.openings.moreInfo}
              {/* The link's text names the job too (visually hidden): "More information" alone says nothing out of context. */}
              <span className="sr-only"> {fillIn(t.openings.moreInfoContext, { title: job.title })}</span>
              <Icon name="arrowRight" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
