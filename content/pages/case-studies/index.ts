/**
 * The eight case studies, one page per client in both languages (/prosjekter/{slug}/,
 * /en/projects/{slug}/): their copy is content/cases/<client-id>.yml, put together with the rest
 * of what the site says about each client in ./studies.ts.
 */
import type { Locale } from '../../site/locales'
import { caseStudyIdAt, type CaseStudyId } from './slugs'
import { caseStudies, type CaseStudy } from './studies'

export type { CaseFigure, CaseStep, CaseStudyCopy } from './types'
export { caseStudyIds, caseStudyParams, caseStudyTwinParams, type CaseStudyId } from './slugs'
export { caseStudies, type CaseStudy } from './studies'

/** The case at a slug in a language, or undefined. */
export function findCaseStudy(locale: Locale, slug: string): CaseStudy | undefined {
  const id = caseStudyIdAt(locale, slug)
  return id ? caseStudies[locale].find((c) => c.id === id) : undefined
}

/** The case after this one in the projects page's order; the last leads back to the first. */
export function nextCaseStudy(locale: Locale, id: CaseStudyId): CaseStudy {
  const list = caseStudies[locale]
  const index = list.findIndex((c) => c.id === id)
  return list[(index + 1) % list.length]!
}
