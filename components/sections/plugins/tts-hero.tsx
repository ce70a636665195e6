import type { TtsPageCopy } from '../../../content/pages/tts-page'
import { settings } from '../../../content/site/settings'
import { useLocale } from '../../../renderer/locale'
import { ButtonLink } from '../../ui/button'
import { Container } from '../../ui/container'
import { Icon } from '../../ui/icon'
import { hrefFor } from '../../ui/link'
import { Picture } from '../../ui/picture'
import { imageAlt } from '../../../media-src/alt'
import { illustrationFor } from '../../../media-src/illustrations'
import { newTab } from '../shared/new-tab'

type TtsHeroProps = { hero: TtsPageCopy['hero']; rating: number }

/**
 * The opening of the text-to-speech page: the one h1, the listing facts (rating, reviews, version,
 * languages) and the three tracked buttons (`data-track` pro, demo, free is in the download section).
 */
export function TtsHero({ hero, rating }: TtsHeroProps) {
  const locale = useLocale()
  return (
    <section data-slot="tts-hero" className="border-b border-border bg-surface py-section">
      <Container className="grid grid-cols-1 items-center gap-8 lg:grid-cols-[1.15fr_0.85fr] lg:gap-10">
        <div>
          <p className="mb-3 font-semibold text-primary">{hero.eyebrow}</p>
          <h1 className="text-display text-fg">{hero.title}</h1>
          <p className="mt-5 max-w-prose text-lead font-medium text-fg">{hero.subtitle}</p>
          <p className="mt-4 max-w-prose text-fg-muted">{hero.description}</p>
          <ul
            data-slot="tts-listing"
            className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-fg-muted"
          >
            <li data-rating={rating} className="flex items-center gap-2">
              <Icon name="star" filled className="text-star" />
              <span className="font-semibold text-fg">{hero.ratingLabel}</span>
              <span aria-hidden="true">·</span>
              <span>{hero.reviews}</span>
            </li>
            <li>{hero.version}</li>
            <li>{hero.languages}</li>
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink size="lg" href={settings.plugin.proShopUrl} data-track="pro" {...newTab}>
              {hero.buttons.pro}
              <Icon name="externalLink" />
            </ButtonLink>
            <ButtonLink
              size="lg"
              variant="outline"
              href={hrefFor('pluginTts', locale, undefined, 'intro')}
              data-track="demo"
            >
              <Icon name="play" />
              {hero.buttons.demo}
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-fg-muted">{hero.note}</p>
          <p className="mt-2 text-sm">
            <a
              href={settings.plugin.wordpressDirectoryUrl}
              {...newTab}
              className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
            >
              {hero.buttons.directory}
              <Icon name="externalLink" />
            </a>
          </p>
        </div>
        <Picture
          image={illustrationFor.pluginTts}
          alt={imageAlt[illustrationFor.pluginTts][locale]}
          priority
          sizes="(min-width: 1280px) 30rem, (min-width: 1024px) 38vw, 100vw"
          data-testid="hero-illustration"
          className="aspect-video w-full rounded-card object-cover shadow-raised lg:aspect-[32/21]"
        />
      </Container>
    </section>
  )
}
