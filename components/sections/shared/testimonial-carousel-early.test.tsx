// @vitest-environment jsdom
/**
 * The carousel's early answer: its pause button tapped before the island is live pauses it at
 * once, in the markup the carousel renders when paused, and the carousel then hydrates paused.
 */
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sectionStrings } from '../../../content/strings/sections'
import { LocaleProvider } from '../../../renderer/locale'
import { Island } from '../../islands/island'
import { islandAttr } from '../../islands/names'
import { matchesRender } from '../../islands/island-testing'
import { startIslands } from '../../islands/runtime'
import TestimonialCarousel from './testimonial-carousel.island'
import { toggleCarouselEarly } from './testimonial-carousel-early'

const ids = ['kari', 'ola']
const cards = { kari: <p>Kari: a site that sells.</p>, ola: <p>Ola: quick and kind.</p> }
const t = sectionStrings.en.testimonials

function html(paused: boolean) {
  const props = paused ? { ids, label: 'Testimonials', paused } : { ids, label: 'Testimonials' }
  return renderToString(
    <LocaleProvider locale="en">
      <Island component={TestimonialCarousel} props={props} slots={cards} hydrate="interaction" />
    </LocaleProvider>,
  )
}

function serve() {
  document.documentElement.lang = 'en'
  document.body.innerHTML = html(false)
  return document.querySelector<HTMLElement>(`[${islandAttr.name}="testimonial-carousel"]`)!
}

const carousel = () => document.querySelector('[data-slot="testimonial-carousel"]')!
const toggle = () => document.querySelector<HTMLButtonElement>('[data-slot="carousel-toggle"]')!

function showsAsRendered(island: HTMLElement, paused: boolean) {
  return matchesRender(island, html(paused))
}

beforeEach(() => {
  // The carousel asks whether the visitor prefers reduced motion: here, no.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
})

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('given a testimonial carousel that is not live yet', () => {
  it('pauses at once when its button is tapped, in the markup of a paused carousel', () => {
    const island = serve()
    startIslands(document, { 'testimonial-carousel': toggleCarouselEarly })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    toggle().dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(carousel()).toHaveAttribute('data-state', 'paused')
    expect(showsAsRendered(island, true)).toBe(true)
    expect(JSON.parse(island.getAttribute(islandAttr.props)!)).toMatchObject({ paused: true })
    // A second tap takes it back.
    toggleCarouselEarly(island, toggle())
    expect(showsAsRendered(island, false)).toBe(true)
    expect(JSON.parse(island.getAttribute(islandAttr.props)!)).not.toHaveProperty('paused')
  })

  it('leaves a tap elsewhere in it to the usual hold and replay', () => {
    const island = serve()
    expect(toggleCarouselEarly(island, island.querySelector<HTMLElement>('p')!)).toBe(false)
    expect(showsAsRendered(island, false)).toBe(true)
  })

  it('then hydrates paused, and its button plays it again', async () => {
    const island = serve()
    const error = vi.spyOn(console, 'error')
    startIslands(document, { 'testimonial-carousel': toggleCarouselEarly })
    toggle().dispatchEvent(new Event('pointerdown', { bubbles: true }))
    toggle().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await vi.waitFor(() => expect(island).toHaveAttribute(islandAttr.hydrated), { timeout: 5000 })
    expect(carousel()).toHaveAttribute('data-state', 'paused')
    toggle().click()
    await vi.waitFor(() => expect(carousel()).toHaveAttribute('data-state', 'playing'))
    // Both labels are in the button; the stylesheet shows the one for the state.
    expect(toggle()).toHaveTextContent(t.pause)
    expect(toggle()).toHaveTextContent(t.resume)
    // Hydration found the markup it would render: React reported no mismatch.
    expect(error).not.toHaveBeenCalled()
  })
})
