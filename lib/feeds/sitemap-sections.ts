/**
 * The sitemap page's sections: the entries /sitemap.xml is written from (./sitemap.ts), one
 * locale's paths sorted into services, plugins, the blog (index, categories, posts), company pages
 * and the rest, and split into columns. Run at build time; the page needs no script.
 */
import { localeFromPath, matchRoute, pathFor, type RouteId } from '../../content/site/routes'
import type { Locale } from '../../content/site/locales'

/** Keeps the first of each path. */
export function dedupe(paths: readonly string[]): string[] {
  return [...new Set(paths)]
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
    if (id === 'service') {
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
