import type { HeroCopy, ImageRef } from '../../../content/types'
import type { ContactTopic } from '../../../content/site/contact-topics'
import { useLocale } from '../../../renderer/locale'
import { ButtonLink } from '../../ui/button'
import { Container } from '../../ui/container'
import { Picture } from '../../ui/picture'
import { ContactCta } from '../shared/contact-cta'
import { linkTargetProps } from '../shared/link-target'
import { ThemedImage } from '../shared/themed-image'
import { HeroIntro } from '../shared/hero-intro'

type ServiceHeroProps = {
  hero: HeroCopy
  /**
   * The page's illustration with its alt text in the page's language: a service's own (from its
   * file), or one of media-src/illustrations.ts with its alt text of media-src/alt.ts.
   */
  illustration?: ImageRef
  /** What the contact dialog the button opens is about. */
  topic?: ContactTopic
}

/**
 * The hero header of a service page (and of home and the services index): eyebrow, the page's
 * one h1, a subtitle, descriptions and a button that opens the contact dialog, beside the page's
 * illustration. On a phone the illustration follows the text as a wide band (cropped to 16:9), so
 * it adds colour without pushing the page down; from `lg` it stands at its own 32:21.
 */
function ServiceHero({ hero, illustration, topic }: ServiceHeroProps) {
  const locale = useLocale()
  const secondary = hero.secondary
  return (
    <section data-slot="service-hero" className="border-b border-border bg-surface py-section">
      <Container className="grid grid-cols-1 items-center gap-8 lg:grid-cols-[1.1fr_0.9fr] lg:gap-10">
        <div>
          <HeroIntro hero={hero} />
          <div className="mt-8 flex flex-wrap gap-3">
            <ContactCta size="lg" topic={topic ?? hero.topic}>
              {hero.button}
            </ContactCta>
            {secondary ? (
              <ButtonLink size="lg" variant="outline" {...linkTargetProps(secondary, locale)}>
                {secondary.text}
              </ButtonLink>
            ) : null}
          </div>
        </div>
        {illustration ? (
          <Picture
            image={illustration.image}
            alt={illustration.alt}
            priority
            sizes="(min-width: 1280px) 34rem, (min-width: 1024px) 42vw, 100vw"
            data-testid="hero-illustration"
            className="aspect-video w-full rounded-card object-cover shadow-raised lg:aspect-[32/21]"
          />
        ) : hero.image ? (
          <ThemedImage
            image={hero.image}
            priority
            sizes="(min-width: 1280px) 34rem, (min-width: 1024px) 42vw, 100vw"
            className="h-auto w-full rounded-card shadow-raised"
          />
        ) : null}
      </Container>
    </section>
  )
}

export { ServiceHero }
