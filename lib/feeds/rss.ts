/** The RSS 2.0 feed of each language's blog: /blogg/rss.xml and /en/blog/rss.xml. */
import { htmlLang, type Locale } from '../../content/site/locales'
import { pathFor } from '../../content/site/routes'
import { settings } from '../../content/site/settings'
import { blogUi } from '../../content/strings/blog'
import type { PostSummary } from '../../content/blog/types'

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** Path of a locale's feed. */
export function rssPath(locale: Locale): string {
  return `${pathFor('blog', locale)}rss.xml`
}

const absolute = (path: string) => new URL(path, `${settings.siteUrl}/`).href
const rfc822 = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`).toUTCString()

/** Builds the feed; posts are expected newest first. */
export function buildRss(locale: Locale, posts: readonly PostSummary[]): string {
  const t = blogUi[locale]
  const items = posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(absolute(post.href))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(absolute(post.href))}</guid>`,
      `      <pubDate>${rfc822(post.isoDate)}</pubDate>`,
      `      <category>${escapeXml(post.category.name)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n'),
  )
  const newest = posts[0]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(t.rssTitle)}</title>`,
    `    <link>${escapeXml(absolute(pathFor('blog', locale)))}</link>`,
    `    <description>${escapeXml(t.rssDescription)}</description>`,
    `    <language>${htmlLang[locale]}</language>`,
    `    <atom:link href="${escapeXml(absolute(rssPath(locale)))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.isoDate)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
