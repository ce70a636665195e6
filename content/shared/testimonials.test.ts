/**
 * The testimonials read as the customers' own words, not as the agency's copy. The loader holds
 * the rules of a quote (content/shared/testimonial-records.ts): 100 to 330 characters, no figure
 * (the results are the case studies', stated from content/facts), and feedback dated no earlier
 * than its customer's project; these tests show it refusing a file that breaks one. Where a quote
 * is shown is tested over the built pages (tests/e2e/site-checks.spec.ts).
 */
import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../tests/support/content-copy.ts'
import { brandName } from '../facts/brands.ts'
import { caseProjects } from '../facts/facts.ts'
import { locales } from '../site/locales.ts'
import { testimonialsCollection } from './testimonial-records.ts'
import { testimonials } from './testimonials.ts'

/** The testimonial the refusal tests edit: the first of content/testimonials/. */
const id = testimonials.nb.map((t) => t.id).sort()[0]!
const file = `testimonials/${id}.yml`

/** What the loader says of a copy of the content whose testimonial `id` has the quotes given. */
function refusal(quotes: Partial<Record<'nb' | 'en', string>>): string {
  const root = contentWith(file, (data) => {
    for (const [locale, quote] of Object.entries(quotes)) data[locale as 'nb' | 'en'].quote = quote
  })
  return loadError(() => testimonialsCollection.all({ root }))
}

/** A quote of the test's own of `length` characters, with no figure in it. */
const quoteOf = (length: number) => `${'Vi ble tatt godt imot. '.repeat(20).slice(0, length - 1)}.`

describe('given the testimonials', () => {
  it('are each one person of a known customer, with a quote of its own in each language', () => {
    for (const locale of locales) {
      const quotes = testimonials[locale].map((t) => t.quote)
      expect(new Set(quotes).size).toBe(quotes.length)
      for (const t of testimonials[locale]) expect(t.company).toBe(brandName(t.brandId!))
    }
    const people = testimonials.nb.map((t) => t.name)
    expect(new Set(people).size).toBe(people.length)
  })
})

describe("given a testimonial's quote", () => {
  it('is refused shorter than 100 characters or longer than 330, naming the file and the field', () => {
    const message = refusal({ nb: quoteOf(99), en: quoteOf(331) })
    expect(message).toContain(`${file}: nb.quote: expected at least 100 characters, got 99`)
    expect(message).toContain(`${file}: en.quote: expected at most 330 characters, got 331`)
    const root = contentWith(file, (data) => {
      data.nb.quote = quoteOf(100)
      data.en.quote = quoteOf(330)
    })
    const taken = testimonialsCollection.all({ root }).find((each) => each.id === id)!
    expect([taken.nb.quote.length, taken.en.quote.length]).toEqual([100, 330])
  })

  it('is refused with a figure: a digit, a per cent sign or the word for it', () => {
    const figures = [
      'Vi fikk 30 flere henvendelser i måneden etter at den nye nettsiden kom opp, og det merket vi godt i butikken.',
      'Vi fikk langt flere henvendelser i måneden etter at den nye nettsiden kom opp, og salget økte med mange %.',
      'Vi fikk mange prosent flere henvendelser i måneden etter at den nye nettsiden kom opp, og det merket vi godt.',
    ]
    for (const quote of figures) {
      expect(refusal({ nb: quote })).toContain(
        `${file}: nb.quote: expected a quote without figures: no digits, no % and no "prosent" or "percent", got "`,
      )
    }
    expect(
      refusal({
        en: 'We got a great many more enquiries per cent of visitors after the new website went up, and we felt it in the shop.',
      }),
    ).toContain(`${file}: en.quote: expected a quote without figures`)
  })

  it("is refused with a number in words of its own language, and not for another language's word", () => {
    const message = refusal({
      nb: 'Etter tre måneder med den nye nettsiden ringte kundene oftere, og vi fikk endelig tid til dem som står i butikken.',
      en: 'Three months after the new website went up, customers phoned more often, and we finally had time for the people in the shop.',
    })
    expect(message).toContain(
      `${file}: nb.quote: expected a quote without figures (the case studies state the results), got "tre", a number in words`,
    )
    expect(message).toContain(`${file}: en.quote: expected a quote without figures`)
    expect(message).toContain('got "three", a number in words')
    // "to" is a Norwegian number and an English word: an English quote may say it.
    const root = contentWith(file, (data) => {
      data.en.quote =
        'They listened to what our customers ask and wrote the pages to answer it, so the phone rings with better questions now.'
    })
    expect(testimonialsCollection.all({ root }).find((each) => each.id === id)!.en.quote).toMatch(/ to /)
  })
})

describe("given a testimonial's date", () => {
  it("is refused before the year its customer's project was delivered, and taken in that year", () => {
    const dated = testimonials.nb.find((t) => t.brandId! in caseProjects)!
    const { year } = caseProjects[dated.brandId as keyof typeof caseProjects]!
    const datedFile = `testimonials/${dated.id}.yml`
    const dating = (date: string) =>
      contentWith(datedFile, (data) => {
        data.nb.date = date
        data.en.date = date
      })
    expect(loadError(() => testimonialsCollection.all({ root: dating(`${year - 1}-12-31`) }))).toContain(
      `${datedFile}: nb.date: expected a date in ${year} or later, the year the project of content/cases/${dated.brandId}.yml was delivered (feedback on it comes after it), got "${year - 1}-12-31"`,
    )
    const taken = testimonialsCollection.all({ root: dating(`${year}-01-01`) }).find((each) => each.id === dated.id)!
    expect(taken.nb.date).toBe(`${year}-01-01`)
  })
})

describe('given the testimonial files', () => {
  it('are one file per quote, read in the order the files give, both languages of one person', () => {
    const files = testimonialsCollection.all()
    expect(files.map((file) => file.id).sort()).toEqual(testimonials.nb.map((t) => t.id).sort())
    const byOrder = [...files].sort((a, b) => a.nb.order - b.nb.order).map((file) => file.id)
    expect(testimonials.en.map((t) => t.id)).toEqual(byOrder)
  })

  it('refuses an unknown company, a quote left out of one language and a name that differs between them', () => {
    const root = contentWith(file, (data) => {
      data.nb.brand = 'bergli-tannklinikk'
      delete data.en.quote
      data.en.name = `${String(data.nb.name)} Berg`
    })
    expect(() => testimonialsCollection.all({ root })).toThrow(`${file}: nb.brand: expected one of`)
    expect(() => testimonialsCollection.all({ root })).toThrow(
      /en\.quote: expected the English translation of nb\.quote/,
    )
    expect(() => testimonialsCollection.all({ root })).toThrow(/en\.name: /)
  })
})
