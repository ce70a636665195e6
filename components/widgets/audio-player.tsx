import { useEffect, useId, useMemo, useRef } from 'react'
import { useMachine } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import type { Locale } from '../../content/locales'
import { htmlLang } from '../../content/locales'
import { audioPlayerMachine, formatTime, type AudioPlayerEvent } from '../../machines/audioPlayerMachine'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'
import { useWidgetUi } from './strings'

export type AudioPlayerState = SnapshotFrom<typeof audioPlayerMachine>

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
      <p role="status" className={cn('w-full text-sm text-danger', !state.hasTag('failed') && 'sr-only')}>
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

/** An audio player driven by `audioPlayerMachine`, mirrored onto an <audio> element. */
function AudioPlayer({ audioUrl, lang, title, className }: AudioPlayerProps) {
  const machine = useMemo(() => audioPlayerMachine, [])
  const [state, send] = useMachine(machine, { input: { src: audioUrl } })
  const audio = useRef<HTMLAudioElement>(null)
  const { src, rate, muted, currentTime } = state.context
  const playing = state.hasTag('playing')

  useEffect(() => {
    send({ type: 'SOURCE_CHANGED', src: audioUrl })
  }, [audioUrl, send])

  // The element already read the first source; later sources are loaded again.
  const loadedSrc = useRef(src)
  useEffect(() => {
    const element = audio.current
    if (!element) return
    if (loadedSrc.current !== src) {
      loadedSrc.current = src
      element.load()
    } else if (element.readyState >= 1 && state.matches('loading')) {
      send({ type: 'LOADED', duration: element.duration })
    }
  }, [src, send, state])

  useEffect(() => {
    const element = audio.current
    if (!element) return
    element.playbackRate = rate
    element.muted = muted
  }, [rate, muted])

  useEffect(() => {
    const element = audio.current
    if (!element) return
    if (playing && element.paused) {
      element.play().catch((error: unknown) => {
        console.error('Audio player: playback was refused', error)
        send({ type: 'PAUSE' })
      })
    } else if (!playing && !element.paused) element.pause()
  }, [playing, send])

  useEffect(() => {
    const element = audio.current
    if (element && Math.abs(element.currentTime - currentTime) > 1.5) element.currentTime = currentTime
  }, [currentTime])

  return (
    <div className={className} lang={htmlLang[lang]}>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onLoadedMetadata={(event) => send({ type: 'LOADED', duration: event.currentTarget.duration })}
        onTimeUpdate={(event) => send({ type: 'TIME_UPDATE', currentTime: event.currentTarget.currentTime })}
        onEnded={() => send({ type: 'ENDED' })}
        onPause={(event) => {
          if (!event.currentTarget.ended) send({ type: 'PAUSE' })
        }}
        onPlay={() => send({ type: 'PLAY' })}
        onError={() => send({ type: 'LOAD_FAILED' })}
      />
      <AudioPlayerView state={state} send={send} title={title} />
    </div>
  )
}

export { AudioPlayer, AudioPlayerView }
