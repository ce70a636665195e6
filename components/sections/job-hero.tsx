import type { ReactNode } from 'react'
import { Container } from '../ui/container'
import { BlogPicture } from './blog-picture'
import { useCareers } from './careers-context'

type JobHeroProps = {
  /** The "looking for" line above the title. */
  eyebrow: string
  title: string
  subtitle: string
  children?: ReactNode
}

/** The careers hero: a line above the title, the page's one h1, a subtitle and the language's hiring image. */
export function JobHero({ eyebrow, title, subtitle, children }: JobHeroProps) {
  const { heroImage } = useCareers()
  return (
    <section data-slot="job-hero" className="border-b border-border bg-surface py-section">
      <Container className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="mb-3 font-semibold text-primary">{eyebrow}</p>
          <h1 className="text-h1 text-fg">{title}</h1>
          <p className="mt-5 max-w-prose text-lead text-fg-muted">{subtitle}</p>
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
        <BlogPicture
          image={heroImage}
          priority
          sizes="(min-width: 1024px) 32rem, 100vw"
          className="aspect-[3/2] rounded-card shadow-raised"
        />
      </Container>
    </section>
  )
}
