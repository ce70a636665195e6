/**
 * /sitemap.xml (built by scripts/sitemap.ts): every indexable page of content/site/pages.ts with
 * an absolute `loc` and `xhtml:link` alternates (nb, en, x-default) on every entry. The XML is
 * written by the `sitemap` library (escaping, namespaces, the protocol's limits).
 */
import { SitemapStream, streamToPromise } from 'sitemap'
import { htmlLang, type Locale } from '../../content/site/locales'
import type { SitePage } from '../../content/site/pages'
import { localeFromPath, pathFor } from '../../content/site/routes'
import { settings } from '../../content/site/settings'

export function absoluteSiteUrl(path: string, siteUrl: string = settings.siteUrl): string {
  return new URL(path, `${siteUrl}/`).href
}

/** One `<url>` of the sitemap: the page's own path and its language twins' paths. */
export type SitemapEntry = { path: string; alternates: Record<Locale, string> }

/** The indexable pages, in the order the sitemap lists them. */
export function sitemapEntries(pages: readonly SitePage[]): SitemapEntry[] {
  return pages
    .filter((page) => page.indexable)
    .map((page) => ({
      path: page.path,
      alternates: {
        nb: pathFor(page.id, 'nb', page.twinParams.nb),
        en: pathFor(page.id, 'en', page.twinParams.en),
      },
    }))
}

/**
 * The pages of one locale as the sitemap names them: each entry's own path in that locale and,
 * for English, every English alternate, de-duplicated in first-seen order. The sitemap page
 * shows exactly these (and a test holds them equal to what a reader of /sitemap.xml finds).
 */
export function sitemapPathsOf(entries: readonly SitemapEntry[], locale: Locale): string[] {
  const found = new Set<string>()
  for (const entry of entries) {
    if (localeFromPath(entry.path) === locale) found.add(entry.path)
    if (locale === 'en') found.add(entry.alternates.en)
  }
  return [...found]
}

export async function buildSitemapXml(pages: readonly SitePage[], siteUrl: string = settings.siteUrl): Promise<string> {
  const sitemap = new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } })
  for (const { path, alternates } of sitemapEntries(pages)) {
    const nb = absoluteSiteUrl(alternates.nb, siteUrl)
    sitemap.write({
      url: absoluteSiteUrl(path, siteUrl),
      links: [
        { lang: htmlLang.nb, url: nb },
        { lang: htmlLang.en, url: absoluteSiteUrl(alternates.en, siteUrl) },
        { lang: 'x-default', url: nb },
      ],
    })
  }
  sitemap.end()
  return (await streamToPromise(sitemap)).toString()
}

export function buildRobotsTxt(siteUrl: string = settings.siteUrl): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteSiteUrl('/sitemap.xml', siteUrl)}`,
    '',
  ].join('\n')
}
