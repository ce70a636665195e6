/**
 * Two measures of the islands model, used by the end-to-end tests (tests/e2e/islands.spec.ts),
 * which hold them to their targets, and by `npm run bench`, which reports them:
 * - the script an untouched page downloads by itself after load (gzip bytes of each file, read
 *   from the build, so the figure does not depend on the server's compression);
 * - the first tap on each kind of island on a slow phone: the time from the tap to the state the
 *   visitor asked for, with the tap made before the island can be live.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { emulateSlowPhone } from '../../tests/e2e/mobile'
import { searchFieldSelector } from '../../components/search/search-dialog-markup'

/** What a visitor who only reads may download in script (gzip) in the window below. */
export const idleScriptBudgetBytes = 10 * 1024
/** How long after the load event an untouched page is watched for the scripts it fetches. */
export const idleWindowMs = 5000
/** How soon after the tap the visitor should see what they asked for, on the slow phone. */
export const firstTapTargetMs = 1500

const gzipSizes = new Map<string, number>()
function gzipSizeOf(clientDir: string, pathname: string): number {
  const file = path.join(clientDir, pathname)
  let size = gzipSizes.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length
    gzipSizes.set(file, size)
  }
  return size
}

/**
 * Opens `url`, leaves the page alone for `idleWindowMs` after its load event, and returns the
 * gzip bytes of every script it fetched, with their paths.
 */
export async function idleScript(
  page: Page,
  url: string,
  clientDir: string,
): Promise<{ bytes: number; files: string[] }> {
  const files: string[] = []
  const collect = (response: { request(): { resourceType(): string }; url(): string }) => {
    if (response.request().resourceType() === 'script') files.push(new URL(response.url()).pathname)
  }
  page.on('response', collect)
  await page.goto(url, { waitUntil: 'load' })
  // The measure is defined over this window: everything fetched by itself in it counts.
  await page.waitForTimeout(idleWindowMs)
  page.off('response', collect)
  return { bytes: files.reduce((sum, file) => sum + gzipSizeOf(clientDir, file), 0), files }
}

/** A first tap: where, on what, and what the visitor then sees (a selector that becomes visible). */
export type TapScenario = {
  kind: string
  path: string
  /** The control tapped. */
  target: string
  /** Scroll it into view first (a part below the fold is tapped as soon as it is seen). */
  scroll: boolean
  /** Visible once the tap has done what the visitor asked. */
  reached: string
}

export const tapScenarios: TapScenario[] = [
  {
    kind: 'menu button',
    path: '/',
    target: '[data-testid="menu-button"]',
    scroll: false,
    reached: '[data-testid="mobile-menu"]',
  },
  {
    kind: 'FAQ question',
    path: '/en/services/web-design/',
    target:
      '#faq [data-slot="faq-column"]:first-child [data-slot="faq-item"]:nth-child(2) [data-slot="accordion-trigger"]',
    scroll: true,
    reached:
      '#faq [data-slot="faq-column"]:first-child [data-slot="faq-item"]:nth-child(2) [data-slot="accordion-content"][data-state="open"]',
  },
  {
    kind: 'contact button',
    path: '/tjenester/seo-optimalisering/',
    target: '[data-slot="service-hero"] [data-contact-cta]',
    scroll: false,
    reached: '[data-testid="contact-dialog"]',
  },
  {
    kind: 'carousel control',
    path: '/en/',
    target: '#omtaler [data-slot="carousel-toggle"]',
    scroll: true,
    reached: '#omtaler [data-slot="testimonial-carousel"][data-state="paused"]',
  },
  {
    kind: 'search button',
    path: '/tjenester/',
    target: '[data-testid="search-button"]',
    scroll: false,
    reached: '[data-testid="search-dialog"]',
  },
  {
    kind: 'audio play button',
    path: '/en/blog/seo/what-is-seo/',
    target: '[data-testid="audio-play"]',
    scroll: true,
    reached: '[data-testid="audio-play"][aria-label="Pause"]',
  },
]

/**
 * Opens the scenario's page on the slow phone (`page` must come from a touch-enabled context),
 * taps once as soon as the page has loaded (or the part has scrolled into view), and returns the
 * milliseconds from the tap (its pointerdown) to the first frame that shows the result, both
 * measured in the page. Throws when one tap does not get there.
 */
export async function firstTap(page: Page, origin: string, scenario: TapScenario, timeoutMs = 10_000): Promise<number> {
  await emulateSlowPhone(page)
  await page.goto(`${origin}${scenario.path}`, { waitUntil: 'load' })
  const target = page.locator(scenario.target)
  if (scenario.scroll)
    await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
  // Watch in the page: the time of the tap, and the first frame in which the result is visible.
  // (A string, so that no build tool's helpers end up in code that runs in the browser.)
  await page.evaluate(`
    addEventListener('pointerdown', () => (window.tappedAt ??= performance.now()), { capture: true, once: true })
    window.shown = new Promise((resolve) => {
      const look = () => {
        const element = document.querySelector(${JSON.stringify(scenario.reached)})
        if (element && element.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().height > 0)
          resolve(performance.now())
        else requestAnimationFrame(look)
      }
      look()
    })
    undefined
  `)
  await target.tap()
  await page.locator(scenario.reached).waitFor({ state: 'visible', timeout: timeoutMs })
  return page.evaluate<number>('window.shown.then((shown) => Math.round(shown - window.tappedAt))')
}

/**
 * Opens search on the slow phone with Ctrl+K, types `query` at once, and reports the milliseconds
 * from the shortcut to the first results on screen, and the bytes (as transferred, compressed)
 * of what search fetched: its code, Pagefind and the index's parts.
 */
/**
 * Opens `url` on the slow phone and waits until the page's script has started; returns how many
 * resources the page had fetched by then, to count what a probe fetches after (`fetchedSince`).
 */
async function openOnSlowPhone(page: Page, url: string): Promise<number> {
  await emulateSlowPhone(page)
  await page.goto(url, { waitUntil: 'load' })
  await page.locator('html[data-islands="started"]').waitFor({ state: 'attached' })
  return page.evaluate(() => performance.getEntriesByType('resource').length)
}

/** What the page fetched after its first `from` resources: bytes as transferred, and files. */
async function fetchedSince(page: Page, from: number): Promise<{ bytes: number; files: number }> {
  const sizes = await page.evaluate(
    (from) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .slice(from)
        .map((entry) => entry.transferSize),
    from,
  )
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length }
}

export async function firstSearch(
  page: Page,
  origin: string,
  path: string,
  query: string,
): Promise<{ ms: number; bytes: number; files: number }> {
  const before = await openOnSlowPhone(page, `${origin}${path}`)
  await page.evaluate(`
    addEventListener('keydown', () => (window.openedAt ??= performance.now()), { capture: true, once: true })
    window.shown = new Promise((resolve) => {
      const look = () => {
        const element = document.querySelector('[data-slot="search-result"]')
        if (element && element.getBoundingClientRect().height > 0) resolve(performance.now())
        else requestAnimationFrame(look)
      }
      look()
    })
    undefined
  `)
  await page.keyboard.press('Control+k')
  await page.keyboard.type(query)
  await page.locator('[data-slot="search-result"]').first().waitFor({ state: 'visible', timeout: 20_000 })
  const ms = await page.evaluate<number>('window.shown.then((shown) => Math.round(shown - window.openedAt))')
  return { ms, ...(await fetchedSince(page, before)) }
}

/** How soon search should answer on the slow phone: the dialog on screen, and results after the last key. */
export const searchDialogTargetMs = 150
export const searchResultsTargetMs = 1000
/** A quick thumb on a phone's keyboard: the time between keys. */
export const searchKeyDelayMs = 150

/**
 * Search as a visitor on the slow phone uses it: opens `path`, taps the header's search button as
 * soon as the page has loaded, and types `query` into the dialog a key at a time as a quick thumb
 * does (`keyDelayMs` apart), starting as soon as the dialog shows. Reports the milliseconds from
 * the tap (its pointerdown) to the first frame that shows the dialog, and from the last key to
 * the first frame that shows the results for the whole query, both measured in the page, and
 * what search fetched (bytes as transferred, and files) from the tap to the results.
 */
export async function searchTimings(
  page: Page,
  origin: string,
  path: string,
  query: string,
  keyDelayMs = searchKeyDelayMs,
): Promise<{ dialogMs: number; resultsMs: number; bytes: number; files: number }> {
  const before = await openOnSlowPhone(page, `${origin}${path}`)
  // Watch in the page (a string, so that no build tool's helpers end up in the browser): the tap,
  // the first frame with the dialog visible, each key, and the first frame after the last key in
  // which the results are those of the whole query (the panel has left its busy states).
  await page.evaluate(`
    addEventListener('pointerdown', () => (window.tappedAt ??= performance.now()), { capture: true, once: true })
    addEventListener('keydown', () => { window.lastKeyAt = performance.now(); window.answeredAt = undefined; window.busySince = false }, { capture: true })
    const look = () => {
      const dialog = document.querySelector('[data-testid="search-dialog"]')
      if (window.tappedAt !== undefined && window.shownAt === undefined && dialog && dialog.checkVisibility({ visibilityProperty: true }) && dialog.getBoundingClientRect().height > 0)
        window.shownAt = performance.now()
      const panel = dialog && dialog.querySelector('[data-slot="search"]')
      if (window.lastKeyAt !== undefined && panel) {
        if (panel.getAttribute('data-state') !== 'results') window.busySince = true
        else if (window.busySince && window.answeredAt === undefined) {
          const first = panel.querySelector('[data-slot="search-result"]')
          if (first && first.getBoundingClientRect().height > 0) window.answeredAt = performance.now()
        }
      }
      requestAnimationFrame(look)
    }
    look()
    undefined
  `)
  await page.locator('[data-testid="search-button"]').tap()
  await page.locator('[data-testid="search-dialog"]').waitFor({ state: 'visible', timeout: 20_000 })
  const fieldSelector = `[data-testid="search-dialog"] ${searchFieldSelector}`
  const field = page.locator(fieldSelector)
  await field.waitFor({ state: 'visible' })
  await page.keyboard.type(query, { delay: keyDelayMs })
  await page.waitForFunction(
    ({ expected, selector }) => {
      const w = window as unknown as { answeredAt?: number }
      const input = document.querySelector<HTMLInputElement>(selector)
      return w.answeredAt !== undefined && input?.value === expected
    },
    { expected: query, selector: fieldSelector },
    { timeout: 30_000 },
  )
  const times = await page.evaluate<{ dialogMs: number; resultsMs: number }>(
    '({ dialogMs: Math.round(window.shownAt - window.tappedAt), resultsMs: Math.round(window.answeredAt - window.lastKeyAt) })',
  )
  return { ...times, ...(await fetchedSince(page, before)) }
}
