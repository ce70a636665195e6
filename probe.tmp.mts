import { chromium } from '@playwright/test'
import { firstTap, tapScenarios } from './scripts/quality/island-probes'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const results: Record<string, number[]> = {}
for (let i = 0; i < 3; i++) for (const scenario of tapScenarios) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  ;(results[scenario.kind] ??= []).push(await firstTap(page, 'http://127.0.0.1:4180', scenario))
  await context.close()
}
console.log(results)
await browser.close()
