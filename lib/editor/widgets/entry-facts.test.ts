import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { entryFiles } from '../../../content/loader/files'
import { decapConfig } from '../decap-config'
import { discoverDefinitions } from '../discover'
import { placeholderChoices } from '../placeholder-choices'
import { caseCollection, caseFormFacts, type CaseFormData } from './entry-facts'

describe("a case study's own figures, read from its form before it is saved", () => {
  const saved = new Map(placeholderChoices().map((choice) => [choice.name, choice]))
  const cases = entryFiles('cases').map((file) => ({
    id: path.basename(file, '.yml'),
    data: (parse(readFileSync(file, 'utf8')) as { nb: CaseFormData }).nb,
  }))

  it('are named and written as the saved case gives them to the rest of the editor, for every case of the content', () => {
    expect(cases.length, 'the content has a case study').toBeGreaterThan(0)
    for (const { id, data } of cases) {
      const facts = caseFormFacts(id, data)
      expect(facts.length, id).toBeGreaterThan(0)
      for (const fact of facts) {
        expect(saved.get(fact.name)?.value, fact.name).toEqual(fact.value)
      }
    }
  })

  it('follow the form: a result added and a number changed show at once, half-typed ones are left out', () => {
    const facts = caseFormFacts('ny-kunde', {
      slug: 'ny-kunde',
      results: [
        { name: 'bookingsPercent', value: '45' },
        { name: 'visits.before', value: 1200 },
        { name: '', value: 3 },
        { name: 'pending', value: '' },
      ],
      project: { weeks: 6, year: 2026 },
    })
    expect(Object.fromEntries(facts.map((fact) => [fact.name, fact.value]))).toEqual({
      'fact:caseStudyFacts.ny-kunde.bookingsPercent': { nb: '45\u00a0%', en: '45%' },
      'fact:caseStudyFacts.ny-kunde.visits.before': { nb: '1\u00a0200', en: '1,200' },
      'fact:caseProjects.ny-kunde.weeks': { nb: '6\u00a0uker', en: '6\u00a0weeks' },
      'fact:caseProjects.ny-kunde.year': { nb: '2026', en: '2026' },
    })
    expect(facts[0]!.label.nb).toContain('bookingsPercent')
    expect(caseFormFacts('', { results: [{ name: 'x', value: 1 }] })).toEqual([])
  })

  it("are read from the form of the editor's collection of case studies, the folder the loader reads", async () => {
    const config = decapConfig({
      locale: 'nb',
      definitions: await discoverDefinitions(),
      contentPath: 'content',
      backend: { kind: 'local', url: 'http://127.0.0.1:3000/admin/api/v1' },
      siteUrl: 'https://www.fjordlys.example',
    }) as { collections: { name: string; folder?: string }[] }
    expect(config.collections.find((collection) => collection.name === caseCollection)?.folder).toBe('content/cases')
  })
})
