/**
 * The shape of a legal document (privacy policy, terms, refund policy, accessibility statement):
 * the same record in both languages, read from its file by ./documents.ts and rendered by
 * components/sections/company/legal-document.tsx through the rich-text model; and the words the
 * page sets around it, which are interface strings.
 */
import type { z } from 'zod'
import type { Localized } from '../../site/locales.ts'
import type { legalDocumentSchema } from './documents.ts'

/** A document: its change date (YYYY-MM-DD), a short summary and its sections, each with a stable anchor. */
export type LegalDocument = z.output<typeof legalDocumentSchema>

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
