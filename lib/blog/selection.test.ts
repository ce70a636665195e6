import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { blogTeaserData, latestArticles, newestPosts } from './selection'
import { fixtureDir, pair, writePair } from './test-support/fixtures'

const dir = fixtureDir()
const posts = [
  pair({
    key: 'seo-a',
    nbSlug: 'seo-a',
    enSlug: 'seo-a',
    nbDate: '1. januar 2025',
    enDate: 'January 1, 2025',
    category: 'seo',
  }),
  pair({
    key: 'seo-b',
    nbSlug: 'seo-b',
    enSlug: 'seo-b',
    nbDate: '1. mars 2025',
    enDate: 'March 1, 2025',
    category: 'seo',
  }),
  pair({
    key: 'shop-a',
    nbSlug: 'butikk-a',
    enSlug: 'shop-a',
    nbDate: '5. mai 2025',
    enDate: 'May 5, 2025',
    category: 'ecommerce',
  }),
  pair({
    key: 'shop-b',
    nbSlug: 'butikk-b',
    enSlug: 'shop-b',
    nbDate: '6. juni 2024',
    enDate: 'June 6, 2024',
    category: 'ecommerce',
  }),
  pair({
    key: 'shop-c',
    nbSlug: 'butikk-c',
    enSlug: 'shop-c',
    nbDate: '7. juli 2025',
    enDate: 'July 7, 2025',
    category: 'ecommerce',
  }),
  pair({
    key: 'shop-d',
    nbSlug: 'butikk-d',
    enSlug: 'shop-d',
    nbDate: '8. august 2023',
    enDate: 'August 8, 2023',
    category: 'ecommerce',
  }),
  pair({
    key: 'misc-a',
    nbSlug: 'annet-a',
    enSlug: 'misc-a',
    nbDate: '9. september 2025',
    enDate: 'September 9, 2025',
    category: 'other',
  }),
]
for (const p of posts) writePair(dir, p)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('teaser selection', () => {
  it('shows the 3 newest posts of the whole blog, newest first', () => {
    expect(latestArticles('nb', dir).map((p) => p.slug)).toEqual(['annet-a', 'butikk-c', 'butikk-a'])
    expect(latestArticles('en', dir).map((p) => p.date)).toEqual(['September 9, 2025', 'July 7, 2025', 'May 5, 2025'])
  })

  it('shows the e-commerce category for blogs_ecommerce (online-store pages)', () => {
    const teaser = blogTeaserData('en', 'blogs_ecommerce', dir)
    expect(teaser.blogType).toBe('blogs_ecommerce')
    expect(teaser.posts.map((p) => p.slug)).toEqual(['shop-c', 'shop-a', 'shop-b'])
    expect(teaser.posts.every((p) => p.href.startsWith('/en/blog/e-commerce/'))).toBe(true)
    expect(teaser.viewAllHref).toBe('/en/blog/e-commerce/')
    expect(blogTeaserData('nb', 'blogs_ecommerce', dir).viewAllHref).toBe('/blogg/nettbutikker/')
  })

  it('shows fewer than 3 when the category has fewer', () => {
    expect(blogTeaserData('nb', 'blogs_SEO', dir).posts.map((p) => p.slug)).toEqual(['seo-b', 'seo-a'])
    expect(blogTeaserData('nb', 'blogs_Annet', dir).posts.map((p) => p.slug)).toEqual(['annet-a'])
  })

  it('gives no posts for a category without any, or an unknown type', () => {
    expect(blogTeaserData('nb', 'blogs_AI', dir).posts).toEqual([])
    expect(blogTeaserData('nb', 'blogs_Nope', dir).posts).toEqual([])
  })

  it('passes summaries only: no body reaches the browser', () => {
    const [first] = blogTeaserData('nb', 'blogs_ecommerce', dir).posts
    expect(first).not.toHaveProperty('html')
    expect(Object.keys(first!).sort()).toEqual(
      [
        'category',
        'cardImage',
        'date',
        'excerpt',
        'href',
        'image',
        'isoDate',
        'locale',
        'readingMinutes',
        'readingTime',
        'slug',
        'title',
      ].sort(),
    )
  })

  it('orders any list newest first and takes the count asked for', () => {
    const list = [
      { date: 'May 1, 2024', category: { id: 'seo' as const } },
      { date: 'May 3, 2024', category: { id: 'ai' as const } },
      { date: 'May 2, 2024', category: { id: 'seo' as const } },
    ]
    expect(newestPosts('en', list, 2).map((p) => p.date)).toEqual(['May 3, 2024', 'May 2, 2024'])
    expect(newestPosts('en', list, 3, 'seo').map((p) => p.date)).toEqual(['May 2, 2024', 'May 1, 2024'])
  })
})
