import { cn } from '../../ui/cn'

type SectionHeadingProps = {
  id?: string
  title: string
  intro?: string
  align?: 'start' | 'center'
  className?: string
}

/** The h2 and lead paragraph that open a section. */
function SectionHeading({ id, title, intro, align = 'start', className }: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center', className)}
    >
      <h2 id={id} className="text-h2">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lead text-fg-muted">{intro}</p> : null}
    </div>
  )
}

export { SectionHeading }
