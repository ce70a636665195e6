import { servicePages as loadServicePages } from '../../content/pages/services/services'
import { imageAsset } from '../../media-src/image-asset'
import { expect, test } from '@playwright/test'
import { sitePages } from '../../content/site/pages'
import { pathFor, routes } from '../../content/site/routes'
import { firstLoadScripts } from '../../scripts/quality/site-files'
import { settings } from '../../content/site/settings'
import { ui } from '../../content/strings/layout'
import { headOf, htmlEscaped } from './helpers'
import { servicePath } from '../../content/pages/services/links'
import { jobs } from '../../content/careers/jobs'

/** A service of content/services/, whichever comes first: its page in each language. */
const serviceId = Object.keys(loadServicePages())[0]!
const servicePaths = { nb: servicePath(serviceId, 'nb'), en: servicePath(serviceId, 'en') }

const pages = sitePages()
const absolute = (path: string) => `${settings.siteUrl}${path}`

test.describe('every page of the route table, in both languages', () => {
  for (const page of pages) {
    test(`${page.path} has its language and head tags`, async ({ request }) => {
      const response = await request.get(page.path)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('text/html')
      const head = headOf(await response.text())
      expect(head.lang).toBe(page.locale)
      expect(head.title).toMatch(new RegExp(`${settings.brandName}`))
      expect(head.description?.length ?? 0).toBeGreaterThan(30)
      expect(head.canonical).toBe(absolute(page.path))
      expect(head.ogTitle).toBe(head.title)
      expect(head.ogImage).toMatch(/^https?:\/\//)
      expect(head.ogLocale).toBe(page.locale === 'nb' ? 'nb_NO' : 'en_GB')
      expect(head.twitterCard).toBe('summary_large_image')
      if (routes[page.id].indexable) {
        expect(head.robots).toBeUndefined()
        const twin = pages.find(
          (p) => p.id === page.id && p.locale !== page.locale && p.twinParams === page.twinParams,
        )!
        const [nb, en] = page.locale === 'nb' ? [page, twin] : [twin, page]
        expect(head.alternates).toEqual({
          nb: absolute(nb.path),
          en: absolute(en.path),
          'x-default': absolute(nb.path),
        })
        // Reciprocal: the twin names this page back.
        const twinHead = headOf(await (await request.get(twin.path)).text())
        expect(twinHead.alternates[page.locale]).toBe(absolute(page.path))
      } else {
        expect(head.robots).toBe('noindex, follow')
        expect(head.alternates).toEqual({})
      }
    })
  }
})

test.describe('browsing the site', () => {
  test('the language switcher lands on the twin page', async ({ page }) => {
    await page.goto(servicePaths.nb)
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(servicePaths.en)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(servicePaths.nb)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb')
  })

  test('the language switcher follows translated slugs', async ({ page }) => {
    // A job whose slug differs between the languages.
    const job = jobs().find((candidate) => candidate.nb.slug !== candidate.en.slug)
    test.skip(!job, 'every job has the same slug in both languages')
    await page.goto(pathFor('job', 'en', { slug: job!.en.slug }))
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(pathFor('job', 'nb', { slug: job!.nb.slug }))
  })

  test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/en/')
    const html = page.locator('html')
    await expect(html).not.toHaveClass(/dark/)
    await page.getByTestId('theme-toggle').click()
    await expect(html).toHaveClass(/dark/)
    await page.reload()
    await expect(html).toHaveClass(/dark/)
    await page.getByTestId('theme-toggle').click()
    await expect(html).not.toHaveClass(/dark/)
  })

  test('the theme follows the system until the visitor chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/dark/)
  })

  test('the mobile menu opens as a dialog, traps focus and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en/')
    const button = page.getByTestId('menu-button')
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Projects' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await button.click()
    await dialog.getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveURL('/en/about/')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the mobile menu is HTML: it opens, keeps focus and closes with no script at all', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } })
    const page = await context.newPage()
    await page.goto('/tjenester/')
    const button = page.getByTestId('menu-button')
    await button.click()
    const dialog = page.getByRole('dialog', { name: ui.nb.header.menuTitle })
    await expect(dialog).toBeVisible()
    // Modal: the page behind it is inert. Tab goes round the menu's links and buttons (and out to
    // the browser's own controls, as a native modal dialog lets it), never to the page behind.
    const visited = new Set<string>()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      const where = await page.evaluate(() => {
        const active = document.activeElement
        if (!active || active === document.body) return 'outside the page'
        return active.closest('dialog') ? `menu: ${active.textContent}` : `page: ${active.outerHTML.slice(0, 80)}`
      })
      expect(where).not.toMatch(/^page:/)
      visited.add(where)
    }
    expect([...visited].filter((where) => where.startsWith('menu:')).length).toBeGreaterThan(5)
    await dialog.getByRole('button', { name: ui.nb.header.closeMenu }).click()
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await context.close()
  })

  test('the mobile menu closes on a tap outside it, and its contact button opens the contact dialog over the page', async ({
    page,
  }) => {
    // A tablet: the menu button is there, and the panel (26rem) leaves a strip of backdrop beside it.
    await page.setViewportSize({ width: 700, height: 900 })
    await page.goto('/en/services/')
    const button = page.getByTestId('menu-button')
    await button.click()
    const menu = page.getByRole('dialog', { name: ui.en.header.menuTitle })
    await expect(menu).toBeVisible()
    await page.mouse.click(20, 450)
    await expect(menu).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'started')
    await button.click()
    await menu.getByRole('link', { name: ui.en.header.getQuote }).click()
    await expect(menu).toBeHidden()
    const contact = page.getByTestId('contact-dialog')
    await expect(contact).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(contact).toBeHidden()
    await expect(button).toBeFocused()
    await expect(page).toHaveURL('/en/services/')
  })

  test('the header needs no framework: the menu and the theme toggle load no script', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/en/about/')
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'started')
    const atLoad = scripts.length
    await page.getByTestId('theme-toggle').click()
    await page.getByTestId('menu-button').click()
    await expect(page.getByRole('dialog', { name: ui.en.header.menuTitle })).toBeVisible()
    await page.keyboard.press('Escape')
    expect(scripts.slice(atLoad)).toEqual([])
  })

  test('a skip link leads to the main content', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Hopp til hovedinnholdet' })
    await expect(skip).toBeFocused()
    await skip.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })
})

test.describe('the server', () => {
  test('redirects a page address without its trailing slash, keeping the query', async ({ request }) => {
    const response = await request.get('/en/services?ref=ad', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/en/services/?ref=ad')
  })

  test('answers an unknown Norwegian path with a Norwegian 404 page', async ({ request }) => {
    const response = await request.get('/finnes-ikke/')
    expect(response.status()).toBe(404)
    const head = headOf(await response.text())
    expect(head.lang).toBe('nb')
    expect(head.title).toContain('Siden finnes ikke')
    expect(head.robots).toBe('noindex, follow')
  })

  test('answers an unknown English path with an English 404 page', async ({ page }) => {
    const response = await page.goto('/en/does-not-exist/')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL('/en/')
  })

  test('serves hashed assets as immutable and pages as revalidated, compressed', async ({ request }) => {
    const html = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(html.headers()['cache-control']).toContain('must-revalidate')
    expect(html.headers()['content-encoding']).toBe('br')
    // The page's script: its entry, which holds the islands runtime, and any module it imports.
    const assets = firstLoadScripts(await html.text()).files
    expect(assets.length).toBeGreaterThan(0)
    const scripts = await Promise.all(
      assets.map((asset) => request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } })),
    )
    for (const script of scripts) {
      expect(script.headers()['cache-control']).toContain('immutable')
      expect(script.headers()['content-type']).toContain('javascript')
    }
    // Files under 512 bytes are not precompressed (scripts/postbuild.ts); the rest are served gzipped.
    expect(scripts.some((script) => script.headers()['content-encoding'] === 'gzip')).toBe(true)
  })

  test('answers a conditional request for an unchanged page with 304', async ({ request }) => {
    const first = await request.get('/en/')
    const lastModified = first.headers()['last-modified']
    expect(lastModified).toBeTruthy()
    const second = await request.get('/en/', { headers: { 'If-Modified-Since': lastModified! } })
    expect(second.status()).toBe(304)
  })

  test('answers a matching entity tag with 304, and HEAD with the headers only', async ({ request }) => {
    const first = await request.get('/en/services/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(first.headers().vary).toBe('Accept-Encoding')
    const etag = first.headers().etag
    expect(etag).toBeTruthy()
    const again = await request.get('/en/services/', { headers: { 'If-None-Match': etag! } })
    expect(again.status()).toBe(304)
    expect(await again.body()).toHaveLength(0)
    const head = await request.head('/en/services/', { headers: { 'Accept-Encoding': 'identity' } })
    expect(head.status()).toBe(200)
    expect(head.headers()['content-type']).toBe('text/html; charset=utf-8')
    expect(Number(head.headers()['content-length'])).toBe((await first.body()).length)
  })

  test('asks for the stylesheet and the font first, draws its hero in the HTML, and loads one small script', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(servicePaths.nb)).text()
    // The page is HTML with islands: its only script is the islands runtime, loaded async; no
    // framework, no page data and no preloads of code the visitor may never need. Should the
    // runtime's file import others, they are preloaded beside it.
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    expect(scripts).toHaveLength(1)
    expect(scripts[0]![0]).toMatch(/type="module"/)
    expect(scripts[0]![0]).toMatch(/\basync\b/)
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]!)
    expect(html).not.toContain('vike_pageContext')
    // The hero is the service's own illustration (a drawing of content/media/services/), drawn in
    // the HTML itself: nothing to preload, nothing to wait for before it paints.
    const illustration = loadServicePages()[serviceId]!.nb.illustration
    expect(html).toMatch(
      new RegExp(
        `<svg [^>]*data-drawing="${imageAsset(illustration.image).hash}"[^>]*aria-label="${htmlEscaped(illustration.alt).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`,
      ),
    )
    expect(html).not.toMatch(/<link rel="preload" as="image"/)
    expect(html).toMatch(/<link rel="preload" href="[^"]+\.woff2" as="font"/)

    await page.goto(servicePaths.nb)
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'started')
    // Nothing has hydrated: React is not among the scripts the page has fetched.
    const fetched = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' || /\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
    )
    // Every script the page fetched by itself was named in its HTML: the entry and its preloaded
    // imports, each asked for before the entry had arrived. An import the HTML did not announce
    // would be requested only once the entry was in, a round trip that on a slow phone moves the
    // runtime's work after the first paint.
    expect(fetched.map((entry) => entry.path).sort()).toEqual([scripts[0]![1], ...preloads].sort())
    const entry = fetched.find(({ path }) => path === scripts[0]![1])!
    for (const chunk of fetched.filter(({ path }) => preloads.includes(path))) {
      expect(chunk.start, chunk.path).toBeLessThan(entry.end)
    }
    await expect(page.locator('[data-hydrated]')).toHaveCount(0)
  })

  test('has a health check', async ({ request }) => {
    const response = await request.get('/healthz')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })

  test('sends security headers with pages', async ({ request }) => {
    const headers = (await request.get('/')).headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })
})
