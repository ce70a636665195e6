/**
 * The case studies' projects and results as facts (content/facts/case-facts.ts), read from each
 * case's own file: a marketer who edits a case gets the build stopped, naming the file and the
 * field, for a year before the agency's first case or still to come, weeks that are no whole
 * positive number, a role the pages cannot name or named twice, a result without a number, a
 * result named twice, and a headline result another case has.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { loadCaseFacts } from './case-facts'

type Block = { project: Record<string, unknown>; results: Record<string, unknown>[] }

const roots: string[] = []

/** Loads the case facts with solvind-kurs's Norwegian block changed, from a copy of the content. */
function loadWith(change: (block: Block) => void) {
  const root = mkdtempSync(path.join(tmpdir(), 'fjordlys-case-facts-'))
  roots.push(root)
  cpSync('content/cases', path.join(root, 'cases'), { recursive: true })
  const file = path.join(root, 'cases', 'solvind-kurs.yml')
  const data = parse(readFileSync(file, 'utf8')) as { nb: Block }
  change(data.nb)
  writeFileSync(file, stringify(data))
  return () => loadCaseFacts({ root })
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe("the case studies' projects and results", () => {
  it('are read from the case files: a headline as caseResults, the rest by case, pairs as groups', () => {
    const facts = loadWith(() => {})()
    expect(facts.caseProjects['solvind-kurs']).toMatchObject({ weeks: expect.any(Number), team: expect.any(Array) })
    expect(facts.caseResults.courseSignupsPercent).toEqual(expect.any(Number))
    expect(facts.caseResults.leadsIn3Months).toEqual({ leads: expect.any(Number), months: expect.any(Number) })
    expect(facts.caseStudyFacts['solvind-kurs']).toHaveProperty('questionsAnswered')
    expect(facts.caseStudyFacts['solvind-kurs']).not.toHaveProperty('courseSignupsPercent')
    expect(facts.caseStudyFacts['havbris-eiendom']!.vacancyPercent).toEqual({
      before: expect.any(Number),
      after: expect.any(Number),
    })
  })

  it.each([
    ['a year before 2021', (b: Block) => (b.project.year = 2019), /solvind-kurs\.yml: nb\.project\.year/],
    [
      'a year still to come',
      (b: Block) => (b.project.year = new Date().getFullYear() + 1),
      /solvind-kurs\.yml: nb\.project\.year: expected a year that has begun/,
    ],
    ['weeks of 0', (b: Block) => (b.project.weeks = 0), /nb\.project\.weeks/],
    ['weeks of 2.5', (b: Block) => (b.project.weeks = 2.5), /nb\.project\.weeks/],
    [
      'a role the pages cannot name',
      (b: Block) => (b.project.team = ['developer', 'astronaut']),
      /nb\.project\.team\.1/,
    ],
    [
      'a role named twice',
      (b: Block) => (b.project.team = ['developer', 'developer']),
      /nb\.project\.team: expected each role once/,
    ],
    ['an empty team', (b: Block) => (b.project.team = []), /nb\.project\.team/],
    ['a project without weeks', (b: Block) => delete b.project.weeks, /nb\.project\.weeks/],
    ['a result without a number', (b: Block) => (b.results[1]!.value = 'many'), /nb\.results\.1\.value/],
    [
      'a result named twice',
      (b: Block) => b.results.push({ name: 'questionsAnswered', value: 3 }),
      /nb\.results\.\d+\.name: expected each result's name once, got "questionsAnswered" again/,
    ],
    [
      "another case's headline",
      (b: Block) => b.results.push({ name: 'organicTrafficPercent', value: 3, headline: true }),
      /nb\.results\.\d+\.name: expected a headline name no other case has, got "organicTrafficPercent", which fjellstue-sport has/,
    ],
    ['a name of the wrong form', (b: Block) => (b.results[1]!.name = 'Questions answered'), /nb\.results\.1\.name/],
  ])('stop the build on %s, naming the file and the field', (_what, change, message) => {
    expect(loadWith(change)).toThrow(message)
  })
})
