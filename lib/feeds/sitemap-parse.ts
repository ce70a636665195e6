/**
 * Reads /sitemap.xml in the browser and groups its pages for the sitemap page. Pure: the caller fetches and
 * passes a DOMParser, so tests run it without a browser.
 *
 * Norwegian takes each entry's `loc`; English takes the `loc` of English entries and every
 * alternate link with hreflang `en`. Paths are de-duplicated in first-seen order.
 */
import { localeFromPath, matchRoute, pathFor, serviceRouteIds, type RouteId } from '../../content/site/routes'
import type { Locale } from '../../content/site/locales'

const xhtmlNs = 'http://www.w3.org/1999/xhtml'

type ParserLike = { parseFromString(text: string, type: 'application/xml'): Document }

function pathOf(url: string): string | null {
  try {
    return new URL(url.trim()).pathname
  } catch {
    return null
  }
}

/** Keeps the first of each path. */
export function dedupe(paths: readonly string[]): string[] {
  return [...new Set(paths)]
}

/** The page paths of one locale in a parsed sitemap document. */
export function sitemapPaths(doc: Document, locale: Locale): string[] {
  const found: string[] = []
  for (const url of Array.from(doc.getElementsByTagNameNS('*', 'url'))) {
    const loc = url.getElementsByTagNameNS('*', 'loc')[0]?.textContent
    const path = loc ? pathOf(loc) : null
    if (path && localeFromPath(path) === locale) found.push(path)
    if (locale === 'en') {
      for (const link of Array.from(url.getElementsByTagNameNS(xhtmlNs, 'link'))) {
        if (link.getAttribute('hreflang') !== 'en') continue
        const alternate = pathOf(link.getAttribute('href') ?? '')
        if (alternate && localeFromPath(alternate) === 'en') found.push(alternate)
      }
    }
  }
  return dedupe(found)
}

/** Parses sitemap XML; throws when the text is not a sitemap. */
export function parseSitemap(xml: string, locale: Locale, parser: ParserLike): string[] {
  const doc = parser.parseFromString(xml, 'application/xml')
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('sitemap.xml is not well-formed XML')
  if (doc.documentElement.localName !== 'urlset') throw new Error('sitemap.xml has no urlset')
  return sitemapPaths(doc, locale)
}

export type SitemapSections = {
  services: string[]
  plugins: string[]
  blog: { index: string[]; categories: string[]; posts: string[] }
  about: string[]
  contact: string[]
  privacy: string[]
  sitemap: string[]
  home: string[]
  other: string[]
}

/** Blog posts have at least this many path segments: /en/blog/{category}/{slug}/ and /blogg/{category}/{slug}/. */
export const blogPostSegments: Record<Locale, number> = { en: 4, nb: 3 }

const simpleSections: Partial<Record<RouteId, keyof Omit<SitemapSections, 'blog'>>> = {
  home: 'home',
  about: 'about',
  contact: 'contact',
  contactThanks: 'contact',
  privacy: 'privacy',
  sitemap: 'sitemap',
  plugins: 'plugins',
  pluginTts: 'plugins',
  pluginRefund: 'plugins',
}

/** Sorts a locale's paths into the sitemap page's sections. Paths of the other locale are left out. */
export function groupSitemap(paths: readonly string[], locale: Locale): SitemapSections {
  const sections: SitemapSections = {
    services: [],
    plugins: [],
    blog: { index: [], categories: [], posts: [] },
    about: [],
    contact: [],
    privacy: [],
    sitemap: [],
    home: [],
    other: [],
  }
  const blogRoot = pathFor('blog', locale)
  for (const path of dedupe(paths)) {
    if (localeFromPath(path) !== locale) continue
    if (path.startsWith(blogRoot)) {
      const segments = path.split('/').filter(Boolean).length
      if (segments >= blogPostSegments[locale]) sections.blog.posts.push(path)
      else if (segments === blogPostSegments[locale] - 1) sections.blog.categories.push(path)
      else sections.blog.index.push(path)
      continue
    }
    const id = matchRoute(path)?.id
    if (id && (serviceRouteIds as readonly RouteId[]).includes(id)) {
      // The services index itself (/tjenester/) is not a service entry.
      sections.services.push(path)
      continue
    }
    const section = id ? simpleSections[id] : undefined
    sections[section ?? 'other'].push(path)
  }
  return sections
}

/** Splits a list into `count` columns of equal length (the last ones may be one shorter). */
export function columns<T>(items: readonly T[], count = 3): T[][] {
  const size = Math.ceil(items.length / count)
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size))
}
