/**
 * The page data of a legal document page (privacy, terms, the plugin refund policy, the
 * accessibility statement): the document in the page's language, its change date as text and
 * the page's JSON-LD. Each page's `+data.ts` names only its document.
 */
import type { PageContextServer } from 'vike/types'
import type { LegalDocument } from '../content/pages/legal/document'
import { formatLongDate } from '../content/site/format'
import type { Localized } from '../content/site/locales'
import { staticPageData } from '../renderer/routing'
import { legalJsonLd } from './structured-data/legal'

export function legalPageData(pageContext: PageContextServer, documents: Localized<LegalDocument>) {
  const base = staticPageData(pageContext)
  const document = documents[pageContext.locale]
  return {
    ...base,
    document,
    updatedText: formatLongDate(document.updated, pageContext.locale),
    jsonLd: legalJsonLd(pageContext.locale, base.routeId, document),
  }
}

/** What the four pages' `+data.ts` give their shared page component (components/sections/company/legal-page.tsx). */
export type LegalPageData = ReturnType<typeof legalPageData>
