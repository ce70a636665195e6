import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { ensureTestBrowser, testBrowserArgs } from './tests/browser'
import { adsBuildEnv, adsOutDir, adsPort } from './tests/e2e/ads-site'
import { e2eSmtpPort } from './tests/e2e/customer'
import { assertBuiltForTestedSite, testedSiteEnv } from './tests/tested-site'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`
const adsBaseURL = `http://127.0.0.1:${adsPort(port)}`
/** The ads spec runs against the site built with an ad account (`npm run build:ads`). */
const adsSpec = /ads\.spec\.ts$/

// The tests read the site's settings (content/site/settings.ts) to know its absolute addresses,
// so they see the origin the builds were made for; the workers inherit this environment. A build
// for another origin is refused here, before any test runs, rather than failing test by test.
Object.assign(process.env, testedSiteEnv)
assertBuiltForTestedSite(process.env.OUT_DIR ?? 'dist')
assertBuiltForTestedSite(adsOutDir, 'npm run build:ads')

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.OUT_DIR ? `${process.env.OUT_DIR}/test-results` : 'test-results',
  fullyParallel: true,
  // Two workers more than there are cores, on CI and on a developer's machine alike (Playwright's
  // own default outside CI is half the cores: one worker on 2 cores, which took 24 min where 3
  // took about 6): a test often waits on the page (a measured idle window, React holding a lazily
  // loaded part back for 300 ms, a page's network going quiet), and the extra workers use the cores
  // meanwhile. On 2 cores in the headless shell, 4 workers ran the suite in 7.7 min with the CPU
  // idle 1.6% of the time, where 3 took 8.9 min.
  workers: availableParallelism() + 2,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  // Web-first assertions wait up to 10 s, not Playwright's 5: beside a loop of builds on the 2-core
  // machine, with four workers, a footer link's navigation had not committed after 5 s (a click,
  // then the new address), in a test that quiet runs pass whole in about 4 s. A real failure fails
  // all the same, 5 s later.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // No trace unless asked for (`npm run test:e2e -- --trace retain-on-failure`, or `--trace on`):
    // recording one for every test (a screencast and a DOM snapshot at each step) took a fifth of
    // the suite's time on 2 cores, on CI and on a developer's machine alike. A failed test keeps a
    // screenshot of the page as it failed (in test-results/), which costs nothing until then; the
    // failure's message and call log are in the report.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: ensureTestBrowser(), args: testBrowserArgs },
  },
  projects: [
    { name: 'chromium', testIgnore: adsSpec, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium-ads', testMatch: adsSpec, use: { ...devices['Desktop Chrome'], baseURL: adsBaseURL } },
  ],
  // The built site behind the real server; `npm test` builds before this runs.
  webServer: [
    {
      // The seed step (re)creates the test portal customer and clears throttling left by earlier runs;
      // then the server as the build compiled it, as production runs it.
      command: `tsx tests/e2e/seed.ts && node ${process.env.OUT_DIR ?? 'dist'}/server/index.js`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        OUT_DIR: process.env.OUT_DIR ?? 'dist',
        DATA_DIR: process.env.OUT_DIR ? `${process.env.OUT_DIR}/data` : 'data/e2e',
        // Mail goes to an SMTP server the mail-reading tests start; links in it point at this server.
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort(port)}`,
        PUBLIC_BASE_URL: baseURL,
        OUTBOX_BASE_BACKOFF_MS: '200',
        OUTBOX_MAX_BACKOFF_MS: '1000',
        OUTBOX_POLL_MS: '250',
        // Many tests send forms from one address; the limits themselves are covered by tests/api.
        CONTACT_RATE_LIMIT: '10000',
        CHALLENGE_RATE_LIMIT: '10000',
        LOGIN_MAX_FAILURES_PER_IP: '10000',
        LOG_LEVEL: 'warn',
      },
      stdout: 'pipe',
    },
    {
      // The same site built with a Google Ads account: consent banner and conversion tracking.
      command: `node ${adsOutDir}/server/index.js`,
      url: `${adsBaseURL}/healthz`,
      reuseExistingServer: false,
      // The server reads the same settings as the build: its CSP allows the tag only with an id.
      env: {
        ...adsBuildEnv,
        PORT: String(adsPort(port)),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        OUT_DIR: adsOutDir,
        DATA_DIR: `${adsOutDir}/data`,
        LOG_LEVEL: 'warn',
      },
      stdout: 'pipe',
    },
  ],
})
