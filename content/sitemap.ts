/**
 * /sitemap.xml (built by scripts/sitemap.ts): every indexable page of content/pages.ts with
 * an absolute `loc` and `xhtml:link` alternates (nb, en, x-default) on every entry.
 */
import { htmlLang } from './locales'
import type { SitePage } from './pages'
import { pathFor } from './routes'
import { settings } from './settings'

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function absoluteSiteUrl(path: string, siteUrl: string = settings.siteUrl): string {
  return new URL(path, `${siteUrl}/`).href
}

export function buildSitemapXml(pages: readonly SitePage[], siteUrl: string = settings.siteUrl): string {
  const entries = pages
    .filter((page) => page.indexable)
    .map((page) => {
      const nb = absoluteSiteUrl(pathFor(page.id, 'nb', page.twinParams.nb), siteUrl)
      const en = absoluteSiteUrl(pathFor(page.id, 'en', page.twinParams.en), siteUrl)
      return [
        '  <url>',
        `    <loc>${escape(absoluteSiteUrl(page.path, siteUrl))}</loc>`,
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
