import { expect, test } from '@playwright/test'
import { blogCategories } from '../../content/blog/categories'
import { postsOf } from '../../lib/blog/posts'
import { blogImageWidths } from '../../content/blog/types'
import { newestPosts } from '../../lib/blog/selection'
import { sitePages } from '../../content/site/pages'
import { pathFor } from '../../content/site/routes'
import { settings } from '../../content/site/settings'
import { blogUi } from '../../content/strings/blog'
import { widgetUi } from '../../content/strings/widgets'
import { headOf, jsonLdOf, watchConsole } from './helpers'
import { servicePath } from '../../content/pages/services/links'

const absolute = (path: string) => `${settings.siteUrl}${path}`
const blogPages = sitePages().filter((p) => p.id === 'blog' || p.id === 'blogCategory' || p.id === 'blogPost')
/** The props of an island as the page carries them (components/islands/island.tsx). */
const islandProps = (html: string, name: string) =>
  JSON.parse(
    new RegExp(`data-island="${name}"[^>]*data-props="([^"]*)"`)
      .exec(html)![1]!
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&'),
  ) as Record<string, unknown>

test.describe('every blog page, in both languages', () => {
  for (const page of blogPages) {
    test(`${page.path} is served with its heading, head tags and feed link`, async ({ request }) => {
      const response = await request.get(page.path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const head = headOf(html)
      expect(head.lang).toBe(page.locale)
      expect(head.canonical).toBe(absolute(page.path))
      expect(html.match(/<h1[ >]/g)).toHaveLength(1)
      expect(html).toContain(
        `<link rel="alternate" type="application/rss+xml" title="${page.locale === 'nb' ? 'Bloggen til' : 'The'}`,
      )
      expect(html).toContain(`href="${pathFor('blog', page.locale)}rss.xml"`)
    })
  }
})

test.describe('a blog post', () => {
  for (const locale of ['nb', 'en'] as const) {
    for (const post of postsOf(locale)) {
      test(`${post.href} has BlogPosting data, breadcrumbs, reading time and its twin as alternate`, async ({
        request,
      }) => {
        const html = await (await request.get(post.href)).text()
        const [posting, breadcrumbs] = jsonLdOf(html)
        expect(posting).toMatchObject({
          '@type': 'BlogPosting',
          headline: post.title,
          datePublished: post.isoDate,
          inLanguage: locale,
          url: absolute(post.href),
          image: { width: post.image.width, height: post.image.height },
        })
        expect(breadcrumbs?.['@type']).toBe('BreadcrumbList')
        expect((breadcrumbs?.itemListElement as unknown[]).length).toBe(4)
        expect(html).toContain(`<nav aria-label="${locale === 'nb' ? 'Brødsmulesti' : 'Breadcrumb'}"`)
        expect(html).toMatch(locale === 'nb' ? /\d+ min lesetid/ : /\d+ min read/)
        const twin = pathFor('blogPost', locale === 'nb' ? 'en' : 'nb', post.twinParams[locale === 'nb' ? 'en' : 'nb'])
        expect(headOf(html).alternates[locale === 'nb' ? 'en' : 'nb']).toBe(absolute(twin))
      })

      test(`${post.href} has the player of its spoken summary where one says its text, and the audio file is served`, async ({
        request,
      }) => {
        const html = await (await request.get(post.href)).text()
        if (post.audioUrl === undefined) {
          // Written or reworded since its summary was made: no player until it is made again.
          expect(html).not.toContain('data-slot="audio-player"')
          return
        }
        expect(html).toContain('data-slot="audio-player"')
        expect(html).toContain(`aria-label="${widgetUi[locale].audio.player}: ${blogUi[locale].listen.label}"`)
        expect(islandProps(html, 'audio-player')).toMatchObject({ audioUrl: post.audioUrl, lang: locale })
        const audio = await request.get(post.audioUrl)
        expect(audio.status()).toBe(200)
        expect((await audio.body()).subarray(0, 4).toString('latin1')).toBe('OggS')
      })
    }
  }

  test('shows its hero image in AVIF and WebP, with size and alt text, and links the category', async ({ page }) => {
    const post = postsOf('en')[0]!
    const errors = watchConsole(page)
    await page.goto(post.href)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    const hero = page.locator('figure img')
    await expect(hero).toHaveAttribute('width', String(post.image.width))
    await expect(hero).toHaveAttribute('height', String(post.image.height))
    await expect(hero).toHaveAttribute('alt', post.image.alt)
    // The browser picks one of the rendered widths from the srcset for the hero's layout width.
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    const { current, candidates } = await hero.evaluate((img: HTMLImageElement) => ({
      current: new URL(img.currentSrc).pathname,
      candidates: [...img.closest('picture')!.querySelectorAll('source, img')].flatMap((el) =>
        (el.getAttribute('srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0]),
      ),
    }))
    expect(candidates).toContain(current)
    // Every rendering in both formats: a drawn cover's widths, or those made of the post's own image.
    const widths = post.cover ? post.image.srcset.webp.split(', ').length : blogImageWidths.list.length
    expect(candidates).toHaveLength(widths * 2)
    expect((await page.request.get(post.image.avif)).headers()['content-type']).toContain('image/avif')
    expect((await page.request.get(post.cardImage.webp)).status()).toBe(200)
    await expect(page.locator('figure figcaption')).toHaveText(post.caption)
    await expect(page.locator('[data-slot="blog-post-body"] h2').first()).toBeVisible()
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: post.category.name }).click()
    await expect(page).toHaveURL(pathFor('blogCategory', 'en', { category: post.category.slug }))
    expect(errors).toEqual([])
  })
})

test.describe('the spoken summary of a post', () => {
  // The newest post with a spoken summary in each language, whichever posts the blog holds.
  const cases = (['nb', 'en'] as const).map((locale) => postsOf(locale).find((post) => post.audioUrl)!)
  for (const post of cases) {
    test(`${post.href}: a visitor on a 320 px screen plays it with the keyboard`, async ({ page }) => {
      const { locale } = post
      const t = widgetUi[locale].audio
      const errors = watchConsole(page)
      await page.setViewportSize({ width: 320, height: 720 })
      await page.goto(post.href)
      const player = page.getByRole('group', { name: `${t.player}: ${blogUi[locale].listen.label}` })
      await expect(player).toBeVisible()
      await expect(page.getByText(blogUi[locale].listen.label, { exact: true })).toBeVisible()
      await expect(page.getByText(blogUi[locale].listen.note)).toBeVisible()
      // Between the header and the body, in the post's language.
      const header = await page.locator('article header').boundingBox()
      const figure = await page.locator('article figure').boundingBox()
      const box = (await player.boundingBox())!
      expect(box.y).toBeGreaterThan(header!.y + header!.height - 1)
      expect(box.y + box.height).toBeLessThan(figure!.y)
      expect(await player.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe(locale)
      await expect(page.locator('audio')).toHaveAttribute('src', post.audioUrl!)

      // The live player replaces the prerendered one; its play button is in the tab order.
      const play = player.getByRole('button', { name: t.play, exact: true })
      await expect(play).toBeEnabled()
      await play.focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      await expect(play).toBeFocused()
      await page.keyboard.press('Enter')
      const pause = player.getByRole('button', { name: t.pause, exact: true })
      await expect(pause).toBeFocused()
      await expect
        .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
        .toBeGreaterThan(0.5)
      // The time shown follows: some seconds played of a length that is known.
      await expect(player.getByTestId('audio-time')).toHaveText(/^00:(0[1-9]|[1-5]\d) \/ 00:[1-5]\d$/)
      await page.keyboard.press('Space')
      await expect(player.getByRole('button', { name: t.play, exact: true })).toBeFocused()
      expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true)

      // Nothing sticks out sideways on a narrow screen.
      expect(box.x + box.width).toBeLessThanOrEqual(320)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
      expect(errors).toEqual([])
    })
  }
})

test.describe('blog lists', () => {
  test('the index lists every post newest first, and the category links filter them', async ({ page }) => {
    await page.goto('/blogg/')
    const titles = page.getByTestId('post-title')
    await expect(titles).toHaveText(postsOf('nb').map((p) => p.title))
    const nav = page.getByRole('navigation', { name: 'Kategorier' })
    await expect(nav.getByRole('link')).toHaveCount(blogCategories.length + 1)
    await nav.getByRole('link', { name: 'Nettbutikker' }).click()
    await expect(page).toHaveURL('/blogg/nettbutikker/')
    await expect(titles).toHaveText(
      postsOf('nb')
        .filter((p) => p.category.id === 'ecommerce')
        .map((p) => p.title),
    )
    await expect(nav.getByRole('link', { name: 'Nettbutikker' })).toHaveAttribute('aria-current', 'page')
  })

  test('each language has an RSS feed with every post', async ({ request }) => {
    for (const locale of ['nb', 'en'] as const) {
      const response = await request.get(`${pathFor('blog', locale)}rss.xml`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('xml')
      const xml = await response.text()
      expect(xml).toContain(`<language>${locale}</language>`)
      const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1])
      expect(links).toEqual(postsOf(locale).map((p) => absolute(p.href)))
    }
  })
})

test.describe('the blog teaser', () => {
  // The online-store service pages show the e-commerce category.
  for (const locale of ['nb', 'en'] as const) {
    test(`shows the 3 newest e-commerce posts on the ${locale} online-store page`, async ({ page }) => {
      await page.goto(servicePath('starte-nettbutikk', locale))
      const teaser = page.locator('[data-slot="blog-teaser"]')
      const expected = newestPosts(locale, postsOf(locale), 3, 'ecommerce')
      await expect(teaser.getByTestId('post-title')).toHaveText(expected.map((p) => p.title))
    })
  }
})
