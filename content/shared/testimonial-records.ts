/**
 * The testimonials as data: one file per quote, `content/testimonials/<id>.yml`, both languages
 * side by side (the name, the company, the date and the place in the list are the same in both),
 * read when the module loads. Each is in the customer's own words, about what working with us was
 * like for their business; where the quotes may stand is ./testimonials.ts.
 *
 * This module reads files, so it runs in Node only; where a bundle imports it (a story), the build
 * puts the loaded values in its place (content/content-modules.ts).
 */
import { z } from 'zod'
import { brandName, reviewLogos, type BrandId } from '../facts/brands.ts'
import { loadCaseFacts } from '../facts/case-facts.ts'
import { defineCollection, type Entry } from '../loader/collection.ts'
import { editorFieldType, inEditor, references, type EditorText } from '../loader/editor.ts'
import type { ContentProblem } from '../loader/errors.ts'
import { isoDate, text } from '../loader/fields.ts'
import { currentLoadOptions } from '../loader/files.ts'
import { formatMonthYear } from '../site/format.ts'
import { locales, type Locale, type Localized } from '../site/locales.ts'
import type { Testimonial } from '../types.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

const brandIds = reviewLogos.map((logo) => logo.id) as [BrandId, ...BrandId[]]

/**
 * A quote states no figure: the results are the case studies' to state, from content/facts, and a
 * customer's quote that repeats them reads as written by us. No digit, no per cent sign, no word
 * for per cent (written without flags, so that the editor checks it too).
 */
const noFigure = /^(?![\s\S]*\b(?:[Pp]rosent|[Pp]er ?cent|PROSENT|PER ?CENT))[^0-9%]*$/

/** Numbers in words, which state a figure as plainly as digits ("tre måneder", "two clicks"). */
const numberWords: Record<Locale, readonly string[]> = {
  nb: [
    'to',
    'tre',
    'fire',
    'fem',
    'seks',
    'sju',
    'syv',
    'åtte',
    'ni',
    'ti',
    'elleve',
    'tolv',
    'tjue',
    'hundre',
    'tusen',
  ],
  en: [
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'twelve',
    'twenty',
    'hundred',
    'thousand',
  ],
}

/** One language's block of a testimonial file. */
export const testimonialSchema = z.strictObject({
  /** Where the quote stands in the about page's list of feedback: lower first. */
  order: inEditor(
    z.int().min(1).max(999),
    say('Rekkefølge', 'Order'),
    say('Lavest først i listen over tilbakemeldinger.', 'Lowest first in the list of feedback.'),
  ),
  /** The customer's name, as they sign. */
  name: inEditor(text(80), say('Navn', 'Name')),
  /** The customer's company (content/facts/brands.ts): its name and logo. */
  brand: inEditor(
    references(z.enum(brandIds), { file: 'customers.yml', list: 'customers', value: 'id', display: 'name' }),
    say('Bedrift', 'Company'),
    say('Kunden i Kunder, med logoen.', 'The customer of Customers, with its logo.'),
  ),
  /** When the customer gave this feedback, shown as month and year. */
  date: inEditor(
    isoDate,
    say('Dato', 'Date'),
    say(
      'Da kunden ga tilbakemeldingen; vises som måned og år.',
      'When the customer gave the feedback; shown as month and year.',
    ),
  ),
  role: inEditor(text(80), say('Stilling', 'Role')),
  /**
   * The customer's words: what working with us was like, in 100 to 330 characters (the quotes'
   * cards stand side by side, in a row or a carousel), without figures (`noFigure` here, numbers
   * in words in `checkTestimonial`).
   */
  quote: inEditor(
    editorFieldType(
      text(330).min(100).regex(noFigure, {
        error: 'expected a quote without figures: no digits, no % and no "prosent" or "percent"',
      }),
      {
        patternMessage: say(
          'Ingen tall: ingen sifre, % eller «prosent». Resultatene står i kundecasen.',
          'No figures: no digits, % or "percent". The results are stated in the case study.',
        ),
      },
    ),
    say('Sitat', 'Quote'),
    say(
      'Kundens egne ord, 100–330 tegn, uten tall: ingen sifre, prosent eller tall med bokstaver (tre, ti). Resultatene står i kundecasen.',
      "The customer's own words, 100–330 characters, without figures: no digits, per cent or numbers in words (three, ten). The results are stated in the case study.",
    ),
  ),
})

/**
 * What a file's schema cannot see: a number written in words (a word of the quote's own language,
 * so the Norwegian "to" is not the English "to"), and feedback dated before the year its
 * customer's project was delivered (content/cases/<customer>.yml `project.year`).
 */
function checkTestimonial(entry: Entry<typeof testimonialSchema>): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const locale of locales) {
    const words = entry[locale].quote.toLowerCase().match(/[\p{L}-]+/gu) ?? []
    const number = words.find((word) => numberWords[locale].includes(word))
    if (number !== undefined) {
      problems.push({
        path: `${locale}.quote`,
        message: `expected a quote without figures (the case studies state the results), got "${number}", a number in words`,
      })
    }
  }
  let project: { year: number } | undefined
  try {
    project = loadCaseFacts(currentLoadOptions()).caseProjects[entry.nb.brand]
  } catch {
    // A case file with a bad project is reported when the case studies load.
  }
  if (project && Number(entry.nb.date.slice(0, 4)) < project.year) {
    problems.push({
      path: 'nb.date',
      message: `expected a date in ${project.year} or later, the year the project of content/cases/${entry.nb.brand}.yml was delivered (feedback on it comes after it), got "${entry.nb.date}"`,
    })
  }
  return problems
}

export const testimonialsCollection = defineCollection('testimonials', {
  schema: testimonialSchema,
  shared: ['order', 'name', 'brand', 'date'],
  check: checkTestimonial,
  editor: {
    label: say('Kundeomtaler', 'Testimonials'),
    labelSingular: say('Kundeomtale', 'Testimonial'),
    description: say(
      'Én fil per sitat. Alle står på Om oss; hvert sitat i tillegg på høyst én annen side.',
      'One file per quote. All stand on the about page; each on at most one other page as well.',
    ),
  },
})

function toTestimonial(id: string, block: z.output<typeof testimonialSchema>, locale: Locale): Testimonial {
  return {
    id,
    quote: block.quote,
    name: block.name,
    role: block.role,
    company: brandName(block.brand),
    brandId: block.brand,
    date: block.date,
    dateText: formatMonthYear(block.date, locale),
    rating: 5,
  }
}

const files = testimonialsCollection.all().sort((a, b) => a.nb.order - b.nb.order || a.id.localeCompare(b.id))

/** Every testimonial per language, in the order of the about page's feedback. */
export const testimonials: Localized<Testimonial[]> = Object.fromEntries(
  locales.map((locale) => [locale, files.map((file) => toTestimonial(file.id, file[locale], locale))]),
) as Localized<Testimonial[]>
