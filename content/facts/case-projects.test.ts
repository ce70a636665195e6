/**
 * The case projects of cases.yml as the schema holds them: a marketer who edits the file gets the
 * build stopped, naming the field, for a year before the agency's
 * first case or still to come, weeks that are no whole positive number, a role the pages cannot
 * name, or a role named twice.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { caseFactsFile } from './schema'

type Projects = Record<string, Record<string, unknown>>

const original = parse(readFileSync(caseFactsFile.path(), 'utf8')) as { caseProjects: Projects }

const roots: string[] = []

/** Loads cases.yml with one case's project changed, from a content folder of its own. */
function loadWith(change: (projects: Projects) => void) {
  const data = structuredClone(original)
  change(data.caseProjects)
  const root = mkdtempSync(path.join(tmpdir(), 'fjordlys-case-projects-'))
  roots.push(root)
  mkdirSync(path.join(root, 'facts'))
  writeFileSync(path.join(root, 'facts', 'cases.yml'), stringify(data))
  return () => caseFactsFile.get({ root })
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('the case projects of cases.yml', () => {
  it('load as written', () => {
    const load = loadWith(() => {})
    expect(load().caseProjects['nordvik-bakeri']).toEqual(original.caseProjects['nordvik-bakeri'])
  })

  it.each([
    ['a year before 2021', (p: Projects) => (p['solvind-kurs']!.year = 2019), /caseProjects\.solvind-kurs\.year/],
    [
      'a year still to come',
      (p: Projects) => (p['solvind-kurs']!.year = new Date().getFullYear() + 1),
      /caseProjects\.solvind-kurs\.year: expected a year that has begun/,
    ],
    ['weeks of 0', (p: Projects) => (p['solvind-kurs']!.weeks = 0), /caseProjects\.solvind-kurs\.weeks/],
    ['weeks of 2.5', (p: Projects) => (p['solvind-kurs']!.weeks = 2.5), /caseProjects\.solvind-kurs\.weeks/],
    [
      'a role the pages cannot name',
      (p: Projects) => (p['solvind-kurs']!.team = ['developer', 'astronaut']),
      /caseProjects\.solvind-kurs\.team\.1/,
    ],
    [
      'a role named twice',
      (p: Projects) => (p['solvind-kurs']!.team = ['developer', 'developer']),
      /caseProjects\.solvind-kurs\.team: expected each role once/,
    ],
    ['an empty team', (p: Projects) => (p['solvind-kurs']!.team = []), /caseProjects\.solvind-kurs\.team/],
    [
      'a field the pages do not show',
      (p: Projects) => (p['solvind-kurs']!.budget = 100),
      /caseProjects\.solvind-kurs\.budget/,
    ],
  ])('stop the build on %s, naming the field', (_what, change, message) => {
    expect(loadWith(change)).toThrow(message)
  })
})
