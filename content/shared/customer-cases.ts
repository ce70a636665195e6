/**
 * Customer cases for the cases grid (content/cases/<id>.yml, read by ./customer-case-records.ts),
 * picked by id for a page.
 */
import type { Locale } from '../site/locales.ts'
import type { CustomerCase } from '../types.ts'
import { customerCases } from './customer-case-records.ts'

export { customerCases } from './customer-case-records.ts'

/** Cases by id in a locale, in the given order; throws on an unknown id. */
export function casesById(locale: Locale, ids: readonly string[]): CustomerCase[] {
  return ids.map((id) => {
    const found = customerCases[locale].find((c) => c.id === id)
    if (!found) throw new Error(`Unknown customer case "${id}"`)
    return found
  })
}
