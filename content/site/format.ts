/**
 * Number and price formatting per locale (`4 990 kr` in Norwegian, `$479` in English).
 * Norwegian groups thousands with a no-break space and puts a no-break space before
 * `%`, as Norwegian typography does; English writes `70%`.
 */
import type { Price } from '../facts/facts.ts'
import { intlLocale, type Locale } from './locales.ts'

export const NBSP = '\u00a0'

/**
 * Digit grouping and decimal mark per locale, as Intl.NumberFormat writes nb-NO and en-US (a
 * test holds the two equal). The copy formats numbers while its modules load in the browser, and
 * building an Intl.NumberFormat there costs several milliseconds per locale on a phone (90 ms of
 * main thread on the service page under Lighthouse's 4x CPU slowdown), so numbers are grouped
 * here instead.
 */
const marks: Record<Locale, { group: string; decimal: string; minus: string }> = {
  nb: { group: NBSP, decimal: ',', minus: '\u2212' },
  en: { group: ',', decimal: '.', minus: '-' },
}

/** An integer as it is, any other number with two decimals: "4 990", "4,99", "69,900". */
export function formatNumber(value: number, locale: Locale): string {
  const { group, decimal, minus } = marks[locale]
  const [whole = '', fraction] = Math.abs(value)
    .toFixed(Number.isInteger(value) ? 0 : 2)
    .split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group)
  return `${value < 0 ? minus : ''}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`
}

export function formatPercent(value: number, locale: Locale): string {
  return locale === 'nb' ? `${formatNumber(value, locale)}${NBSP}%` : `${formatNumber(value, locale)}%`
}

/** Seconds with one decimal: "1,6 s" / "1.6 s". */
export function formatSeconds(value: number, locale: Locale): string {
  const text = value.toFixed(1)
  return `${locale === 'nb' ? text.replace('.', ',') : text}${NBSP}s`
}

const weekWords: Record<Locale, { one: string; other: string }> = {
  nb: { one: 'uke', other: 'uker' },
  en: { one: 'week', other: 'weeks' },
}

/** Weeks: "1 uke", "4 uker" / "1 week", "4 weeks". */
export function formatWeeks(value: number, locale: Locale): string {
  return `${formatNumber(value, locale)}${NBSP}${value === 1 ? weekWords[locale].one : weekWords[locale].other}`
}

/**
 * An hour of the clock (0-23) as each language writes opening hours: "08" and "16" in Norwegian
 * ("08–16"), "8 am" and "4 pm" in English ("8 am–4 pm").
 */
export function formatClockHour(hour: number, locale: Locale): string {
  if (locale === 'nb') return String(hour).padStart(2, '0')
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${twelve} ${hour < 12 ? 'am' : 'pm'}`
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

const durationWords: Record<Locale, { hour: string; hours: string }> = {
  nb: { hour: 'time', hours: 'timer' },
  en: { hour: 'hour', hours: 'hours' },
}

/** A length of time given in minutes, in whole hours when it is: "30 min", "1 time", "2 hours". */
export function formatDuration(minutes: number, locale: Locale): string {
  if (minutes === 0 || minutes % 60 !== 0) return `${formatNumber(minutes, locale)} min`
  const hours = minutes / 60
  return `${formatNumber(hours, locale)} ${hours === 1 ? durationWords[locale].hour : durationWords[locale].hours}`
}

/**
 * The month and year of an ISO calendar date (`2025-03-14`): "mars 2025", "March 2025", as Intl
 * writes them (as the legal pages' dates are written). Only the prerender calls it (the
 * testimonials' dates), so the browser never builds the formatter. Throws on a date that is not a
 * real YYYY-MM-DD.
 */
export function formatMonthYear(iso: string, locale: Locale): string {
  const date = new Date(`${iso}T12:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new Error(`Not an ISO calendar date: "${iso}"`)
  }
  return new Intl.DateTimeFormat(intlLocale[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}

/**
 * An ISO calendar date (`2025-01-01`) in words, as the page's language writes it: "1. januar 2025",
 * "January 1, 2025" (the legal documents' dates). The prerender and stories call it, not the
 * site's browser code.
 */
export function formatLongDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
}

/** Shorthands for copy: a NOK or USD amount with an optional period. */
export const nokAmount = (amount: number, locale: Locale) => formatMoney(amount, 'NOK', locale)

/** Replaces `{name}` in a template with the value given for it; an unknown name is left as written. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}
