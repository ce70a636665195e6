import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blogCategories } from '../../content/blog/categories'
import { pathFor } from '../../content/site/routes'
import { loadError } from '../../tests/support/content-copy'
import { minPostWords } from './front-matter'
import { readBlog } from './posts'
import { fixtureDir, pair, postFile, withCover, writePair, writePhoto, writePost } from './test-support/fixtures'
import { widthsFor } from '../../media-src/variants'

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

describe('a post with its own image (`cover`)', () => {
  /** A content folder: the posts under blog/posts, their images under media. */
  function contentFolder() {
    const root = tempDir()
    return { root, posts: path.join(root, 'blog/posts') }
  }

  it('takes its list and card images from the image, under /assets/media/ at the image’s size', async () => {
    const { root, posts } = contentFolder()
    await writePhoto(root, 'media/blog/what-is-seo.jpg', 1600, 1000)
    writePair(posts, withCover(seo, 'media/blog/what-is-seo.jpg'))
    writePair(posts, woo)
    const previous = process.env.CONTENT_DIR
    process.env.CONTENT_DIR = root
    let blog
    try {
      blog = readBlog(posts)
    } finally {
      if (previous === undefined) delete process.env.CONTENT_DIR
      else process.env.CONTENT_DIR = previous
    }
    for (const locale of ['nb', 'en'] as const) {
      const [post, drawn] = blog.posts[locale]
      expect(post!.cover).toBe('media/blog/what-is-seo.jpg')
      const file = (width: number, format: string) =>
        expect.stringMatching(new RegExp(`^/assets/media/blog-what-is-seo-[0-9a-f]{8}-${width}\\.${format}$`))
      for (const image of [post!.image, post!.cardImage]) {
        expect(image).toEqual({
          webp: file(1600, 'webp'),
          avif: file(1600, 'avif'),
          width: 1600,
          height: 1000,
          alt: locale === 'nb' ? 'Illustrasjon til innlegget' : 'Illustration for the post',
          srcset: { webp: expect.any(String), avif: expect.any(String) },
        })
        expect(image.srcset.avif.split(', ').map((entry) => entry.split(' ')[1])).toEqual(
          widthsFor(1600).map((width) => `${width}w`),
        )
        expect(image.srcset.webp).toMatch(/^\/assets\/media\/blog-what-is-seo-[0-9a-f]{8}-480\.webp 480w, /)
        expect(image.srcset.webp).toContain(`${image.webp} 1600w`)
      }
      // A post without one keeps its drawn cover.
      expect(drawn!.image.webp).toBe('/media/blog/woocommerce.webp')
      expect(drawn).not.toHaveProperty('cover')
    }
    // One picture for both languages: only the alt text is the twin's own.
    expect({ ...blog.posts.nb[0]!.image, alt: '' }).toEqual({ ...blog.posts.en[0]!.image, alt: '' })
  })

  it('fails naming the file and the field when the image is not there', () => {
    const { root, posts } = contentFolder()
    writePair(posts, withCover(seo, 'media/blog/nowhere.jpg'))
    expect(() => readBlog(posts, { root })).toThrow(
      /nb\/hva-er-seo\.md: invalid front matter\n {2}- cover: expected an image at .*media\/blog\/nowhere\.jpg, found no file there\n/,
    )
  })

  it('fails naming the file and the field when the twins name different images, or one names none', async () => {
    const { root, posts } = contentFolder()
    await writePhoto(root, 'media/blog/what-is-seo.jpg', 1200, 800)
    await writePhoto(root, 'media/blog/seo-en.jpg', 1200, 800)
    const [nb, en] = withCover(seo, 'media/blog/what-is-seo.jpg')
    writePost(posts, 'nb', nb)
    writePost(posts, 'en', { ...en, cover: 'media/blog/seo-en.jpg' })
    expect(() => readBlog(posts, { root })).toThrow(
      /en\/what-is-seo\.md: cover: "media\/blog\/seo-en\.jpg" differs from its twin .*nb\/hva-er-seo\.md's \("media\/blog\/what-is-seo\.jpg"\)/,
    )
    writePost(posts, 'en', seo[1])
    expect(() => readBlog(posts, { root })).toThrow(
      /en\/what-is-seo\.md: cover: none differs from its twin .*nb\/hva-er-seo\.md's \("media\/blog\/what-is-seo\.jpg"\)/,
    )
  })

  it(`fails naming the file when a post's body is under ${minPostWords} words, or has no ## heading`, () => {
    const dir = tempDir()
    // "## Kort" counts its word too: 399 words in all.
    writePost(
      dir,
      'nb',
      seo[0],
      ['## Kort', '', Array.from({ length: minPostWords - 2 }, () => 'ord').join(' ')].join('\n'),
    )
    writePost(dir, 'en', seo[1], Array.from({ length: minPostWords }, () => 'word').join(' '))
    const message = loadError(() => readBlog(dir), 'the blog')
    expect(message).toMatch(
      new RegExp(
        `nb/hva-er-seo\\.md: invalid front matter\n {2}- body: expected at least ${minPostWords} words, got ${minPostWords - 1}`,
      ),
    )
    expect(message).toMatch(
      /en\/what-is-seo\.md: invalid front matter\n {2}- body: expected at least one section heading written ## Heading, got none/,
    )
    expect(message).not.toMatch(/what-is-seo\.md: .*\n {2}- body: expected at least \d+ words/)
  })

  it('fails naming the file when a post has neither its own image nor the files of a drawn cover', () => {
    const { root, posts } = contentFolder()
    const { imgSrc_List: _list, imgSrc_Card: _card, ...bare } = seo[0]
    writePost(posts, 'nb', bare)
    writePost(posts, 'en', seo[1])
    expect(() => readBlog(posts, { root })).toThrow(
      /nb\/hva-er-seo\.md: invalid front matter\n {2}- imgSrc_List: is missing: give the post its own image in `cover`, or name its drawn cover here\n {2}- imgSrc_Card: is missing/,
    )
  })
})

describe('the real blog (content/blog/posts)', () => {
  const blog = readBlog()

  it('has every post in both languages', () => {
    expect(blog.unpaired).toEqual([])
    expect(blog.posts.nb.length).toBe(blog.posts.en.length)
  })

  it('has as many posts of each category in both languages', () => {
    expect(blog.posts.nb.length).toBeGreaterThan(0)
    for (const category of blogCategories) {
      const count = (locale: 'nb' | 'en') => blog.posts[locale].filter((p) => p.category.id === category.id).length
      expect(count('en'), category.id).toBe(count('nb'))
    }
    const known = blogCategories.map((category) => category.id)
    for (const post of [...blog.posts.nb, ...blog.posts.en]) expect(known, post.file).toContain(post.category.id)
  })

  it("passes the loader's rules: every post read, none left out", () => {
    expect(() => readBlog()).not.toThrow()
    expect(blog.posts.nb.length + blog.posts.en.length).toBeGreaterThan(0)
  })

  it("gives every post the address of its category and slug, and its twin's in the other language", () => {
    for (const locale of ['nb', 'en'] as const) {
      const other = locale === 'nb' ? 'en' : 'nb'
      for (const post of blog.posts[locale]) {
        expect(post.href, post.file).toBe(
          pathFor('blogPost', locale, { category: post.category.slug, slug: post.slug }),
        )
        expect(post.twinParams[locale], post.file).toEqual({ category: post.category.slug, slug: post.slug })
        const twin = pathFor('blogPost', other, post.twinParams[other])
        expect(
          blog.posts[other].map((p) => p.href),
          post.file,
        ).toContain(twin)
      }
    }
    const paths = [...blog.posts.nb, ...blog.posts.en].map((p) => p.href)
    expect(new Set(paths).size).toBe(paths.length)
  })
})
