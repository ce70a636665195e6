// @vitest-environment jsdom
/**
 * The islands runtime over real server-rendered islands: the page's HTML is what the build
 * renders (renderToString of <Island>), and the runtime hydrates it as a browser would.
 */
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { LocaleProvider } from '../../renderer/locale'
import FaqAccordion from '../sections/shared/faq-accordion.island'
import ContactForm from '../widgets/contact/contact-form.island'
import { widgetUi } from '../../content/strings/widgets'
import { Island } from './island'
import { islandAttr } from './names'
import { startIslands } from './runtime'
import { mountedWidget } from '../../tests/support/altcha-double'

// The contact form's spam check is the stand-in the forms' own tests use: this file is about the
// runtime, and the real widget would go on fetching a challenge after the file has ended.
vi.mock(
  '../widgets/contact/altcha-widget',
  async () => (await import('../../tests/support/altcha-double')).altchaDouble,
)

function serve(node: ReactNode) {
  document.documentElement.lang = 'en'
  document.body.innerHTML = renderToString(<LocaleProvider locale="en">{node}</LocaleProvider>)
}

const questions = [
  { id: 'price', question: 'What does it cost?' },
  { id: 'time', question: 'How long does it take?' },
]
const answers = {
  price: <p>From NOK 69,900, see the plans.</p>,
  time: (
    <p>
      Two to four weeks. <a href="/en/contact/">Ask us</a>
    </p>
  ),
}

function serveFaq() {
  serve(<Island component={FaqAccordion} props={{ items: questions }} slots={answers} hydrate="interaction" />)
  return document.querySelector<HTMLElement>(`[${islandAttr.name}="faq-accordion"]`)!
}

const trigger = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[data-slot="accordion-trigger"]')].find((button) =>
    button.textContent?.includes(name),
  )!

async function live(island: HTMLElement) {
  await vi.waitFor(() => expect(island).toHaveAttribute(islandAttr.hydrated), { timeout: 5000 })
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('given a page with an island that hydrates on interaction', () => {
  it('carries its name, its props as JSON and its slots as markup, and no slot copy in the props', () => {
    const island = serveFaq()
    expect(island.getAttribute(islandAttr.hydrate)).toBe('interaction')
    expect(JSON.parse(island.getAttribute(islandAttr.props)!)).toEqual({ items: questions })
    expect(island.getAttribute(islandAttr.props)).not.toContain('69,900')
    expect(island.querySelector(`[${islandAttr.slot}="price"]`)).toHaveTextContent('From NOK 69,900')
  })

  it('stays inert until touched, then hydrates and says so', async () => {
    const island = serveFaq()
    const error = vi.spyOn(console, 'error')
    startIslands()
    expect(island).not.toHaveAttribute(islandAttr.hydrated)
    trigger('How long').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await live(island)
    expect(error).not.toHaveBeenCalled()
  })

  it('honours a click made before it is live: one click opens the item', async () => {
    const island = serveFaq()
    startIslands()
    const button = trigger('How long')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(click)
    // Held, not lost: nothing happens yet, and the browser's default is stopped.
    expect(click.defaultPrevented).toBe(true)
    await live(island)
    await vi.waitFor(() => expect(trigger('How long')).toHaveAttribute('aria-expanded', 'true'))
    // The answer is the markup the server rendered, links and all.
    expect(island.querySelector(`[${islandAttr.slot}="time"] a`)).toHaveAttribute('href', '/en/contact/')
  })

  it('lets a link inside it work as a link before it is live', () => {
    serveFaq()
    startIslands()
    const link = document.querySelector<HTMLAnchorElement>(`[${islandAttr.slot}="time"] a`)!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })

  it('logs a failed load and tries again on the next interaction', async () => {
    const island = serveFaq()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const json = vi.spyOn(JSON, 'parse').mockImplementationOnce(() => {
      throw new SyntaxError('broken props')
    })
    startIslands()
    trigger('How long').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Island "faq-accordion" could not be loaded', expect.any(Error)),
    )
    expect(island).not.toHaveAttribute(islandAttr.hydrated)
    json.mockRestore()
    trigger('How long').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await live(island)
  })
})

describe('given a form island', () => {
  it('keeps what was typed before it was live, and sends the submit made then', async () => {
    serve(<Island component={ContactForm} props={{}} hydrate="interaction" />)
    const island = document.querySelector<HTMLElement>(`[${islandAttr.name}="contact-form"]`)!
    startIslands()
    const field = (name: string) => island.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!
    // The visitor types into the prerendered fields (the browser keeps the text), leaves the
    // e-mail empty and presses send, all before the form's code has arrived.
    field('name').value = 'Kari Nordmann'
    field('message').value = 'Vi trenger en ny nettside.'
    const submit = island.querySelector<HTMLButtonElement>('button[type="submit"]')!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    submit.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    await live(island)
    // The held submit ran against what was typed: only the e-mail is missing.
    const t = widgetUi.en
    await vi.waitFor(() => expect(field('email')).toHaveAttribute('aria-invalid', 'true'))
    expect(field('name')).not.toHaveAttribute('aria-invalid')
    expect(field('message')).not.toHaveAttribute('aria-invalid')
    expect(field('name')).toHaveValue('Kari Nordmann')
    expect(island).toHaveTextContent(t.form.required)
    // The live form has mounted its spam check: nothing of it is left loading when the test ends.
    await mountedWidget()
  })
})

describe('given an island that hydrates when visible', () => {
  it('waits for the viewport, then hydrates', async () => {
    const observed: Element[] = []
    let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {}
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback
        }
        observe(element: Element) {
          observed.push(element)
        }
        unobserve() {}
        disconnect() {}
      },
    )
    serve(<Island component={FaqAccordion} props={{ items: questions }} slots={answers} hydrate="visible" />)
    const island = document.querySelector<HTMLElement>(`[${islandAttr.name}]`)!
    startIslands()
    expect(observed).toEqual([...island.children])
    expect(island).not.toHaveAttribute(islandAttr.hydrated)
    report([{ target: observed[0]!, isIntersecting: true }])
    await live(island)
  })
})
