/**
 * What a claim's figure is based on, in words, written where the figure is stated so that a
 * buyer can weigh it: `{fact:claims.moreEnquiriesBasis}` in copy (content/loader/placeholders.ts)
 * and the about page's figures. The numbers are facts (content/facts/agency.yml); only the words
 * are here.
 */
import { formatNumber } from '../site/format.ts'
import type { Locale } from '../site/locales.ts'

type EnquiriesBasis = { customers: number; years: { from: number; to: number } }

/** "70 % more enquiries": the average over which customers, in which years, measured how. */
export function moreEnquiriesBasisText(basis: EnquiriesBasis, locale: Locale): string {
  const customers = formatNumber(basis.customers, locale)
  // Years as they are written, without the thousands separator a number would get.
  const years = `${basis.years.from}–${basis.years.to}`
  return locale === 'nb'
    ? `snitt for ${customers} kunder som fikk ny nettside eller annonsering fra oss i ${years}, målt som henvendelser via skjema og telefon de første tolv månedene mot de tolv før`
    : `the average for ${customers} clients who got a new website or advertising from us in ${years}, measured as form and phone enquiries in the first twelve months against the twelve before`
}
