// @vitest-environment jsdom
/**
 * The audio player's early answer: play tapped before the island is live starts the `<audio>`
 * element at once, in the markup the player renders while asked to play, and the player then
 * hydrates in that state, keeps the element playing and takes over from it.
 */
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { widgetUi } from '../../../content/strings/widgets'
import { LocaleProvider } from '../../../renderer/locale'
import { mediaOf, stubMediaElement } from '../../../tests/support/media-element'
import { Island } from '../../islands/island'
import { islandAttr } from '../../islands/names'
import { matchesRender } from '../../islands/island-testing'
import { startIslands } from '../../islands/runtime'
import AudioPlayer from './audio-player.island'
import { toggleAudioEarly } from './audio-player-early'

const t = widgetUi.en.audio
/** A post's spoken summary and title of the test's own: the element plays nothing in jsdom. */
const audioUrl = '/audio/blog-en-a-post.ogg'
const title = 'A post to listen to'

function html(playing: boolean) {
  const props = { audioUrl, lang: 'en' as const, title, ...(playing ? { playing } : {}) }
  return renderToString(
    <LocaleProvider locale="en">
      <Island component={AudioPlayer} props={props} hydrate="interaction" />
    </LocaleProvider>,
  )
}

function serve() {
  document.documentElement.lang = 'en'
  document.body.innerHTML = html(false)
  return document.querySelector<HTMLElement>(`[${islandAttr.name}="audio-player"]`)!
}

const playButton = () => document.querySelector<HTMLButtonElement>('[data-testid="audio-play"]')!
const element = () => document.querySelector('audio')!
/** The calls made on this test's <audio> element. */
const calls = () => mediaOf(element())
const props = (island: HTMLElement) => JSON.parse(island.getAttribute(islandAttr.props)!) as Record<string, unknown>

beforeEach(() => {
  stubMediaElement()
})

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('given an audio player that is not live yet', () => {
  it('starts playing at once when play is tapped, in the markup of a player asked to play', () => {
    const island = serve()
    startIslands(document, { 'audio-player': toggleAudioEarly })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    playButton().dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(calls().plays).toBe(1)
    expect(playButton()).toHaveAttribute('aria-label', t.pause)
    expect(matchesRender(island, html(true))).toBe(true)
    expect(props(island)).toMatchObject({ playing: true })
    // A second tap takes it back.
    toggleAudioEarly(island, playButton())
    expect(calls().pauses).toBe(1)
    expect(playButton()).toHaveAttribute('aria-label', t.play)
    expect(matchesRender(island, html(false))).toBe(true)
    expect(props(island)).not.toHaveProperty('playing')
  })

  it('leaves the other controls to the usual hold and replay', () => {
    const island = serve()
    const speed = document.querySelector<HTMLElement>('[data-testid="audio-speed"]')!
    expect(toggleAudioEarly(island, speed)).toBe(false)
    expect(calls().plays).toBe(0)
    expect(matchesRender(island, html(false))).toBe(true)
  })

  it('then hydrates asked to play, keeps the element playing, and takes over once the file is ready', async () => {
    const island = serve()
    const error = vi.spyOn(console, 'error')
    startIslands(document, { 'audio-player': toggleAudioEarly })
    playButton().dispatchEvent(new Event('pointerdown', { bubbles: true }))
    playButton().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await vi.waitFor(() => expect(island).toHaveAttribute(islandAttr.hydrated), { timeout: 5000 })
    // Hydration found the markup it would render: React reported no mismatch.
    expect(error).not.toHaveBeenCalled()
    expect(playButton()).toHaveAttribute('aria-label', t.pause)
    // The element the tap started is neither reloaded nor paused.
    expect(calls().loads).toBe(0)
    expect(calls().pauses).toBe(0)
    expect(calls().plays).toBe(1)
    // The file's metadata arrives: the player plays, and shows the length.
    Object.assign(mediaOf(element()), { readyState: 1, duration: 30 })
    element().dispatchEvent(new Event('loadedmetadata'))
    await vi.waitFor(() =>
      expect(document.querySelector('[data-testid="audio-time"]')).toHaveTextContent('00:00 / 00:30'),
    )
    expect(document.querySelector('[data-slot="audio-player"]')).toHaveAttribute('data-state', '{"ready":"playing"}')
    expect(calls().pauses).toBe(0)
    // And the button pauses it.
    playButton().click()
    await vi.waitFor(() => expect(calls().pauses).toBe(1))
    expect(playButton()).toHaveAttribute('aria-label', t.play)
  })

  it('loads the metadata as before when it went live untouched, and plays once it is ready', async () => {
    const island = serve()
    startIslands(document, { 'audio-player': toggleAudioEarly })
    playButton().dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await vi.waitFor(() => expect(island).toHaveAttribute(islandAttr.hydrated), { timeout: 5000 })
    expect(calls().loads).toBe(1)
    expect(element().preload).toBe('metadata')
    playButton().click()
    expect(calls().plays).toBe(0)
    Object.assign(mediaOf(element()), { readyState: 1, duration: 30 })
    element().dispatchEvent(new Event('loadedmetadata'))
    await vi.waitFor(() => expect(calls().plays).toBe(1))
  })

  it('reads metadata that arrived before it was live', async () => {
    const island = serve()
    startIslands(document, { 'audio-player': toggleAudioEarly })
    playButton().dispatchEvent(new Event('pointerdown', { bubbles: true }))
    playButton().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    Object.assign(mediaOf(element()), { readyState: 4, duration: 27 })
    element().dispatchEvent(new Event('loadedmetadata'))
    await vi.waitFor(() => expect(island).toHaveAttribute(islandAttr.hydrated), { timeout: 5000 })
    await vi.waitFor(() =>
      expect(document.querySelector('[data-testid="audio-time"]')).toHaveTextContent('00:00 / 00:27'),
    )
    expect(document.querySelector('[data-slot="audio-player"]')).toHaveAttribute('data-state', '{"ready":"playing"}')
    expect(calls().loads).toBe(0)
    expect(calls().pauses).toBe(0)
  })
})
