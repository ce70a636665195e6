import type { Locale } from '../../../content/site/locales'
import { Island } from '../../islands/island'
import { Container } from '../../ui/container'
import AudioPlayer from '../../widgets/audio-player/audio-player.island'

export type BlogPostAudioProps = {
  /** The post's audio file (lib/blog/audio.ts). */
  audioUrl: string
  lang: Locale
  /** What the player plays, e.g. "Listen to the summary"; also the player's accessible name. */
  label: string
  /** What the summary holds and how it was made. */
  note: string
}

/** The post's spoken summary, between the post's header and its body. */
export function BlogPostAudio({ audioUrl, lang, label, note }: BlogPostAudioProps) {
  return (
    <Container className="pt-10">
      <div data-slot="blog-post-audio" className="mx-auto max-w-4xl">
        <p className="font-semibold text-fg">{label}</p>
        <p className="mt-1 text-sm text-fg-muted">{note}</p>
        <Island
          component={AudioPlayer}
          props={{ audioUrl, lang, title: label, className: 'mt-3' }}
          hydrate="interaction"
        />
      </div>
    </Container>
  )
}
