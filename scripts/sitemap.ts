/**
 * Writes /sitemap.xml and robots.txt from the route table and the blog (content/site/pages.ts), and
 * each language's RSS feed (/blogg/rss.xml, /en/blog/rss.xml). Called from postbuild.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { postsOf, summary } from '../lib/blog/posts'
import { buildRss, rssPath } from '../lib/feeds/rss'
import { locales } from '../content/site/locales'
import { sitePages } from '../content/site/pages'
import { buildRobotsTxt, buildSitemapXml } from '../lib/feeds/sitemap'

export async function writeSitemapAndFeeds(clientDir: string): Promise<{ urls: number; feeds: number }> {
  const pages = sitePages()
  await writeFile(path.join(clientDir, 'sitemap.xml'), await buildSitemapXml(pages))
  await writeFile(path.join(clientDir, 'robots.txt'), buildRobotsTxt())
  for (const locale of locales) {
    const file = path.join(clientDir, rssPath(locale))
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, buildRss(locale, postsOf(locale).map(summary)))
  }
  return { urls: pages.filter((page) => page.indexable).length, feeds: locales.length }
}
