import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../../tests/support/content-copy'
import { signIn } from '../../facts/facts'
import { plainText } from '../../rich-text'
import { settings } from '../../site/settings'
import { consentUi } from '../../strings/consent'
import { accessibilityStatement, legalDocumentFiles, privacyPolicy, type LegalDocumentName } from './documents'

type Block = Record<string, unknown> & { sections: Record<string, unknown>[] }

/** A copy of the content with one legal document's file changed by `edit`; returns the copy's root. */
function withDocument(name: LegalDocumentName, edit: (data: Record<'nb' | 'en', Block>) => void): string {
  return contentWith(`pages/legal/${name}.yml`, edit)
}

/** What the document's loader says of the copy at `root`. */
function failure(name: LegalDocumentName, root: string): string {
  return loadError(() => legalDocumentFiles[name].get({ root }), `pages/legal/${name}.yml`)
}

describe('the legal document files', () => {
  it('give each document its figures, settings, button names and date filled in', () => {
    const portal = plainText(privacyPolicy.en.sections.find((s) => s.id === 'customer-portal')!.body)
    expect(portal).toContain(`within ${signIn.windowMinutes} minutes`)
    expect(portal).toContain(`The link works for ${signIn.resetLinkMinutes} minutes`)
    const cookies = plainText(privacyPolicy.nb.sections.find((s) => s.id === 'cookies')!.body)
    expect(cookies).toContain(`«${consentUi.nb.accept}»`)
    expect(cookies).toContain('Siden 1. januar 2025 har ekomloven')
    expect(plainText(privacyPolicy.nb.sections[0]!.body)).toContain(`ringe oss på ${settings.phone}`)
    const about = plainText(accessibilityStatement.en.sections.find((s) => s.id === 'about')!.body)
    expect(about).toContain('This statement was last updated on November 26, 2026.')
    expect(JSON.stringify(privacyPolicy)).not.toMatch(/\{(fact|setting|label):|\{updated\}/)
  })

  it('refuses a heading other than ###, a missing translation and a date that differs, naming each field', () => {
    const root = withDocument('privacy', (data) => {
      data.nb.sections[1]!.body = '## Skjemaet\n\nTekst.'
      delete data.en.summary
      data.en.updated = '2026-12-01'
    })
    const message = failure('privacy', root)
    expect(message).toMatch(
      /pages\/legal\/privacy\.yml: nb\.sections\.1\.body: a heading \(## Skjemaet\) is not allowed here; a sub-heading is written ### Heading/,
    )
    expect(message).toMatch(/privacy\.yml: en\.summary: expected the English translation of nb\.summary, got nothing/)
    expect(message).toMatch(/privacy\.yml: en\.updated: expected "2026-11-26", the same as nb\.updated/)
  })

  it('takes ### sub-headings in a section, not in the summary', () => {
    const sections = (data: Record<'nb' | 'en', Block>) => {
      for (const locale of ['nb', 'en'] as const) data[locale].sections[0]!.body = '### Kort\n\nTekst om vilkårene.'
    }
    const good = withDocument('terms', sections)
    expect(legalDocumentFiles.terms.get({ root: good }).en.sections[0]!.body).toEqual([
      { type: 'heading', level: 3, text: 'Kort' },
      { type: 'paragraph', content: ['Tekst om vilkårene.'] },
    ])
    const bad = withDocument('terms', (data) => {
      sections(data)
      data.nb.summary = '### Kort\n\nTekst.'
    })
    const message = failure('terms', bad)
    expect(message).toMatch(/terms\.yml: nb\.summary: a heading \(### Kort\) is not allowed here/)
    expect(message).not.toMatch(/sections/)
  })

  it('refuses sections whose anchors differ between the languages, or repeat', () => {
    const root = withDocument('refund', (data) => {
      data.en.sections[2]!.id = 'how-to'
      data.nb.sections[3]!.id = 'scope'
      data.en.sections[3]!.id = 'scope'
    })
    const message = failure('refund', root)
    expect(message).toMatch(
      /refund\.yml: en\.sections\.2\.id: expected "how", the anchor of nb\.sections\.2 \(sections are the same in both languages\), got "how-to"/,
    )
    expect(message).toMatch(/refund\.yml: nb\.sections\.3\.id: expected each anchor once, got "scope" again/)
  })

  it('refuses a placeholder it does not know', () => {
    const root = withDocument('accessibility', (data) => {
      data.en.sections[0]!.title = 'The standard of {label:unknownButton}'
    })
    expect(failure('accessibility', root)).toMatch(
      /accessibility\.yml: en\.sections\.0\.title: unknown placeholder \{label:unknownButton\}: expected one of .*\{updated\}, \{label:getQuote\}/,
    )
  })
})
