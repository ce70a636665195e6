/**
 * The address of each case study per language (/prosjekter/{slug}/, /en/projects/{slug}/), in the
 * order the projects page lists the cases: each case file's `slug` and `order`
 * (content/cases/<client-id>.yml). Adding a file adds its pages, their hreflang twins, the
 * sitemap's and the prerender's entries.
 *
 * Node only: it reads the case files. The records that browser code gets carry their route
 * parameters with them.
 */
import { locales, type Locale } from '../../site/locales.ts'
import type { RouteParams } from '../../site/routes.ts'
import { caseStudiesCollection } from './schema.ts'

export type CaseStudyId = string

/** The case files in the projects page's order: by `order`, then by file name. */
function ordered() {
  return caseStudiesCollection.all().sort((a, b) => a.nb.order - b.nb.order || a.id.localeCompare(b.id))
}

/** The clients with a case study, in the projects page's order. */
export function caseStudyIds(): CaseStudyId[] {
  return ordered().map((file) => file.id)
}

export function isCaseStudyId(id: string): boolean {
  return caseStudiesCollection.all().some((file) => file.id === id)
}

/** Route parameters of a case in a language; throws for a client without a case study. */
export function caseStudyParams(id: string, locale: Locale): RouteParams {
  const file = caseStudiesCollection.all().find((candidate) => candidate.id === id)
  if (!file) throw new Error(`No case study for "${id}"`)
  return { slug: file[locale].slug }
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
  return caseStudiesCollection.all().find((file) => file[locale].slug === slug)?.id
}
