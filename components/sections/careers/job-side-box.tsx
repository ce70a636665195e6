import { pathFor } from '../../../content/site/routes'
import { useLocale, useStrings } from '../../../renderer/locale'
import { ButtonLink } from '../../ui/button'
import { Icon } from '../../ui/icon'
import { careersPageStrings } from '../../../content/pages/careers/careers'
import { fillIn, formatLongDate } from '../../../content/site/format'

/**
 * Type, location, salary, the last day to apply and the contact button of a job, in the box beside
 * its description. `validThrough` is the job file's ISO date (the JobPosting's `validThrough`).
 */
export function JobSideBox({ sharePercent, validThrough }: { sharePercent: number; validThrough: string }) {
  const locale = useLocale()
  const { ui: t, page, mapUrl } = useStrings(careersPageStrings)
  const s = t.sideBox
  return (
    <aside
      aria-labelledby="job-side-box"
      data-slot="job-side-box"
      className="rounded-card border border-border bg-bg p-6 shadow-card"
    >
      <h2 id="job-side-box" className="text-h3 text-fg">
        {s.heading}
      </h2>
      <dl className="mt-5 space-y-4">
        <div>
          <dt className="text-sm font-semibold text-fg-muted">{s.positionType}</dt>
          <dd className="mt-1 text-fg" data-testid="job-type">
            {s.fullTime} · {fillIn(t.shareLabel, { percent: sharePercent })}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-fg-muted">{s.location}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-1 text-fg">
            <Icon name="mapPin" className="text-primary" />
            <a
              href={mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="job-map-link"
              className="inline-flex items-center gap-1 text-primary underline underline-offset-4 hover:no-underline"
            >
              {page.job.office}
              <span className="sr-only">{s.opensInNewTab}</span>
              <Icon name="externalLink" />
            </a>
            <span>{page.job.remote}</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-fg-muted">{s.applyBy}</dt>
          <dd className="mt-1 text-fg" data-testid="job-deadline">
            <time dateTime={validThrough}>{formatLongDate(validThrough, locale)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-fg-muted">{s.salary}</dt>
          <dd className="mt-1 text-fg" data-testid="job-salary">
            {s.negotiable}
          </dd>
        </div>
      </dl>
      <ButtonLink href={pathFor('contact', locale)} className="mt-6 w-full" data-testid="job-contact">
        {s.contact}
      </ButtonLink>
    </aside>
  )
}
