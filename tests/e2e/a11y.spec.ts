/**
 * One page of each kind (tests/e2e/helpers.ts: per route the page with the most HTML, the routes
 * taking turns between the languages, and the 404 pages) in both colour themes: one h1, no
 * console error, and no axe-core violation. What axe judges comes from a page's template and
 * components, which every page of a route shares; what the content of each page adds (a post's
 * headings, link texts, images and tables) is held on every page by html-validate's accessibility
 * rules (tests/e2e/site-checks.spec.ts, .htmlvalidate.json), without a browser. A page is loaded in
 * one theme and checked with every rule; then the header's theme toggle switches it, as a visitor
 * would, and the rules whose outcome depends on colour run again in the other theme (the two themes
 * differ only in colour). The toggle stores the choice, so the next page loads in the theme the
 * last one ended in: the pages alternate between loading light and loading dark, and each is
 * checked in both.
 *
 * Each island that starts when it comes into view (the FAQ, the testimonial carousel, the
 * text-to-speech demo) is scrolled to first and the page is checked once they are live, so that axe
 * sees what a visitor who scrolled sees and the console shows their errors; the check itself runs
 * at the top of the page, where the sticky header covers nothing.
 */
import { expect, test, type Page } from '@playwright/test'
import type { Theme } from '../../renderer/theme'
import { islandAttr } from '../../components/islands/names'
import { axeViolations, colourRules, expectTheme, onePageOfEachKind, watchConsole } from './helpers'

const pages = onePageOfEachKind()
/** Pages per test: one browser page visits a group in turn, which is far cheaper than a context per page. */
const groupSize = 4
const groups = Array.from({ length: Math.ceil(pages.length / groupSize) }, (_, i) =>
  pages.slice(i * groupSize, (i + 1) * groupSize),
)
const startsInView = `[${islandAttr.hydrate}="visible"]`

/**
 * Waits until the colours the theme change started to fade (buttons, links, bands) have arrived.
 * The testimonial carousel's slide is left running: it moves the cards sideways without pause, one
 * long transition of `transform` after another (timing.carouselSpeedMs), changes no colour, and
 * waiting for it cost up to a whole slide on each page that has one.
 */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => !(animation instanceof CSSTransition && animation.transitionProperty === 'transform'))
        .map((animation) => animation.finished),
    ),
  )

groups.forEach((group, index) => {
  test(`pages ${index * groupSize + 1}-${index * groupSize + group.length} have no axe violations and no console errors in either theme`, async ({
    page,
  }) => {
    test.setTimeout(group.length * 25_000)
    const errors = watchConsole(page)
    const problems: string[] = []
    // The first page follows the system's light theme; each later one loads in the stored choice.
    await page.emulateMedia({ colorScheme: 'light' })
    let expected: Theme = 'light'
    for (const urlPath of group) {
      const before = errors.length
      await page.goto(urlPath)
      await expectTheme(page, expected, `${urlPath} loads in the theme chosen last`)
      await expect(page.locator('h1'), `${urlPath} has one h1`).toHaveCount(1)
      // axe runs in the page itself and would not see into a frame of another origin.
      await expect(page.locator('iframe'), `${urlPath} embeds no frame`).toHaveCount(0)
      const inView = await page.locator(startsInView).all()
      for (const island of inView) {
        await island.scrollIntoViewIfNeeded()
        await expect(island).toHaveAttribute(islandAttr.hydrated, '')
      }
      if (inView.length > 0) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      problems.push(...(await axeViolations(page, `${urlPath} (${expected})`)))

      const other: Theme = expected === 'light' ? 'dark' : 'light'
      await page.getByTestId('theme-toggle').click()
      await expectTheme(page, other, `${urlPath}: the toggle switches to ${other}`)
      await settled(page)
      problems.push(...(await axeViolations(page, `${urlPath} (${other})`, { rules: colourRules })))
      problems.push(...errors.slice(before).map((error) => `${urlPath}: console: ${error}`))
      expected = other
    }
    expect(problems).toEqual([])
  })
})
