import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { blogCategories } from '../content/blog/categories'
import { locales } from '../content/site/locales'
import { postsOf } from '../lib/blog/posts'
import { coverMotif, coverPalettes, covers, coverSvg, postsWithoutCover } from './blog-covers'

const posts = locales.flatMap((locale) => postsOf(locale))
/** One post per translation key: twins share a cover. */
const keyed = [...new Map(posts.map((post) => [post.translationKey, post])).values()]
/** The posts whose cover is drawn: those that bring no image of their own (`cover`). */
const originals = keyed.filter((post) => post.cover === undefined)

/** A cover rendered small, as its RGB values, to compare what a reader sees. */
async function pixels(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(96, 64).removeAlpha().raw().toBuffer()
}

/** The mean difference of two renderings, per colour channel, from 0 (the same) to 255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!)
  return sum / a.length
}

describe('the blog covers', () => {
  it('are drawn for every post without an image of its own (draw one in scripts/blog-covers.ts `covers`, or give the post a `cover`)', () => {
    expect(keyed.length).toBeGreaterThan(0)
    expect(postsWithoutCover(posts).map((post) => post.file)).toEqual([])
  })

  it('count a post with an image of its own as covered, and a post with neither as not', () => {
    const post = { translationKey: 'a-post-not-drawn', file: 'content/blog/posts/en/a-post-not-drawn.md' }
    expect(postsWithoutCover([{ ...post, cover: 'media/blog/a-post-not-drawn.jpg' }])).toEqual([])
    expect(postsWithoutCover([post]).map((p) => p.file)).toEqual([post.file])
    expect(postsWithoutCover([{ ...post, translationKey: Object.keys(covers)[0]! }])).toEqual([])
  })

  it('are one picture for both languages of a post, named by the same files', () => {
    for (const post of posts) {
      const twin = keyed.find((other) => other.translationKey === post.translationKey)!
      expect(post.cover, post.file).toBe(twin.cover)
      expect(coverSvg(post), post.file).toBe(coverSvg(twin))
      expect(post.image.webp, post.file).toBe(twin.image.webp)
      expect(post.cardImage.webp, post.file).toBe(twin.cardImage.webp)
    }
  })

  it('give no two posts the same motif', () => {
    const motifs = new Map<string, string>()
    for (const post of originals) {
      const motif = coverMotif(post)
      expect(motifs.get(motif), `${post.translationKey} draws the motif of another post`).toBeUndefined()
      motifs.set(motif, post.translationKey)
    }
  })

  // The covers that came before were one pictogram per category over rings placed from the post's
  // key: different documents, near-identical pictures (a mean difference of 0.6 to 1.1 between the
  // two posts of a category, against 39 to 62 between these covers).
  it('look different from each other, within a category too', async () => {
    const rendered = await Promise.all(originals.map(async (post) => ({ post, pixels: await pixels(coverSvg(post)) })))
    for (const [i, a] of rendered.entries()) {
      for (const b of rendered.slice(i + 1)) {
        const pair = `${a.post.translationKey} and ${b.post.translationKey}`
        expect(difference(a.pixels, b.pixels), pair).toBeGreaterThan(20)
      }
    }
  })

  it("share their category's sky and accent, and each category has colours of its own", () => {
    for (const post of originals) {
      const palette = coverPalettes[post.category.id]
      const svg = coverSvg(post)
      expect(svg, post.file).toContain(
        `<stop offset="0" stop-color="${palette.top}"/><stop offset="1" stop-color="${palette.horizon}"/>`,
      )
      expect(svg, post.file).toContain(`stop-color="${palette.accent}"`)
    }
    const families = blogCategories.map(({ id }) => `${coverPalettes[id].horizon} ${coverPalettes[id].accent}`)
    expect(new Set(families).size).toBe(blogCategories.length)
  })
})
