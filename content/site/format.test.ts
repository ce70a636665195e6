import { describe, expect, it } from 'vitest'
import { intlLocale } from './locales.ts'
import {
  formatClockHour,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatPrice,
  formatRange,
} from './format.ts'

describe('given locale formatting', () => {
  it('groups thousands with a no-break space in Norwegian and a comma in English', () => {
    expect(formatNumber(4990, 'nb')).toBe('4\u00a0990')
    expect(formatNumber(149900, 'nb')).toBe('149\u00a0900')
    expect(formatNumber(69900, 'en')).toBe('69,900')
    expect(formatNumber(4.99, 'en')).toBe('4.99')
    expect(formatNumber(4.99, 'nb')).toBe('4,99')
  })

  it('writes prices as "4 990 kr" in Norwegian and "$479" in English', () => {
    expect(formatMoney(4990, 'NOK', 'nb')).toBe('4\u00a0990\u00a0kr')
    expect(formatMoney(479, 'USD', 'en')).toBe('$479')
    expect(formatMoney(69900, 'NOK', 'en')).toBe('NOK\u00a069,900')
    expect(formatPrice({ kind: 'amount', currency: 'USD', amount: 479, per: 'month' }, 'en')).toBe('$479/mo')
    expect(formatPrice({ kind: 'amount', currency: 'NOK', amount: 49900, from: true }, 'nb')).toBe(
      'fra 49\u00a0900\u00a0kr',
    )
    expect(formatPrice({ kind: 'quote' }, 'nb')).toBe('Etter avtale')
    expect(formatPrice({ kind: 'quote' }, 'en')).toBe('By quote')
  })

  it('writes an hour of the clock with two digits in Norwegian and in twelve hours in English', () => {
    expect([0, 8, 12, 16].map((hour) => formatClockHour(hour, 'nb'))).toEqual(['00', '08', '12', '16'])
    expect([0, 8, 12, 16].map((hour) => formatClockHour(hour, 'en'))).toEqual(['12 am', '8 am', '12 pm', '4 pm'])
  })

  it('writes a month and year as each language does, and refuses what is not a calendar date', () => {
    expect(formatMonthYear('2025-03-14', 'nb')).toBe('mars 2025')
    expect(formatMonthYear('2025-03-14', 'en')).toBe('March 2025')
    expect(formatMonthYear('2026-12-01', 'nb')).toBe('desember 2026')
    for (const bad of ['2025-13-01', '2025-02-30', '2025-3-1', 'March 2025', ''])
      expect(() => formatMonthYear(bad, 'en')).toThrow()
  })

  it('writes percentages and ranges per locale', () => {
    expect(formatPercent(70, 'nb')).toBe('70\u00a0%')
    expect(formatPercent(70, 'en')).toBe('70%')
    expect(formatRange({ from: 3, to: 6 }, 'nb')).toBe('3–6')
  })

  it('writes every number as Intl.NumberFormat does in nb-NO and en-US', () => {
    const values = [0, 7, 42, 999, 1000, 4990, 10000, 69900, 149900, 1234567, 4.99, 0.5, 1234.56, -5, -4990, -4.99]
    for (let n = 1; n < 2_000_000; n = Math.ceil(n * 1.37) + 3) values.push(n, n + 0.25)
    for (const locale of ['nb', 'en'] as const) {
      for (const value of values) {
        const digits = Number.isInteger(value) ? 0 : 2
        const intl = new Intl.NumberFormat(intlLocale[locale], {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        })
          .format(value)
          .replace(/[\u202f\u00a0 ]/g, '\u00a0')
        expect(formatNumber(value, locale), `${value} in ${locale}`).toBe(intl)
      }
    }
  })
})
