/**
 * Norwegian organisation numbers (organisasjonsnummer) as the Brønnøysund Register Centre issues
 * them: nine digits, the last a check digit computed with modulus 11 over the first eight with
 * the weights 3, 2, 7, 6, 5, 4, 3, 2. A remainder that would give the check digit 10 is never
 * issued, so such a number is invalid. Organisations' numbers begin with 8 or 9.
 */

const weights = [3, 2, 7, 6, 5, 4, 3, 2] as const

/** The number without the spaces people write it with ("925 748 137" -> "925748137"). */
export function normaliseOrgNumber(value: string): string {
  return value.replace(/[\s\u00a0]/g, '')
}

/** The check digit of the first eight digits, or null where modulus 11 allows none. */
export function orgNumberCheckDigit(firstEight: string): number | null {
  if (!/^\d{8}$/.test(firstEight)) return null
  const sum = weights.reduce((total, weight, i) => total + weight * Number(firstEight[i]), 0)
  const check = 11 - (sum % 11)
  if (check === 11) return 0
  if (check === 10) return null
  return check
}

/** True for a well-formed organisation number: 8 or 9 first, nine digits, a correct check digit. */
export function isValidOrgNumber(value: string): boolean {
  const digits = normaliseOrgNumber(value)
  if (!/^[89]\d{8}$/.test(digits)) return false
  return orgNumberCheckDigit(digits.slice(0, 8)) === Number(digits[8])
}

/**
 * The number as it is printed: three groups of three ("925 748 137"), joined by no-break spaces
 * so that a line never breaks inside it.
 */
export function formatOrgNumber(value: string): string {
  const digits = normaliseOrgNumber(value)
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].join('\u00a0')
}
