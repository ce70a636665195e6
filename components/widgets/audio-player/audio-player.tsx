import { useId } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { Locale } from '../../../content/site/locales'
import type { audioPlayerMachine, AudioPlayerEvent } from '../../../machines/audioPlayerMachine'
import { formatTime } from '../../../machines/format-time'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { audioAttr, audioGlyphs } from './audio-player-markup'
import { widgetUi } from '../../../content/strings/widgets'
import { useStrings } from '../../../renderer/locale'

export type AudioPlayerState = SnapshotFrom<typeof audioPlayerMachine>

const glyphs = {
  play: <path d={audioGlyphs.play} fill="currentColor" />,
  pause: <path d={audioGlyphs.pause} fill="currentColor" />,
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
  const t = useStrings(widgetUi)
  const id = useId()
  const { rate, muted, currentTime, duration } = state.context
  // Playing, or asked to play while the file is still loading.
  const playing = state.hasTag('playing') || state.hasTag('starting')
  const ready = state.matches('ready')
  const failed = state.hasTag('failed')
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
        disabled={failed}
        aria-label={playing ? t.audio.pause : t.audio.play}
        {...{ [audioAttr.play]: '', [audioAttr.playLabel]: t.audio.play, [audioAttr.pauseLabel]: t.audio.pause }}
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
      <p role="status" className={cn('text-sm text-danger', failed ? 'w-full' : 'sr-only')}>
        {failed ? t.audio.loadError : ''}
      </p>
    </div>
  )
}

export type AudioPlayerProps = {
  /** Address of the audio file (ogg/opus, mp3 …). A new address reloads the player. */
  audioUrl: string
  /** Language of the spoken audio. */
  lang: Locale
  /** What is being read, for the player's accessible name. */
  title?: string
  /**
   * Play was pressed before the player was live (./audio-player-early.ts): the `<audio>` element is
   * already playing, and the player starts in the state that asked to play.
   */
  playing?: boolean
  className?: string
}

export { AudioPlayerView }
