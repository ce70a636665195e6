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
import { defineCollection } from '../loader/collection.ts'
import { inEditor, references, type EditorText } from '../loader/editor.ts'
import { isoDate, text } from '../loader/fields.ts'
import { formatMonthYear } from '../site/format.ts'
import { locales, type Locale, type Localized } from '../site/locales.ts'
import type { Testimonial } from '../types.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

const brandIds = reviewLogos.map((logo) => logo.id) as [BrandId, ...BrandId[]]

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
  /** The customer's words: what working with us was like, without the case's figures. */
  quote: inEditor(
    text(600),
    say('Sitat', 'Quote'),
    say(
      'Kundens egne ord, uten tallene fra kundecasen.',
      "The customer's own words, without the case study's figures.",
    ),
  ),
})

export const testimonialsCollection = defineCollection('testimonials', {
  schema: testimonialSchema,
  shared: ['order', 'name', 'brand', 'date'],
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
