import type { HeroCopy } from '../../../content/types'

/**
 * The words of a large page hero (a service page, the about page), in the hero's text column:
 * eyebrow, the page's one h1, subtitle and paragraphs. The hero around it adds its buttons and
 * picture.
 */
export function HeroIntro({ hero }: { hero: Pick<HeroCopy, 'eyebrow' | 'title' | 'subtitle' | 'descriptions'> }) {
  return (
    <>
      <p className="mb-3 font-semibold text-primary">{hero.eyebrow}</p>
      <h1 className="text-display text-fg">{hero.title}</h1>
      <p className="mt-5 text-lead font-medium text-fg">{hero.subtitle}</p>
      <div className="mt-4 max-w-prose space-y-3 text-fg-muted">
        {hero.descriptions.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </>
  )
}
