import type { Locale } from '../../content/locales'
import { Container } from '../ui/container'
import { AudioPlayerSlot } from '../widgets/slots'

export type BlogPostAudioProps = {
  /** The post's audio file (content/blog/audio.ts). */
  audioUrl: string
  lang: Locale
  /** What the player plays, e.g. "Listen to the summary"; also the player's accessible name. */
  label: string
  /** What the summary holds and how it was made. */
  note: string
  /** The player prerendered as HTML (`AudioPlayerStill`), shown until the live player has loaded. */
  still: string
}

/** The post's spoken summary, between the post's header and its body. */
export function BlogPostAudio({ audioUrl, lang, label, note, still }: BlogPostAudioProps) {
  return (
    <Container className="pt-10">
      <div data-slot="blog-post-audio" className="mx-auto max-w-4xl">
        <p className="font-semibold text-fg">{label}</p>
        <p className="mt-1 text-sm text-fg-muted">{note}</p>
        <AudioPlayerSlot className="mt-3" still={still} audioUrl={audioUrl} lang={lang} title={label} />
      </div>
    </Container>
  )
}
