/**
 * Structured data (schema.org JSON-LD) for the company pages: breadcrumbs, the organisation from
 * settings, and a page node. Built on the server in +data, so the builders never reach the browser.
 */
import { htmlLang, type Locale } from '../../content/site/locales'
import { pageMeta, type StaticRouteId } from '../../content/pages/meta'
import { pathFor } from '../../content/site/routes'
import { headOffice, settings, type Office } from '../../content/site/settings'
import { ui } from '../../content/strings/layout'
import { imageAsset, type ImageSource } from '../../media-src/image-asset'
import { largestSrc } from '../../media-src/types'
import type { TeamMember } from '../../media-src/team'

export type JsonLdNode = Record<string, unknown>

export function absoluteUrl(path: string): string {
  return `${settings.siteUrl}${path}`
}

/**
 * The absolute address of an image at its largest (a photo's widest WebP, a drawing's SVG file), for
 * `image` fields: an image of the pipeline by name (media-src/manifest.ts), or one that came with
 * content as its asset.
 */
export function imageUrl(image: ImageSource): string {
  return absoluteUrl(largestSrc(imageAsset(image)))
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

/** An office's postal address: street and number, postal code, city and the country code. */
export function postalAddress(office: Office): JsonLdNode {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.streetAddress,
    postalCode: office.postalCode,
    addressLocality: office.city,
    addressCountry: 'NO',
  }
}

/** An office as a Place: the agency's name with the city, its address and its own phone. */
export function officePlace(office: Office): JsonLdNode {
  return {
    '@type': 'Place',
    '@id': `${settings.siteUrl}/#office-${office.id}`,
    name: `${settings.agencyName}, ${office.city}`,
    address: postalAddress(office),
    telephone: office.phone,
  }
}

/**
 * The agency, from settings: name, organisation number, address, offices, phone and e-mail.
 *
 * `address` is the head office alone: the company's business address, the one the registers hold
 * under its organisation number and a buyer will check against. Both offices are `location`
 * Places, each with its address and phone. Not `department` LocalBusiness entries: Google
 * documents `department` for a department inside one business at one site (its example is a
 * store's pharmacy, with hours of its own), and LocalBusiness for a place customers walk into in
 * its opening hours, which these offices do not publish. The agency is one company with one
 * organisation number that works from two offices, and that is what an Organization's `location`
 * says. `telephone` is the main number; the offices' own lines are on their Places.
 */
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
    address: postalAddress(headOffice()),
    location: settings.offices.map(officePlace),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: settings.email,
      telephone: settings.phone,
      availableLanguage: ['Norwegian', 'English'],
    },
  }
}

/** A team member as a Person of the agency: name, role, portrait and the office they work from. */
export function teamMemberPerson(member: TeamMember, locale: Locale, extra: JsonLdNode = {}): JsonLdNode {
  const office = settings.offices.find((candidate) => candidate.city === member.city)
  if (!office) throw new Error(`${member.name} works in ${member.city}, which settings.offices does not list`)
  return {
    '@type': 'Person',
    name: member.name,
    jobTitle: member.role[locale],
    image: imageUrl(member.portrait.image),
    workLocation: officePlace(office),
    ...extra,
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
