import type { ReactNode } from 'react'
import { imageAlt } from '../../../media-src/alt'
import { illustrationFor } from '../../../media-src/illustrations'
import { useLocale } from '../../../renderer/locale'
import { Container } from '../../ui/container'
import { Picture } from '../../ui/picture'

type JobHeroProps = {
  /** The "looking for" line above the title. */
  eyebrow: string
  title: string
  subtitle: string
  children?: ReactNode
  /**
   * What stands beside the text: a job's key facts and its apply button, so on a phone they come
   * right after the title rather than after the whole description. Without it, the careers
   * illustration.
   */
  aside?: ReactNode
}

/** The careers hero: a line above the title, the page's one h1, a subtitle, and the facts or the careers illustration. */
export function JobHero({ eyebrow, title, subtitle, children, aside }: JobHeroProps) {
  const locale = useLocale()
  const illustration = illustrationFor.jobs
  return (
    <section data-slot="job-hero" className="border-b border-border bg-surface py-section">
      <Container
        className={
          aside
            ? 'grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12'
            : 'grid grid-cols-1 items-center gap-8 lg:grid-cols-[1.2fr_1fr] lg:gap-10'
        }
      >
        <div>
          <p className="mb-3 font-semibold text-primary">{eyebrow}</p>
          <h1 className="text-h1 text-fg">{title}</h1>
          <p className="mt-5 max-w-prose text-lead text-fg-muted">{subtitle}</p>
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
        {aside ?? (
          <Picture
            image={illustration}
            alt={imageAlt[illustration][locale]}
            priority
            sizes="(min-width: 1280px) 32rem, (min-width: 1024px) 40vw, 100vw"
            data-testid="hero-illustration"
            className="aspect-video w-full rounded-card object-cover shadow-raised lg:aspect-[32/21]"
          />
        )}
      </Container>
    </section>
  )
}
