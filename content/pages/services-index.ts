/**
 * The services index page (/tjenester/, anchor #tjenester) as data: content/pages/services-index.yml,
 * both languages side by side. The service cards are each service page's own (./services/links.ts,
 * from the hero of its file), and the questions every service shares (the service template's) stand
 * among the page's own where the file says.
 *
 * Read when the module loads, so it runs in Node only; where a bundle imports it (a story), the
 * build puts the loaded values in its place (content/content-modules.ts).
 */
import { z } from 'zod'
import { defineSingleton, type Entry } from '../loader/collection.ts'
import { inEditor } from '../loader/editor.ts'
import type { ContentProblem } from '../loader/errors.ts'
import { text } from '../loader/fields.ts'
import type { LoadOptions } from '../loader/files.ts'
import { locales, type Locale, type Localized } from '../site/locales.ts'
import type { CtaCopy } from '../types.ts'
import { cta, ctaCopy, heading, hero, id, question, say, title } from './sections.ts'
import { serviceTemplate, type ServiceTemplate } from './services/services.ts'
import { pageMetaBlock } from './page-meta-block.ts'

/** One step of working together. */
const step = z.strictObject({
  title,
  description: inEditor(text(400), say('Tekst', 'Text')),
})

/** One language's block of the services index's file. */
export const servicesIndexSchema = z.strictObject({
  /** The page's title and description in search, edited with the page. */
  meta: pageMetaBlock,
  hero: inEditor(hero, say('Toppen av siden', 'Top of the page')),
  /** The heading of the service cards; the cards are the services' own. */
  services: inEditor(
    z.strictObject(heading),
    say('Tjenestene', 'The services'),
    say('Kortene kommer fra tjenestene selv.', 'The cards come from the services themselves.'),
  ),
  process: inEditor(
    z.strictObject({ ...heading, steps: inEditor(z.array(step).min(1), say('Steg', 'Steps')) }),
    say('Slik jobber vi', 'How we work'),
  ),
  faq: inEditor(
    z.strictObject({
      ...heading,
      items: inEditor(z.array(question).min(1), say('Spørsmål', 'Questions')),
      /** The page's question the service template's shared questions follow; none without it. */
      sharedQuestionsAfter: inEditor(
        id,
        say('Felles spørsmål etter', 'Shared questions after'),
        say(
          'Id-en til spørsmålet som tjenestemalens felles spørsmål kommer etter; ingen hvis tomt.',
          "The id of the question the service template's shared questions follow; none if empty.",
        ),
      ).optional(),
    }),
    say('Spørsmål og svar', 'Questions and answers'),
  ),
  cta: inEditor(cta, say('Avslutning', 'Closing band')),
})

type ServicesIndexFile = Entry<typeof servicesIndexSchema>
type ServicesIndexBlock = z.output<typeof servicesIndexSchema>

export type ServicesIndexCopy = Omit<ServicesIndexBlock, 'faq' | 'cta'> & {
  faq: Omit<ServicesIndexBlock['faq'], 'sharedQuestionsAfter'>
  cta: CtaCopy
}

/** The shared questions follow a question of the page's own, at the same place in both languages. */
function checkServicesIndex(entry: ServicesIndexFile): ContentProblem[] {
  const problems: ContentProblem[] = []
  const places = locales.map((locale) => {
    const { items, sharedQuestionsAfter: after } = entry[locale].faq
    const place = after === undefined ? undefined : items.findIndex((item) => item.id === after)
    if (place === -1) {
      problems.push({
        path: `${locale}.faq.sharedQuestionsAfter`,
        message: `expected the id of a question of ${locale}.faq.items (${items.map((item) => item.id).join(', ')}), got "${after}"`,
      })
    }
    return place
  })
  const [first, ...others] = places
  if (problems.length === 0 && others.some((place) => place !== first)) {
    problems.push({
      path: 'en.faq.sharedQuestionsAfter',
      message: `expected the question at the same place as nb.faq.sharedQuestionsAfter (question ${(first ?? -1) + 1}), got question ${(places[1] ?? -1) + 1}`,
    })
  }
  return problems
}

export const servicesIndexFile = defineSingleton('pages/services-index.yml', {
  schema: servicesIndexSchema,
  check: checkServicesIndex,
  editor: {
    label: say('Tjenesteoversikten', 'Services overview'),
    description: say(
      'Siden som lister alle tjenestene. Kortene kommer fra tjenestene selv.',
      'The page that lists every service. The cards come from the services themselves.',
    ),
  },
})

/** The page's questions with the service template's shared questions after the one the file names. */
function faqItems(faq: ServicesIndexBlock['faq'], template: ServiceTemplate, locale: Locale) {
  const { items, sharedQuestionsAfter } = faq
  if (sharedQuestionsAfter === undefined) return items
  const place = items.findIndex((item) => item.id === sharedQuestionsAfter) + 1
  return [...items.slice(0, place), ...template[locale].sharedQuestions, ...items.slice(place)]
}

/** The services index's copy in both languages. */
export function loadServicesIndex(options: LoadOptions = {}): Localized<ServicesIndexCopy> {
  const file = servicesIndexFile.get(options)
  const template = serviceTemplate(options)
  return Object.fromEntries(
    locales.map((locale) => {
      const { faq, cta: band, ...rest } = file[locale]
      const { sharedQuestionsAfter: _after, ...section } = faq
      const copy: ServicesIndexCopy = {
        ...rest,
        faq: { ...section, items: faqItems(faq, template, locale) },
        cta: ctaCopy(band, template, locale),
      }
      return [locale, copy]
    }),
  ) as Localized<ServicesIndexCopy>
}

export const servicesIndex = loadServicesIndex()
