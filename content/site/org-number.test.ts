import { describe, expect, it } from 'vitest'
import { formatOrgNumber, isValidOrgNumber, normaliseOrgNumber, orgNumberCheckDigit } from './org-number.ts'
import { resolveSettings, settings } from './settings.ts'

describe('given a Norwegian organisation number', () => {
  it('accepts numbers whose check digit matches modulus 11', () => {
    // Weighted sums: 925748137 -> 169, 169 % 11 = 4, 11 - 4 = 7.
    expect(isValidOrgNumber('925748137')).toBe(true)
    expect(isValidOrgNumber('916427352')).toBe(true)
    expect(isValidOrgNumber('937182643')).toBe(true)
  })

  it('accepts the spaces and no-break spaces it is written with', () => {
    expect(isValidOrgNumber('925 748 137')).toBe(true)
    expect(isValidOrgNumber('925\u00a0748\u00a0137')).toBe(true)
    expect(normaliseOrgNumber(' 925 748 137 ')).toBe('925748137')
  })

  it('refuses a wrong check digit', () => {
    expect(isValidOrgNumber('925748136')).toBe(false)
    expect(isValidOrgNumber('925748138')).toBe(false)
  })

  it('refuses a number whose check digit would be 10, since none is issued', () => {
    expect(orgNumberCheckDigit('92864751')).toBeNull()
    for (let last = 0; last <= 9; last++) expect(isValidOrgNumber(`92864751${last}`)).toBe(false)
  })

  it('gives 0 where the weighted sum is a multiple of 11', () => {
    // 9*3 + 3*2 = 33: remainder 0, so 11 - 0 = 11, written 0.
    expect(orgNumberCheckDigit('90000003')).toBe(0)
    expect(isValidOrgNumber('900000030')).toBe(true)
    // 8*3 + 6*2 = 36: remainder 3, check digit 8.
    expect(orgNumberCheckDigit('80000006')).toBe(8)
    expect(isValidOrgNumber('800000068')).toBe(true)
  })

  it('refuses other lengths, letters and numbers that do not begin with 8 or 9', () => {
    expect(isValidOrgNumber('')).toBe(false)
    expect(isValidOrgNumber('92574813')).toBe(false)
    expect(isValidOrgNumber('9257481370')).toBe(false)
    expect(isValidOrgNumber('92574813a')).toBe(false)
    expect(isValidOrgNumber('925-748-137')).toBe(false)
    // 1xxxxxxxx with a matching check digit is still not an organisation's number.
    expect(isValidOrgNumber('100000008')).toBe(false)
  })

  it('prints three groups of three that never break apart', () => {
    expect(formatOrgNumber('925748137')).toBe('925\u00a0748\u00a0137')
    expect(formatOrgNumber('925 748 137')).toBe('925\u00a0748\u00a0137')
  })
})

describe('the ORG_NUMBER setting', () => {
  it('has a valid default', () => {
    expect(isValidOrgNumber(resolveSettings({}).orgNumber)).toBe(true)
    expect(isValidOrgNumber(settings.orgNumber)).toBe(true)
  })

  it('takes a valid number from the environment, without its spaces', () => {
    expect(resolveSettings({ ORG_NUMBER: '916 427 352' }).orgNumber).toBe('916427352')
  })

  it('refuses an invalid number instead of printing it', () => {
    expect(() => resolveSettings({ ORG_NUMBER: '925748136' })).toThrow(/ORG_NUMBER/)
  })
})
