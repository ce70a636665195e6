/**
 * Installs the browsers the end-to-end tests, Lighthouse and the bench use, when the machine lacks
 * them: Debian's `chromium` (Lighthouse, the bench, screenshots) and `chromium-headless-shell` (the
 * end-to-end tests, about twice as fast: tests/browser.ts), as root. The first step of `npm test`,
 * so a fresh machine needs nothing else; anywhere else it says what to install. Without the
 * headless shell the tests run in the full browser, only slower.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findChromium, findHeadlessShell } from '../tests/browser'

const missing = [
  ...(findChromium() ? [] : ['chromium']),
  ...(findHeadlessShell() || process.env.CHROMIUM_PATH ? [] : ['chromium-headless-shell']),
]
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (missing.length > 0 && isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Installing Debian's ${missing.join(' and ')} with apt-get`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...missing], { stdio: 'inherit', env })
}

const chromium = findChromium()
if (!chromium) {
  console.error('No Chromium found: install one (Debian: apt-get install chromium) or set CHROMIUM_PATH.')
  process.exit(1)
}
console.log(`Chromium: ${chromium}`)
const shell = findHeadlessShell()
if (shell) console.log(`Chromium headless shell (end-to-end tests): ${shell}`)
else if (!process.env.CHROMIUM_PATH) {
  console.log(
    'No Chromium headless shell (Debian: apt-get install chromium-headless-shell): the end-to-end tests run in the full browser, about twice as slow.',
  )
}
