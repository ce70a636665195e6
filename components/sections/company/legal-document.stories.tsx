import type { Story, StoryDefault } from '@ladle/react'
import {
  accessibilityStatement,
  privacyPolicy,
  refundPolicy,
  termsAndConditions,
} from '../../../content/pages/legal/documents'
import { formatLongDate } from '../../../content/site/format'
import type { Localized } from '../../../content/site/locales'
import type { LegalDocument as LegalDocumentValue } from '../../../content/pages/legal/document'
import { useLocale } from '../../../renderer/locale'
import { LegalDocument } from './legal-document'

export default { title: 'Sections / Legal document' } satisfies StoryDefault

function Document({ documents }: { documents: Localized<LegalDocumentValue> }) {
  const locale = useLocale()
  const document = documents[locale]
  return (
    <div className="-m-6">
      <LegalDocument document={document} updatedText={formatLongDate(document.updated, locale)} />
    </div>
  )
}

export const PrivacyNorwegian: Story = () => <Document documents={privacyPolicy} />
PrivacyNorwegian.meta = { locale: 'nb' }
export const PrivacyEnglish: Story = () => <Document documents={privacyPolicy} />
PrivacyEnglish.meta = { locale: 'en' }
export const TermsNorwegian: Story = () => <Document documents={termsAndConditions} />
TermsNorwegian.meta = { locale: 'nb' }
export const RefundEnglish: Story = () => <Document documents={refundPolicy} />
RefundEnglish.meta = { locale: 'en' }
export const AccessibilityNorwegian: Story = () => <Document documents={accessibilityStatement} />
AccessibilityNorwegian.meta = { locale: 'nb' }
export const AccessibilityEnglish: Story = () => <Document documents={accessibilityStatement} />
AccessibilityEnglish.meta = { locale: 'en' }
