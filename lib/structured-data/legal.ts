/** Structured data of a legal page: the page with its change date, the agency, and breadcrumbs. */
import { breadcrumbList, organization, webPage, type JsonLdNode } from './company'
import type { Locale } from '../../content/site/locales'
import type { StaticRouteId } from '../../content/pages/meta'
import type { LegalDocument } from '../../content/pages/legal/document'

export function legalJsonLd(locale: Locale, routeId: StaticRouteId, document: LegalDocument): JsonLdNode[] {
  const trail: StaticRouteId[] = routeId === 'pluginRefund' ? ['plugins', 'pluginRefund'] : [routeId]
  return [
    webPage(locale, routeId, { dateModified: document.updated }),
    organization(locale),
    breadcrumbList(locale, trail),
  ]
}
