/** How the case studies print their figures: a change with its sign, a count, a time in seconds. */
import { formatNumber, formatPercent } from '../../site/format'
import type { Locale } from '../../site/locales'

/** An increase: "+300 %" / "+300%". */
export const plusPercent = (value: number, locale: Locale) => `+${formatPercent(value, locale)}`

/** A decrease, with a true minus sign: "−42 %" / "−42%". */
export const minusPercent = (value: number, locale: Locale) => `\u2212${formatPercent(value, locale)}`

/** A count: "1 200" / "1,200". */
export const count = (value: number, locale: Locale) => formatNumber(value, locale)

/** Seconds with one decimal: "1,6 s" / "1.6 s". */
export function seconds(value: number, locale: Locale): string {
  const text = value.toFixed(1)
  return `${locale === 'nb' ? text.replace('.', ',') : text}\u00a0s`
}
