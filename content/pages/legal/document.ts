/**
 * The shape of a legal document (privacy policy, terms, refund policy): the same record in
 * both languages, rendered by components/sections/company/legal-document.tsx through the rich-text model.
 */
import type { Localized } from '../../site/locales'
import type { Block, RichText } from '../../rich-text'

export type LegalSection = {
  /** Anchor of the section, the same in both languages so links survive a language switch. */
  id: string
  title: string
  body: Block[]
}

export type LegalDocument = {
  /** Date the text was last changed, ISO 8601 (YYYY-MM-DD). */
  updated: string
  /** A short plain-language summary shown above the sections. */
  summary: RichText
  sections: LegalSection[]
}

export type LegalStrings = {
  contents: string
  updated: string
  summary: string
  backToTop: string
}

export const legalStrings: Localized<LegalStrings> = {
  nb: {
    contents: 'Innhold',
    updated: 'Sist oppdatert',
    summary: 'Kort fortalt',
    backToTop: 'Til toppen av dokumentet',
  },
  en: {
    contents: 'Contents',
    updated: 'Last updated',
    summary: 'In short',
    backToTop: 'Back to the top of the document',
  },
}
