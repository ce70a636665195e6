/** Builds the head tags of a page from the route table and the page's data; pure for tests. */
import type { PageContext } from 'vike/types'
import { htmlLang, ogLocale, otherLocale, type Locale } from '../content/locales'
import { routes } from '../content/routes'
import { settings } from '../content/settings'
import { ui } from '../content/ui'
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
  return pageContext.data?.meta.description ?? ui[pageContext.locale].notFound.description
}

/** The social image of a page; a generated one per page and language replaces the default later. */
export function socialImage(locale: Locale): string {
  return absoluteUrl(`/og/default-${locale}.png`)
}

export function headTags(pageContext: PageContext): HeadTags {
  const { locale } = pageContext
  const paths = pageContext.is404 || pageContext.errorWhileRendering ? null : alternatePaths(pageContext)
  const indexable = Boolean(
    paths && pageContext.route && routes[pageContext.route.id].indexable && !pageContext.data?.noindex,
  )
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
      image: socialImage(locale),
      url: paths ? absoluteUrl(paths[locale]) : null,
    },
  }
}
