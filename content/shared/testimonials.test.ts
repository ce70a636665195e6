/**
 * The testimonials read as the customers' own words, not as the agency's copy: a quote states no
 * figure (the results are the case studies', stated from content/facts, and a quote that repeats
 * them reads as written by us), repeats none of the agency's selling lines, and speaks as the
 * customer. Where a quote is shown is tested over the built pages (tests/e2e/site-checks.spec.ts).
 */
import { describe, expect, it } from 'vitest'
import { contentWith } from '../../tests/support/content-copy'
import { brandName } from '../facts/brands'
import { caseResults, caseStudyFacts, claims } from '../facts/facts'
import { homeCopy } from '../pages/home'
import { servicePages } from '../pages/services/services'
import { formatNumber, formatPercent } from '../site/format'
import { locales, type Locale } from '../site/locales'
import { testimonialsCollection } from './testimonial-records'
import { testimonials } from './testimonials'

/** Every number of an object of facts, however deeply nested. */
function numbersOf(value: unknown): number[] {
  if (typeof value === 'number') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersOf)
  return []
}

/** The customers' results and the agency's claims, each as the pages write it in the locale. */
function figures(locale: Locale): string[] {
  const numbers = numbersOf([caseResults, caseStudyFacts, claims])
  return [...new Set(numbers.flatMap((n) => [formatPercent(n, locale), formatNumber(n, locale)]))]
}

/**
 * Whether a figure stands in a text as a number of its own: not the 5 of "25 %" nor the 3 of
 * "300", nor a part of "1 200" or "1,200" (a digit, or a digit and a group or decimal separator,
 * on either side makes it part of another number).
 */
function standsIn(text: string, figure: string): boolean {
  const escaped = figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<!\\d|\\d[\u00a0,.])${escaped}(?!\\d|[\u00a0,.]\\d)`, 'u').test(text)
}

/** Numbers in words, which would state a figure as plainly as digits ("tre måneder", "two clicks"). */
const numberWords: Record<Locale, string[]> = {
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

/**
 * What the agency promises in its own words, which a customer does not repeat back: the closing
 * band's bullets of every service page, the home page's reasons to choose us, and the phrases of
 * those promises a quote could echo.
 */
function sellingLines(locale: Locale): string[] {
  const bullets = Object.values(servicePages()).flatMap((page) => page[locale].cta.bullets)
  const reasons = homeCopy[locale].why.rows.map((row) => row.title)
  const phrases = {
    nb: ['kontaktperson', 'bindingstid', 'uforpliktende', 'hele veien', 'svar på e-post'],
    en: ['contact person', 'dedicated contact', 'same person', 'lock-in', 'no obligation', 'from day one'],
  }[locale]
  return [...new Set([...bullets, ...reasons, ...phrases].map((line) => line.toLowerCase()))]
}

/** The customer speaking: a first-person word of the language. */
const firstPerson: Record<Locale, RegExp> = {
  nb: /\b(jeg|meg|min|mitt|mine|vi|oss|vår|vårt|våre)\b/iu,
  en: /\b(i|me|my|we|us|our|ours)\b|\b(i|we)['’]/iu,
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}-]+/gu) ?? []

describe('given the testimonials', () => {
  for (const locale of locales) {
    it(`repeat none of the case studies' figures (${locale})`, () => {
      const found = testimonials[locale].flatMap((t) =>
        figures(locale)
          .filter((figure) => standsIn(t.quote, figure))
          .map((figure) => `${t.id}: ${figure}`),
      )
      expect(found).toEqual([])
    })

    it(`state no figure at all: no digit, no percentage, no number in words (${locale})`, () => {
      const found = testimonials[locale].flatMap((t) => {
        const numbers = words(t.quote).filter((word) => numberWords[locale].includes(word))
        const digits = t.quote.match(/\d+/g) ?? []
        const percent = /%|\bprosent|\bpercent/iu.test(t.quote) ? ['a percentage'] : []
        return [...digits, ...numbers, ...percent].map((what) => `${t.id}: ${what}`)
      })
      expect(found).toEqual([])
    })

    it(`repeat none of the agency's selling lines (${locale})`, () => {
      const lines = sellingLines(locale)
      // Every service page's closing bullets and the home page's reasons are among them.
      const promises = [
        ...Object.values(servicePages()).flatMap((page) => page[locale].cta.bullets),
        ...homeCopy[locale].why.rows.map((row) => row.title),
      ]
      expect(promises.length).toBeGreaterThan(0)
      for (const promise of promises) expect(lines).toContain(promise.toLowerCase())
      const found = testimonials[locale].flatMap((t) =>
        lines.filter((line) => t.quote.toLowerCase().includes(line)).map((line) => `${t.id}: "${line}"`),
      )
      expect(found).toEqual([])
    })

    it(`speak as the customer, in the first person (${locale})`, () => {
      const found = testimonials[locale].filter((t) => !firstPerson[locale].test(t.quote)).map((t) => t.id)
      expect(found).toEqual([])
    })
  }

  it('are each one person of a known customer, with a quote of its own in each language', () => {
    for (const locale of locales) {
      const quotes = testimonials[locale].map((t) => t.quote)
      expect(new Set(quotes).size).toBe(quotes.length)
      for (const t of testimonials[locale]) {
        expect(t.company).toBe(brandName(t.brandId!))
        expect(t.quote.length, t.id).toBeGreaterThan(100)
        expect(t.quote.length, t.id).toBeLessThan(330)
      }
    }
    const people = testimonials.nb.map((t) => t.name)
    expect(new Set(people).size).toBe(people.length)
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
    // The first testimonial of content/testimonials/.
    const id = testimonials.nb.map((t) => t.id).sort()[0]!
    const root = contentWith(`testimonials/${id}.yml`, (data) => {
      data.nb.brand = 'bergli-tannklinikk'
      delete data.en.quote
      data.en.name = `${String(data.nb.name)} Berg`
    })
    expect(() => testimonialsCollection.all({ root })).toThrow(`testimonials/${id}.yml: nb.brand: expected one of`)
    expect(() => testimonialsCollection.all({ root })).toThrow(
      /en\.quote: expected the English translation of nb\.quote/,
    )
    expect(() => testimonialsCollection.all({ root })).toThrow(/en\.name: /)
  })
})
