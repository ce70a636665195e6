import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { contentWith, loadError, type Blocks } from '../../../tests/support/content-copy'
import { caseStudiesCollection } from './schema'

describe('the case study files', () => {
  it('give every case its copy in both languages, with the figures filled in from the facts', () => {
    const files = caseStudiesCollection.all()
    expect(files.map((file) => file.id).sort()).toHaveLength(8)
    const bakery = files.find((file) => file.id === 'nordvik-bakeri')!
    // The client's name stays a slot the page fills; the facts are written for each language.
    expect(bakery.nb.summary).toContain('{client}')
    expect(bakery.nb.figures.map((figure) => figure.value).join(' ')).not.toMatch(/\{fact:/)
    expect(bakery.en.testimonial).toBe(bakery.nb.testimonial)
  })

  it("refuses another client's testimonial, an unknown placeholder and a missing translation, naming each field", () => {
    const root = contentWith('cases/bergli-klinikk.yml', (data) => {
      data.nb.testimonial = 'erik-fjellstue'
      data.en.testimonial = 'erik-fjellstue'
      data.nb.goal = 'La {kunde} bestille selv.'
      delete data.en.delivered
    })
    const message = loadError(() => caseStudiesCollection.all({ root }))
    expect(message).toMatch(/bergli-klinikk\.yml: en\.delivered: expected the English translation of nb\.delivered/)
    expect(message).toMatch(
      /nb\.goal: unknown placeholder \{kunde\}: expected one of \{brand\}, \{fact:<key>\}, \{setting:<name>\}, \{client\}/,
    )
    const fixed = contentWith('cases/bergli-klinikk.yml', (data) => {
      data.nb.testimonial = 'erik-fjellstue'
      data.en.testimonial = 'erik-fjellstue'
    })
    expect(() => caseStudiesCollection.all({ root: fixed })).toThrow(
      /nb\.testimonial: expected a testimonial of bergli-klinikk's own, got fjellstue-sport's/,
    )
  })

  it("refuses a card's service that differs between the languages, or that the site does not have", () => {
    const card = (data: Blocks, locale: 'nb' | 'en') => data[locale].card as Record<string, unknown>
    const differing = contentWith('cases/tindra-regnskap.yml', (data) => {
      card(data, 'nb').service = 'webdesign'
    })
    expect(() => caseStudiesCollection.all({ root: differing })).toThrow(/tindra-regnskap\.yml: en\.card\.service: /)
    const unknown = contentWith('cases/tindra-regnskap.yml', (data) => {
      card(data, 'nb').service = 'regnskap'
      card(data, 'en').service = 'regnskap'
    })
    expect(() => caseStudiesCollection.all({ root: unknown })).toThrow(
      /nb\.card\.service: expected a service of content\/services\/ \(.*webdesign.*\), got "regnskap"/,
    )
  })

  it('refuses a file named after a client without a case study', () => {
    const root = contentWith('cases/bergli-klinikk.yml', () => {})
    const source = path.join(root, 'cases', 'bergli-klinikk.yml')
    // A copy of another case, its results not the headline (a headline's name is one case's only).
    const copy = parse(readFileSync(source, 'utf8')) as Record<'nb' | 'en', { results: { headline?: boolean }[] }>
    for (const block of [copy.nb, copy.en]) for (const result of block.results) delete result.headline
    writeFileSync(path.join(root, 'cases', 'fjord-tannlege.yml'), stringify(copy))
    expect(() => caseStudiesCollection.all({ root })).toThrow(
      /fjord-tannlege\.yml: expected a file named after a customer of content\/customers\.yml/,
    )
  })

  it('refuses a case without its project or its results, naming the file and the field', () => {
    const root = contentWith('cases/bergli-klinikk.yml', (data) => {
      delete data.nb.project
      delete data.en.project
    })
    expect(() => caseStudiesCollection.all({ root })).toThrow(/bergli-klinikk\.yml: nb\.project: /)
  })
})
