/**
 * The four legal documents as data: `content/pages/legal/<document>.yml` (the privacy policy, the
 * terms, the plugin's refund policy and the accessibility statement), both languages side by side,
 * each with its change date, a short summary and its sections. They are read when this module
 * loads, and components/sections/company/legal-document.tsx renders them.
 *
 * The copy states what it promises through placeholders: the numbers are facts
 * (`{fact:retention.enquiryMonths}`, content/facts/legal.yml, which the server's housekeeping and
 * sign-in policy read too), the agency's name, contact details and organisation number are
 * settings (`{setting:email}`). The loader fills in these slots of its own:
 * - `{updated}`: the document's change date in words ("26. november 2026");
 * - `{label:<name>}`: the name of a button or link of the site that the text refers to, as the
 *   interface writes it (`labels` below), so that the text follows a renamed button.
 *
 * A section body is Markdown with `### sub-headings`. Each line of a paragraph is kept as a text
 * of its own (content/loader/markdown.ts, `linePieces`): the documents were written as such
 * pieces, and their pages keep them so, byte for byte; a reader sees no difference.
 *
 * This module reads files, so it runs in Node only; where a bundle imports it (a story), the build
 * puts the loaded documents in its place (content/content-modules.ts).
 */
import { z } from 'zod'
import { defineSingleton, type Entry } from '../../loader/collection.ts'
import { inEditor, type EditorText } from '../../loader/editor.ts'
import type { ContentProblem } from '../../loader/errors.ts'
import { isoDate, richText, slug, text } from '../../loader/fields.ts'
import { fillSlots } from '../../loader/slots.ts'
import { formatLongDate } from '../../site/format.ts'
import { locales, type Locale, type Localized } from '../../site/locales.ts'
import { consentUi } from '../../strings/consent.ts'
import { ui } from '../../strings/layout.ts'
import { widgetUi } from '../../strings/widgets.ts'
import { pageMetaBlock } from '../page-meta-block.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

/** The buttons and links of the site the documents name, as the interface writes them. */
export const documentLabels = (locale: Locale): Record<string, string> => ({
  'label:getQuote': ui[locale].header.getQuote,
  'label:rememberMe': widgetUi[locale].login.remember,
  'label:acceptCookies': consentUi[locale].accept,
  'label:cookieSettings': consentUi[locale].settings,
  'label:skipToContent': ui[locale].layout.skipToContent,
})

const slots = ['updated', ...Object.keys(documentLabels('nb'))]

/** Markdown of a legal document: a line of a paragraph stays a text of its own (see above). */
const legalText = (max: number, subheadings: boolean) => richText(max, { linePieces: true, subheadings })

const section = z.strictObject({
  /** The section's anchor (`#cookies`), the same in both languages so that a link survives a change of language. */
  id: inEditor(
    slug,
    say('Anker', 'Anchor'),
    say(
      'Adressen til avsnittet (#cookies): små bokstaver og bindestreker, det samme på begge språk.',
      "The section's address (#cookies): lowercase letters and hyphens, the same in both languages.",
    ),
  ),
  title: inEditor(text(120), say('Overskrift', 'Heading')),
  body: inEditor(
    legalText(8000, true),
    say('Tekst', 'Text'),
    say(
      'Avsnitt, punktlister, lenker og mellomtitler. Tall og kontaktopplysninger settes inn med «Sett inn fakta».',
      'Paragraphs, lists, links and subheadings. Figures and contact details are inserted with "Insert fact".',
    ),
  ),
})

/** One language's block of a legal document's file. */
export const legalDocumentSchema = z.strictObject({
  /** The page's title and description in search, edited with the page. */
  meta: pageMetaBlock,
  /** The day the text last changed; the same in both languages. */
  updated: inEditor(
    isoDate,
    say('Sist endret', 'Last changed'),
    say('Datoen øverst i dokumentet.', 'The date at the top of the document.'),
  ),
  /** A short plain-language summary above the sections. */
  summary: inEditor(legalText(2000, false), say('Kort fortalt', 'In short')),
  sections: inEditor(z.array(section).min(1), say('Avsnitt', 'Sections')),
})

/** The sections: the same anchors, in the same order, in both languages, each once. */
function checkSections(entry: Entry<typeof legalDocumentSchema>): ContentProblem[] {
  const problems: ContentProblem[] = []
  const ids = entry.nb.sections.map((s) => s.id)
  entry.en.sections.forEach((s, i) => {
    if (s.id !== ids[i]) {
      problems.push({
        path: `en.sections.${i}.id`,
        message: `expected "${ids[i] ?? 'no section'}", the anchor of nb.sections.${i} (sections are the same in both languages), got "${s.id}"`,
      })
    }
  })
  if (entry.en.sections.length < ids.length) {
    problems.push({
      path: 'en.sections',
      message: `expected ${ids.length} sections, as nb has, got ${entry.en.sections.length}`,
    })
  }
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i)
      problems.push({ path: `nb.sections.${i}.id`, message: `expected each anchor once, got "${id}" again` })
  })
  return problems
}

/** One legal document's file, listed in the editor under "Juridiske sider". */
function legalDocumentFile(name: string, label: EditorText, description: EditorText) {
  return defineSingleton(`pages/legal/${name}.yml`, {
    schema: legalDocumentSchema,
    shared: ['updated'],
    slots,
    check: checkSections,
    editor: { label, description, group: { name: 'legal', label: say('Juridiske sider', 'Legal pages') } },
  })
}

export const legalDocumentFiles = {
  privacy: legalDocumentFile(
    'privacy',
    say('Personvernerklæring', 'Privacy policy'),
    say(
      'Hva nettstedet lagrer, hvorfor og hvor lenge. Lagringstidene er fakta (content/facts/legal.yml) som serveren også følger.',
      'What the site stores, why and for how long. The retention periods are facts (content/facts/legal.yml) that the server follows too.',
    ),
  ),
  terms: legalDocumentFile(
    'terms',
    say('Vilkår og betingelser', 'Terms and conditions'),
    say('Vilkårene for nettstedet og tjenestene.', 'The terms of the site and the services.'),
  ),
  refund: legalDocumentFile(
    'refund',
    say('Refusjon for PRO-utvidelsen', 'PRO plugin refund policy'),
    say('Angrerett og refusjon ved kjøp av PRO.', 'Withdrawal and refunds for PRO purchases.'),
  ),
  accessibility: legalDocumentFile(
    'accessibility',
    say('Tilgjengelighetserklæring', 'Accessibility statement'),
    say(
      'Standarden vi følger, hvordan vi tester, kjente mangler. {updated} blir datoen dokumentet sist ble endret.',
      'The standard we follow, how we test, known gaps. {updated} becomes the date the document last changed.',
    ),
  ),
}

export type LegalDocumentName = keyof typeof legalDocumentFiles

/** A legal document in both languages, its slots filled in. */
function load(name: LegalDocumentName) {
  const entry = legalDocumentFiles[name].get()
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      fillSlots(entry[locale], { updated: formatLongDate(entry[locale].updated, locale), ...documentLabels(locale) }),
    ]),
  ) as Localized<z.output<typeof legalDocumentSchema>>
}

export const privacyPolicy = load('privacy')
export const termsAndConditions = load('terms')
export const refundPolicy = load('refund')
export const accessibilityStatement = load('accessibility')
