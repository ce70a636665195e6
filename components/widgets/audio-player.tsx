import { lazy, Suspense, useEffect, useId, useState } from 'react'
import type { Locale } from '../../content/locales'
import { htmlLang } from '../../content/locales'
import type { AudioPlayerContext, AudioPlayerEvent } from '../../machines/audioPlayerMachine'
import { formatTime } from '../../machines/format-time'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'
import { staticState, type ViewState } from './static-state'
import { useWidgetUi } from './strings'

export type AudioPlayerState = ViewState<AudioPlayerContext>

const glyphs = {
  play: <path d="M8 5v14l11-7L8 5Z" fill="currentColor" />,
  pause: <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />,
  volume: <path d="M4 9v6h4l5 4V5L8 9H4Zm12 0a4 4 0 0 1 0 6m2-9a8 8 0 0 1 0 12" />,
  muted: <path d="M4 9v6h4l5 4V5L8 9H4Zm12 1 5 5m0-5-5 5" />,
}

function Glyph({ name }: { name: keyof typeof glyphs }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {glyphs[name]}
    </svg>
  )
}

/** The player's controls in one machine state. */
function AudioPlayerView({
  state,
  send,
  title,
}: {
  state: AudioPlayerState
  send: (event: AudioPlayerEvent) => void
  title?: string
}) {
  const t = useWidgetUi()
  const id = useId()
  const { rate, muted, currentTime, duration } = state.context
  const playing = state.hasTag('playing')
  const ready = state.matches('ready')
  return (
    <div
      role="group"
      aria-label={title ? `${t.audio.player}: ${title}` : t.audio.player}
      data-slot="audio-player"
      data-state={JSON.stringify(state.value)}
      className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface p-3"
    >
      <Button
        size="icon"
        onClick={() => send({ type: 'TOGGLE_PLAY' })}
        disabled={!ready}
        aria-label={playing ? t.audio.pause : t.audio.play}
        data-testid="audio-play"
      >
        <Glyph name={playing ? 'pause' : 'play'} />
      </Button>
      <label htmlFor={`${id}-progress`} className="sr-only">
        {t.audio.progress}
      </label>
      <input
        id={`${id}-progress`}
        type="range"
        min={0}
        max={Math.max(duration, 0)}
        step={1}
        value={Math.min(currentTime, duration)}
        disabled={!ready}
        aria-valuetext={`${formatTime(currentTime)} / ${formatTime(duration)}`}
        onChange={(event) => send({ type: 'SEEK', time: Number(event.target.value) })}
        className="min-w-24 flex-1 accent-primary"
      />
      <span className="font-mono text-sm text-fg-muted tabular-nums" data-testid="audio-time">
        {formatTime(currentTime)} / {formatTime(duration)}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => send({ type: 'TOGGLE_SPEED' })}
        aria-label={`${t.audio.speed}: ${rate}x`}
        data-testid="audio-speed"
      >
        {rate}x
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => send({ type: 'TOGGLE_MUTE' })}
        aria-pressed={muted}
        aria-label={t.audio.mute}
        data-testid="audio-mute"
      >
        <Glyph name={muted ? 'muted' : 'volume'} />
      </Button>
      {/* Full width only when shown: an sr-only box (position absolute) with width 100% overflows the page. */}
      <p role="status" className={cn('text-sm text-danger', state.hasTag('failed') ? 'w-full' : 'sr-only')}>
        {state.hasTag('failed') ? t.audio.loadError : ''}
      </p>
    </div>
  )
}

type AudioPlayerProps = {
  /** Address of the audio file (ogg/opus, mp3 …). A new address reloads the player. */
  audioUrl: string
  /** Language of the spoken audio. */
  lang: Locale
  /** What is being read, for the player's accessible name. */
  title?: string
  className?: string
}

const AudioPlayerLive = lazy(() => import('./audio-player-live'))

/**
 * The player before its code has loaded: the controls of the loading state, disabled. A page can
 * prerender it to HTML (the blog post does) and swap in `AudioPlayerLive` after hydration.
 */
function AudioPlayerStill({ audioUrl, lang, title, className }: AudioPlayerProps) {
  return (
    <div className={className} lang={htmlLang[lang]}>
      <AudioPlayerView
        state={staticState<AudioPlayerContext>(
          'loading',
          { src: audioUrl, rate: 1, muted: false, currentTime: 0, duration: 0 },
          ['loading'],
        )}
        send={() => {}}
        title={title}
      />
    </div>
  )
}

/**
 * An audio player: `<AudioPlayer audioUrl="/audio/blog-nb-hva-er-seo.ogg" lang="nb" title="…" />`.
 * The first render is plain HTML; the machine and the <audio> element load right after hydration.
 */
function AudioPlayer(props: AudioPlayerProps) {
  const [live, setLive] = useState(false)
  useEffect(() => {
    const wake = () => setLive(true)
    const handle = window.setTimeout(wake, 0)
    return () => window.clearTimeout(handle)
  }, [])
  const still = <AudioPlayerStill {...props} />
  if (!live) return still
  return (
    <Suspense fallback={still}>
      <AudioPlayerLive {...props} />
    </Suspense>
  )
}

export { AudioPlayer, AudioPlayerStill, AudioPlayerView, type AudioPlayerProps }
