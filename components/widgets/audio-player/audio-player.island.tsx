import { useEffect, useMemo, useRef, useState } from 'react'
import { useMachine } from '@xstate/react'
import { createActor } from 'xstate'
import { htmlLang } from '../../../content/site/locales'
import { audioPlayerMachine } from '../../../machines/audioPlayerMachine'
import { AudioPlayerView, type AudioPlayerProps } from './audio-player'

/** The machine as a press on play before the player was live leaves it: asked to play, file not ready. */
function startingSnapshot(src: string) {
  const { context } = createActor(audioPlayerMachine, { input: { src } }).getSnapshot()
  return audioPlayerMachine.resolveState({ value: 'starting', context })
}

/**
 * An audio player driven by `audioPlayerMachine`, mirrored onto an <audio> element:
 * `<AudioPlayer audioUrl="/audio/blog-nb-hva-er-seo.ogg" lang="nb" title="…" />`. On a page it is
 * an island that hydrates on first interaction (its markup is on the page before its code); the
 * file's metadata is fetched once it is live. A press on play made before that has already started
 * the `<audio>` element (./audio-player-early.ts, `playing`): the player starts in `starting`,
 * the state that asked to play, and keeps the element as it is.
 */
export default function AudioPlayer({ audioUrl, lang, title, className, playing: pressed }: AudioPlayerProps) {
  const machine = useMemo(() => audioPlayerMachine, [])
  const [state, send] = useMachine(machine, {
    input: { src: audioUrl },
    snapshot: useState(() => (pressed ? startingSnapshot(audioUrl) : undefined))[0],
  })
  const audio = useRef<HTMLAudioElement>(null)
  const { src, rate, muted, currentTime } = state.context
  const playing = state.hasTag('playing')
  // Asked to play, file not ready: an element already playing (started before the player was live)
  // is left to play.
  const starting = state.hasTag('starting')

  useEffect(() => {
    send({ type: 'SOURCE_CHANGED', src: audioUrl })
  }, [audioUrl, send])

  // The page's markup asks for nothing (preload "none"); once live, the player reads the file's
  // metadata. Later sources are loaded again. An element that a press on play has already started
  // with this source is kept playing, and its metadata, should it have arrived before the player
  // was live, is read from it.
  const loadedSrc = useRef<string | null>(null)
  useEffect(() => {
    const element = audio.current
    if (!element) return
    if (loadedSrc.current !== src) {
      loadedSrc.current = src
      // Only a press on play can have set the element playing before this (its markup says
      // preload "none"); it then has the metadata on its way already.
      const playingThis = !element.paused && element.currentSrc === new URL(src, document.baseURI).href
      if (!playingThis) {
        element.preload = 'metadata'
        element.load()
        return
      }
    }
    if (element.readyState >= 1 && state.hasTag('loading')) send({ type: 'LOADED', duration: element.duration })
  }, [src, send, state])

  useEffect(() => {
    const element = audio.current
    if (!element) return
    // A new source reloads the element, and a reload resets playbackRate to defaultPlaybackRate:
    // set both, and again after every source change, so 1.5x stays 1.5x on the next recording.
    element.defaultPlaybackRate = rate
    element.playbackRate = rate
    element.muted = muted
  }, [rate, muted, src])

  useEffect(() => {
    const element = audio.current
    if (!element) return
    if (playing && element.paused) {
      element.play().catch((error: unknown) => {
        console.error('Audio player: playback was refused', error)
        send({ type: 'PAUSE' })
      })
    } else if (!playing && !starting && !element.paused) element.pause()
  }, [playing, starting, send])

  useEffect(() => {
    const element = audio.current
    if (element && Math.abs(element.currentTime - currentTime) > 1.5) element.currentTime = currentTime
  }, [currentTime])

  return (
    <div className={className} lang={htmlLang[lang]}>
      <audio
        ref={audio}
        src={src}
        preload="none"
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
