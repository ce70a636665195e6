/**
 * Screenshots of the clients' delivered websites for the case pages. Each site is a small static
 * page designed for its client in media-src/case-sites/<id>/index.html (its own layout, type and
 * colours, the client's logo, drawn imagery and Norwegian copy that fits the case); headless
 * Chromium renders it at desktop size (1440x900) and phone size (390x844 at 2x), and the
 * screenshots become the images of the case's file (`site:` in content/cases/<id>.yml):
 *
 *   apt-get install -y chromium && npx tsx scripts/media/case-screenshots.ts [id...]
 *
 * Writes content/media/cases/<id>-{desktop,phone}.jpg (high-quality JPEG sources), from which the
 * build makes the AVIF/WebP/JPEG variants. The screenshots are committed, so no build needs a
 * browser. The fonts are Debian's (media-src/README.md).
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import sharp from 'sharp'

export const sitesDir = path.resolve('media-src/case-sites')
/** Where the screenshots go: the content's media folder, which the case files name them in. */
export const screenshotsFolder = 'media/cases'
const imagesDir = path.resolve('content', screenshotsFolder)

/** The two renders of every site: what a visitor sees first on a desktop and on a phone. */
export const viewports = {
  desktop: { width: 1440, height: 900, deviceScaleFactor: 1 },
  phone: { width: 390, height: 844, deviceScaleFactor: 2 },
} as const

export type ViewportName = keyof typeof viewports

/** The file a render is saved as: `<id>-<viewport>.jpg`. */
export function screenshotFile(id: string, viewport: ViewportName): string {
  return `${id}-${viewport}.jpg`
}

/** The ids of the sites on disk (a folder with an index.html). */
export function siteIds(): string[] {
  return readdirSync(sitesDir)
    .filter((d) => existsSync(path.join(sitesDir, d, 'index.html')))
    .sort()
}

async function main() {
  const wanted = process.argv.slice(2)
  const ids = wanted.length ? wanted : siteIds()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  })
  try {
    for (const id of ids) {
      const url = pathToFileURL(path.join(sitesDir, id, 'index.html')).href
      for (const [name, viewport] of Object.entries(viewports) as [ViewportName, (typeof viewports)[ViewportName]][]) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          deviceScaleFactor: viewport.deviceScaleFactor,
          isMobile: name === 'phone',
          hasTouch: name === 'phone',
          locale: 'nb-NO',
          reducedMotion: 'reduce',
        })
        const page = await context.newPage()
        await page.goto(url, { waitUntil: 'load' })
        await page.evaluate(() => document.fonts.ready)
        // A page shorter than the viewport leaves a blank band at the bottom of the shot.
        const pageHeight = await page.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height))
        if (pageHeight < viewport.height) {
          console.warn(`case-screenshots: ${id} is ${pageHeight} px tall, shorter than the ${name} viewport`)
        }
        const png = await page.screenshot({ type: 'png', fullPage: false })
        await context.close()
        const file = path.join(imagesDir, screenshotFile(id, name))
        await sharp(png).jpeg({ quality: 92, mozjpeg: true, chromaSubsampling: '4:4:4' }).toFile(file)
        console.log(`case-screenshots: ${path.relative(process.cwd(), file)}`)
      }
    }
  } finally {
    await browser.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()
