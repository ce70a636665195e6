/** axe-core on every prerendered page, in the light and the dark theme. */
import { expect, test } from '@playwright/test'
import { builtPages } from '../../scripts/quality/site-files'
import { axeViolations } from './helpers'

const pages = builtPages()
/** Pages per test: one browser page visits a group in turn, which is far cheaper than a context per page. */
const groupSize = 15
const groups = Array.from({ length: Math.ceil(pages.length / groupSize) }, (_, i) =>
  pages.slice(i * groupSize, (i + 1) * groupSize),
)

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.use({ colorScheme: theme })
    groups.forEach((group, index) => {
      test(`pages ${index * groupSize + 1}-${index * groupSize + group.length} have no axe violations`, async ({
        page,
      }) => {
        test.setTimeout(group.length * 15_000)
        const violations: string[] = []
        for (const { urlPath } of group) {
          await page.goto(urlPath)
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/)
          violations.push(...(await axeViolations(page, urlPath)))
        }
        expect(violations).toEqual([])
      })
    })
  })
}
