import type { TtsPageCopy } from '../../content/tts-page'
import { settings } from '../../content/settings'
import { useLocale } from '../../renderer/locale'
import { ButtonLink } from '../ui/button'
import { Container } from '../ui/container'
import { Icon } from '../ui/icon'
import { hrefFor } from '../ui/link'
import { newTab } from './new-tab'

type TtsHeroProps = { hero: TtsPageCopy['hero']; rating: number }

/**
 * The opening of the text-to-speech page: the one h1, the listing facts (rating, reviews, version,
 * languages) and the three tracked buttons (`data-track` pro, demo, free is in the download section).
 */
export function TtsHero({ hero, rating }: TtsHeroProps) {
  const locale = useLocale()
  return (
    <section data-slot="tts-hero" className="border-b border-border bg-surface py-section">
      <Container className="grid items-center gap-10 lg:grid-cols-[1.15fr_0.85fr]">
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
        <TtsPlayerPicture />
      </Container>
    </section>
  )
}

/** A drawing of the player in a post: decorative, so screen readers skip it. */
function TtsPlayerPicture() {
  return (
    <div aria-hidden="true" className="hidden rounded-card border border-border bg-bg p-6 shadow-raised lg:block">
      <div className="h-3 w-2/3 rounded-pill bg-surface-strong" />
      <div className="mt-3 h-3 w-1/2 rounded-pill bg-surface-strong" />
      <div className="mt-6 flex items-center gap-4 rounded-control bg-surface p-4">
        <span className="inline-flex size-12 items-center justify-center rounded-pill bg-primary text-primary-fg">
          <Icon name="play" filled />
        </span>
        <div className="flex-1">
          <div className="flex h-8 items-end gap-1">
            {[40, 70, 55, 90, 65, 35, 80, 60, 45, 75, 50, 85, 30, 65, 55, 70].map((height, i) => (
              <span key={i} className="w-1.5 flex-1 rounded-pill bg-primary/70" style={{ height: `${height}%` }} />
            ))}
          </div>
          <div className="mt-2 h-1.5 rounded-pill bg-surface-strong">
            <div className="h-full w-1/3 rounded-pill bg-primary" />
          </div>
        </div>
      </div>
      <div className="mt-6 space-y-3">
        <div className="h-3 rounded-pill bg-surface-strong" />
        <div className="h-3 rounded-pill bg-surface-strong" />
        <div className="h-3 w-5/6 rounded-pill bg-surface-strong" />
        <div className="h-3 w-3/4 rounded-pill bg-surface-strong" />
      </div>
    </div>
  )
}
