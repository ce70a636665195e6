/**
 * Every prerendered page, in the light and the dark theme: one h1, no console error, and no axe-core
 * violation (every rule in the light theme; in the dark theme the rules that depend on colour, as
 * the two themes differ only in colour). Each island that starts when it comes into view (the FAQ,
 * the testimonial carousel, the text-to-speech demo) is scrolled to first and the page is checked
 * once they are live, so that axe sees what a visitor who scrolled sees and the console shows
 * their errors; the check itself runs at the top of the page, where the sticky header covers
 * nothing.
 */
import { expect, test } from '@playwright/test'
import { islandAttr } from '../../components/islands/names'
import { builtPages } from '../../scripts/quality/site-files'
import { axeViolations, colourRules, watchConsole } from './helpers'

const pages = builtPages()
/** Pages per test: one browser page visits a group in turn, which is far cheaper than a context per page. */
const groupSize = 15
const groups = Array.from({ length: Math.ceil(pages.length / groupSize) }, (_, i) =>
  pages.slice(i * groupSize, (i + 1) * groupSize),
)
const startsInView = `[${islandAttr.hydrate}="visible"]`

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.use({ colorScheme: theme })
    groups.forEach((group, index) => {
      test(`pages ${index * groupSize + 1}-${index * groupSize + group.length} have no axe violations and no console errors`, async ({
        page,
      }) => {
        test.setTimeout(group.length * 20_000)
        const errors = watchConsole(page)
        const problems: string[] = []
        for (const { urlPath } of group) {
          const before = errors.length
          await page.goto(urlPath)
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/)
          await expect(page.locator('h1'), `${urlPath} has one h1`).toHaveCount(1)
          // axe runs in the page itself and would not see into a frame of another origin.
          await expect(page.locator('iframe'), `${urlPath} embeds no frame`).toHaveCount(0)
          const inView = await page.locator(startsInView).all()
          for (const island of inView) {
            await island.scrollIntoViewIfNeeded()
            await expect(island).toHaveAttribute(islandAttr.hydrated, '')
          }
          if (inView.length > 0) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
          problems.push(...(await axeViolations(page, urlPath, theme === 'dark' ? { rules: colourRules } : {})))
          problems.push(...errors.slice(before).map((error) => `${urlPath}: console: ${error}`))
        }
        expect(problems).toEqual([])
      })
    })
  })
}
