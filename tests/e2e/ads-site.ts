/**
 * The site as an agency with a Google Ads account configures it: a second build (scripts/test.ts
 * builds it into `adsOutDir` with `adsBuildEnv`) served by a second server for tests/e2e/ads.spec.ts.
 * The account id and labels are test values; the tag script itself is answered by the test.
 */
export const adsAccount = {
  id: 'AW-1234567890',
  labels: { pro: 'proLabel123', free: 'freeLabel456', demo: 'demoLabel789' },
} as const

export const adsOutDir = 'build/ads'

export const adsBuildEnv: Record<string, string> = {
  OUT_DIR: adsOutDir,
  PUBLIC_ENV__GOOGLE_ADS_ID: adsAccount.id,
  PUBLIC_ENV__GOOGLE_ADS_LABEL_PRO: adsAccount.labels.pro,
  PUBLIC_ENV__GOOGLE_ADS_LABEL_FREE: adsAccount.labels.free,
  PUBLIC_ENV__GOOGLE_ADS_LABEL_DEMO: adsAccount.labels.demo,
}

/** The ads site's port: next to the main end-to-end server's. */
export function adsPort(mainPort: number): number {
  return mainPort + 2
}
