/**
 * The customers' results and projects as facts, read from the case studies' own files
 * (content/cases/<client-id>.yml, `project:` and `results:`), so that a new case study brings its
 * figures with it and nobody keeps them elsewhere:
 * - `caseProjects.<case>`: the year, the weeks and the team's roles;
 * - `caseStudyFacts.<case>.<name>`: each of the case's results, a pair's sides (`vacancyPercent.before`)
 *   as one group;
 * - `caseResults.<name>`: the results marked as the headline, which any page may state.
 *
 * Only those two fields are read here, before the case's copy (whose placeholders need the facts)
 * is validated with the rest of the file (content/pages/case-studies/schema.ts). A bad value stops
 * the build naming the file and the field.
 */
import path from 'node:path'
import { z } from 'zod'
import { ContentError, ContentErrors, schemaProblems, valueAt, type ContentProblem } from '../loader/errors.ts'
import { displayPath, entryFiles, readYaml, type LoadOptions } from '../loader/files.ts'
import { caseProject, caseResult } from './schema.ts'

const caseFactsBlock = z.object({
  project: caseProject,
  results: z.array(caseResult).min(1),
})

type Group = Record<string, number>
export type CaseFact = number | Group
export type CaseProject = z.output<typeof caseProject>

export type CaseFacts = {
  caseResults: Record<string, CaseFact>
  caseStudyFacts: Record<string, Record<string, CaseFact>>
  caseProjects: Record<string, CaseProject>
}

/** Puts a result under its name, a pair's side into its group; a name given twice is a problem. */
function place(into: Record<string, CaseFact>, name: string, value: number): boolean {
  const [group, side] = name.split('.') as [string, string | undefined]
  if (side === undefined) {
    if (Object.hasOwn(into, name)) return false
    into[name] = value
    return true
  }
  const existing = into[group]
  if (typeof existing === 'number') return false
  const pair = existing ?? {}
  if (Object.hasOwn(pair, side)) return false
  pair[side] = value
  into[group] = pair
  return true
}

/** Every case's results and project, by the case's file name. */
export function loadCaseFacts(options: LoadOptions = {}): CaseFacts {
  const facts: CaseFacts = { caseResults: {}, caseStudyFacts: {}, caseProjects: {} }
  const errors: ContentError[] = []
  const headlineOf = new Map<string, string>()
  for (const file of entryFiles('cases', options)) {
    const id = path.basename(file, '.yml')
    const data = readYaml(file).data
    const block = valueAt(data, ['nb'])
    const result = caseFactsBlock.safeParse(block, { reportInput: true })
    if (!result.success) {
      errors.push(new ContentError(displayPath(file), schemaProblems(result.error.issues, block, ['nb'])))
      continue
    }
    const problems: ContentProblem[] = []
    const own: Record<string, CaseFact> = {}
    result.data.results.forEach((each, index) => {
      const at = `nb.results.${index}.name`
      if (each.headline) {
        const other = headlineOf.get(each.name.split('.')[0]!)
        if (other !== undefined && other !== id) {
          problems.push({
            path: at,
            message: `expected a headline name no other case has, got "${each.name}", which ${other} has`,
          })
          return
        }
        headlineOf.set(each.name.split('.')[0]!, id)
        if (!place(facts.caseResults, each.name, each.value)) {
          problems.push({ path: at, message: `expected each result's name once, got "${each.name}" again` })
        }
      } else if (!place(own, each.name, each.value)) {
        problems.push({ path: at, message: `expected each result's name once, got "${each.name}" again` })
      }
    })
    if (problems.length > 0) errors.push(new ContentError(displayPath(file), problems))
    facts.caseStudyFacts[id] = own
    facts.caseProjects[id] = result.data.project
  }
  if (errors.length === 1) throw errors[0]
  if (errors.length > 1) throw new ContentErrors(errors)
  return facts
}

/** A result that is a pair or a group (`leadsIn3Months`: `{ leads, months }`), for code that reads its sides. */
export function caseFactPair(value: CaseFact | undefined): Group {
  if (typeof value !== 'object') throw new Error(`expected a group of results, got ${String(value)}`)
  return value
}
