import type { ReactNode } from 'react'
import { Container } from '../ui/container'

type PageHeroProps = {
  title: string
  lead?: string
  /** Small line above the title. */
  eyebrow?: string
  children?: ReactNode
}

/** The opening band of a page: its one h1, a lead paragraph and optional actions. */
export function PageHero({ title, lead, eyebrow, children }: PageHeroProps) {
  return (
    <section data-slot="page-hero" className="border-b border-border bg-surface py-section">
      <Container>
        {eyebrow ? <p className="mb-3 font-semibold text-primary">{eyebrow}</p> : null}
        {/* Long Norwegian compounds (Tilgjengelighetserklæring) break rather than widen a 320 px page. */}
        <h1 className="max-w-4xl text-h1 break-words hyphens-auto text-fg">{title}</h1>
        {lead ? <p className="mt-5 max-w-prose text-lead text-fg-muted">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </Container>
    </section>
  )
}
