/**
 * The case studies, one page per client in both languages (/prosjekter/{slug}/,
 * /en/projects/{slug}/): each is content/cases/<client-id>.yml, put together with the rest of what
 * the site says about the client in ./studies.ts. This module only looks among the loaded case
 * studies, so a bundle that imports it (a story) gets them as data; the addresses' own functions,
 * which read the files, are ./slugs.ts, for Node.
 */
import type { Locale } from '../../site/locales.ts'
import { caseStudies, type CaseStudy } from './studies.ts'

export type { CaseFigure, CaseStep, CaseStudyCopy } from './types.ts'
export { caseStudies, type CaseStudy } from './studies.ts'

/** The case at a slug in a language, or undefined. */
export function findCaseStudy(locale: Locale, slug: string): CaseStudy | undefined {
  return caseStudies[locale].find((study) => study.twinParams[locale].slug === slug)
}

/** The case after this one in the projects page's order; the last leads back to the first. */
export function nextCaseStudy(locale: Locale, id: string): CaseStudy {
  const list = caseStudies[locale]
  const index = list.findIndex((c) => c.id === id)
  return list[(index + 1) % list.length]!
}
