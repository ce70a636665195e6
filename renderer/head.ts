/** Builds the head tags of a page from the route table and the page's data; pure for tests. */
import type { PageContext } from 'vike/types'
import { htmlLang, ogLocale, otherLocale, type Locale } from '../content/site/locales'
import { routes } from '../content/site/routes'
import { settings } from '../content/site/settings'
import { ui } from '../content/strings/layout'
import { layoutCopy } from '../content/pages/layout'
import { alternatePaths } from './alternates'

export type HeadTags = {
  title: string
  description: string
  canonical: string | null
  alternates: { hrefLang: string; href: string }[]
  robots: string | null
  og: { locale: string; alternateLocale: string; image: string; url: string | null }
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${settings.siteUrl}/`).href
}

export function pageTitle(pageContext: PageContext): string {
  const title =
    pageContext.data?.meta.title ??
    (pageContext.is404 ? ui[pageContext.locale].notFound.title : ui[pageContext.locale].serverError.title)
  return pageContext.route?.id === 'home' ? `${settings.brandName}: ${title}` : `${title} | ${settings.brandName}`
}

export function pageDescription(pageContext: PageContext): string {
  return pageContext.data?.meta.description ?? layoutCopy[pageContext.locale].notFound.description
}

/**
 * Path of the generated social image (scripts/media/og-images.ts) of the page at `path`:
 * `/` -> `/og/index.png`, `/en/services/web-design/` -> `/og/en--services--web-design.png`.
 */
export function ogImagePath(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => s.toLowerCase().replace(/[^a-z0-9-]+/g, '-'))
  return `/og/${segments.join('--') || 'index'}.png`
}

/** The default social image of a locale: error pages and pages without a twin. */
export function defaultOgImagePath(locale: Locale): string {
  return `/og/default-${locale}.png`
}

/** The social image of a page, per page and language; the 404 and error pages get their locale's default. */
export function socialImage(pageContext: PageContext): string {
  const paths = pageContext.is404 || pageContext.errorWhileRendering ? null : alternatePaths(pageContext)
  return absoluteUrl(paths ? ogImagePath(paths[pageContext.locale]) : defaultOgImagePath(pageContext.locale))
}

/** Whether search engines (and the site's own search) may index the page. */
export function isIndexable(pageContext: PageContext): boolean {
  const paths = pageContext.is404 || pageContext.errorWhileRendering ? null : alternatePaths(pageContext)
  return Boolean(paths && pageContext.route && routes[pageContext.route.id].indexable && !pageContext.data?.noindex)
}

export function headTags(pageContext: PageContext): HeadTags {
  const { locale } = pageContext
  const paths = pageContext.is404 || pageContext.errorWhileRendering ? null : alternatePaths(pageContext)
  const indexable = isIndexable(pageContext)
  const alternates = paths
    ? [
        { hrefLang: htmlLang.nb, href: absoluteUrl(paths.nb) },
        { hrefLang: htmlLang.en, href: absoluteUrl(paths.en) },
        { hrefLang: 'x-default', href: absoluteUrl(paths.nb) },
      ]
    : []
  return {
    title: pageTitle(pageContext),
    description: pageDescription(pageContext),
    canonical: paths ? absoluteUrl(paths[locale]) : null,
    alternates: indexable ? alternates : [],
    robots: indexable ? null : 'noindex, follow',
    og: {
      locale: ogLocale[locale],
      alternateLocale: ogLocale[otherLocale(locale)],
      image: socialImage(pageContext),
      url: paths ? absoluteUrl(paths[locale]) : null,
    },
  }
}
