/**
 * A fact's value written for a language by its kind, as content/loader/placeholders.ts describes:
 * the part of a placeholder's formatting that needs no files, so the editor's copy fields can write
 * a figure typed a moment ago (a new case study's result) as the page will.
 */
import type { Price } from '../facts/facts.ts'
import type { Locale } from '../site/locale-list.ts'
import {
  formatClockHour,
  formatDuration,
  formatLongDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPrice,
  formatRange,
  formatSeconds,
  formatWeeks,
} from '../site/format.ts'

function isPrice(value: unknown): value is Price {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    (value.kind === 'amount' || value.kind === 'quote')
  )
}

function isRange(value: unknown): value is { from: number; to: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 2 &&
    typeof (value as { from?: unknown }).from === 'number' &&
    typeof (value as { to?: unknown }).to === 'number'
  )
}

/**
 * `value`, the fact at dotted `key` in one language, written for `locale`; `parent` is the group
 * that holds it (a price's currency). An error when it is no value a page can state.
 */
export function formatFactValue(
  key: string,
  value: unknown,
  parent: unknown,
  locale: Locale,
  as?: 'number',
): { text: string } | { error: string } {
  // A pair's or a range's side (`vacancyPercent.before`) is of the kind its group's name says.
  const parts = key.split('.')
  const last = parts.at(-1) ?? key
  const name = ['before', 'after', 'from', 'to'].includes(last) && parts.length > 1 ? parts.at(-2)! : last
  if (as === 'number') {
    if (typeof value === 'number') return { text: formatNumber(value, locale) }
    return { error: `{fact:${key}:number} names no number` }
  }
  if (typeof value === 'string' && /Date$/.test(name)) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { text: formatLongDate(value, locale) }
    return { error: `{fact:${key}} is a date, expected as YYYY-MM-DD, got "${value}"` }
  }
  if (typeof value === 'string') return { text: value }
  if (typeof value === 'number') {
    const currency = (parent as { currency?: unknown }).currency
    if (last === 'amount' && (currency === 'NOK' || currency === 'USD')) {
      return { text: formatMoney(value, currency, locale) }
    }
    if (/Minutes$/.test(name)) return { text: formatDuration(value, locale) }
    // A year (`year`, `foundedYear`), but not an amount per year (`nokPerYear`, money by its name below).
    if (/(?:^y|Y)ear$/.test(name) && !/PerYear$/.test(name)) return { text: String(value) }
    if (/AtHour$/.test(name)) return { text: formatClockHour(value, locale) }
    if (/Seconds$/.test(name)) return { text: formatSeconds(value, locale) }
    if (name === 'weeks') return { text: formatWeeks(value, locale) }
    if (/percent/i.test(name)) return { text: formatPercent(value, locale) }
    if (/nok/i.test(name)) return { text: formatMoney(value, 'NOK', locale) }
    if (/usd/i.test(name)) return { text: formatMoney(value, 'USD', locale) }
    return { text: formatNumber(value, locale) }
  }
  if (isPrice(value)) return { text: formatPrice(value, locale) }
  if (isRange(value)) return { text: formatRange(value, locale) }
  return { error: `{fact:${key}} is a group of facts, not one value: name one of its fields` }
}
