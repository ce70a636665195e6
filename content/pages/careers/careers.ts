/**
 * Careers content shared by the landing page and the job pages: the benefits (a file of their own,
 * content/careers/benefits.yml), the office map link and the service pages the landing hero links
 * to. The openings themselves are files of their own (content/jobs/, read by content/careers/jobs.ts).
 */
import { benefits } from '../../careers/benefits.ts'
import type { Locale } from '../../site/locales.ts'
import { careersUi } from '../../strings/careers.ts'
import { headOffice } from '../../site/settings.ts'

/** The landing hero links to these four service pages, by their files in content/services/. */
export const careersServiceLinks = [
  'webdesign',
  'seo-optimalisering',
  'google-ads-annonsering',
  'apputvikling',
] as const

/**
 * The head office (Oslo, where the jobs are) on a map, found by its address; opened in a new tab so
 * the job page stays open. The query's parts are separated by spaces alone, which the form encoding
 * writes as "+": the map finds the address as well, and the link holds no "%" escapes for the
 * content checks to read as percentages.
 */
const office = headOffice()
export const officeMapUrl = `https://www.google.com/maps/search/?${new URLSearchParams({
  api: '1',
  query: `${office.streetAddress} ${office.postalCode} ${office.city} Norway`,
})}`

/**
 * The job not-found view is prerendered at this slug in each language (/stillinger/404/,
 * /en/jobs/404/); server/static.ts serves it with status 404 for unknown job paths.
 */
export const jobNotFoundSlug = '404'

/** What the careers components need in one language. */
function careersPageStringsIn(locale: Locale) {
  return {
    ui: careersUi[locale],
    benefits: benefits[locale],
    mapUrl: officeMapUrl,
  }
}
export type CareersPageStrings = ReturnType<typeof careersPageStringsIn>

export const careersPageStrings: Record<Locale, CareersPageStrings> = {
  nb: careersPageStringsIn('nb'),
  en: careersPageStringsIn('en'),
}
