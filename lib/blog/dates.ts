/**
 * Blog dates: Norwegian "day. month year" (`12. mars 2025`), English
 * "Month day, year" (`March 12, 2025`). Parsing and formatting use date-fns with its nb and
 * enUS locales. Unreadable input gives the epoch date and logs an error; sorting treats a pair
 * it cannot read as equal and never throws.
 */
import { format, isValid, parse } from 'date-fns'
import { enUS, nb } from 'date-fns/locale'
import type { Locale } from '../../content/site/locales'

const patterns: Record<Locale, string> = { nb: 'd. MMMM yyyy', en: 'MMMM d, yyyy' }
const dateLocales = { nb, en: enUS } as const

/** Shorter than the shortest real date ("1. mai 2025" has 11 characters, "May 1, 2025" 11). */
const minimumLength = 10

export const epoch = new Date(0)

/** Reads a post date in the locale's format; noon UTC, so the calendar day is the same everywhere. */
export function tryParseBlogDate(locale: Locale, input: unknown): Date | null {
  if (typeof input !== 'string') return null
  const text = input.trim().replace(/\s+/g, ' ')
  if (text.length < minimumLength) return null
  const parsed = parse(text, patterns[locale], epoch, { locale: dateLocales[locale] })
  if (!isValid(parsed)) return null
  return new Date(Date.UTC(parsed.getFullYear(), parsed.getMonth(), parsed.getDate(), 12))
}

/** Like tryParseBlogDate, but invalid or short input gives the epoch date and logs an error. */
export function parseBlogDate(locale: Locale, input: unknown): Date {
  const date = tryParseBlogDate(locale, input)
  if (date) return date
  console.error(`Blog date "${String(input)}" is not a valid ${locale} date (${patterns[locale]}); using the epoch`)
  return new Date(epoch)
}

/** Formats a date the way posts show it: `12. mars 2025` / `March 12, 2025`. */
export function formatBlogDate(locale: Locale, date: Date): string {
  const local = new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
  return format(local, patterns[locale], { locale: dateLocales[locale] })
}

/** ISO calendar date (`2025-03-12`) for JSON-LD, `<time datetime>` and feeds. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/**
 * Newest first. A pair with a date that cannot be read compares as equal (0), so a bad date
 * never moves a post; the comparison itself does not log, the sort does.
 */
export function compareBlogDatesDesc(locale: Locale, a: string, b: string): number {
  const left = tryParseBlogDate(locale, a)
  const right = tryParseBlogDate(locale, b)
  if (!left || !right) return 0
  return right.getTime() - left.getTime()
}

/**
 * Returns the items newest first (a stable sort, a new array). A date that cannot be read is
 * logged; if sorting fails the original order is returned and the error logged.
 */
export function sortByBlogDate<T>(locale: Locale, items: readonly T[], dateOf: (item: T) => string): T[] {
  try {
    for (const item of items) {
      const date = dateOf(item)
      if (!tryParseBlogDate(locale, date)) console.error(`Blog sort: cannot read the date "${String(date)}"`)
    }
    return [...items].sort((a, b) => compareBlogDatesDesc(locale, dateOf(a), dateOf(b)))
  } catch (error) {
    console.error('Blog sort failed; the order is left unchanged', error)
    return [...items]
  }
}
