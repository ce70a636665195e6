/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH, Playwright's own download, or the system's
 * (Debian's /usr/bin/chromium).
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
