import { expect, test } from '@playwright/test'
import { blogCategories } from '../../content/blog/categories'
import { postsOf } from '../../content/blog/posts'
import { newestPosts } from '../../content/blog/selection'
import { sitePages } from '../../content/pages'
import { pathFor } from '../../content/routes'
import { settings } from '../../content/settings'
import { headOf, watchConsole } from './helpers'

const absolute = (path: string) => `${settings.siteUrl}${path}`
const blogPages = sitePages().filter((p) => p.id === 'blog' || p.id === 'blogCategory' || p.id === 'blogPost')
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const value = JSON.parse(m[1]!) as unknown
    return Array.isArray(value) ? value : [value]
  }) as Record<string, unknown>[]

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
        const [posting, breadcrumbs] = jsonLd(html)
        expect(posting).toMatchObject({
          '@type': 'BlogPosting',
          headline: post.title,
          datePublished: post.isoDate,
          inLanguage: locale,
          url: absolute(post.href),
          image: { width: 1280, height: 854 },
        })
        expect(breadcrumbs?.['@type']).toBe('BreadcrumbList')
        expect((breadcrumbs?.itemListElement as unknown[]).length).toBe(4)
        expect(html).toContain(`<nav aria-label="${locale === 'nb' ? 'Brødsmulesti' : 'Breadcrumb'}"`)
        expect(html).toMatch(locale === 'nb' ? /\d+ min lesetid/ : /\d+ min read/)
        const twin = pathFor('blogPost', locale === 'nb' ? 'en' : 'nb', post.twinParams[locale === 'nb' ? 'en' : 'nb'])
        expect(headOf(html).alternates[locale === 'nb' ? 'en' : 'nb']).toBe(absolute(twin))
      })
    }
  }

  test('shows its hero image in AVIF and WebP, with size and alt text, and links the category', async ({ page }) => {
    const post = postsOf('en')[0]!
    const errors = watchConsole(page)
    await page.goto(post.href)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    const hero = page.locator('figure img')
    await expect(hero).toHaveAttribute('width', '1280')
    await expect(hero).toHaveAttribute('height', '854')
    await expect(hero).toHaveAttribute('alt', post.image.alt)
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280)
    expect((await page.request.get(post.image.avif)).headers()['content-type']).toContain('image/avif')
    expect((await page.request.get(post.cardImage.webp)).status()).toBe(200)
    await expect(page.locator('figure figcaption')).toHaveText(post.caption)
    await expect(page.locator('[data-slot="blog-post-body"] h2').first()).toBeVisible()
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: post.category.name }).click()
    await expect(page).toHaveURL(pathFor('blogCategory', 'en', { category: post.category.slug }))
    expect(errors).toEqual([])
  })
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
  // The online-store service pages show the e-commerce category (spec section 2).
  for (const locale of ['nb', 'en'] as const) {
    test(`shows the 3 newest e-commerce posts on the ${locale} online-store page`, async ({ page }) => {
      await page.goto(pathFor('serviceOnlineStore', locale))
      const teaser = page.locator('[data-slot="blog-teaser"]')
      const expected = newestPosts(locale, postsOf(locale), 3, 'ecommerce')
      await expect(teaser.getByTestId('post-title')).toHaveText(expected.map((p) => p.title))
    })
  }
})
