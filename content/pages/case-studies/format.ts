/**
 * How the case studies print their figures: a change with its sign, a count, a time in seconds, a
 * number of weeks, a list in a sentence.
 */
import { formatNumber, formatPercent, formatSeconds, formatWeeks } from '../../site/format.ts'
import type { Locale } from '../../site/locales.ts'

/** An increase: "+300 %" / "+300%". */
export const plusPercent = (value: number, locale: Locale) => `+${formatPercent(value, locale)}`

/** A decrease, with a true minus sign: "−42 %" / "−42%". */
export const minusPercent = (value: number, locale: Locale) => `\u2212${formatPercent(value, locale)}`

/** A count: "1 200" / "1,200". */
export const count = (value: number, locale: Locale) => formatNumber(value, locale)

/** Seconds with one decimal: "1,6 s" / "1.6 s". */
export const seconds = formatSeconds

/** Weeks: "1 uke", "4 uker" / "1 week", "4 weeks". */
export const weeks = formatWeeks

/**
 * Items in a sentence, the last joined by "og" / "and" without a comma before it: "a, b og c" /
 * "a, b and c". Written here rather than with Intl.ListFormat, which the copy's modules avoid
 * for its cost in the browser (content/site/format.ts).
 */
export function listOf(items: readonly string[], locale: Locale): string {
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${locale === 'nb' ? 'og' : 'and'} ${items.at(-1)}`
}
