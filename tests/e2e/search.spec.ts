/**
 * Site search in both languages on the built site: Pagefind indexes per language (made after the
 * build), the search dialog from any page (keyboard only), the search page with the query in the
 * address, and what a visitor sees with no results or when the index cannot be loaded.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { postsOf } from '../../lib/blog/posts'
import { pathFor } from '../../content/site/routes'
import { searchStrings } from '../../content/strings/search'
import { searchIndexEntryFile, searchIndexWasmFile } from '../../content/site/search-index'
import { blogPageStrings } from '../../content/strings/blog'
import { searchAttribute } from '../../components/search/index-files'
import { axeViolations, watchConsole } from './helpers'
import { emulateSlowLink, emulateSlowPhone } from './mobile'
import { serviceDirectory } from '../../content/pages/services/directory'

// A page's first search loads Pagefind's index (its WebAssembly and 12-19 files). Beside the rest of
// the suite on a 2-core machine that once took longer than the default 5 s, so results get 15 s.
const expect = baseExpect.configure({ timeout: 15_000 })

const results = (page: Page) => page.locator('[data-slot="search-result"]')
const resultPaths = async (page: Page) =>
  (await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))) as string[]

test.describe('the search page', () => {
  test('finds a Norwegian post for a Norwegian query with another word form, and no English page', async ({ page }) => {
    const errors = watchConsole(page)
    // "nettbutikker" (plural) finds pages about "nettbutikk": the Norwegian index stems.
    await page.goto(`${pathFor('search', 'nb')}?q=nettbutikker`)
    await expect(results(page).first()).toBeVisible()
    const paths = await resultPaths(page)
    expect(paths.some((path) => path.startsWith('/blogg/nettbutikker/'))).toBe(true)
    expect(paths.every((path) => !path.startsWith('/en/'))).toBe(true)
    await expect(page.locator('[data-slot="search-result"] mark').first()).toBeVisible()
    expect(errors).toEqual([])
  })

  test('finds the English twin for the English query, and no Norwegian page', async ({ page }) => {
    // The newest English post, found by its title.
    const post = postsOf('en')[0]!
    await page.goto(`${pathFor('search', 'en')}?q=${encodeURIComponent(post.title)}`)
    await expect(results(page).first()).toBeVisible()
    const paths = await resultPaths(page)
    expect(paths).toContain(post.href)
    expect(paths.every((path) => path.startsWith('/en/'))).toBe(true)
  })

  test('narrows to a kind of page, and keeps the query in the address', async ({ page }) => {
    const t = searchStrings.en
    await page.goto(pathFor('search', 'en'))
    await page.getByRole('searchbox', { name: t.label }).fill('SEO')
    await expect(results(page).first()).toBeVisible()
    await expect(page).toHaveURL(/\?q=SEO$/)
    await page.getByRole('group', { name: t.filter }).getByText(t.kinds.blog, { exact: true }).click()
    await expect(page.getByTestId('search-status')).toHaveText(/result/)
    const paths = await resultPaths(page)
    expect(paths.length).toBeGreaterThan(0)
    expect(paths.every((path) => path.startsWith('/en/blog/'))).toBe(true)
  })

  test('quotes the text of each page it finds, never its furniture (meta, links to other posts)', async ({
    page,
    browser,
  }) => {
    // The query of a category name: each post of it names its category beside its date, and the
    // related posts below repeat it with theirs; only the post's own text may be quoted.
    await page.goto(`${pathFor('search', 'nb')}?q=nettbutikker`)
    await expect(results(page).first()).toBeVisible()
    const found = await results(page).evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href')!,
        excerpt: link.querySelector(':scope > span:last-child')?.textContent ?? '',
      })),
    )
    expect(found.length).toBeGreaterThan(0)
    const reader = await browser.newPage()
    // Letters and digits only: the index joins block elements with a full stop of its own.
    const squash = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '')
    for (const { href, excerpt } of found) {
      expect(excerpt, href).not.toContain(blogPageStrings.nb.backToBlog)
      expect(excerpt, href).not.toMatch(/\d{1,2}\. [a-zæøå]+ \d{4}/)
      await reader.goto(href)
      // The page's text as the index is told to take it: its main content less what is marked
      // for search to leave out.
      const body = await reader.evaluate(() => {
        const main = document.querySelector('[data-pagefind-body]')!.cloneNode(true) as HTMLElement
        // Pagefind also leaves out navigation, forms and code by itself.
        for (const ignored of main.querySelectorAll('[data-pagefind-ignore], nav, form, script, style, template, svg'))
          ignored.remove()
        return main.textContent ?? ''
      })
      expect(squash(body), `${href}: "${excerpt}"`).toContain(squash(excerpt))
    }
    await reader.close()
  })

  test('says there is nothing, and points to the contact page', async ({ page }) => {
    const t = searchStrings.nb
    await page.goto(`${pathFor('search', 'nb')}?q=zxqvwy`)
    await expect(page.getByTestId('search-status')).toHaveText(t.noResults('zxqvwy'))
    await expect(page.getByTestId('search-no-results').getByRole('link')).toHaveAttribute(
      'href',
      pathFor('contact', 'nb'),
    )
  })

  test('asks for words when the field is empty', async ({ page }) => {
    await page.goto(pathFor('search', 'en'))
    await expect(page.getByTestId('search-status')).toHaveText(searchStrings.en.empty)
    await page.getByRole('button', { name: searchStrings.en.submit, exact: true }).click()
    await expect(page.getByTestId('search-status')).toHaveText(searchStrings.en.empty)
    await expect(results(page)).toHaveCount(0)
  })

  test('says so clearly when the index cannot be loaded, and the page keeps working', async ({ page }) => {
    const t = searchStrings.en
    await page.route('**/pagefind/**', (route) => route.abort('failed'))
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(`${pathFor('search', 'en')}?q=SEO`)
    await expect(page.getByTestId('search-status')).toHaveText(t.failed)
    // The rest of the page still works: the menu opens.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByTestId('menu-button').click()
    await expect(page.getByTestId('mobile-menu')).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test('is a plain form without JavaScript, sending the query to the search page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(pathFor('search', 'nb'))
    const field = page.getByRole('searchbox')
    await field.fill('driftsavtale')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/sok\/\?q=driftsavtale$/)
    await expect(page.getByRole('link', { name: searchStrings.nb.noScript.sitemap })).toBeVisible()
    await context.close()
  })
})

/** Each read of a file of the search index in this page view, as the page's resource timing saw it. */
function indexReads(page: Page) {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.includes('/pagefind/'))
      .map(({ name, startTime, responseEnd, transferSize }) => {
        const url = new URL(name)
        return { path: url.pathname, address: url.pathname + url.search, startTime, responseEnd, transferSize }
      }),
  )
}

/**
 * Waits until the search has answered the whole query and shows its results. Until then the list
 * on screen may answer the first letters typed (a pause in typing under load starts a search), and
 * it is replaced when the answer to the last letter arrives, taking the focus of a result with it.
 */
async function resultsShown(scope: Locator): Promise<Locator> {
  await expect(scope.locator('[data-slot="search"]')).toHaveAttribute('data-state', 'results')
  const first = scope.locator('[data-slot="search-result"]').first()
  await expect(first).toBeVisible()
  return first
}

test.describe('the search dialog', () => {
  for (const locale of ['nb', 'en'] as const) {
    test(`opens with the keyboard from any page and leads to a result (${locale})`, async ({ page }) => {
      const errors = watchConsole(page)
      const t = searchStrings[locale]
      await page.goto(pathFor('services', locale))
      await expect(page.locator('html')).toHaveAttribute('data-islands', 'started')
      // Nothing of search is loaded before the visitor asks for it.
      const fetched = () =>
        page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/pagefind/')))
      expect(await fetched()).toBe(false)
      await page.keyboard.press('Control+k')
      const dialog = page.getByRole('dialog', { name: t.title })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('searchbox')).toBeFocused()
      // The name of a service: its page and the pages that link to it.
      await page.keyboard.type(serviceDirectory[0]!.name[locale])
      const first = await resultsShown(dialog)
      expect(await fetched()).toBe(true)
      await expect(page).toHaveURL(/\?q=/)
      await page.keyboard.press('ArrowDown')
      await expect(first).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(dialog.locator('[data-slot="search-result"]').nth(1)).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('ArrowUp')
      await expect(dialog.getByRole('searchbox')).toBeFocused()
      await page.keyboard.press('ArrowDown')
      const target = await first.getAttribute('href')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${target}$`))
      expect(errors).toEqual([])
    })
  }

  test("fetches Pagefind's script, the index's entry, its search code and its metadata at once, each over the network once, and no worker", async ({
    page,
  }) => {
    await page.goto(pathFor('services', 'nb'))
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'started')
    // On the slow phone's link, as a visitor's: from this machine's own server a file arrives in a
    // millisecond or two, sooner than a busy test machine starts the next request of the same go.
    await emulateSlowLink(page)
    await page.keyboard.press('Control+k')
    await page.keyboard.type('driftsavtale')
    await resultsShown(page.getByRole('dialog', { name: searchStrings.nb.title }))
    const fetched = await indexReads(page)
    // The index's metadata by the name the header's search link carries (written in by the build).
    const metaAddress = await page.getByTestId('search-button').getAttribute(searchAttribute)
    expect(metaAddress).toMatch(/^\/pagefind\/nb\/pagefind\.[\w-]+\.pf_meta$/)
    const metaFile = metaAddress!.split('/').at(-1)!
    const first = ['pagefind.js', searchIndexEntryFile, searchIndexWasmFile('nb'), metaFile].map((file) => ({
      file,
      reads: fetched.filter(({ path }) => path.endsWith(`/${file}`)),
    }))
    for (const { file, reads } of first) {
      // Asked for early and by Pagefind, at one address: once over the network, then from the cache.
      expect(reads, file).toHaveLength(2)
      expect(new Set(reads.map((read) => read.address)).size, file).toBe(1)
      expect(
        reads.filter((read) => read.transferSize > 0),
        file,
      ).toHaveLength(1)
    }
    // All went out together, before any of them had arrived.
    const sent = first.flatMap(({ reads }) => reads.map((read) => read.startTime))
    const arrived = first.flatMap(({ reads }) => reads.map((read) => read.responseEnd))
    const early = [...sent].sort((a, b) => a - b).slice(0, first.length)
    expect(Math.max(...early)).toBeLessThan(Math.min(...arrived))
    // The index's parts are named by their content and kept: nothing of the index is asked for twice.
    const parts = fetched.filter(({ path }) => /\.pf_(meta|index|fragment|filter)$/.test(path))
    expect(parts.length).toBeGreaterThan(0)
    expect(new Set(parts.map(({ path }) => path)).size).toBe(parts.filter((part) => part.transferSize > 0).length)
    expect(fetched.filter(({ path }) => path.includes('worker'))).toEqual([])
  })

  test('on a slow phone, asks for the index part the typed word needs before Pagefind can, and Pagefind reads it from the cache', async ({
    page,
  }) => {
    await page.goto(pathFor('services', 'nb'))
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'started')
    await emulateSlowPhone(page)
    // Pagefind learns which part of the index holds a word only from its metadata. Holding the
    // metadata back until the page has asked for the part shows that the page asked by itself,
    // whatever the order in which a busy CPU runs this page's script and Pagefind's. Chromium's
    // own interception holds it: Playwright's routing would turn the browser's cache off, and the
    // test needs the cache.
    const cdp = await page.context().newCDPSession(page)
    const held: string[] = []
    let metadataHeld = true
    cdp.on('Fetch.requestPaused', ({ requestId }) => {
      if (metadataHeld) held.push(requestId)
      else void cdp.send('Fetch.continueRequest', { requestId })
    })
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*.pf_meta', requestStage: 'Request' }] })
    const partAsked = page.waitForRequest((request) => request.url().endsWith('.pf_index'), { timeout: 30_000 })
    await page.keyboard.press('Control+k')
    await page.keyboard.type('driftsavtale')
    await partAsked.catch(() => {
      throw new Error('The page asked for no part of the index while Pagefind could not know which')
    })
    // The part may be asked for before Pagefind has even asked for its metadata (a page whose own
    // script runs first); either way Pagefind could not know the part. Its metadata request comes,
    // and is held, until the page has asked.
    await expect
      .poll(() => held.length, { message: 'the metadata was asked for, and held', timeout: 30_000 })
      .toBeGreaterThan(0)
    metadataHeld = false
    for (const requestId of held.splice(0)) await cdp.send('Fetch.continueRequest', { requestId })
    await resultsShown(page.getByRole('dialog', { name: searchStrings.nb.title }))
    const fetched = await indexReads(page)
    const parts = [...new Set(fetched.filter(({ path }) => path.endsWith('.pf_index')).map(({ path }) => path))]
    expect(parts).toHaveLength(1)
    const reads = fetched.filter(({ path }) => path === parts[0])
    // Asked for as the word was typed, before Pagefind knew of the part; Pagefind's own request
    // found it in the browser's cache.
    expect(reads).toHaveLength(2)
    const [early, pagefinds] = [...reads].sort((a, b) => a.startTime - b.startTime)
    expect(early!.transferSize).toBeGreaterThan(0)
    expect(pagefinds!.transferSize).toBe(0)
  })

  test('opens from the header search button, and focus goes back to it on close', async ({ page }) => {
    const t = searchStrings.nb
    await page.goto(pathFor('projects', 'nb'))
    const button = page.getByRole('link', { name: t.open, exact: true })
    await expect(button).toHaveAttribute('href', pathFor('search', 'nb'))
    await button.click()
    const dialog = page.getByRole('dialog', { name: t.title })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('searchbox')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await expect(page).toHaveURL(new RegExp(`${pathFor('projects', 'nb')}$`))
  })

  test("is one tap from a phone's header, and in the menu as a link to the search page", async ({ page }) => {
    const t = searchStrings.en
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(pathFor('services', 'en'))
    const button = page.getByTestId('search-button')
    await expect(button).toBeVisible()
    // The header's row still fits the narrowest phone: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await button.click()
    const dialog = page.getByRole('dialog', { name: t.title })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('searchbox')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.getByTestId('menu-button').click()
    const menu = page.getByTestId('mobile-menu')
    await menu.getByRole('link', { name: t.open, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${pathFor('search', 'en')}$`))
    await expect(page.getByRole('searchbox')).toBeVisible()
  })

  test('opens with / and closes with Escape, leaving the address as it was', async ({ page }) => {
    await page.goto(pathFor('about', 'en'))
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'started')
    await page.keyboard.press('/')
    const dialog = page.getByTestId('search-dialog')
    await expect(dialog).toBeVisible()
    await page.keyboard.type('SEO')
    await expect(page).toHaveURL(/\?q=SEO$/)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`${pathFor('about', 'en')}$`))
  })

  test('opens by itself with the query of a shared address', async ({ page }) => {
    await page.goto(`${pathFor('home', 'nb')}?q=lokal%20SEO`)
    const dialog = page.getByTestId('search-dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('searchbox')).toHaveValue('lokal SEO')
    await resultsShown(dialog)
  })

  for (const theme of ['light', 'dark'] as const) {
    test.describe(`in the ${theme} theme`, () => {
      test.use({ colorScheme: theme })
      test('has no axe violations, with results shown', async ({ page }) => {
        await page.goto(pathFor('home', 'en'))
        await expect(page.locator('html')).toHaveAttribute('data-islands', 'started')
        // Typed straight after the shortcut, before the dialog's code has arrived: nothing is lost.
        await page.keyboard.press('Control+k')
        await page.keyboard.type('SEO')
        await expect(page.getByRole('searchbox')).toHaveValue('SEO')
        const dialog = page.getByTestId('search-dialog')
        await resultsShown(dialog)
        const found = await axeViolations(page, 'search dialog', { include: '[data-testid="search-dialog"]' })
        expect(found).toEqual([])
      })
    })
  }
})
