// @vitest-environment jsdom
/**
 * The blog's RSS feeds as a feed reader reads them: parsed as XML, every post in order with its
 * absolute link as a permanent guid, its day and its category; text with markup characters comes
 * back as written; the same posts give the same file.
 */
import { describe, expect, it } from 'vitest'
import { htmlLang, locales } from '../../content/site/locales'
import { settings } from '../../content/site/settings'
import { postsOf, summary } from '../blog/posts'
import { buildRss, rssPath } from './rss'

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml')
const text = (node: ParentNode, selector: string) => node.querySelector(selector)?.textContent ?? null

describe.each(locales)('the %s feed', (locale) => {
  const posts = postsOf(locale).map(summary)
  const doc = parse(buildRss(locale, posts))

  it('is well-formed RSS 2.0 in the blog language, naming its own address', () => {
    expect(doc.querySelector('parsererror')).toBeNull()
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    expect(text(doc, 'channel > language')).toBe(htmlLang[locale])
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]
    expect(self?.getAttribute('href')).toBe(`${settings.siteUrl}${rssPath(locale)}`)
  })

  it('lists every post, newest first, with its absolute link as a permanent guid, its day and category', () => {
    const items = [...doc.querySelectorAll('item')]
    expect(items).toHaveLength(posts.length)
    items.forEach((item, index) => {
      const post = posts[index]!
      const link = `${settings.siteUrl}${post.href}`
      expect(text(item, 'title')).toBe(post.title)
      expect(text(item, 'link')).toBe(link)
      expect(text(item, 'guid')).toBe(link)
      expect(item.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true')
      expect(new Date(text(item, 'pubDate')!).toISOString()).toBe(`${post.isoDate}T12:00:00.000Z`)
      expect(text(item, 'category')).toBe(post.category.name)
      expect(text(item, 'description')).toBe(post.excerpt)
    })
    // The channel is as new as its newest post, not as the build.
    expect(new Date(text(doc, 'channel > lastBuildDate')!).toISOString()).toBe(`${posts[0]!.isoDate}T12:00:00.000Z`)
  })

  it('keeps markup characters in a title and an excerpt as text', () => {
    const hostile = { ...posts[0]!, title: 'Tips & <b>tricks</b> ]]> "quoted"', excerpt: "Less < more & 'so on'" }
    const item = parse(buildRss(locale, [hostile])).querySelector('item')!
    expect(text(item, 'title')).toBe(hostile.title)
    expect(text(item, 'description')).toBe(hostile.excerpt)
  })

  it('is the same file for the same posts', () => {
    expect(buildRss(locale, posts)).toBe(buildRss(locale, posts))
  })
})
