import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../../tests/support/content-copy.ts'
import { writtenIn } from '../../../tests/support/copy-text.ts'
import { formatFact } from '../../loader/placeholders.ts'
import { plainText } from '../../rich-text.ts'
import { formatLongDate } from '../../site/format.ts'
import { settings } from '../../site/settings.ts'
import { consentUi } from '../../strings/consent.ts'
import {
  accessibilityStatement,
  legalDocumentFiles,
  privacyPolicy,
  refundPolicy,
  termsAndConditions,
  type LegalDocumentName,
} from './documents.ts'

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
    // A section of the test's own with each kind of placeholder: the loader fills in the facts and
    // the settings, and leaves the date and the button names for the module.
    const root = withDocument('privacy', (data) => {
      data.en.sections[0]!.body =
        'Within {fact:signIn.windowMinutes:number} minutes, for {fact:signIn.resetLinkMinutes}, since {fact:cookies.consentRequiredSinceDate}: call {setting:phone}, press {label:acceptCookies}. Updated {updated}.'
    })
    const fact = (key: string, as?: 'number') => (formatFact(key, 'en', as ? { as } : {}) as { text: string }).text
    expect(plainText(legalDocumentFiles.privacy.get({ root }).en.sections[0]!.body)).toBe(
      `Within ${fact('signIn.windowMinutes', 'number')} minutes, for ${fact('signIn.resetLinkMinutes')}, since ${fact('cookies.consentRequiredSinceDate')}: call ${settings.phone}, press {label:acceptCookies}. Updated {updated}.`,
    )
    // The site's documents: nothing left to fill, the date and the button names as the interface writes them.
    const documents = {
      privacy: privacyPolicy,
      terms: termsAndConditions,
      refund: refundPolicy,
      accessibility: accessibilityStatement,
    }
    for (const [name, document] of Object.entries(documents)) {
      const written = writtenIn(`pages/legal/${name}.yml`)
      for (const locale of ['nb', 'en'] as const) {
        const shown = JSON.stringify(document[locale])
        expect(shown, `${name} ${locale}`).not.toMatch(/\{(fact|setting|label):|\{updated\}/)
        const own = JSON.stringify(written[locale])
        if (own.includes('{updated}'))
          expect(shown, `${name} ${locale}`).toContain(formatLongDate(document[locale].updated, locale))
        if (own.includes('{label:acceptCookies}'))
          expect(shown, `${name} ${locale}`).toContain(consentUi[locale].accept)
      }
    }
  })

  it('refuses a heading other than ###, a missing translation and a date that differs, naming each field', () => {
    let updated = ''
    const root = withDocument('privacy', (data) => {
      data.nb.sections[0]!.body = '## Skjemaet\n\nTekst.'
      delete data.en.summary
      updated = String(data.nb.updated)
      data.en.updated = updated === '2000-01-01' ? '2000-01-02' : '2000-01-01'
    })
    const message = failure('privacy', root)
    expect(message).toMatch(
      /pages\/legal\/privacy\.yml: nb\.sections\.0\.body: a heading \(## Skjemaet\) is not allowed here; a sub-heading is written ### Heading/,
    )
    expect(message).toMatch(/privacy\.yml: en\.summary: expected the English translation of nb\.summary, got nothing/)
    expect(message).toContain(`privacy.yml: en.updated: expected "${updated}", the same as nb.updated`)
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
    let first = ''
    let last = 0
    const root = withDocument('refund', (data) => {
      // At least two sections in each language, one of the test's own added where there is one only.
      for (const locale of ['nb', 'en'] as const) {
        const { sections } = data[locale]
        if (sections.length < 2) sections.push({ ...sections[0]!, id: 'one-more' })
      }
      first = String(data.nb.sections[0]!.id)
      data.en.sections[0]!.id = `${first}-en`
      last = data.nb.sections.length - 1
      data.nb.sections[last]!.id = first
      data.en.sections[last]!.id = first
    })
    const message = failure('refund', root)
    expect(message).toContain(
      `refund.yml: en.sections.0.id: expected "${first}", the anchor of nb.sections.0 (sections are the same in both languages), got "${first}-en"`,
    )
    expect(message).toContain(`refund.yml: nb.sections.${last}.id: expected each anchor once, got "${first}" again`)
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
