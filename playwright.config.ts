import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, ensureChromium } from './tests/browser'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.OUT_DIR ? `${process.env.OUT_DIR}/test-results` : 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: ensureChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The built site behind the real server; `npm test` builds before this runs.
  webServer: {
    command: 'tsx server/index.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      OUT_DIR: process.env.OUT_DIR ?? 'dist',
      DATA_DIR: process.env.OUT_DIR ? `${process.env.OUT_DIR}/data` : 'data/e2e',
    },
    stdout: 'pipe',
  },
})
