import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { blogAudio } from '../../media-src/blog-audio'
import { bitrate, maxSeconds } from '../../scripts/media/blog-audio'
import { locales } from '../../content/site/locales'
import { blogUi } from '../../content/strings/blog'
import { blogAudioText, blogAudioUrl, maxSpokenWords, sectionHeadings } from './audio'
import { defaultPostsDir, postsOf } from './posts'

const publicDir = path.resolve('public')
const posts = locales.flatMap((locale) => postsOf(locale))
const shippedBlogAudio = readdirSync(path.join(publicDir, 'audio')).filter((name) => /^blog-.*\.ogg$/.test(name))

describe('the spoken summary of every post', () => {
  it('has an address the loader derives from the locale and the slug, one per post', () => {
    // One post per Markdown file of content/blog/posts/<locale>/, however many the marketer has written.
    const files = locales.flatMap((locale) =>
      readdirSync(path.join(defaultPostsDir, locale)).filter((name) => name.endsWith('.md')),
    )
    expect(files.length).toBeGreaterThan(0)
    expect(posts).toHaveLength(files.length)
    for (const post of posts) expect(post.audioUrl).toBe(blogAudioUrl(post.locale, post.slug))
    expect(new Set(posts.map((post) => post.audioUrl)).size).toBe(posts.length)
  })

  it('is shipped in public/audio as an Ogg file, and no blog audio file is left without a post', () => {
    for (const post of posts) {
      const file = path.join(publicDir, post.audioUrl)
      expect(readFileSync(file).subarray(0, 4).toString('latin1'), post.audioUrl).toBe('OggS')
    }
    expect(shippedBlogAudio.map((name) => `/audio/${name}`).sort()).toEqual(posts.map((p) => p.audioUrl).sort())
  })

  it('says the text the post has now (run scripts/media/blog-audio.ts after editing a post)', () => {
    for (const post of posts) {
      const entry = blogAudio[post.audioUrl]
      expect(entry?.text, post.audioUrl).toBe(blogAudioText(post))
      expect(entry?.bytes, post.audioUrl).toBe(statSync(path.join(publicDir, post.audioUrl)).size)
    }
    expect(Object.keys(blogAudio).sort()).toEqual(posts.map((p) => p.audioUrl).sort())
  })

  it("lasts at most the script's limit per post, at its bitrate, whatever the number of posts", () => {
    const bytesPerSecond = (Number.parseInt(bitrate, 10) * 1000) / 8
    const entries = Object.entries(blogAudio)
    expect(entries.length).toBeGreaterThan(0)
    for (const [file, entry] of entries) {
      expect(entry.seconds, file).toBeLessThanOrEqual(maxSeconds)
      // The Ogg pages and Opus headers add a little to what the bitrate alone would take.
      expect(entry.bytes, file).toBeLessThanOrEqual(entry.seconds * bytesPerSecond * 1.05 + 4096)
    }
  })

  it('reads the title, the excerpt and every section heading of the post, in its language', () => {
    for (const post of posts) {
      const text = blogAudioText(post)
      const t = blogUi[post.locale].listen
      expect(text.startsWith(post.title)).toBe(true)
      expect(text).toContain(post.excerpt)
      expect(post.outline.length).toBeGreaterThan(0)
      for (const heading of post.outline) expect(text).toContain(heading)
      expect(text).toContain(t.spokenOutline)
      expect(text.endsWith(t.spokenEnd)).toBe(true)
    }
  })
})

describe('given a post with more headings than a minute holds', () => {
  const outline = Array.from({ length: 40 }, (_, i) => `Section number ${i + 1} of the article`)
  const text = blogAudioText({ locale: 'en', title: 'A long post', excerpt: 'An excerpt of the post.', outline })

  it('reads the first headings that fit and stops within the word limit', () => {
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(maxSpokenWords)
    expect(text).toContain('Section number 1 of the article.')
    expect(text).not.toContain('Section number 40 ')
    expect(text.endsWith(blogUi.en.listen.spokenEnd)).toBe(true)
  })
})

describe('section headings', () => {
  it('are the level-2 headings of the body as plain text', () => {
    const markdown = 'Intro.\n\n## First *part*\n\nText.\n\n### Not this\n\n## A [linked](/x/) `part`?\n'
    expect(sectionHeadings(markdown)).toEqual(['First part', 'A linked part?'])
  })
})
