/**
 * /sitemap.xml (built by scripts/sitemap.ts): every indexable page of content/site/pages.ts with
 * an absolute `loc` and `xhtml:link` alternates (nb, en, x-default) on every entry.
 */
import { htmlLang, type Locale } from '../../content/site/locales'
import type { SitePage } from '../../content/site/pages'
import { localeFromPath, pathFor } from '../../content/site/routes'
import { settings } from '../../content/site/settings'

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

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

export function buildSitemapXml(pages: readonly SitePage[], siteUrl: string = settings.siteUrl): string {
  const entries = sitemapEntries(pages).map(({ path, alternates }) => {
    const nb = absoluteSiteUrl(alternates.nb, siteUrl)
    const en = absoluteSiteUrl(alternates.en, siteUrl)
    return [
      '  <url>',
      `    <loc>${escape(absoluteSiteUrl(path, siteUrl))}</loc>`,
      `    <xhtml:link rel="alternate" hreflang="${htmlLang.nb}" href="${escape(nb)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="${htmlLang.en}" href="${escape(en)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escape(nb)}"/>`,
      '  </url>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
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
