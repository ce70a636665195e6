/**
 * The address of each case study per language (/prosjekter/{slug}/, /en/projects/{slug}/), in the
 * order the projects page lists the cases. Client names are proper nouns and read the same in both
 * languages, so each slug is the client's name in both; a translated slug would go here.
 * Kept apart from the copy so that the case grids can link to a case without loading it.
 */
import type { CaseClientId } from '../../../media-src/case-sites.ts'
import { locales, type Locale, type Localized } from '../../site/locales.ts'
import type { RouteParams } from '../../site/routes.ts'

export const caseStudySlugs = {
  'nordvik-bakeri': { nb: 'nordvik-bakeri', en: 'nordvik-bakeri' },
  'solvind-kurs': { nb: 'solvind-kurs', en: 'solvind-kurs' },
  'kystlinje-logistikk': { nb: 'kystlinje-logistikk', en: 'kystlinje-logistikk' },
  'tindra-regnskap': { nb: 'tindra-regnskap', en: 'tindra-regnskap' },
  'lysverk-energi': { nb: 'lysverk-energi', en: 'lysverk-energi' },
  'fjellstue-sport': { nb: 'fjellstue-sport', en: 'fjellstue-sport' },
  'bergli-klinikk': { nb: 'bergli-klinikk', en: 'bergli-klinikk' },
  'havbris-eiendom': { nb: 'havbris-eiendom', en: 'havbris-eiendom' },
} as const satisfies Record<CaseClientId, Localized<string>>

export type CaseStudyId = keyof typeof caseStudySlugs

export const caseStudyIds = Object.keys(caseStudySlugs) as CaseStudyId[]

export function isCaseStudyId(id: string): id is CaseStudyId {
  return id in caseStudySlugs
}

/** Route parameters of a case in a language; throws for a client without a case study. */
export function caseStudyParams(id: string, locale: Locale): RouteParams {
  if (!isCaseStudyId(id)) throw new Error(`No case study for "${id}"`)
  return { slug: caseStudySlugs[id][locale] }
}

/** Route parameters of a case and of its twin. */
export function caseStudyTwinParams(id: string): Record<Locale, RouteParams> {
  return Object.fromEntries(locales.map((locale) => [locale, caseStudyParams(id, locale)])) as Record<
    Locale,
    RouteParams
  >
}

/** The case at a slug in a language. */
export function caseStudyIdAt(locale: Locale, slug: string): CaseStudyId | undefined {
  return caseStudyIds.find((id) => caseStudySlugs[id][locale] === slug)
}
