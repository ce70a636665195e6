/**
 * The RSS 2.0 feed of each language's blog: /blogg/rss.xml and /en/blog/rss.xml, written by the
 * `feed` library (its escaping, dates and channel elements), from the posts' summaries.
 */
import { Feed } from 'feed'
import { htmlLang, type Locale } from '../../content/site/locales'
import { pathFor } from '../../content/site/routes'
import { settings } from '../../content/site/settings'
import { blogUi } from '../../content/strings/blog'
import type { PostSummary } from '../../content/blog/types'

/** Path of a locale's feed. */
export function rssPath(locale: Locale): string {
  return `${pathFor('blog', locale)}rss.xml`
}

const absolute = (path: string) => new URL(path, `${settings.siteUrl}/`).href
/** A post's day, at noon UTC: the same calendar day in every time zone a reader is likely to be in. */
const noonOf = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`)

/** Builds the feed; posts are expected newest first. */
export function buildRss(locale: Locale, posts: readonly PostSummary[]): string {
  const t = blogUi[locale]
  const blog = absolute(pathFor('blog', locale))
  const newest = posts[0]
  const feed = new Feed({
    title: t.rssTitle,
    description: t.rssDescription,
    id: blog,
    link: blog,
    language: htmlLang[locale],
    copyright: `© ${settings.brandName}`,
    generator: false,
    feedLinks: { rss: absolute(rssPath(locale)) },
    // The newest post's day, not the build's: an unchanged blog gives an unchanged feed.
    ...(newest ? { updated: noonOf(newest.isoDate) } : {}),
  })
  for (const post of posts) {
    // No id of its own: the library then uses the link as the guid, marked as a permalink.
    feed.addItem({
      title: post.title,
      link: absolute(post.href),
      date: noonOf(post.isoDate),
      description: post.excerpt,
      category: [{ name: post.category.name }],
    })
  }
  return feed.rss2()
}
