/**
 * Finds the browsers the tools drive: a full Chromium for Lighthouse, the bench and screenshots
 * (CHROMIUM_PATH, Playwright's own download, or the system's: Debian's /usr/bin/chromium), and for
 * the end-to-end tests Chromium's headless shell when the machine has it.
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  return playwrightChromium() ?? systemCandidates.find((candidate) => existsSync(candidate))
}

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same engine without the
 * browser's window layer, which headless Chromium otherwise starts as a whole (the `--headless=new`
 * mode). It is what Playwright itself runs headless tests in. On this project's 2-core machine the
 * route and blog tests (225) took 37 s in it against 72 s in the full browser, side by side, and
 * the whole suite passed in it in 12.0 min where the full browser had taken 22.6 min the day
 * before. Lighthouse keeps the full browser, whose loads are a visitor's.
 */
export function findHeadlessShell(): string | undefined {
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL_PATH
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  return ['/usr/bin/chromium-headless-shell'].find((candidate) => existsSync(candidate))
}

/**
 * The browser the end-to-end tests run in: the one CHROMIUM_PATH names when it is set, else the
 * headless shell, else the full Chromium.
 */
export function ensureTestBrowser(): string {
  if (process.env.CHROMIUM_PATH) return ensureChromium()
  return findHeadlessShell() ?? ensureChromium()
}

/**
 * The browser the tests, Lighthouse and the bench drive. It is installed before they run
 * (`npm test` does it first, with scripts/install-browser.ts; `.ci/run` too); here it is only found.
 */
export function ensureChromium(): string {
  const found = findChromium()
  if (found) return found
  throw new Error(
    'No Chromium found. Run `npx tsx scripts/install-browser.ts` (Debian, as root), install one yourself (apt-get install chromium) or set CHROMIUM_PATH.',
  )
}

/** Flags for a headless Chromium on a closed network. */
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * The end-to-end tests' flags: the above, and the GPU's work (which, with no GPU, is compositing in
 * software) on a thread of the browser process instead of a process of its own. Over the routes,
 * company and case-study specs (202 tests, 4 workers on 2 cores, runs alternating), the suite took
 * 98.5-107.9 s with it and 105.1-122.3 s without (three runs each), and all of Chromium's processes
 * together used 165-183 CPU-seconds against 178-214. Lighthouse keeps Chromium's own layout of
 * processes, which is what a visitor's browser has.
 */
export const testBrowserArgs = [...chromiumArgs, '--in-process-gpu']

/**
 * A stylesheet that renders every band of a page at once. The bands after a page's first wait
 * with layout and paint until a visitor scrolls near them (content-visibility: auto), and a band
 * that waits also clips what sticks out of it: a full-page picture, or a check that nothing makes
 * the page scroll sideways, adds this first so that it sees the whole page as laid out.
 */
export const renderEveryBand = 'main > section { content-visibility: visible !important; }'
