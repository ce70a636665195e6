/**
 * The home page's copy as data: content/pages/home.yml, both languages side by side, figures as
 * fact placeholders (`{fact:claims.moreEnquiriesPercent}`) and contact details as settings
 * (`{setting:phone}`). The service cards come from the service files, and the closing band's
 * bullets from the service template unless the file gives its own.
 *
 * Each claim stands where it persuades, once or twice on the page: the 70 % in the hero and as a
 * figure; no lock-in and the dedicated contact in the "why us" rows and the closing bullets.
 *
 * Read when the module loads, so it runs in Node only; where a bundle imports it (a story), the
 * build puts the loaded values in its place (content/content-modules.ts).
 */
import path from 'node:path'
import { z } from 'zod'
import { defineSingleton, type Entry } from '../loader/collection.ts'
import { inEditor, references } from '../loader/editor.ts'
import type { ContentProblem } from '../loader/errors.ts'
import { entryFiles, type LoadOptions } from '../loader/files.ts'
import { featuredTestimonialId } from '../shared/testimonials.ts'
import { locales, type Localized } from '../site/locales.ts'
import type { CtaCopy } from '../types.ts'
import { cta, ctaCopy, feature, heading, hero, id, keyFigure, question, say, withSentenceBasis } from './sections.ts'
import { serviceTemplate } from './services/services.ts'
import { pageMetaBlock } from './page-meta-block.ts'

/** A figure set large: the number (a fact's placeholder), and what it counts in a few words. */
const figure = keyFigure

/** Entries of a folder picked by name, in the order picked. */
const ids = (folder: 'testimonials' | 'cases', display: string, label: [string, string], hint: [string, string]) =>
  inEditor(references(z.array(id).min(1), { folder, display }), say(...label), say(...hint))

/** One language's block of the home page's file. */
export const homeSchema = z.strictObject({
  /** The page's title and description in search, edited with the page. */
  meta: pageMetaBlock,
  hero: inEditor(hero, say('Toppen av siden', 'Top of the page')),
  /** The heading of the service cards; the cards are the services' own. */
  services: inEditor(
    z.strictObject(heading),
    say('Tjenestene', 'The services'),
    say('Kortene kommer fra tjenestene selv.', 'The cards come from the services themselves.'),
  ),
  why: inEditor(
    z.strictObject({ ...heading, rows: inEditor(z.array(feature).min(1), say('Rader', 'Rows')) }),
    say('Hvorfor oss', 'Why us'),
  ),
  figures: inEditor(
    z.strictObject({ ...heading, items: inEditor(z.array(figure).min(1), say('Tall', 'Figures')) }),
    say('Byrået i tall', 'By the numbers'),
  ),
  /**
   * The home page's own testimonials, after the featured one beside the intro video
   * (content/shared/testimonials.ts): customers who speak of working with us as a whole.
   */
  testimonials: inEditor(
    z.strictObject({
      ...heading,
      ids: ids(
        'testimonials',
        'name',
        ['Kundeomtaler', 'Testimonials'],
        [
          'I karusellen etter den ved videoen, i den rekkefølgen.',
          'In the carousel after the one beside the video, in that order.',
        ],
      ),
    }),
    say('Kundeomtaler', 'Testimonials'),
  ),
  /** Three cases, one row on a wide screen: the two figures of the section's intro and a web design case. */
  customerCases: inEditor(
    z.strictObject({
      ...heading,
      ids: ids('cases', 'title', ['Kundecaser', 'Case studies'], ['Tre fyller en rad.', 'Three fill a row.']),
    }),
    say('Kundecaser', 'Case studies'),
  ),
  faq: inEditor(
    z.strictObject({ ...heading, items: inEditor(z.array(question).min(1), say('Spørsmål', 'Questions')) }),
    say('Spørsmål og svar', 'Questions and answers'),
  ),
  cta: inEditor(cta, say('Avslutning', 'Closing band')),
})

type HomeFile = Entry<typeof homeSchema>
type HomeBlock = z.output<typeof homeSchema>

/** A figure set large: the number, and what it counts in a few words. */
export type { KeyFigure } from './sections.ts'
export type HomeCopy = Omit<HomeBlock, 'cta'> & { cta: CtaCopy }

/** The names of the files of a content folder: the ids its entries are known by. */
function fileIds(folder: string): string[] {
  return entryFiles(folder).map((file) => path.basename(file, '.yml'))
}

/** Each id names a file of the folder, once; the testimonials' also not the featured one. */
function checkHome(entry: HomeFile): ContentProblem[] {
  const problems: ContentProblem[] = []
  const lists = [
    { field: 'testimonials.ids', folder: 'testimonials', ids: entry.nb.testimonials.ids },
    { field: 'customerCases.ids', folder: 'cases', ids: entry.nb.customerCases.ids },
  ]
  for (const { field, folder, ids: listed } of lists) {
    const known = fileIds(folder)
    for (const [i, each] of listed.entries()) {
      const at = `nb.${field}.${i}`
      if (!known.includes(each)) {
        problems.push({
          path: at,
          message: `expected a file of content/${folder}/ (${known.join(', ')}), got "${each}"`,
        })
      } else if (folder === 'testimonials' && each === featuredTestimonialId) {
        problems.push({
          path: at,
          message: `expected a testimonial of the page's own, got "${each}", the one beside the intro video`,
        })
      } else if (listed.indexOf(each) !== i) {
        problems.push({ path: at, message: `expected each once, got "${each}" twice` })
      }
    }
  }
  return problems
}

export const homeFile = defineSingleton('pages/home.yml', {
  schema: homeSchema,
  shared: ['testimonials.ids', 'customerCases.ids'],
  check: checkHome,
  editor: {
    label: say('Forsiden', 'Home page'),
    description: say(
      'Forsidens tekst. Tallene er fakta, satt inn med «Sett inn fakta»; tjenestekortene kommer fra tjenestene.',
      'The home page\'s copy. The figures are facts, inserted with "Insert fact"; the service cards come from the services.',
    ),
  },
})

/** The home page's copy in both languages. */
export function loadHomeCopy(options: LoadOptions = {}): Localized<HomeCopy> {
  const file = homeFile.get(options)
  const template = serviceTemplate(options)
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        ...file[locale],
        figures: { ...file[locale].figures, items: withSentenceBasis(file[locale].figures.items) },
        cta: ctaCopy(file[locale].cta, template, locale),
      },
    ]),
  ) as Localized<HomeCopy>
}

export const homeCopy = loadHomeCopy()
