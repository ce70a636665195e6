import { useData } from 'vike-react/useData'
import type { LegalPageData } from '../../../lib/legal-page-data'
import { JsonLd } from '../../ui/json-ld'
import { PageHero } from '../shared/page-hero'
import { LegalDocument } from './legal-document'

/**
 * The page of a legal document (privacy, terms, the plugin refund policy, the accessibility
 * statement): each of those pages' `+Page.tsx` re-exports it, and its `+data.ts` picks the document.
 */
export default function LegalPage() {
  const { meta, document, updatedText, jsonLd } = useData<LegalPageData>()
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} />
      <LegalDocument document={document} updatedText={updatedText} />
      <JsonLd data={jsonLd} />
    </>
  )
}
