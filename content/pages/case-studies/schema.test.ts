import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentRoot } from '../../loader/files.ts'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { contentWith, loadError, type Blocks } from '../../../tests/support/content-copy.ts'
import { caseStudiesCollection } from './schema.ts'

/** The ids of the YAML files of a folder of the content root, the content the loaders read. */
function idsOf(folder: string): string[] {
  return readdirSync(path.join(contentRoot(), folder))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => name.replace(/\.yml$/, ''))
    .sort()
}
/** The case the refusal tests edit: the first file of the content root's cases/. */
const client = idsOf('cases')[0]!
const file = `cases/${client}.yml`
/** A testimonial of another customer than `client`: its id and its customer's. */
const foreign = idsOf('testimonials')
  .map((id) => ({
    id,
    brand: (parse(readFileSync(path.join(contentRoot(), 'testimonials', `${id}.yml`), 'utf8')) as Blocks).nb
      .brand as string,
  }))
  .find((testimonial) => testimonial.brand !== client)!

describe('the case study files', () => {
  it('give every case its copy in both languages, with the figures filled in from the facts', () => {
    const files = caseStudiesCollection.all()
    expect(files.length).toBeGreaterThan(0)
    expect(files.map((each) => each.id).sort()).toEqual(idsOf('cases'))
    for (const each of files) {
      for (const locale of ['nb', 'en'] as const) {
        expect(each[locale].figures.map((figure) => figure.value).join(' '), each.id).not.toMatch(/\{fact:/)
      }
      expect(each.en.testimonial, each.id).toBe(each.nb.testimonial)
    }
  })

  it("keeps the client's name a slot the page fills", () => {
    const root = contentWith(file, (data) => {
      data.nb.summary = '{client} fikk en ny nettside.'
      data.en.summary = '{client} got a new website.'
    })
    const edited = caseStudiesCollection.all({ root }).find((each) => each.id === client)!
    expect(edited.nb.summary).toBe('{client} fikk en ny nettside.')
    expect(edited.en.summary).toBe('{client} got a new website.')
  })

  it("refuses another client's testimonial, an unknown placeholder and a missing translation, naming each field", () => {
    expect(foreign).toBeDefined()
    const root = contentWith(file, (data) => {
      data.nb.testimonial = foreign.id
      data.en.testimonial = foreign.id
      data.nb.goal = 'La {kunde} bestille selv.'
      delete data.en.delivered
    })
    const message = loadError(() => caseStudiesCollection.all({ root }))
    expect(message).toContain(`${file}: en.delivered: expected the English translation of nb.delivered`)
    expect(message).toMatch(
      /nb\.goal: unknown placeholder \{kunde\}: expected one of \{brand\}, \{fact:<key>\}, \{setting:<name>\}, \{client\}/,
    )
    const fixed = contentWith(file, (data) => {
      data.nb.testimonial = foreign.id
      data.en.testimonial = foreign.id
    })
    expect(() => caseStudiesCollection.all({ root: fixed })).toThrow(
      `nb.testimonial: expected a testimonial of ${client}'s own, got ${foreign.brand}'s`,
    )
  })

  it('refuses an alt text under 15 characters and a showcase description under 150, naming each field', () => {
    const description = 'Ny nettside med timebestilling.'
    const root = contentWith(file, (data) => {
      ;(data.nb.site as Record<string, unknown>).desktopAlt = 'Forsiden'
      ;(data.en.site as Record<string, unknown>).phoneAlt = 'On a phone'
      ;(data.nb.showcase as Record<string, unknown>).description = description
    })
    const message = loadError(() => caseStudiesCollection.all({ root }))
    expect(message).toContain(`${file}: nb.site.desktopAlt: expected at least 15 characters, got 8`)
    expect(message).toContain(`${file}: en.site.phoneAlt: expected at least 15 characters, got 10`)
    expect(message).toContain(
      `${file}: nb.showcase.description: expected at least 150 characters, got ${description.length}`,
    )
  })

  it("refuses a card's service that differs between the languages, or that the site does not have", () => {
    const card = (data: Blocks, locale: 'nb' | 'en') => data[locale].card as Record<string, unknown>
    const services = idsOf('services')
    const differing = contentWith(file, (data) => {
      // Another service of the site than the one the English card names.
      const other = services.find((service) => service !== card(data, 'en').service)
      expect(other).toBeDefined()
      card(data, 'nb').service = other
    })
    expect(() => caseStudiesCollection.all({ root: differing })).toThrow(`${file}: en.card.service: `)
    const unknown = contentWith(file, (data) => {
      card(data, 'nb').service = 'regnskap'
      card(data, 'en').service = 'regnskap'
    })
    expect(() => caseStudiesCollection.all({ root: unknown })).toThrow(
      new RegExp(
        `nb\\.card\\.service: expected a service of content/services/ \\(.*${services[0]}.*\\), got "regnskap"`,
      ),
    )
  })

  it('refuses a file named after a client without a case study', () => {
    const root = contentWith(file, () => {})
    const source = path.join(root, file)
    // A copy of another case, its results not the headline (a headline's name is one case's only).
    const copy = parse(readFileSync(source, 'utf8')) as Record<'nb' | 'en', { results?: { headline?: boolean }[] }>
    for (const block of [copy.nb, copy.en]) for (const result of block.results ?? []) delete result.headline
    writeFileSync(path.join(root, 'cases', 'ukjent-kunde-uten-case.yml'), stringify(copy))
    expect(() => caseStudiesCollection.all({ root })).toThrow(
      /ukjent-kunde-uten-case\.yml: expected a file named after a customer of content\/customers\.yml/,
    )
  })

  it('refuses a case without its project or its results, naming the file and the field', () => {
    const root = contentWith(file, (data) => {
      delete data.nb.project
      delete data.en.project
    })
    expect(() => caseStudiesCollection.all({ root })).toThrow(`${file}: nb.project: `)
  })
})
