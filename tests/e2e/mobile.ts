/**
 * A slow phone, as Lighthouse's mobile profile describes it, applied to a Playwright page through
 * the DevTools protocol: the "slow 4G" link with the latency and throughput DevTools applies for it
 * (Lighthouse's mobileSlow4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, adjusted by
 * DevTools' factors 3.75 and 0.9) and a CPU four times slower. A unit test holds these numbers
 * equal to Lighthouse's own (tests/mobile-profile.test.ts).
 */
import type { Page } from '@playwright/test'

export const slowPhone = {
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: 4,
} as const

/** The phone's screen in Lighthouse's mobile profile (a Moto G Power), for page.setViewportSize. */
export const phoneViewport = { width: 412, height: 823 } as const

/** A browser context that is that phone: its screen, a mobile viewport and touch. */
export const phoneContext = { viewport: phoneViewport, isMobile: true, hasTouch: true } as const

/** Puts `page` on the slow phone's link only, its CPU as it is. Applies to everything it loads from then on. */
export async function emulateSlowLink(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.requestLatencyMs,
    downloadThroughput: (slowPhone.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (slowPhone.uploadThroughputKbps * 1024) / 8,
  })
  return cdp
}

/** Puts `page` on the slow phone: network and CPU. Applies to everything it loads from then on. */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const cdp = await emulateSlowLink(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdownMultiplier })
}
