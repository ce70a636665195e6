import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { blogCategories } from '../../content/blog/categories'
import { postsOf } from '../../lib/blog/posts'
import { sitePages } from '../../content/site/pages'
import { serviceIds } from '../../content/pages/services/links'
import { settings } from '../../content/site/settings'
import { watchConsole } from './helpers'

const schema = path.resolve('tests/e2e/schemas/sitemap.xsd')
const xmllint = ['/usr/bin/xmllint', '/usr/local/bin/xmllint'].find((candidate) => existsSync(candidate))

test.describe('/sitemap.xml', () => {
  test('lists every public page with absolute locs and nb, en and x-default alternates', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('xml')
    const xml = await response.text()
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!)
    const locs = entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)![1])
    const expected = sitePages()
      .filter((p) => p.indexable)
      .map((p) => `${settings.siteUrl}${p.path}`)
    expect(locs.sort()).toEqual(expected.sort())
    for (const entry of entries) {
      expect([...entry.matchAll(/hreflang="([^"]+)" href="https?:\/\/[^"]+"/g)].map((m) => m[1])).toEqual([
        'nb',
        'en',
        'x-default',
      ])
    }
  })

  test('validates against the sitemaps.org schema', async ({ request }) => {
    // CI installs xmllint (.ci/run), so there a missing one is a failure, not a skip.
    if (process.env.CI) expect(xmllint, 'xmllint (libxml2-utils) is needed in CI').toBeDefined()
    test.skip(!xmllint, 'xmllint is not installed (apt-get install libxml2-utils)')
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sitemap-')), 'sitemap.xml')
    writeFileSync(file, await (await request.get('/sitemap.xml')).text())
    // Throws (and fails the test) when the document does not validate.
    const output = execFileSync(xmllint!, ['--noout', '--schema', schema, file], { encoding: 'utf8', stdio: 'pipe' })
    expect(output).toBe('')
  })

  test('is named by robots.txt', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${settings.siteUrl}/sitemap.xml`)
  })
})

test.describe('the sitemap page', () => {
  for (const locale of ['nb', 'en'] as const) {
    const pagePath = locale === 'nb' ? '/sidekart/' : '/en/sitemap/'
    test(`${pagePath} lists every section in its HTML, with no script and no request for the sitemap`, async ({
      browser,
    }) => {
      // The page is prerendered from the entries /sitemap.xml is written from: a visitor without
      // JavaScript (and a crawler) gets every link at once.
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      const requests: string[] = []
      page.on('request', (request) => requests.push(new URL(request.url()).pathname))
      const errors = watchConsole(page)
      await page.goto(pagePath)
      const full = page.getByTestId('sitemap-full')
      await expect(full).toBeVisible()
      expect(requests).not.toContain('/sitemap.xml')

      const section = (id: string) => full.locator(`[data-sitemap-section="${id}"] a`)
      await expect(section('services')).toHaveCount(serviceIds().length)
      const serviceHrefs = await section('services').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(serviceHrefs).not.toContain(locale === 'nb' ? '/tjenester/' : '/en/services/')
      await expect(section('plugins')).toHaveCount(3)
      await expect(section('blog')).toHaveCount(blogCategories.length + 1)
      await expect(section('posts')).toHaveCount(postsOf(locale).length)
      const columns = full.getByTestId('sitemap-post-columns').locator('ul')
      await expect(columns).toHaveCount(3)
      const sizes = await columns.evaluateAll((lists) => lists.map((l) => l.children.length))
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
      await expect(section('posts').first()).toHaveText(postsOf(locale)[0]!.title)
      for (const id of ['about', 'contact', 'privacy', 'sitemap', 'home', 'other']) {
        await expect(section(id).first()).toBeVisible()
      }
      const languages = page.getByTestId('sitemap-languages').getByRole('link')
      await expect(languages).toHaveCount(2)
      await expect(languages.filter({ hasText: locale === 'nb' ? 'Norsk' : 'English' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
