/**
 * `npm test`: type check, lint, unit and component tests, the production build, then the
 * end-to-end tests against the built site behind the real server. Stops at the first failure
 * and ends with one line that counts the tests: "Tests: N passed, N failed".
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { adsBuildEnv } from '../tests/e2e/ads-site'

type Step = { name: string; command: string[]; env?: Record<string, string> }

const reports = 'test-results/reports'
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const steps: Step[] = [
  { name: 'browser', command: ['npx', 'tsx', 'scripts/install-browser.ts'] },
  { name: 'type check', command: ['npx', 'tsc', '--noEmit'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.'] },
  {
    name: 'unit and component tests',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest.json`,
    ],
  },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'story catalogue build', command: ['npx', 'ladle', 'build'] },
  // The same site with a Google Ads account configured, for the consent and tracking tests.
  { name: 'ads build', command: ['npm', 'run', 'build'], env: adsBuildEnv },
  {
    name: 'end-to-end tests',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
  },
  {
    // Lighthouse audits a build whose canonical links point at the server it is served from.
    name: 'lighthouse build',
    command: ['npm', 'run', 'build'],
    env: { OUT_DIR: 'build/lighthouse', SITE_URL: 'http://localhost:4390' },
  },
  {
    name: 'lighthouse',
    command: ['npx', 'tsx', 'scripts/quality/lighthouse.ts'],
    env: { OUT_DIR: 'build/lighthouse', LIGHTHOUSE_PORT: '4390' },
  },
]

const only = process.argv.slice(2)
let failedStep: string | undefined
for (const step of steps) {
  if (only.length > 0 && !only.some((name) => step.name.includes(name))) continue
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(step.command[0]!, step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  })
  console.log(
    `=== ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (result.status !== 0) {
    failedStep = step.name
    break
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

let passed = 0
let failed = 0
const vitest = readJson(`${reports}/vitest.json`) as { numPassedTests: number; numFailedTests: number } | undefined
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests
}
const playwright = readJson(`${reports}/playwright.json`) as
  { stats: { expected: number; unexpected: number; flaky: number } } | undefined
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky
  failed += playwright.stats.unexpected
}

if (failedStep) {
  console.log(`\nFailed at: ${failedStep}`)
  if (failed === 0) failed = 1
}
console.log(`\nTests: ${passed} passed, ${failed} failed`)
process.exit(failedStep ? 1 : 0)
