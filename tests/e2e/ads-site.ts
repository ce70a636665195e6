/**
 * The site as an agency with a Google Ads account configures it: a second build (`npm run
 * build:ads`, with the settings in tests/e2e/ads.env) served by a second server for
 * tests/e2e/ads.spec.ts. The settings are read from that one file, so the build, the server and
 * the assertions cannot disagree.
 */
import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

export const adsBuildEnv = parseEnv(readFileSync(new URL('./ads.env', import.meta.url), 'utf8')) as Record<
  string,
  string
>

function setting(name: string): string {
  const value = adsBuildEnv[name]
  if (!value) throw new Error(`tests/e2e/ads.env sets no ${name}`)
  return value
}

export const adsAccount = {
  id: setting('PUBLIC_ENV__GOOGLE_ADS_ID'),
  labels: {
    pro: setting('PUBLIC_ENV__GOOGLE_ADS_LABEL_PRO'),
    free: setting('PUBLIC_ENV__GOOGLE_ADS_LABEL_FREE'),
    demo: setting('PUBLIC_ENV__GOOGLE_ADS_LABEL_DEMO'),
  },
} as const

export const adsOutDir = setting('OUT_DIR')

/** The ads site's port: next to the main end-to-end server's. */
export function adsPort(mainPort: number): number {
  return mainPort + 2
}
