import { rmSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { withLoadOptions } from '../../content/loader/files'
import { FrontMatterError, validateFrontMatter } from './front-matter'
import { fixtureDir, pair, withCover, writePhoto } from './test-support/fixtures'

const [nb, en] = pair({
  key: 'what-is-seo',
  nbSlug: 'hva-er-seo',
  enSlug: 'what-is-seo',
  nbDate: '12. mars 2025',
  enDate: 'March 12, 2025',
  category: 'seo',
})

function problemsOf(run: () => unknown): string[] {
  try {
    run()
  } catch (error) {
    if (error instanceof FrontMatterError) return error.problems
    throw error
  }
  throw new Error('expected a FrontMatterError')
}

describe('post front matter', () => {
  it('accepts a complete Norwegian and English post', () => {
    expect(validateFrontMatter('nb/hva-er-seo.md', 'nb', 'hva-er-seo', nb).title).toBe(nb.title)
    expect(validateFrontMatter('en/what-is-seo.md', 'en', 'what-is-seo', en).categoryslug).toBe('seo')
  })

  it('names the file and the missing field', () => {
    const { title: _title, ...withoutTitle } = nb
    expect(() => validateFrontMatter('content/blog/posts/nb/hva-er-seo.md', 'nb', 'hva-er-seo', withoutTitle)).toThrow(
      /content\/blog\/posts\/nb\/hva-er-seo\.md[\s\S]*title: is missing/,
    )
  })

  it('refuses a date in the other language’s format', () => {
    expect(
      problemsOf(() => validateFrontMatter('nb/x.md', 'nb', 'hva-er-seo', { ...nb, date: 'March 12, 2025' })),
    ).toEqual(['date: must read like "12. mars 2025"'])
    expect(
      problemsOf(() => validateFrontMatter('en/x.md', 'en', 'what-is-seo', { ...en, date: '12. mars 2025' })),
    ).toEqual(['date: must read like "March 12, 2025"'])
  })

  it('refuses a category slug of the other language', () => {
    const problems = problemsOf(() =>
      validateFrontMatter('nb/x.md', 'nb', 'hva-er-seo', { ...nb, categoryslug: 'e-commerce', category: 'E-commerce' }),
    )
    expect(problems.join('\n')).toMatch(/categoryslug: must be one of ai, seo, design, nettbutikker, dm, annet/)
  })

  it('refuses a category name that does not belong to the slug', () => {
    expect(problemsOf(() => validateFrontMatter('nb/x.md', 'nb', 'hva-er-seo', { ...nb, category: 'Design' }))).toEqual(
      ['category: must be "SEO", the name of category "seo"'],
    )
  })

  it('refuses a blogslug that differs from the file name', () => {
    expect(problemsOf(() => validateFrontMatter('nb/lokal-seo.md', 'nb', 'lokal-seo', nb))).toEqual([
      'blogslug: "hva-er-seo" must equal the file name "lokal-seo"',
    ])
  })

  it('refuses image paths outside /media/blog and lists every bad field at once', () => {
    const problems = problemsOf(() =>
      validateFrontMatter('nb/x.md', 'nb', 'hva-er-seo', {
        ...nb,
        imgSrc_List: 'seo.png',
        imgAlt: '',
        excerpt: 'Kort',
      }),
    )
    expect(problems.map((p) => p.split(':')[0])).toEqual(['excerpt', 'imgSrc_List', 'imgAlt'])
  })

  it('takes the post’s own image (`cover`) in place of the drawn cover’s files', async () => {
    const root = fixtureDir()
    try {
      await writePhoto(root, 'media/blog/what-is-seo.jpg', 1200, 800)
      const [own] = withCover([nb, en], 'media/blog/what-is-seo.jpg')
      const front = withLoadOptions({ root }, () => validateFrontMatter('nb/x.md', 'nb', 'hva-er-seo', own))
      expect(front.cover).toMatchObject({ width: 1200, height: 800 })
      expect(front.imgSrc_List).toBeUndefined()
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('refuses a cover that is not an image of the media folder, and then asks for no drawn cover', () => {
    const [own] = withCover([nb, en], '/media/blog/what-is-seo.webp')
    expect(problemsOf(() => validateFrontMatter('nb/x.md', 'nb', 'hva-er-seo', own))).toEqual([
      'cover: expected an image of the media folder: media/<name>.svg, .png or .jpg (lowercase letters, digits and hyphens)',
    ])
  })

  it('requires the drawn cover’s files of a post without its own image, listed with its other problems', () => {
    const { imgSrc_List: _list, imgSrc_Card: _card, title: _title, ...bare } = nb
    expect(problemsOf(() => validateFrontMatter('nb/x.md', 'nb', 'hva-er-seo', bare))).toEqual([
      'title: is missing',
      'imgSrc_List: is missing: give the post its own image in `cover`, or name its drawn cover here',
      'imgSrc_Card: is missing: give the post its own image in `cover`, or name its drawn cover here',
    ])
  })

  it('refuses a date that YAML read as a date rather than text', () => {
    expect(
      problemsOf(() => validateFrontMatter('nb/x.md', 'nb', 'hva-er-seo', { ...nb, date: new Date(0) }))[0],
    ).toMatch(/^date:/)
  })
})
