import type { HeroCopy } from '../../content/types'
import { useLocale } from '../../renderer/locale'
import { ButtonLink } from '../ui/button'
import { Container } from '../ui/container'
import { ContactCta } from './contact-cta'
import { linkTargetProps } from './link-target'
import { ThemedImage } from './themed-image'

/**
 * The hero header of a service page: eyebrow, the page's one h1, a subtitle, descriptions and a
 * button that opens the contact/quote dialog.
 */
function ServiceHero({ hero }: { hero: HeroCopy }) {
  const locale = useLocale()
  const secondary = hero.secondary
  return (
    <section data-slot="service-hero" className="border-b border-border bg-surface py-section">
      <Container className="grid items-center gap-10 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="mb-3 font-semibold text-primary">{hero.eyebrow}</p>
          <h1 className="text-display text-fg">{hero.title}</h1>
          <p className="mt-5 text-lead font-medium text-fg">{hero.subtitle}</p>
          <div className="mt-4 max-w-prose space-y-3 text-fg-muted">
            {hero.descriptions.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <ContactCta size="lg">{hero.button}</ContactCta>
            {secondary ? (
              <ButtonLink size="lg" variant="outline" {...linkTargetProps(secondary, locale)}>
                {secondary.text}
              </ButtonLink>
            ) : null}
          </div>
        </div>
        {hero.image ? (
          <ThemedImage image={hero.image} priority className="h-auto w-full rounded-card shadow-raised" />
        ) : null}
      </Container>
    </section>
  )
}

export { ServiceHero }
