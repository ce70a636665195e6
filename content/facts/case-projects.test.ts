/**
 * The case studies' projects and results as facts (content/facts/case-facts.ts), read from each
 * case's own file: a marketer who edits a case gets the build stopped, naming the file and the
 * field, for a year before the agency's first case or still to come, weeks that are no whole
 * positive number, a role the pages cannot name or named twice, a result without a number, a
 * result named twice, and a headline result another case has.
 */
import { contentRoot } from '../loader/files.ts'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { loadCaseFacts } from './case-facts.ts'

type Block = { project: Record<string, unknown>; results: Record<string, unknown>[] }

const roots: string[] = []

/**
 * Two cases of a content root of the test's own, their project and results as a case file writes
 * them (the facts are read from the Norwegian block): a course provider whose headline is a single
 * figure, and a shop whose headline is a pair, with a pair among its other results too.
 */
function cases(): Record<string, { nb: Block }> {
  return {
    'fjord-kurs': {
      nb: {
        project: { year: 2024, weeks: 8, team: ['seoSpecialist', 'developer'] },
        results: [
          { name: 'courseSignupsPercent', value: 78, headline: true },
          { name: 'questionsAnswered', value: 120 },
          { name: 'firstAiCitationMonths', value: 2 },
        ],
      },
    },
    'fjell-sport': {
      nb: {
        project: { year: 2023, weeks: 12, team: ['developer'] },
        results: [
          { name: 'organicTrafficPercent', value: 300, headline: true },
          { name: 'leadsIn3Months.leads', value: 40, headline: true },
          { name: 'leadsIn3Months.months', value: 3, headline: true },
          { name: 'vacancyPercent.before', value: 12 },
          { name: 'vacancyPercent.after', value: 4 },
        ],
      },
    },
  }
}

/** Loads the case facts of the two cases with fjord-kurs's Norwegian block changed. */
function loadWith(change: (block: Block) => void) {
  const root = mkdtempSync(path.join(tmpdir(), 'fjordlys-case-facts-'))
  roots.push(root)
  mkdirSync(path.join(root, 'cases'))
  const data = cases()
  change(data['fjord-kurs']!.nb)
  for (const [id, file] of Object.entries(data)) writeFileSync(path.join(root, 'cases', `${id}.yml`), stringify(file))
  return () => loadCaseFacts({ root })
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe("the case studies' projects and results", () => {
  it('are read from the case files: a headline as caseResults, the rest by case, pairs as groups', () => {
    const facts = loadWith(() => {})()
    expect(facts.caseProjects['fjord-kurs']).toEqual({ year: 2024, weeks: 8, team: ['seoSpecialist', 'developer'] })
    expect(facts.caseResults).toEqual({
      courseSignupsPercent: 78,
      organicTrafficPercent: 300,
      leadsIn3Months: { leads: 40, months: 3 },
    })
    expect(facts.caseStudyFacts['fjord-kurs']).toEqual({ questionsAnswered: 120, firstAiCitationMonths: 2 })
    expect(facts.caseStudyFacts['fjell-sport']).toEqual({ vacancyPercent: { before: 12, after: 4 } })
  })

  it("are read from the site's own case files: one project per file, every headline once", () => {
    const facts = loadCaseFacts()
    const files = readdirSync(path.join(contentRoot(), 'cases')).filter((name) => name.endsWith('.yml'))
    expect(files.length).toBeGreaterThan(0)
    expect(Object.keys(facts.caseProjects).sort()).toEqual(files.map((name) => name.replace(/\.yml$/, '')).sort())
    expect(Object.keys(facts.caseResults).length).toBeGreaterThan(0)
  })

  it.each([
    ['a year before 2021', (b: Block) => (b.project.year = 2019), /fjord-kurs\.yml: nb\.project\.year/],
    [
      'a year still to come',
      (b: Block) => (b.project.year = new Date().getFullYear() + 1),
      /fjord-kurs\.yml: nb\.project\.year: expected a year that has begun/,
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
      /nb\.results\.\d+\.name: expected a headline name no other case has, got "organicTrafficPercent", which fjell-sport has/,
    ],
    ['a name of the wrong form', (b: Block) => (b.results[1]!.name = 'Questions answered'), /nb\.results\.1\.name/],
  ])('stop the build on %s, naming the file and the field', (_what, change, message) => {
    expect(loadWith(change)).toThrow(message)
  })
})
