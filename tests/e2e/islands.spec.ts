/**
 * Pages as islands, seen by a visitor on a phone: a page that is only read loads almost no script
 * and no React, and the first tap on each kind of island works on a slow phone, made before the
 * island can be live, with one tap. The probes and their targets: scripts/quality/island-probes.ts
 * (`npm run bench` reports the same figures).
 */
import { expect, test } from '@playwright/test'
import { measuredPages } from '../../scripts/quality/pages'
import {
  firstTap,
  firstTapTargetMs,
  idleScript,
  idleScriptBudgetBytes,
  tapScenarios,
} from '../../scripts/quality/island-probes'
import { clientDir } from '../../scripts/quality/site-files'
import { watchConsole } from './helpers'
import { phoneViewport } from './mobile'

test.use({ viewport: phoneViewport, isMobile: true, hasTouch: true })

test.describe('a visitor who only reads', () => {
  for (const pagePath of measuredPages) {
    test(`downloads at most 10 KB of script on ${pagePath}, and no island's code`, async ({ page, baseURL }) => {
      const errors = watchConsole(page)
      const { bytes, files } = await idleScript(page, `${baseURL}${pagePath}`, clientDir())
      test.info().annotations.push({ type: 'idle script, gzip bytes', description: `${bytes}: ${files.join(' ')}` })
      expect(bytes).toBeLessThanOrEqual(idleScriptBudgetBytes)
      await expect(page.locator('html')).toHaveAttribute('data-islands', 'started')
      await expect(page.locator('[data-hydrated]')).toHaveCount(0)
      expect(errors).toEqual([])
    })
  }
})

test.describe('the first tap on a slow phone', () => {
  for (const scenario of tapScenarios) {
    test(`works on the ${scenario.kind} with one tap made as soon as the page has loaded`, async ({
      page,
      baseURL,
    }) => {
      const errors = watchConsole(page)
      const ms = await firstTap(page, baseURL!, scenario)
      // The target (firstTapTargetMs) is a benchmark, reported by `npm run bench` on a quiet
      // machine; here it is recorded, and the test asks only that one tap gets there.
      test.info().annotations.push({ type: 'tap to result, ms', description: `${ms} (target ${firstTapTargetMs})` })
      await expect(page).toHaveURL(new RegExp(`${scenario.path}$`))
      expect(errors).toEqual([])
    })
  }
})
