/**
 * Consent and conversion tracking on the site built with a Google Ads account (tests/e2e/ads-site.ts):
 * no tag before consent, Consent Mode v2 updates, and the plugin page's conversions.
 * The tag script is answered by a fake that only records that it loaded; the conversions are read
 * from the page's own gtag queue (`window.dataLayer`), which is what gtag.js would consume.
 */
import { expect, test, type Page } from '@playwright/test'
import { settings } from '../../content/site/settings'
import { consentUi } from '../../content/strings/consent'
import { consentStorageKey } from '../../components/widgets/consent/consent-store'
import { pathFor } from '../../content/site/routes'
import { conversionValueNok, tagOrigin as tagHost } from '../../components/widgets/consent/google-ads'
import { adsAccount } from './ads-site'

type Entry = unknown[]
const queue = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)) as Entry[])
const conversions = async (page: Page) =>
  (await queue(page)).filter((entry) => entry[0] === 'event' && entry[1] === 'conversion').map((entry) => entry[2])

/** Every request the page makes to the tag's host, from now on. */
function recordTagRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(tagHost)) urls.push(request.url())
  })
  return urls
}

test.beforeEach(async ({ context }) => {
  await context.route(`${tagHost}/**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__fakeTagLoads = (window.__fakeTagLoads || 0) + 1' }),
  )
  // The shop and the download open in new tabs; answer them here instead of the internet.
  for (const url of [settings.plugin.proShopUrl, settings.plugin.freeDownloadUrl]) {
    await context.route(url, (route) => route.fulfill({ contentType: 'text/html', body: '<title>external</title>' }))
  }
})

test('no tag before consent; after accepting, the plugin buttons report their conversions (nb)', async ({ page }) => {
  const t = consentUi.nb
  const tagRequests = recordTagRequests(page)
  await page.goto(pathFor('pluginTts', 'nb'))
  const banner = page.getByRole('region', { name: t.title })
  await expect(banner).toBeVisible()
  expect(tagRequests).toEqual([])
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()

  const tagLoaded = page.waitForRequest((request) => request.url().startsWith(`${tagHost}/gtag/js`))
  await banner.getByRole('button', { name: t.accept }).click()
  expect((await tagLoaded).url()).toBe(`${tagHost}/gtag/js?id=${adsAccount.id}`)
  await expect(banner).toBeHidden()
  await expect.poll(() => page.evaluate(() => (window as { __fakeTagLoads?: number }).__fakeTagLoads)).toBe(1)
  const entries = await queue(page)
  expect(entries[0]).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'denied' })])
  expect(entries).toContainEqual([
    'consent',
    'update',
    { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
  ])
  expect(entries).toContainEqual(['config', adsAccount.id])

  // The bindings come about a second after the tag starts: the demo button (a link to the
  // video on this page) is pressed until its conversion is reported, exactly once.
  const demo = page.locator('[data-track="demo"]')
  await expect
    .poll(
      async () => {
        await demo.click()
        return (await conversions(page)).length
      },
      { intervals: [250], timeout: 10_000 },
    )
    .toBe(1)
  expect(await conversions(page)).toEqual([{ send_to: `${adsAccount.id}/${adsAccount.labels.demo}` }])

  const shop = page.waitForEvent('popup')
  await page.locator('[data-track="pro"]').first().click()
  expect((await shop).url()).toBe(settings.plugin.proShopUrl)
  expect((await conversions(page))[1]).toEqual({
    send_to: `${adsAccount.id}/${adsAccount.labels.pro}`,
    value: conversionValueNok.pro,
    currency: 'NOK',
  })

  const download = page.waitForEvent('popup')
  await page.locator('[data-track="free"]').click()
  expect((await download).url()).toBe(settings.plugin.freeDownloadUrl)
  expect((await conversions(page))[2]).toEqual({
    send_to: `${adsAccount.id}/${adsAccount.labels.free}`,
    value: conversionValueNok.free,
    currency: 'NOK',
  })
  // The free download opened once, in the new tab only: this page stayed where it was.
  await expect(page).toHaveURL(new RegExp(`${pathFor('pluginTts', 'nb')}#intro$`))

  // The choice holds on the next page: no banner, and the tag starts again.
  const again = page.waitForRequest((request) => request.url().startsWith(`${tagHost}/gtag/js`))
  await page.goto(pathFor('home', 'nb'))
  await again
  await expect(page.getByRole('region', { name: t.title })).toHaveCount(0)
})

test('declining loads no tag and reports nothing; the footer reopens the choice (en)', async ({ page }) => {
  const t = consentUi.en
  const tagRequests = recordTagRequests(page)
  await page.goto(pathFor('pluginTts', 'en'))
  const banner = page.getByRole('region', { name: t.title })
  await banner.getByRole('button', { name: t.reject }).click()
  await expect(banner).toBeHidden()

  const shop = page.waitForEvent('popup')
  await page.locator('[data-track="pro"]').first().click()
  await shop
  await page.reload()
  await expect(page.getByRole('region', { name: t.title })).toHaveCount(0)
  expect(tagRequests).toEqual([])
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()

  // Cookie settings in the footer: the banner comes back with focus on its heading.
  await page.getByRole('button', { name: t.settings }).click()
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('heading', { name: t.title })).toBeFocused()
  const tagLoaded = page.waitForRequest((request) => request.url().startsWith(`${tagHost}/gtag/js`))
  await banner.getByRole('button', { name: t.accept }).click()
  await tagLoaded
  expect(await page.evaluate((key) => localStorage.getItem(key), consentStorageKey)).toBe('granted')
})
