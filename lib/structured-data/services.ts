/**
 * JSON-LD of the service pages, the services index and the home page: Service (with an offer per
 * priced plan of the page's price table, its price from content/facts/prices.yml), FAQPage, ItemList and WebSite. Built in +data on the server, so the builders
 * never reach the browser. Organization, BreadcrumbList and page nodes come from ./company.ts.
 */
import { absoluteUrl, organizationId, type JsonLdNode } from './company'
import type { Price } from '../../content/facts/facts'
import { htmlLang, type Locale } from '../../content/site/locales'
import { pageMeta } from '../../content/pages/meta'
import { plainText } from '../../content/rich-text'
import { pathFor } from '../../content/site/routes'
import { settings } from '../../content/site/settings'
import type { FaqItem } from '../../content/types'
import type { ServiceCard } from '../../content/pages/services/links'
import type { ServicePage } from '../../content/pages/services/services'

const context = 'https://schema.org'

/** FAQPage from FAQ items; items without an answer are left out, as search engines require. */
export function faqPage(items: FaqItem[]): JsonLdNode {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items
      .filter((item) => item.answer !== undefined && plainText(item.answer).trim() !== '')
      .map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer!) },
      })),
  }
}

function offer(price: Price, name: string, url: string): JsonLdNode | null {
  if (price.kind === 'quote') return null
  return {
    '@type': 'Offer',
    name,
    url,
    priceCurrency: price.currency,
    price: price.amount,
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: price.amount,
      priceCurrency: price.currency,
      valueAddedTaxIncluded: false,
      ...(price.per ? { unitCode: price.per === 'month' ? 'MON' : 'ANN', unitText: price.per } : {}),
      ...(price.from ? { minPrice: price.amount } : {}),
    },
  }
}

/** A Service node for a service page, with one Offer per priced plan of its price table. */
export function serviceNode(page: ServicePage, locale: Locale): JsonLdNode {
  const url = absoluteUrl(pathFor('service', locale, { slug: page.slug }))
  const offers = (page.pricing?.offers ?? [])
    .map((plan) => offer(plan.price, plan.name, `${url}#priser`))
    .filter((node): node is JsonLdNode => node !== null)
  return {
    '@context': context,
    '@type': 'Service',
    name: page.meta.title,
    description: page.meta.description,
    serviceType: page.serviceType,
    url,
    inLanguage: htmlLang[locale],
    provider: { '@type': 'Organization', '@id': organizationId, name: settings.agencyName, url: settings.siteUrl },
    areaServed: { '@type': 'Country', name: locale === 'nb' ? 'Norge' : 'Norway' },
    ...(offers.length > 0 ? { offers } : {}),
  }
}

/** The services as an ItemList (services index and home page). */
export function serviceList(locale: Locale, cards: ServiceCard[]): JsonLdNode {
  return {
    '@context': context,
    '@type': 'ItemList',
    name: pageMeta.services[locale].title,
    itemListElement: cards.map((card, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: card.title,
      url: absoluteUrl(pathFor('service', locale, { slug: card.slug })),
    })),
  }
}

/** The WebSite node of the home page. */
export function webSite(locale: Locale): JsonLdNode {
  return {
    '@context': context,
    '@type': 'WebSite',
    name: settings.brandName,
    url: absoluteUrl(pathFor('home', locale)),
    inLanguage: htmlLang[locale],
    publisher: { '@id': organizationId },
  }
}
