// @vitest-environment jsdom
/**
 * The FAQ's early answer: a question tapped before the accordion is live opens at once, in the
 * markup the accordion itself renders for that state, and the accordion then hydrates in it.
 */
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '../../../renderer/locale'
import { Island } from '../../islands/island'
import { islandAttr } from '../../islands/names'
import { matchesRender } from '../../islands/island-testing'
import { startIslands } from '../../islands/runtime'
import FaqAccordion from './faq-accordion.island'
import { toggleFaqEarly } from './faq-early'

const questions = [
  { id: 'price', question: 'What does it cost?' },
  { id: 'time', question: 'How long does it take?' },
  { id: 'seo', question: 'Do you do SEO?' },
]
const answers = {
  price: <p>From NOK 69,900.</p>,
  time: <p>Two to four weeks.</p>,
  seo: <p>Yes, on every site.</p>,
}

/** The page's HTML for the FAQ with `open` as the question open at first. */
function html(open?: string) {
  const props = open ? { items: questions, defaultValue: open } : { items: questions }
  return renderToString(
    <LocaleProvider locale="en">
      <Island component={FaqAccordion} props={props} slots={answers} hydrate="interaction" />
    </LocaleProvider>,
  )
}

function serve(open?: string) {
  document.documentElement.lang = 'en'
  document.body.innerHTML = html(open)
  return document.querySelector<HTMLElement>(`[${islandAttr.name}="faq-accordion"]`)!
}

const trigger = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[data-slot="accordion-trigger"]')].find((button) =>
    button.textContent?.includes(name),
  )!

function click(button: HTMLElement) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  button.dispatchEvent(event)
  return event
}

/**
 * Whether the island's markup is what the accordion renders for `open`: the same elements, text
 * and attributes (in any order, as the browser and React compare them).
 */
function showsAsRendered(island: HTMLElement, open?: string) {
  return matchesRender(island, html(open))
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('given an FAQ whose island is not live yet', () => {
  it('opens a tapped question at once, in the markup the accordion renders for it', () => {
    const island = serve('price')
    startIslands(document, { 'faq-accordion': toggleFaqEarly })
    const event = click(trigger('How long'))
    expect(event.defaultPrevented).toBe(true)
    // Synchronously: no code had to arrive first.
    expect(trigger('How long')).toHaveAttribute('aria-expanded', 'true')
    expect(trigger('What does it cost')).toHaveAttribute('aria-expanded', 'false')
    expect(showsAsRendered(island, 'time')).toBe(true)
    expect(JSON.parse(island.getAttribute(islandAttr.props)!)).toEqual({ items: questions, defaultValue: 'time' })
  })

  it('closes the open question when it is tapped again, and opens another after', () => {
    const island = serve()
    expect(toggleFaqEarly(island, trigger('Do you do SEO'))).toBe(true)
    expect(showsAsRendered(island, 'seo')).toBe(true)
    toggleFaqEarly(island, trigger('Do you do SEO'))
    expect(showsAsRendered(island)).toBe(true)
    expect(JSON.parse(island.getAttribute(islandAttr.props)!)).toEqual({ items: questions })
    toggleFaqEarly(island, trigger('What does it cost'))
    expect(showsAsRendered(island, 'price')).toBe(true)
  })

  it('leaves a tap on anything but a question to the usual hold and replay', () => {
    const island = serve()
    const answer = island.querySelector<HTMLElement>(`[${islandAttr.slot}="time"] p`)!
    expect(toggleFaqEarly(island, answer)).toBe(false)
    expect(showsAsRendered(island)).toBe(true)
  })

  it('then hydrates in the state the visitor chose, without a mismatch, and answers the next tap', async () => {
    const island = serve()
    const error = vi.spyOn(console, 'error')
    startIslands(document, { 'faq-accordion': toggleFaqEarly })
    trigger('How long').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    click(trigger('How long'))
    await vi.waitFor(() => expect(island).toHaveAttribute(islandAttr.hydrated), { timeout: 5000 })
    // Still open: the early tap is not replayed on top of the state it already set.
    expect(trigger('How long')).toHaveAttribute('aria-expanded', 'true')
    // The live accordion agrees with the markup: the next tap closes the question.
    click(trigger('How long'))
    await vi.waitFor(() => expect(trigger('How long')).toHaveAttribute('aria-expanded', 'false'))
    expect(trigger('How long')).not.toHaveAttribute('aria-controls')
    expect(error).not.toHaveBeenCalled()
  })
})
