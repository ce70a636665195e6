/**
 * The facts an entry brings with it, as the copy fields offer them while it is being edited: a
 * case study's results and project are facts of the site (content/facts/case-facts.ts names them
 * `caseStudyFacts.<case>.<result>`, `caseResults.<result>` for its headline, and
 * `caseProjects.<case>.<field>`), read from its file. The
 * editor's list of facts is made from the saved files, so before a new case is saved, or after a
 * result is added, its own figures would be missing from «Sett inn fakta» and show as unknown in its
 * copy. This reads them from the form instead, by the names its file will give them.
 */
import { formatFactValue } from '../../../content/loader/fact-format.ts'
import type { PlaceholderChoice } from '../placeholder-choices.ts'

/** A case study's data as the form holds it (the Norwegian block, where its figures are written). */
export type CaseFormData = {
  slug?: unknown
  results?: unknown
  project?: unknown
}

/** The editor's name of the case studies' collection (the folder content/cases). */
export const caseCollection = 'cases'

const words = {
  nb: { results: 'Denne kundecasen', weeks: 'Uker', year: 'År levert' },
  en: { results: 'This case study', weeks: 'Weeks', year: 'Year delivered' },
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A number as the form holds it (Decap's number field may give a text), or undefined. */
function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined
}

/**
 * The facts of a case study being edited: `id` is its file name (the Norwegian address for a new
 * one), `data` the form's Norwegian block. Results without a name or a number are left out.
 */
export function caseFormFacts(id: string, data: CaseFormData): PlaceholderChoice[] {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) return []
  // Each written as the page will write it (a `...Percent` result as a percentage, weeks as weeks).
  const written = (key: string, value: number, locale: 'nb' | 'en') => {
    const formatted = formatFactValue(key, value, {}, locale)
    return 'text' in formatted ? formatted.text : String(value)
  }
  const choice = (key: string, label: (locale: 'nb' | 'en') => string, value: number): PlaceholderChoice => ({
    name: `fact:${key}`,
    label: { nb: label('nb'), en: label('en') },
    value: { nb: written(key, value, 'nb'), en: written(key, value, 'en') },
    kind: 'fact',
  })
  const results = Array.isArray(data.results) ? data.results : []
  const facts = results.flatMap((result) => {
    if (!isRecord(result) || typeof result.name !== 'string' || !/^[A-Za-z][\w.]*$/.test(result.name)) return []
    const value = numberOf(result.value)
    if (value === undefined) return []
    const name = result.name
    // A headline result is the site's by its name alone, so any page may state it.
    const key = result.headline === true ? `caseResults.${name}` : `caseStudyFacts.${id}.${name}`
    return [choice(key, (locale) => `${words[locale].results} › ${name}`, value)]
  })
  const project = isRecord(data.project) ? data.project : {}
  for (const field of ['weeks', 'year'] as const) {
    const value = numberOf(project[field])
    if (value !== undefined) {
      facts.push(
        choice(`caseProjects.${id}.${field}`, (locale) => `${words[locale].results} › ${words[locale][field]}`, value),
      )
    }
  }
  return facts
}
