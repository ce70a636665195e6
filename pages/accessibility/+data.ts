import type { PageContextServer } from 'vike/types'
import { legalStrings } from '../../content/pages/legal/document'
import { legalJsonLd } from '../../lib/structured-data/legal'
import { formatLegalDate } from '../../content/pages/legal/values'
import { accessibilityStatement } from '../../content/pages/legal/accessibility'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => {
  const base = staticPageData(pageContext)
  const document = accessibilityStatement[pageContext.locale]
  return {
    ...base,
    document,
    updatedText: formatLegalDate(document.updated, pageContext.locale),
    strings: legalStrings[pageContext.locale],
    jsonLd: legalJsonLd(pageContext.locale, base.routeId, document),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
