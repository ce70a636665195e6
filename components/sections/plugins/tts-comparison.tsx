import type { ComparisonCell, TtsPageCopy } from '../../../content/pages/tts-page'
import { sectionStrings } from '../../../content/strings/sections'
import { useStrings } from '../../../renderer/locale'
import { Icon } from '../../ui/icon'
import { RichText } from '../../ui/rich-text'
import { Section } from '../../ui/section'
import { PricingCard } from '../services/pricing'
import { SectionHeading } from '../shared/section-heading'

type Comparison = TtsPageCopy['comparison']

function Cell({ cell, strings }: { cell: ComparisonCell; strings: Comparison }) {
  if (cell.kind === 'text') return <>{cell.text}</>
  return cell.included ? (
    <Icon name="check" label={strings.included} className="text-success" />
  ) : (
    <span>
      <span aria-hidden="true" className="text-fg-muted">
        –
      </span>
      <span className="sr-only">{strings.notIncluded}</span>
    </span>
  )
}

/** #tts-pro: free and PRO side by side in a table, then the two plans with their buttons. */
function TtsComparison({ comparison, id = 'tts-pro' }: { comparison: Comparison; id?: string }) {
  const vatNote = useStrings(sectionStrings).pricing.vatNote
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`} data-section="tts-comparison">
      <SectionHeading id={`${id}-title`} title={comparison.title} intro={comparison.intro} />
      {/*
        Both plans stay side by side on a phone: below `sm` the rows are two-column grids, each
        feature's name on a line of its own above its free and PRO values, so the table fits the
        screen instead of scrolling its PRO column out of sight. It stays a table for assistive
        technology (the cells keep their headers).
      */}
      <div className="overflow-hidden rounded-card border border-border bg-bg shadow-card">
        <table
          data-slot="tts-comparison-table"
          className="w-full border-collapse text-left max-sm:block max-sm:[&_tbody,&_thead]:block"
        >
          <caption className="sr-only">{comparison.caption}</caption>
          <thead className="bg-surface-strong text-fg">
            <tr className="max-sm:grid max-sm:grid-cols-2">
              <th scope="col" className="px-5 py-4 font-semibold max-sm:sr-only">
                {comparison.featureHeader}
              </th>
              <th scope="col" className="px-5 py-4 font-semibold max-sm:px-4 max-sm:py-3">
                {comparison.freeHeader}
              </th>
              <th scope="col" className="px-5 py-4 font-semibold text-primary max-sm:px-4 max-sm:py-3">
                {comparison.proHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.id} data-row={row.id} className="border-t border-border max-sm:grid max-sm:grid-cols-2">
                <th scope="row" className="px-5 py-3 font-medium text-fg max-sm:col-span-2 max-sm:px-4 max-sm:pb-1">
                  {row.label}
                </th>
                <td className="px-5 py-3 text-fg-muted max-sm:px-4 max-sm:pt-0">
                  <Cell cell={row.free} strings={comparison} />
                </td>
                <td className="px-5 py-3 font-medium text-fg max-sm:px-4 max-sm:pt-0">
                  <Cell cell={row.pro} strings={comparison} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mt-16 mb-8 text-center text-h2">{comparison.plansTitle}</h3>
      <div className="mx-auto grid max-w-4xl items-stretch gap-6 pt-4 md:grid-cols-2">
        {comparison.plans.map((plan) => (
          <PricingCard key={plan.id} plan={plan} />
        ))}
      </div>
      <p data-slot="vat-note" className="mt-8 text-center text-sm text-fg-muted">
        {vatNote}
      </p>
      <div data-slot="tts-refund" className="mx-auto mt-2 max-w-prose text-center text-sm text-fg-muted">
        <RichText value={[{ type: 'paragraph', content: comparison.refund }]} />
      </div>
    </Section>
  )
}

export default TtsComparison
