import { JSDOM, type DOMWindow } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { deferHydration } from '../scripts/resource-hints'
import { timing } from '../machines/timing'
import { hydrationScript } from './hydration'

/** A built page as Vike writes it, before the build moves its scripts. */
const builtPage = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/assets/static/global.css">',
  '<link rel="modulepreload" href="/assets/entries/pages_home.js" as="script" type="text/javascript">',
  '<link rel="modulepreload" href="/assets/chunks/chunk-react.js" as="script" type="text/javascript">',
  `<script>${hydrationScript}</script>`,
  '</head><body><main>Prerendered</main>',
  '<script src="/assets/entries/entry-client-routing.js" type="module" async></script>',
  '</body></html>',
].join('\n')

/**
 * Runs the page (its inline scripts included) in a visible document that paints frames. jsdom
 * has no paint timing; `paintTiming` gives it a PerformanceObserver whose paint entries the test
 * delivers with `paint()`.
 */
function open(html: string, { paintTiming = false, visible = true } = {}) {
  type Observer = { callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void }
  const observers: Observer[] = []
  const window = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: visible,
    beforeParse(window) {
      if (!paintTiming) return
      Object.assign(window, {
        PerformanceObserver: class {
          static supportedEntryTypes: string[] = ['paint']
          constructor(public callback: Observer['callback']) {
            observers.push(this)
          }
          observe() {}
          disconnect() {
            observers.splice(observers.indexOf(this), 1)
          }
        },
      })
    },
  }).window
  const paint = (name: string) =>
    [...observers].forEach((o) => o.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, o))
  return Object.assign(window, { paint })
}

const frame = (window: DOMWindow) =>
  new Promise((resolve) => window.requestAnimationFrame(() => setTimeout(resolve, 5)))

const scriptsOf = (window: DOMWindow) => ({
  preloads: [...window.document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  entries: [...window.document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
})

describe('hydration after the first paint', () => {
  it('adds no script when the document is parsed, before the first frame', async () => {
    const window = open(deferHydration(builtPage))
    expect(scriptsOf(window)).toEqual({ preloads: [], entries: [] })
    // One task later DOMContentLoaded has fired; the first frame (about 16 ms) has not come yet.
    await new Promise((resolve) => window.setTimeout(resolve, 0))
    expect(window.document.readyState).not.toBe('loading')
    expect(scriptsOf(window)).toEqual({ preloads: [], entries: [] })
  })

  it('adds the module preloads and then the entry script after the first frame', async () => {
    const window = open(deferHydration(builtPage))
    await frame(window)
    expect(scriptsOf(window)).toEqual({
      preloads: ['/assets/entries/pages_home.js', '/assets/chunks/chunk-react.js'],
      entries: ['/assets/entries/entry-client-routing.js'],
    })
    const head = window.document.head
    expect(head.lastElementChild?.getAttribute('src')).toBe('/assets/entries/entry-client-routing.js')
  })

  it('waits for the first contentful paint where the browser reports paints', async () => {
    const window = open(deferHydration(builtPage), { paintTiming: true })
    await frame(window)
    window.paint('first-paint')
    expect(scriptsOf(window).entries).toEqual([])
    window.paint('first-contentful-paint')
    expect(scriptsOf(window)).toEqual({
      preloads: ['/assets/entries/pages_home.js', '/assets/chunks/chunk-react.js'],
      entries: ['/assets/entries/entry-client-routing.js'],
    })
  })

  it('starts a while after the load event on a visible page that reports no paint', async () => {
    const window = open(deferHydration(builtPage), { paintTiming: true })
    window.dispatchEvent(new window.Event('load'))
    await frame(window)
    expect(scriptsOf(window).entries).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, timing.hydrationFallbackMs + 50))
    expect(scriptsOf(window).entries).toEqual(['/assets/entries/entry-client-routing.js'])
  })

  it('adds them once, however often it is woken (frame, then load)', async () => {
    const window = open(deferHydration(builtPage))
    await frame(window)
    window.dispatchEvent(new window.Event('load'))
    await frame(window)
    expect(scriptsOf(window).entries).toHaveLength(1)
    expect(scriptsOf(window).preloads).toHaveLength(2)
  })

  it('starts at the load event in a tab that is not visible (it paints no frames)', () => {
    const window = open(deferHydration(builtPage), { paintTiming: true, visible: false })
    window.dispatchEvent(new window.Event('load'))
    expect(scriptsOf(window).entries).toEqual(['/assets/entries/entry-client-routing.js'])
  })

  it('does nothing on a page without the data block (the dev server injects its own scripts)', async () => {
    const errors: unknown[] = []
    const window = open(`<!DOCTYPE html><html><head><script>${hydrationScript}</script></head><body></body></html>`)
    window.addEventListener('error', (event) => errors.push(event.error))
    await frame(window)
    window.dispatchEvent(new window.Event('load'))
    expect(scriptsOf(window)).toEqual({ preloads: [], entries: [] })
    expect(errors).toEqual([])
  })
})
