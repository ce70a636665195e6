/**
 * JSON-LD of the service pages, the services index and the home page: Service (with offers from
 * content/facts/facts.ts), FAQPage, ItemList and WebSite. Built in +data on the server, so the builders
 * never reach the browser. Organization, BreadcrumbList and page nodes come from ./company.ts.
 */
import { absoluteUrl, organizationId, type JsonLdNode } from './company'
import { plans, type Price } from '../../content/facts/facts'
import { planSet, type PlanFacts } from '../../content/facts/plans'
import { htmlLang, type Locale } from '../../content/site/locales'
import { pageMeta } from '../../content/pages/meta'
import { plainText } from '../../content/rich-text'
import { pathFor, type ServiceRouteId } from '../../content/site/routes'
import { settings } from '../../content/site/settings'
import type { FaqItem, PricingPlan } from '../../content/types'
import type { ServiceCard } from '../../content/pages/services-index'

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

/** The plan facts behind a service's prices, or an empty list for services priced by quote. */
function planFacts(id: ServiceRouteId, locale: Locale): PlanFacts[] {
  switch (id) {
    case 'serviceSeo':
    case 'serviceAeo':
      return planSet(plans, 'seo', locale)
    case 'serviceGoogleAds':
      return planSet(plans, 'googleAds', locale)
    case 'serviceApp':
      return planSet(plans, 'app', locale)
    case 'serviceHosting':
      return planSet(plans, 'hosting', locale)
    case 'serviceOnlineStore':
      return planSet(plans, 'onlineStore', locale)
    case 'serviceLinkedIn':
      return planSet(plans, 'linkedIn', locale)
    case 'serviceWebDesign':
      return []
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

/** A Service node for a service page, with one Offer per priced plan. */
export function serviceNode(
  id: ServiceRouteId,
  locale: Locale,
  serviceType: string,
  pricing: PricingPlan[] | undefined,
): JsonLdNode {
  const meta = pageMeta[id][locale]
  const url = absoluteUrl(pathFor(id, locale))
  const names = new Map((pricing ?? []).map((plan) => [plan.id, plan.plan]))
  const offers = planFacts(id, locale)
    .map((plan) => offer(plan.price, names.get(plan.id) ?? meta.title, `${url}#priser`))
    .filter((node): node is JsonLdNode => node !== null)
  return {
    '@context': context,
    '@type': 'Service',
    name: meta.title,
    description: meta.description,
    serviceType,
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
      url: absoluteUrl(pathFor(card.id, locale)),
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
