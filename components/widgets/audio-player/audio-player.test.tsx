// @vitest-environment jsdom
/**
 * The audio player replayed against its live component: in each language the few model paths that
 * together take every transition (tests/support/machines/model-paths.ts). The machine has no actors to provide: it talks to the world
 * through the <audio> element, which the component drives and listens to. jsdom has that
 * element but plays nothing, so the test gives it what it lacks (play, pause, load and the media
 * state they change, as the HTML load and playback algorithms describe: see
 * tests/support/media-element.ts) and plays the world's part by raising the element's media
 * events. The visitor presses the real buttons.
 * The machine has no delays, so instead of the 1 ms check each path ends by letting the
 * longest delay the site knows pass and checking that nothing the visitor sees has moved.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type EventObject, type SnapshotFrom } from 'xstate'
import type { Locale } from '../../../content/site/locales'
import { widgetUi } from '../../../content/strings/widgets'
import { audioPlayerMachine, type AudioPlayerEvent } from '../../../machines/audioPlayerMachine'
import { modelPaths } from '../../../tests/support/machines/model-paths'
import { audioPlayerEvents, audioSources } from '../../../tests/support/machines/models'
import { timing } from '../../../machines/timing'
import { LocaleProvider } from '../../../renderer/locale'
import { mediaOf, stubMediaElement } from '../../../tests/support/media-element'
import AudioPlayerLive from './audio-player.island'
import { replayOnView } from '../replay'

type Snapshot = SnapshotFrom<typeof audioPlayerMachine>

/** A post's title of the test's own: the player names itself after it. */
const title = 'A post to listen to'
const longestDelay = Math.max(...Object.values(timing))
/** The times the model uses, as the visitor reads them. */
const mmss: Record<number, string> = { 0: '00:00', 20: '00:20', 27: '00:27' }

function setup(locale: Locale) {
  const ui = (audioUrl: string) => (
    <LocaleProvider locale={locale}>
      <AudioPlayerLive audioUrl={audioUrl} lang={locale} title={title} />
    </LocaleProvider>
  )
  const view = render(ui(audioSources[0]))
  const audio = view.container.querySelector('audio')!
  const t = widgetUi[locale]
  // The visitor finds the controls by their names.
  const play = () => screen.getByRole('button', { name: new RegExp(`^(${t.audio.play}|${t.audio.pause})$`) })
  const speed = () => screen.getByRole('button', { name: new RegExp(`^${t.audio.speed}: `) })
  const mute = () => screen.getByRole('button', { name: t.audio.mute })
  const progress = () => screen.getByRole('slider', { name: t.audio.progress })

  /** The world's part: what the browser reports about the file and the playback. */
  const world = async (event: AudioPlayerEvent) => {
    const state = mediaOf(audio)
    await act(async () => {
      if (event.type === 'LOADED') {
        state.readyState = 1
        state.duration = event.duration
        fireEvent.loadedMetadata(audio)
      } else if (event.type === 'LOAD_FAILED') fireEvent.error(audio)
      else if (event.type === 'TIME_UPDATE') {
        audio.currentTime = event.currentTime
        fireEvent.timeUpdate(audio)
      } else if (event.type === 'ENDED') {
        // The end of the file: the position is the duration, then timeupdate, pause, ended.
        audio.currentTime = state.duration
        fireEvent.timeUpdate(audio)
        state.paused = true
        state.endedFlag = true
        fireEvent.pause(audio)
        fireEvent.ended(audio)
      } else throw new Error(`No world action for ${event.type}`)
    })
  }

  const drive = async (event: AudioPlayerEvent | EventObject) => {
    if (event.type === 'TOGGLE_PLAY') await act(async () => void fireEvent.click(play()))
    else if (event.type === 'TOGGLE_SPEED') await act(async () => void fireEvent.click(speed()))
    else if (event.type === 'TOGGLE_MUTE') await act(async () => void fireEvent.click(mute()))
    else if (event.type === 'SOURCE_CHANGED') {
      const { src } = event as AudioPlayerEvent & { type: 'SOURCE_CHANGED' }
      await act(async () => void view.rerender(ui(src)))
    } else await world(event as AudioPlayerEvent)
  }

  const expectView = (snapshot: Snapshot) => {
    const { rate, muted, currentTime, duration, src } = snapshot.context
    const ready = snapshot.matches('ready')
    const playing = snapshot.hasTag('playing')
    // Asked to play while the file is still loading: the button already offers pause.
    const wantsToPlay = playing || snapshot.hasTag('starting')
    const group = screen.getByRole('group', { name: `${t.audio.player}: ${title}` })
    // The controls of the group, each checked by its accessible name. The group is found as the
    // visitor finds it; inside it, `hidden: true` skips the per-element visibility check (a
    // getComputedStyle walk, which was most of this file's run time) since no control hides itself.
    const inGroup = within(group)
    const buttons = inGroup.getAllByRole('button', { hidden: true })
    const labelled = (prefix: string) => buttons.find((button) => button.getAttribute('aria-label')?.startsWith(prefix))
    const playButton = labelled(wantsToPlay ? t.audio.pause : t.audio.play)!
    const speedButton = labelled(t.audio.speed)!
    const muteButton = labelled(t.audio.mute)!
    const slider = inGroup.getByRole('slider', { hidden: true })
    expect(buttons).toHaveLength(3)
    expect(playButton).toHaveAccessibleName(wantsToPlay ? t.audio.pause : t.audio.play)
    expect(speedButton).toHaveAccessibleName(`${t.audio.speed}: ${rate === 1 ? '1x' : '1.5x'}`)
    expect(muteButton).toHaveAccessibleName(t.audio.mute)
    expect(slider).toHaveAccessibleName(t.audio.progress)
    // Play can be pressed at once (it plays when the file is ready); nothing to seek before that,
    // and nothing to play once the file failed.
    if (snapshot.hasTag('failed')) expect(playButton).toBeDisabled()
    else expect(playButton).toBeEnabled()
    if (ready) expect(slider).toBeEnabled()
    else expect(slider).toBeDisabled()
    // Speed and mute are settings the visitor may change at any time.
    expect(speedButton).toHaveTextContent(rate === 1 ? '1x' : '1.5x')
    expect(muteButton).toHaveAttribute('aria-pressed', String(muted))
    // The time as mm:ss.
    expect(mmss[currentTime]).toBeDefined()
    expect(mmss[duration]).toBeDefined()
    const time = `${mmss[currentTime]} / ${mmss[duration]}`
    expect(screen.getByTestId('audio-time')).toHaveTextContent(time)
    expect(slider).toHaveAttribute('aria-valuetext', time)
    expect(slider).toHaveValue(String(Math.min(currentTime, duration)))
    // The load error, and only then.
    const status = inGroup.getByRole('status', { hidden: true })
    if (snapshot.hasTag('failed')) expect(status).toHaveTextContent(t.audio.loadError)
    else expect(status).toBeEmptyDOMElement()
    // What the visitor hears: the element follows the controls. The page asks for nothing until the
    // player is live; then it loads the file's metadata, and a new source is loaded again.
    expect(audio).toHaveAttribute('src', src)
    expect(audio).toHaveAttribute('preload', 'metadata')
    expect(mediaOf(audio).loads).toBe(src === audioSources[0] ? 1 : 2)
    expect(audio.paused).toBe(!playing)
    expect(audio.muted).toBe(muted)
    expect(audio.playbackRate).toBe(rate)
  }

  return { view, audio, t, drive, world, expectView, play, speed, progress }
}

const input = { src: audioSources[0] }
const initial = () => createActor(audioPlayerMachine, { input }).getSnapshot()

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  stubMediaElement()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

for (const locale of ['nb', 'en'] as const) {
  const paths = modelPaths(audioPlayerMachine, { events: audioPlayerEvents, input })
  // In each language, the few paths that together take every transition of the model.
  const chosen = paths.covering

  describe(`given the audio player in ${locale}`, () => {
    for (const path of chosen) {
      it(`shows ${path.title}`, async () => {
        const { drive, expectView } = setup(locale)
        await replayOnView(path, { initial: initial(), drive, settle: () => false, expectView })
        await act(async () => {
          await vi.advanceTimersByTimeAsync(longestDelay)
        })
        expectView(path.end)
      })
    }

    it('seeks where the visitor drags the slider', async () => {
      const { audio, world, progress } = setup(locale)
      await world({ type: 'LOADED', duration: 27 })
      await act(async () => void fireEvent.change(progress(), { target: { value: '20' } }))
      expect(screen.getByTestId('audio-time')).toHaveTextContent(`${mmss[20]} / ${mmss[27]}`)
      expect(audio.currentTime).toBe(20)
    })

    it('goes back to paused when the browser refuses to play', async () => {
      const { t, world, play } = setup(locale)
      vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValueOnce(
        new DOMException('No autoplay', 'NotAllowedError'),
      )
      await world({ type: 'LOADED', duration: 27 })
      await act(async () => void fireEvent.click(play()))
      expect(play()).toHaveAccessibleName(t.audio.play)
      expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain('playback was refused')
    })

    // A new source runs the media load algorithm, which sets playbackRate back to
    // defaultPlaybackRate; the TTS demo reuses one player when the visitor picks another voice.
    it('keeps 1.5x when the source changes (a reload resets the element to its default rate)', async () => {
      const { audio, drive, world, speed } = setup(locale)
      await world({ type: 'LOADED', duration: 27 })
      await drive({ type: 'TOGGLE_SPEED' })
      expect(audio.playbackRate).toBe(1.5)
      await drive({ type: 'SOURCE_CHANGED', src: audioSources[1] })
      await world({ type: 'LOADED', duration: 27 })
      await drive({ type: 'TOGGLE_PLAY' })
      expect(audio.paused).toBe(false)
      expect(speed()).toHaveTextContent('1.5x')
      expect(audio.playbackRate).toBe(1.5)
    })
  })
}
