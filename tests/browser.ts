/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH, Playwright's own download, or the system's
 * (Debian's /usr/bin/chromium). As root on Debian it installs the chromium package if none is found.
 */
import { execFileSync } from 'node:child_process'
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

/** Returns a browser path, installing Debian's chromium when possible. Throws with advice otherwise. */
export function ensureChromium(): string {
  const found = findChromium()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian package "chromium" with apt-get')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env })
    const installed = findChromium()
    if (installed) return installed
  }
  throw new Error(
    'No Chromium found. Install one (Debian: apt-get install chromium; or npx playwright install chromium) or set CHROMIUM_PATH.',
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
