/** What a hero says before its buttons: eyebrow, the page's one h1, subtitle and paragraphs. */
export type HeroIntroCopy = {
  eyebrow: string
  title: string
  subtitle: string
  descriptions: readonly string[]
}

/**
 * The words of a large page hero (a service page, the about page), in the hero's text column; the
 * hero around it adds its buttons and picture.
 */
export function HeroIntro({ hero }: { hero: HeroIntroCopy }) {
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
