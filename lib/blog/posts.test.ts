import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blogCategories } from '../../content/blog/categories'
import { readBlog } from './posts'
import { fixtureDir, pair, postFile, writePair, writePost } from './test-support/fixtures'

const dirs: string[] = []
function tempDir() {
  const dir = fixtureDir()
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const seo = pair({
  key: 'what-is-seo',
  nbSlug: 'hva-er-seo',
  enSlug: 'what-is-seo',
  nbDate: '12. mars 2025',
  enDate: 'March 12, 2025',
  category: 'seo',
})
const woo = pair({
  key: 'woocommerce',
  nbSlug: 'woocommerce',
  enSlug: 'woocommerce',
  nbDate: '18. februar 2025',
  enDate: 'February 18, 2025',
  category: 'ecommerce',
})

describe('the blog loader', () => {
  it('pairs twins and gives each post its own and its twin’s address', () => {
    const dir = tempDir()
    writePair(dir, seo)
    writePair(dir, woo)
    const blog = readBlog(dir)
    expect(blog.posts.nb.map((p) => p.href)).toEqual(['/blogg/seo/hva-er-seo/', '/blogg/nettbutikker/woocommerce/'])
    expect(blog.posts.en.map((p) => p.href)).toEqual(['/en/blog/seo/what-is-seo/', '/en/blog/e-commerce/woocommerce/'])
    expect(blog.posts.en[1]!.twinParams).toEqual({
      nb: { category: 'nettbutikker', slug: 'woocommerce' },
      en: { category: 'e-commerce', slug: 'woocommerce' },
    })
  })

  it('renders the body to HTML with heading ids, counts words and reading time', () => {
    const dir = tempDir()
    writePair(dir, seo)
    const post = readBlog(dir).posts.nb[0]!
    expect(post.html).toContain('<h2 id="forste-del">Første del</h2>')
    expect(post.html).toContain('<a href="/tjenester/">annet punkt</a>')
    expect(post.words).toBeGreaterThan(250)
    expect(post.readingMinutes).toBe(Math.ceil(post.words / 200))
    expect(post.image).toEqual({
      webp: '/media/blog/what-is-seo.webp',
      avif: '/media/blog/what-is-seo.avif',
      width: 1280,
      height: 854,
      alt: 'Illustrasjon til innlegget',
      srcset: {
        webp: '/media/blog/what-is-seo-480.webp 480w, /media/blog/what-is-seo-800.webp 800w, /media/blog/what-is-seo.webp 1280w',
        avif: '/media/blog/what-is-seo-480.avif 480w, /media/blog/what-is-seo-800.avif 800w, /media/blog/what-is-seo.avif 1280w',
      },
    })
    expect(post.cardImage.width).toBe(640)
    expect(post.cardImage.srcset.webp).toMatch(/-320\.webp 320w, .*-480\.webp 480w, .*\.webp 640w$/)
  })

  it('fails with the file name when a field is bad', () => {
    const dir = tempDir()
    writePair(dir, seo)
    writePost(dir, 'nb', { ...woo[0], date: 'snart' })
    expect(() => readBlog(dir)).toThrow(/nb\/woocommerce\.md[\s\S]*date: must read like "12\. mars 2025"/)
  })

  it('fails with the file name when the front matter is not YAML', () => {
    const dir = tempDir()
    writePair(dir, seo)
    writeFileSync(path.join(dir, 'en', 'broken.md'), '---\ntitle: "open\n---\nBody\n')
    expect(() => readBlog(dir)).toThrow(/en\/broken\.md/)
  })

  it('fails when a body has its own level-1 heading', () => {
    const dir = tempDir()
    writePost(dir, 'nb', seo[0], '# Egen tittel\n\nTekst.')
    writePost(dir, 'en', seo[1])
    expect(() => readBlog(dir)).toThrow(/hva-er-seo\.md[\s\S]*level-1 heading/)
  })

  it('fails when twins have different dates', () => {
    const dir = tempDir()
    writePost(dir, 'nb', seo[0])
    writePost(dir, 'en', { ...seo[1], date: 'March 13, 2025' })
    expect(() => readBlog(dir)).toThrow(/what-is-seo\.md: date 2025-03-13 differs from its twin/)
  })

  it('leaves out a post whose twin is not written yet, with a warning', () => {
    const dir = tempDir()
    writePair(dir, seo)
    writePost(dir, 'nb', woo[0])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const blog = readBlog(dir)
    expect(blog.posts.nb).toHaveLength(1)
    expect(blog.unpaired).toEqual([expect.stringContaining('woocommerce.md')])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no twin'))
  })

  it('writes files readable by the loader', () => {
    expect(postFile({ title: 'A' }, 'Body')).toBe('---\ntitle: "A"\n---\n\nBody\n')
  })
})

describe('the real blog (content/blog/posts)', () => {
  const blog = readBlog()

  it('has every post in both languages', () => {
    expect(blog.unpaired).toEqual([])
    expect(blog.posts.nb.length).toBe(blog.posts.en.length)
  })

  it('has at least two posts per category in each language', () => {
    for (const category of blogCategories) {
      for (const locale of ['nb', 'en'] as const) {
        const count = blog.posts[locale].filter((p) => p.category.id === category.id).length
        expect(count, `${locale} ${category.id}`).toBeGreaterThanOrEqual(2)
      }
    }
  })

  it('has posts of at least 400 words with ## headings', () => {
    for (const post of [...blog.posts.nb, ...blog.posts.en]) {
      expect(post.words, post.file).toBeGreaterThanOrEqual(400)
      expect(post.html, post.file).toMatch(/<h2 /)
    }
  })

  it('includes the SEO, WooCommerce and LiteSpeed posts at their fixed addresses in both languages', () => {
    const paths = [...blog.posts.nb, ...blog.posts.en].map((p) => p.href)
    for (const example of [
      '/blogg/seo/hva-er-seo/',
      '/blogg/seo/lokal-seo/',
      '/blogg/nettbutikker/woocommerce/',
      '/blogg/annet/litespeed-server/',
      '/en/blog/seo/what-is-seo/',
      '/en/blog/seo/local-seo/',
      '/en/blog/e-commerce/woocommerce/',
      '/en/blog/misc/litespeed-server/',
    ]) {
      expect(paths).toContain(example)
    }
  })
})
