/**
 * What jsdom's <audio> and <video> cannot do on their own: jsdom has the element but plays
 * nothing. `stubMediaElement()` gives every media element play, pause and load, and the media
 * state they change, as the HTML media element algorithms describe them, per element:
 *
 * - play leaves the paused state (from the start again if the file had ended) and queues a `play`
 *   event; pause enters it and queues a `pause` event. The browser queues media events: they are
 *   dispatched after the call that causes them, never inside it.
 * - load is the media element load algorithm: nothing loaded, position 0, paused, the default rate.
 * - `currentSrc` is the element's `src` (one source, chosen at once).
 *
 * A test plays the world's part (the metadata arrives, time passes, the file ends, an error)
 * through `mediaOf(element)` and by raising the element's events. Each element also counts the
 * calls made on it, so a test asks about its own element and not one left from an earlier test.
 * The stubs are Vitest spies on the prototype: restored with the other mocks after each test.
 */
import { vi } from 'vitest'

export type MediaState = {
  paused: boolean
  /** Playback reached the end of the file (the element is `ended` while its position is there). */
  endedFlag: boolean
  readyState: number
  duration: number
  plays: number
  pauses: number
  loads: number
}

let states = new WeakMap<HTMLMediaElement, MediaState>()

/** The element's media state: nothing loaded and paused until the test or the code changes it. */
export function mediaOf(element: HTMLMediaElement): MediaState {
  let state = states.get(element)
  if (!state) {
    state = { paused: true, endedFlag: false, readyState: 0, duration: Number.NaN, plays: 0, pauses: 0, loads: 0 }
    states.set(element, state)
  }
  return state
}

const queue = (element: HTMLMediaElement, type: string) =>
  void Promise.resolve().then(() => element.dispatchEvent(new Event(type)))

export function stubMediaElement(): void {
  states = new WeakMap()
  const proto = HTMLMediaElement.prototype
  vi.spyOn(proto, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return mediaOf(this).paused
  })
  vi.spyOn(proto, 'ended', 'get').mockImplementation(function (this: HTMLMediaElement) {
    const state = mediaOf(this)
    return state.endedFlag && this.currentTime >= state.duration
  })
  vi.spyOn(proto, 'readyState', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return mediaOf(this).readyState
  })
  vi.spyOn(proto, 'duration', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return mediaOf(this).duration
  })
  vi.spyOn(proto, 'currentSrc', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return this.src
  })
  vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    const state = mediaOf(this)
    state.plays += 1
    if (this.ended) this.currentTime = 0
    state.endedFlag = false
    if (state.paused) {
      state.paused = false
      queue(this, 'play')
    }
    return Promise.resolve()
  })
  vi.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    const state = mediaOf(this)
    state.pauses += 1
    if (!state.paused) {
      state.paused = true
      queue(this, 'pause')
    }
  })
  vi.spyOn(proto, 'load').mockImplementation(function (this: HTMLMediaElement) {
    const state = mediaOf(this)
    state.loads += 1
    state.readyState = 0
    state.paused = true
    state.endedFlag = false
    state.duration = Number.NaN
    this.currentTime = 0
    this.playbackRate = this.defaultPlaybackRate
  })
}
