import type { PageContextServer } from 'vike/types'
import { legalStrings } from '../../content/pages/legal/document'
import { legalJsonLd } from '../../lib/structured-data/legal'
import { formatLegalDate } from '../../content/pages/legal/values'
import { refundPolicy } from '../../content/pages/legal/refund'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => {
  const base = staticPageData(pageContext)
  const document = refundPolicy[pageContext.locale]
  return {
    ...base,
    document,
    updatedText: formatLegalDate(document.updated, pageContext.locale),
    strings: legalStrings[pageContext.locale],
    jsonLd: legalJsonLd(pageContext.locale, base.routeId, document),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
