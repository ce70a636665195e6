/**
 * Layout on small and wide screens, over the built site: no page scrolls sideways on a 320 px
 * phone or logs a console error there, the home page stays short on a phone, card grids leave no orphan, the header's wordmark
 * keeps to one line, the text-to-speech comparison shows both plans on a phone, a job's facts
 * and apply button come before its description, and a drop cap only opens a long paragraph.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { locales } from '../../content/site/locales'
import { pathFor } from '../../content/site/routes'
import { serviceIds, servicePath } from '../../content/pages/services/links'
import { jobs } from '../../content/careers/jobs'
import { brandFiles, logoColors } from '../../media-src/brand'
import { settings } from '../../content/site/settings'
import { builtPages } from '../../scripts/quality/site-files'
import { renderEveryBand } from '../browser'
import { watchConsole } from './helpers'
import { servicePages } from '../../content/pages/services/services'
import { imageAsset } from '../../media-src/image-asset'
import { images } from '../../media-src/manifest'

/** The illustrations by the hash a drawing carries: the pipeline's, and each service's own. */
const illustrationHashes = new Set([
  ...Object.values(images).map((asset) => asset.hash),
  ...Object.values(servicePages()).map((page) => imageAsset(page.nb.illustration.image).hash),
])

const pages = builtPages()
/** Pages per test: one browser page visits a group in turn. */
const groupSize = 20
const groups = Array.from({ length: Math.ceil(pages.length / groupSize) }, (_, i) =>
  pages.slice(i * groupSize, (i + 1) * groupSize),
)

/** How much wider than the viewport the document is (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })
  groups.forEach((group, index) => {
    test(`pages ${index * groupSize + 1}-${index * groupSize + group.length} do not scroll sideways or log a console error, in either theme`, async ({
      page,
    }) => {
      test.setTimeout(group.length * 10_000)
      const errors = watchConsole(page)
      const wide: string[] = []
      for (const [i, { urlPath }] of group.entries()) {
        const before = errors.length
        // Every other page in the dark theme: the themes differ in colour and in the logo's file,
        // so both are measured without loading each page twice.
        const theme = i % 2 === 0 ? 'light' : 'dark'
        await page.emulateMedia({ colorScheme: theme })
        await page.goto(urlPath)
        await page.addStyleTag({ content: renderEveryBand })
        const extra = await overflow(page)
        if (extra > 0) wide.push(`${urlPath} (${theme}): ${320 + extra} px wide`)
        wide.push(...errors.slice(before).map((error) => `${urlPath} (${theme}): console: ${error}`))
      }
      expect(wide).toEqual([])
    })
  })

  test('the header shows the whole logo on one line, beside the language, theme and menu buttons', async ({ page }) => {
    for (const locale of locales) {
      await page.goto(pathFor('home', locale))
      const header = page.locator('[data-slot="site-header"]')
      await expect(header).toHaveJSProperty('offsetHeight', 65)
      const logo = header.locator('[data-slot="site-logo"]:visible')
      await expect(logo).toHaveCount(1)
      const box = (await logo.boundingBox())!
      // A drawing keeps its proportions: the wordmark cannot wrap, and nothing clips it.
      expect(box.width / box.height).toBeCloseTo(brandFiles.logoLight.width / brandFiles.logoLight.height, 1)
      for (const control of [header.getByTestId('language-switcher'), header.getByTestId('menu-button')]) {
        const controlBox = (await control.boundingBox())!
        expect(controlBox.x + controlBox.width).toBeLessThanOrEqual(320)
        expect(controlBox.x).toBeGreaterThanOrEqual(box.x + box.width)
      }
    }
  })
})

/** How many pixels of the wordmark (the logo right of its mark) are within `tolerance` of `hex`. */
async function wordmarkPixels(logo: Locator, hex: string, tolerance: number): Promise<number> {
  const { data, info } = await sharp(await logo.screenshot({ animations: 'disabled' }))
    .raw()
    .toBuffer({ resolveWithObject: true })
  const target = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  // The mark is the 48-unit tile at the left of the 243-unit logo, plus its gap.
  const left = Math.ceil((info.width * 52) / brandFiles.logoLight.width)
  let count = 0
  for (let y = 0; y < info.height; y++) {
    for (let x = left; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels
      if (target.every((value, c) => Math.abs(data[i + c]! - value) <= tolerance)) count++
    }
  }
  return count
}

test.describe('the brand logo', () => {
  // As on a dense phone screen: the dot of the j is then more than a few pixels across.
  test.use({ deviceScaleFactor: 3 })
  for (const theme of ['light', 'dark'] as const) {
    const other = theme === 'light' ? 'dark' : 'light'
    test(`is drawn in the ${theme} theme's colours in the header and the footer, with its size and name`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme })
      await page.goto('/en/')
      // Every band laid out now, so the footer stays where the screenshot is taken.
      await page.addStyleTag({ content: renderEveryBand })
      for (const where of ['site-header', 'site-footer']) {
        const logo = page.locator(`[data-slot="${where}"] [data-slot="site-logo"]`)
        await expect(logo).toHaveCount(1)
        await expect(logo).toBeVisible()
        // Inline, in the page: no file to fetch and no image document of its own.
        expect(await logo.evaluate((element) => element.localName)).toBe('svg')
        await expect(logo).toHaveAttribute('width', String(brandFiles.logoLight.width))
        await expect(logo).toHaveAttribute('height', String(brandFiles.logoLight.height))
        await expect(logo).toHaveAccessibleName(settings.brandName)
        // What a visitor sees: the wordmark in this theme's inks and the dot of the j in its sun,
        // not in the other theme's. (The inks are compared one way only: one theme's ink is close
        // to the other theme's grounds; the two suns differ from every ground and every blend.)
        for (const role of ['ink', 'muted', 'sun'] as const) {
          expect(await wordmarkPixels(logo, logoColors[theme][role], 3), `${where} ${role}`).toBeGreaterThan(5)
        }
        expect(await wordmarkPixels(logo, logoColors[other].sun, 6), `${where} the ${other} sun`).toBe(0)
      }
    })
  }
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the home page is short: sections shorter than on a desktop, not just stacked', async ({ page }) => {
    // The sections' real height (every band laid out, not the placeholders of bands not yet seen),
    // at this width and at a desktop's: a phone layout that merely stacked the desktop's columns
    // would be twice as tall or more. The footer is left out: it is the same on every page.
    const sectionsHeight = async (width: number, height: number, locale: (typeof locales)[number]) => {
      await page.setViewportSize({ width, height })
      await page.goto(pathFor('home', locale))
      await page.addStyleTag({ content: renderEveryBand })
      return page.locator('main').evaluate((main) => main.getBoundingClientRect().height)
    }
    for (const locale of locales) {
      const desktop = await sectionsHeight(1440, 900, locale)
      const phone = await sectionsHeight(390, 844, locale)
      expect(
        phone / desktop,
        `${locale}: ${Math.round(phone)} px on a phone, ${Math.round(desktop)} on a desktop`,
      ).toBeLessThan(1.35)
    }
  })

  test('the logo strip is a grid of two columns, not one long column', async ({ page }) => {
    await page.goto('/')
    const logos = page.locator('[data-section="trusted-brands"] [data-slot="brand-logo"]')
    const xs = await logos.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().x)))
    expect(new Set(xs).size).toBe(2)
  })

  test('the text-to-speech comparison shows the free and the PRO plan side by side', async ({ page }) => {
    for (const locale of locales) {
      await page.goto(`${pathFor('pluginTts', locale)}#tts-pro`)
      const table = page.locator('[data-slot="tts-comparison-table"]')
      // The free and the PRO column headers (the feature column's header is for screen readers only).
      // Both measured in one frame: the jump to #tts-pro may still be scrolling between two calls.
      const [free, pro] = await table
        .locator('thead th')
        .evaluateAll((cells) => cells.slice(1, 3).map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect))
      expect(pro!.x).toBeGreaterThan(free!.x)
      expect(pro!.y).toBe(free!.y)
      for (const cell of await table.locator('thead th, tbody td').all()) {
        const box = (await cell.boundingBox())!
        expect(box.x + box.width, await cell.innerText()).toBeLessThanOrEqual(390)
      }
    }
  })

  test("a job's key facts and apply button come before its description", async ({ page }) => {
    for (const locale of locales) {
      await page.goto(pathFor('job', locale, { slug: jobs()[0]![locale].slug }))
      const apply = (await page.getByTestId('job-contact').boundingBox())!
      const details = (await page.locator('[data-slot="job-details"]').boundingBox())!
      expect(apply.y + apply.height).toBeLessThan(details.y)
      expect(apply.y).toBeLessThan(2 * 844)
      await expect(page.locator('[data-slot="job-hero"] img')).toHaveCount(0)
    }
  })
})

/** Card grids whose count the page chooses: every row full. */
const cardGrids = [
  '[data-section="services-grid"] ul',
  '[data-section="key-features"] ul',
  '[data-section="trusted-brands"] ul',
  '[data-section="key-figures"] dl',
  '[data-slot="blog-post-grid"]',
]

const gridPages = [
  pathFor('home', 'nb'),
  pathFor('services', 'en'),
  ...serviceIds().map((id) => servicePath(id, 'nb')),
  pathFor('pluginTts', 'en'),
  pathFor('plugins', 'nb'),
  pathFor('blog', 'en'),
  pathFor('blogCategory', 'nb', { category: 'seo' }),
  pathFor('job', 'en', { slug: jobs()[0]!.en.slug }),
]

for (const width of [800, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('card grids leave no card alone on a row', async ({ page }) => {
      test.setTimeout(gridPages.length * 5_000)
      const orphans: string[] = []
      for (const path of gridPages) {
        await page.goto(path)
        const found = await page.evaluate((selectors) => {
          const out: string[] = []
          for (const grid of document.querySelectorAll<HTMLElement>(selectors.join(', '))) {
            const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length
            const count = grid.children.length
            if (count > 1 && count % columns !== 0) out.push(`${count} cards in ${columns} columns`)
          }
          return out
        }, cardGrids)
        orphans.push(...found.map((problem) => `${path}: ${problem}`))
      }
      expect(orphans).toEqual([])
    })
  })
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a drop cap only opens a paragraph of three lines or more', async ({ page }) => {
    const short: string[] = []
    for (const path of [pathFor('home', 'en'), ...serviceIds().map((id) => servicePath(id, 'nb'))]) {
      await page.goto(path)
      const found = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main p')]
          .filter((p) => p.className.includes('first-letter:float-left'))
          .filter((p) => p.offsetHeight < 3 * parseFloat(getComputedStyle(p).lineHeight))
          .map((p) => (p.textContent ?? '').slice(0, 40)),
      )
      short.push(...found.map((text) => `${path}: "${text}"`))
    }
    expect(short).toEqual([])
  })

  test('text-only heroes have their illustration beside the text', async ({ page }) => {
    for (const path of [pathFor('services', 'nb'), pathFor('contact', 'nb'), pathFor('contact', 'en')]) {
      await page.goto(path)
      const image = page.getByTestId('hero-illustration')
      await expect(image).toBeVisible()
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      const box = (await image.boundingBox())!
      expect(box.x, path).toBeGreaterThan(heading.x + 300)
    }
  })

  test("a page hero's illustration is left out on a phone, where the page's content comes first", async ({ page }) => {
    // The contact page's hero is a page hero (components/sections/shared/page-hero.tsx); a service's
    // hero shows its picture on a phone too.
    await page.setViewportSize({ width: 390, height: 844 })
    for (const locale of locales) {
      await page.goto(pathFor('contact', locale))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByTestId('hero-illustration')).toBeHidden()
    }
  })

  test('each page shows an illustration at most once', async ({ page }) => {
    for (const path of [
      pathFor('home', 'nb'),
      pathFor('services', 'en'),
      ...serviceIds().map((id) => servicePath(id, 'en')),
      pathFor('contact', 'nb'),
      pathFor('jobs', 'en'),
      pathFor('pluginTts', 'nb'),
    ]) {
      await page.goto(path)
      // Drawn inline, each marked with its hash: the pipeline's illustrations and the services' own.
      const shown = (
        await page
          .locator('main [data-drawing]')
          .evaluateAll((drawings) => drawings.map((drawing) => drawing.getAttribute('data-drawing') ?? ''))
      ).filter((hash) => illustrationHashes.has(hash))
      expect(shown.length, path).toBeGreaterThan(0)
      expect(new Set(shown).size, `${path}: ${shown.join(', ')}`).toBe(shown.length)
    }
  })
})
