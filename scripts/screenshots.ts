/**
 * Screenshots of the built site for review: the home page, a service page, a case study and the
 * About page, in both themes' default (light), at a phone's width (390 px) and a desktop's
 * (1440 px), full page; and the search dialog with a query's results, as a shared address opens
 * it, at both widths. Serves the build (OUT_DIR, default dist) with the real server on a free
 * localhost port and writes PNGs to build/screenshots/, printing their paths.
 *
 *   npm run build && npx tsx scripts/screenshots.ts
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { sitePages } from '../content/site/pages'
import { pathFor, type RouteId } from '../content/site/routes'
import { chromiumArgs, ensureChromium, renderEveryBand } from '../tests/browser'
import { startProcess, waitForUrl } from './processes'

const outDir = process.env.OUT_DIR ?? 'dist'
const port = Number(process.env.SCREENSHOT_PORT ?? 4395)
const origin = `http://127.0.0.1:${port}`
const target = path.resolve('build/screenshots')
const widths = [390, 1440] as const
const searchQuery = 'driftsavtale'

/** The first page of a route in the site's page list (a case study has a slug). */
function firstPath(id: RouteId): string {
  const page = sitePages().find((candidate) => candidate.id === id && candidate.locale === 'nb')
  if (!page) throw new Error(`No page for ${id}`)
  return page.path
}

const pages: { name: string; path: string }[] = [
  { name: 'home', path: pathFor('home', 'nb') },
  { name: 'service-web-design', path: pathFor('service', 'nb', { slug: 'webdesign' }) },
  { name: 'case', path: firstPath('projectCase') },
  { name: 'about', path: pathFor('about', 'nb') },
  { name: 'home-en', path: pathFor('home', 'en') },
]

const server = startProcess(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    OUT_DIR: outDir,
    DATA_DIR: `${outDir}/data-screenshots`,
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  await waitForUrl(`${origin}/healthz`)
  mkdirSync(target, { recursive: true })
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
  try {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 800 ? 844 : 900 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      })
      const page = await context.newPage()
      for (const { name, path: pagePath } of pages) {
        await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' })
        // Lazy images load as they come into view: scroll through once, then shoot from the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y)
            await new Promise((resolve) => requestAnimationFrame(resolve))
          }
          window.scrollTo(0, 0)
        })
        await page.waitForLoadState('networkidle')
        // A full-page capture paints only what is near the viewport: render every band for it.
        await page.addStyleTag({ content: renderEveryBand })
        const file = path.join(target, `${name}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true })
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        console.log(`${file} (${width} x ${height})`)
      }
      // The search dialog over the services page, with the results for a query a visitor shared.
      await page.goto(`${origin}${pathFor('services', 'nb')}?q=${encodeURIComponent(searchQuery)}`)
      await page.locator('[data-testid="search-dialog"] [data-slot="search-result"]').first().waitFor()
      const file = path.join(target, `search-${width}.png`)
      await page.screenshot({ path: file })
      console.log(`${file} (${width} x ${page.viewportSize()?.height})`)
      await context.close()
    }
  } finally {
    await browser.close()
  }
} finally {
  await server.stop()
}
