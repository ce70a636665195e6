import { useData } from 'vike-react/useData'
import { LegalDocument } from '../../components/sections/company/legal-document'
import { PageHero } from '../../components/sections/shared/page-hero'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

export default function Page() {
  const { meta, document, updatedText, jsonLd } = useData<Data>()
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} />
      <LegalDocument document={document} updatedText={updatedText} />
      <JsonLd data={jsonLd} />
    </>
  )
}
