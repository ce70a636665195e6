import type { KeyFigure } from '../../../content/pages/home'
import { cn } from '../../ui/cn'
import { balancedColumns } from '../../ui/grid'
import { Section } from '../../ui/section'

type KeyFiguresProps = {
  title: string
  items: KeyFigure[]
  id?: string
  tone?: 'default' | 'muted'
}

/**
 * Figures set large where they persuade: the number in display type, what it counts in a line
 * under it, and what it is counted from (its basis) in small type under that, so a buyer can weigh
 * it where it stands. Two by two on a phone, so four figures take one short band.
 */
function KeyFigures({ title, items, id = 'tall', tone = 'default' }: KeyFiguresProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`} data-section="key-figures">
      <h2 id={`${id}-title`} className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
        {title}
      </h2>
      <dl
        className={cn('mt-6 grid grid-cols-2 gap-x-6 gap-y-8', items.length % 4 === 0 && balancedColumns(items.length))}
      >
        {items.map((figure) => (
          <div key={figure.id} data-slot="key-figure" className="flex flex-col-reverse gap-1">
            <dt className="text-fg-muted max-sm:text-sm">{figure.label}</dt>
            <dd className="text-[clamp(2rem,1.4rem+2.4vw,3.25rem)] leading-none font-bold tracking-tight text-primary">
              {figure.value}
            </dd>
            {figure.basis ? (
              <dd data-slot="figure-basis" className="order-first mt-1 text-sm text-fg-muted">
                {figure.basis}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </Section>
  )
}

export { KeyFigures }
