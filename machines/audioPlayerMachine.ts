/**
 * Audio player: play/pause, speed 1x <-> 1.5x, mute, time as mm:ss, and a reload when the source
 * changes. The machine holds what the visitor controls; the component mirrors it onto an <audio>
 * element and reports the element's events back. Play may be pressed before the file's metadata
 * has arrived (the player is on the page before its code, and a tap then is honoured): the player
 * is then `starting`, and plays as soon as the file is ready; a second press takes the wish back.
 */
import { assign, setup } from 'xstate'

export { formatTime } from './format-time'

export const playbackRates = [1, 1.5] as const
export type PlaybackRate = (typeof playbackRates)[number]

export type AudioPlayerContext = {
  src: string
  rate: PlaybackRate
  muted: boolean
  /** Seconds played. */
  currentTime: number
  /** Seconds in total, once the metadata has loaded. */
  duration: number
}

export type AudioPlayerEvent =
  | { type: 'LOADED'; duration: number }
  | { type: 'LOAD_FAILED' }
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE_PLAY' }
  | { type: 'TIME_UPDATE'; currentTime: number }
  | { type: 'SEEK'; time: number }
  | { type: 'ENDED' }
  | { type: 'TOGGLE_SPEED' }
  | { type: 'TOGGLE_MUTE' }
  | { type: 'SOURCE_CHANGED'; src: string }

export const audioPlayerMachine = setup({
  types: {
    context: {} as AudioPlayerContext,
    events: {} as AudioPlayerEvent,
    input: {} as { src: string },
  },
  guards: {
    sourceDiffers: ({ context, event }) => event.type === 'SOURCE_CHANGED' && event.src !== context.src,
  },
  actions: {
    setDuration: assign(({ event }) => (event.type === 'LOADED' ? { duration: event.duration } : {})),
    setTime: assign(({ context, event }) => {
      if (event.type === 'TIME_UPDATE') return { currentTime: event.currentTime }
      if (event.type === 'SEEK') return { currentTime: Math.min(Math.max(event.time, 0), context.duration) }
      return {}
    }),
    rewind: assign({ currentTime: 0 }),
    toggleSpeed: assign(({ context }) => ({ rate: context.rate === 1 ? 1.5 : 1 }) as const),
    toggleMute: assign(({ context }) => ({ muted: !context.muted })),
    setSource: assign(({ event }) =>
      event.type === 'SOURCE_CHANGED' ? { src: event.src, currentTime: 0, duration: 0 } : {},
    ),
  },
}).createMachine({
  id: 'audioPlayer',
  context: ({ input }) => ({ src: input.src, rate: 1, muted: false, currentTime: 0, duration: 0 }),
  initial: 'loading',
  on: {
    TOGGLE_SPEED: { actions: 'toggleSpeed' },
    TOGGLE_MUTE: { actions: 'toggleMute' },
    SOURCE_CHANGED: { guard: 'sourceDiffers', target: '.loading', actions: 'setSource' },
  },
  states: {
    loading: {
      tags: ['loading'],
      on: {
        LOADED: { target: 'ready', actions: 'setDuration' },
        LOAD_FAILED: { target: 'failed' },
        TOGGLE_PLAY: { target: 'starting' },
      },
    },
    starting: {
      tags: ['loading', 'starting'],
      on: {
        LOADED: { target: 'ready.playing', actions: 'setDuration' },
        LOAD_FAILED: { target: 'failed' },
        TOGGLE_PLAY: { target: 'loading' },
      },
    },
    ready: {
      initial: 'paused',
      on: {
        TIME_UPDATE: { actions: 'setTime' },
        SEEK: { actions: 'setTime' },
        LOAD_FAILED: { target: 'failed' },
      },
      states: {
        paused: {
          tags: ['paused'],
          on: { PLAY: { target: 'playing' }, TOGGLE_PLAY: { target: 'playing' } },
        },
        playing: {
          tags: ['playing'],
          on: {
            PAUSE: { target: 'paused' },
            TOGGLE_PLAY: { target: 'paused' },
            ENDED: { target: 'paused', actions: 'rewind' },
          },
        },
      },
    },
    failed: {
      tags: ['failed'],
    },
  },
})
