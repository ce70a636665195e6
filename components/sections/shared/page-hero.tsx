import type { ReactNode } from 'react'
import { imageAlt, type ImageWithAlt } from '../../../media-src/alt'
import { useLocale } from '../../../renderer/locale'
import { cn } from '../../ui/cn'
import { Container } from '../../ui/container'
import { Picture } from '../../ui/picture'

type PageHeroProps = {
  title: string
  lead?: string
  /** Small line above the title. */
  eyebrow?: string
  /**
   * The page's illustration (media-src/illustrations.ts): from `lg` it stands beside the text, so a
   * short hero uses the width instead of leaving half of it empty. On a phone it is hidden: the
   * page's content comes first.
   */
  illustration?: ImageWithAlt
  children?: ReactNode
}

/** The opening band of a page: its one h1, a lead paragraph and optional actions. */
export function PageHero({ title, lead, eyebrow, illustration, children }: PageHeroProps) {
  const locale = useLocale()
  return (
    <section data-slot="page-hero" className="border-b border-border bg-surface py-section">
      <Container className={cn(illustration && 'grid grid-cols-1 items-center gap-10 lg:grid-cols-[1.1fr_0.9fr]')}>
        <div>
          {eyebrow ? <p className="mb-3 font-semibold text-primary">{eyebrow}</p> : null}
          {/* Long Norwegian compounds (Tilgjengelighetserklæring) break rather than widen a 320 px page. */}
          <h1 className="max-w-4xl text-h1 break-words hyphens-auto text-fg">{title}</h1>
          {lead ? <p className="mt-5 max-w-prose text-lead text-fg-muted">{lead}</p> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {illustration ? (
          <Picture
            image={illustration}
            alt={imageAlt[illustration][locale]}
            sizes="(min-width: 1280px) 34rem, 42vw"
            data-testid="hero-illustration"
            pictureClassName="max-lg:hidden"
            className="w-full rounded-card shadow-raised"
          />
        ) : null}
      </Container>
    </section>
  )
}
