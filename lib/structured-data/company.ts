/**
 * Structured data (schema.org JSON-LD) for the company pages: breadcrumbs, the organisation from
 * settings, and a page node. Built on the server in +data, so the builders never reach the browser.
 */
import { htmlLang, type Locale } from '../../content/site/locales'
import { pageMeta, type StaticRouteId } from '../../content/pages/meta'
import { pathFor } from '../../content/site/routes'
import { settings } from '../../content/site/settings'
import { ui } from '../../content/strings/layout'
import { images, type ImageName } from '../../media-src/manifest'
import type { ImageAsset } from '../../media-src/types'

export type JsonLdNode = Record<string, unknown>

export function absoluteUrl(path: string): string {
  return `${settings.siteUrl}${path}`
}

/** The absolute address of an image's largest JPEG or PNG (media-src/manifest.ts), for `image` fields. */
export function imageUrl(name: ImageName): string {
  const fallback = (images[name] as ImageAsset).variants.fallback
  return absoluteUrl(fallback[fallback.length - 1]!.src)
}

export const organizationId = `${settings.siteUrl}/#organization`

/** Home, then the given pages in order; the last one is the current page. */
export function breadcrumbList(
  locale: Locale,
  trail: readonly (StaticRouteId | { name: string; path: string })[],
): JsonLdNode {
  return breadcrumbListOf([
    { name: ui[locale].layout.home, path: pathFor('home', locale) },
    ...trail.map((crumb) =>
      typeof crumb === 'string' ? { name: pageMeta[crumb][locale].title, path: pathFor(crumb, locale) } : crumb,
    ),
  ])
}

/** The trail home first, the current page last, as the visible breadcrumbs show it. */
export function breadcrumbListOf(trail: readonly { name: string; path: string }[]): JsonLdNode {
  const items = trail.map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.path) }))
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

/**
 * The organisation number three ways, so that any reader finds it: `iso6523Code` with ICD 0192
 * (the Brønnøysund Register Centre's organisation numbers, the form schema.org prefers as the
 * least ambiguous), `taxID` (a Norwegian organisation is taxed under this number) and an
 * `identifier` PropertyValue named with the PEPPOL scheme `NO:ORG`. `vatID` stays out: only an
 * entity in the VAT register has one, and it is written differently (NO ... MVA).
 */
export function organizationNumberProperties(orgNumber: string = settings.orgNumber): JsonLdNode {
  return {
    iso6523Code: `0192:${orgNumber}`,
    taxID: orgNumber,
    identifier: { '@type': 'PropertyValue', propertyID: 'NO:ORG', value: orgNumber },
  }
}

/** The agency, from settings: name, organisation number, address, offices, phone and e-mail. */
export function organization(locale: Locale): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: settings.agencyName,
    legalName: settings.agencyName,
    alternateName: settings.brandName,
    ...organizationNumberProperties(),
    url: absoluteUrl(pathFor('home', locale)),
    logo: absoluteUrl('/favicon.svg'),
    email: settings.email,
    telephone: settings.phone,
    address: settings.offices.map((office) => ({
      '@type': 'PostalAddress',
      addressLocality: office.city,
      addressCountry: 'NO',
    })),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: settings.email,
      telephone: settings.phone,
      availableLanguage: ['Norwegian', 'English'],
    },
  }
}

/** A page node: its name, description, address and language, published by the agency. */
export function webPage(
  locale: Locale,
  id: StaticRouteId,
  extra: JsonLdNode = {},
  type: string = 'WebPage',
): JsonLdNode {
  const meta = pageMeta[id][locale]
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: meta.title,
    description: meta.description,
    url: absoluteUrl(pathFor(id, locale)),
    inLanguage: htmlLang[locale],
    publisher: { '@id': organizationId },
    ...extra,
  }
}
