/**
 * Installs the browser the end-to-end tests, Lighthouse and the bench use, when the machine has
 * none: Debian's `chromium` package, as root. The first step of `npm test`, so a fresh machine
 * needs nothing else; anywhere else it says what to install and stops.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findChromium } from '../tests/browser'

const found = findChromium()
if (found) {
  console.log(`Chromium: ${found}`)
} else {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error('No Chromium found: install one (Debian: apt-get install chromium) or set CHROMIUM_PATH.')
    process.exit(1)
  }
  console.log('No Chromium found: installing Debian package "chromium" with apt-get')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env })
  const installed = findChromium()
  if (!installed) {
    console.error('Chromium was installed but is not where the tests look for it.')
    process.exit(1)
  }
  console.log(`Chromium: ${installed}`)
}
