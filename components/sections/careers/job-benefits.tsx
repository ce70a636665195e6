import { careersPageStrings } from '../../../content/pages/careers/careers'
import { useStrings } from '../../../renderer/locale'
import { Icon } from '../../ui/icon'

/** The eight benefits that come with every job, as a two-column list. */
export function JobBenefits({ headingId, heading }: { headingId: string; heading: string }) {
  const { benefits } = useStrings(careersPageStrings)
  return (
    <section aria-labelledby={headingId} data-slot="job-benefits">
      <h2 id={headingId} className="text-h2 text-fg">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {benefits.map((benefit) => (
          <li key={benefit.id} data-benefit={benefit.id} className="flex gap-3 rounded-card bg-surface p-4">
            <Icon name="check" className="mt-0.5 text-success" />
            <div>
              <p className="font-semibold text-fg">{benefit.title}</p>
              <p className="mt-1 text-sm text-fg-muted">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
