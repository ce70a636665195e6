import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { blogAudio } from '../../media-src/blog-audio'
import { bitrate, maxSeconds } from '../../scripts/media/blog-audio'
import { locales } from '../../content/site/locales'
import { blogUi } from '../../content/strings/blog'
import { blogAudioText, blogAudioUrl, maxSpokenWords, sectionHeadings } from './audio'
import { defaultPostsDir, loadBlog, postsOf } from './posts'

const publicDir = path.resolve('public')
const posts = locales.flatMap((locale) => postsOf(locale))

describe('the spoken summary of every post', () => {
  it('has an address the loader derives from the locale and the slug, one per post', () => {
    // Each post is a Markdown file of content/blog/posts/<locale>/, however many the marketer has
    // written (one whose twin is not written yet is left out until it is).
    const files = locales.flatMap((locale) =>
      readdirSync(path.join(defaultPostsDir, locale))
        .filter((name) => name.endsWith('.md'))
        .map((name) => path.join(defaultPostsDir, locale, name)),
    )
    expect(posts.length).toBeGreaterThan(0)
    for (const post of posts) expect(files).toContain(path.resolve(post.file))
    const addresses = posts.map((post) => blogAudioUrl(post.locale, post.slug))
    expect(new Set(addresses).size).toBe(posts.length)
    for (const post of posts) if (post.audioUrl) expect(post.audioUrl).toBe(blogAudioUrl(post.locale, post.slug))
  })

  it('has a player exactly where a summary was made from the text the post has now', () => {
    for (const post of posts) {
      const made = blogAudio[blogAudioUrl(post.locale, post.slug)]
      expect(post.audioUrl !== undefined, post.slug).toBe(made?.text === blogAudioText(post))
    }
  })

  it('plays an Ogg file shipped in public/audio, of the size the summary records', () => {
    for (const post of posts.filter((candidate) => candidate.audioUrl)) {
      const file = path.join(publicDir, post.audioUrl!)
      expect(readFileSync(file).subarray(0, 4).toString('latin1'), post.audioUrl).toBe('OggS')
      expect(statSync(file).size, post.audioUrl).toBe(blogAudio[post.audioUrl!]!.bytes)
    }
  })

  it('is left out of a post reworded since its summary was made, and kept for the others', () => {
    // The blog is read once per folder: the reworded posts are a copy of their own.
    const copy = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'fjordlys-posts-'))
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
      cpSync(defaultPostsDir, dir, { recursive: true })
      return dir
    }
    const spoken = posts.filter((post) => post.audioUrl)
    expect(spoken.length, 'a post with a summary to reword').toBeGreaterThan(0)
    const [reworded, ...others] = spoken
    const dir = copy()
    const file = path.join(dir, reworded!.locale, path.basename(reworded!.file))
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: "En ny tittel"'))
    const reread = locales.flatMap((locale) => loadBlog(dir).posts[locale])
    const find = (post: (typeof posts)[number]) =>
      reread.find((candidate) => candidate.slug === post.slug && candidate.locale === post.locale)
    expect(find(reworded!)?.title).toBe('En ny tittel')
    expect(find(reworded!)?.audioUrl).toBeUndefined()
    for (const other of others) expect(find(other)?.audioUrl).toBe(other.audioUrl)
  })

  it("lasts at most the script's limit per post, at its bitrate, whatever the number of posts", () => {
    const bytesPerSecond = (Number.parseInt(bitrate, 10) * 1000) / 8
    for (const [file, entry] of Object.entries(blogAudio)) {
      expect(entry.seconds, file).toBeLessThanOrEqual(maxSeconds)
      // The Ogg pages and Opus headers add a little to what the bitrate alone would take.
      expect(entry.bytes, file).toBeLessThanOrEqual(entry.seconds * bytesPerSecond * 1.05 + 4096)
    }
  })

  it('reads the title, the excerpt and the first section headings of the post, in its language', () => {
    for (const post of posts) {
      const text = blogAudioText(post)
      const t = blogUi[post.locale].listen
      expect(text.startsWith(post.title)).toBe(true)
      expect(text).toContain(post.excerpt)
      expect(text.endsWith(t.spokenEnd)).toBe(true)
      // The headings it reads are the post's first ones, in order.
      const read = post.outline.filter((heading) => text.includes(heading))
      expect(read).toEqual(post.outline.slice(0, read.length))
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
