/**
 * Number and price formatting per locale (decisions.md: `4 990 kr` in Norwegian, `$479` in
 * English). Norwegian groups thousands with a no-break space and puts a no-break space before
 * `%`, as Norwegian typography does; English writes `70%`.
 */
import type { Price } from './facts'
import type { Locale } from './locales'
import { intlLocale } from './locales'

export const NBSP = '\u00a0'

export function formatNumber(value: number, locale: Locale): string {
  const digits = Number.isInteger(value) ? 0 : 2
  const text = new Intl.NumberFormat(intlLocale[locale], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
  // Intl writes U+202F (narrow no-break space) in some Node versions; use one separator everywhere.
  return text.replace(/[\u202f\u00a0 ]/g, NBSP)
}

export function formatPercent(value: number, locale: Locale): string {
  return locale === 'nb' ? `${formatNumber(value, locale)}${NBSP}%` : `${formatNumber(value, locale)}%`
}

/** A range such as 3–6, with an en dash. */
export function formatRange(range: { from: number; to: number }, locale: Locale): string {
  return `${formatNumber(range.from, locale)}–${formatNumber(range.to, locale)}`
}

export function formatMoney(amount: number, currency: 'NOK' | 'USD', locale: Locale): string {
  const number = formatNumber(amount, locale)
  if (currency === 'USD') return locale === 'nb' ? `${number}${NBSP}USD` : `$${number}`
  return locale === 'nb' ? `${number}${NBSP}kr` : `NOK${NBSP}${number}`
}

const quoteText: Record<Locale, string> = { nb: 'Etter avtale', en: 'By quote' }
const fromText: Record<Locale, string> = { nb: 'Fra', en: 'From' }
const perText: Record<Locale, Record<'month' | 'year', string>> = {
  nb: { month: '/mnd', year: '/år' },
  en: { month: '/mo', year: '/yr' },
}

/** The amount alone: "4 990 kr", "$479", "Etter avtale". */
export function formatPriceAmount(price: Price, locale: Locale): string {
  return price.kind === 'quote' ? quoteText[locale] : formatMoney(price.amount, price.currency, locale)
}

/** The period suffix of a price ("/mnd", "/mo"), or an empty string. */
export function formatPriceSuffix(price: Price, locale: Locale): string {
  return price.kind === 'amount' && price.per ? perText[locale][price.per] : ''
}

/** A full price in running text: "fra 69 900 kr", "$479/mo", "By quote". */
export function formatPrice(price: Price, locale: Locale, options: { capitalize?: boolean } = {}): string {
  if (price.kind === 'quote') return quoteText[locale]
  const from = price.from ? `${options.capitalize ? fromText[locale] : fromText[locale].toLowerCase()} ` : ''
  return `${from}${formatPriceAmount(price, locale)}${formatPriceSuffix(price, locale)}`
}

/** Shorthands for copy: a NOK or USD amount with an optional period. */
export const nokAmount = (amount: number, locale: Locale) => formatMoney(amount, 'NOK', locale)
