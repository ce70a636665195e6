import { describe, expect, it } from 'vitest'
import { formatMoney, formatNumber, formatPercent, formatPrice, formatRange } from './format'

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

  it('writes percentages and ranges per locale', () => {
    expect(formatPercent(70, 'nb')).toBe('70\u00a0%')
    expect(formatPercent(70, 'en')).toBe('70%')
    expect(formatRange({ from: 3, to: 6 }, 'nb')).toBe('3–6')
  })
})
