import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { contentWith } from '../../tests/support/content-copy.ts'
import { claims, company } from '../facts/facts.ts'
import { contentRoot } from '../loader/files.ts'
import { aboutPage } from '../pages/about.ts'
import { services } from '../pages/services/services.ts'
import { formatPercent } from '../site/format.ts'
import { locales } from '../site/locales.ts'
import { moreEnquiriesBasisText } from './claim-basis.ts'

/**
 * Every string of a parsed YAML document, with where it is and the texts beside it: the other
 * texts of the group it is a field of (a figure's value has its basis beside it).
 */
function strings(
  value: unknown,
  where: string,
  besides: string[] = [],
): { where: string; text: string; besides: string[] }[] {
  if (typeof value === 'string') return [{ where, text: value, besides }]
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${where}[${i}]`))
  if (value && typeof value === 'object') {
    const texts = Object.values(value).filter((field): field is string => typeof field === 'string')
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${where}.${k}`, texts))
  }
  return []
}

/** The YAML files of a content root, the fact files aside. */
const yamlFiles = (root: string) =>
  (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.yml') && !file.startsWith('facts'))
    .map((file) => path.join(root, file))

/** The texts of a content root that state the claim without its basis with them or beside them. */
function claimsWithoutBasis(root: string): string[] {
  return yamlFiles(root).flatMap((file) =>
    strings(parse(readFileSync(file, 'utf8')), file)
      // As its kind writes it, or as a plain number ({fact:claims.moreEnquiriesPercent:number} %).
      .filter(({ text }) => /\{fact:claims\.moreEnquiriesPercent(:number)?\}/.test(text))
      .filter(({ text, besides }) => ![text, ...besides].join('\n').includes('{fact:claims.moreEnquiriesBasis}'))
      .map(({ where }) => where),
  )
}

describe('given the claim of more enquiries', () => {
  it('every text of the content that states it states its basis with it, or beside it (a figure and its basis)', () => {
    expect(claimsWithoutBasis(contentRoot())).toEqual([])
    // A figure of the test's own that states the claim without its basis is found.
    const root = contentWith('pages/about.yml', (data) => {
      const figures = (data.nb.story as { figures: Record<string, unknown>[] }).figures
      figures.push({ id: 'bare', value: '{fact:claims.moreEnquiriesPercent}', label: 'flere henvendelser' })
    })
    expect(claimsWithoutBasis(root)).toEqual([
      expect.stringMatching(/pages\/about\.yml\.nb\.story\.figures\[\d+\]\.value$/),
    ])
  })

  it('reads the basis in words on the pages, with its numbers from the facts', () => {
    const { customers, years } = claims.moreEnquiriesBasis
    for (const locale of locales) {
      const basis = moreEnquiriesBasisText(claims.moreEnquiriesBasis, locale)
      expect(basis).toContain(`${customers} `)
      expect(basis).toContain(`${years.from}–${years.to}`)
      const percent = formatPercent(claims.moreEnquiriesPercent, locale)
      // Every service page and about page figure that states the claim states its basis in words.
      for (const service of services()) {
        const copy = JSON.stringify(service[locale])
        if (!copy.includes(percent)) continue
        expect(copy, service.id).toContain(basis)
      }
      for (const figure of aboutPage[locale].story.figures.filter((f) => f.value === percent)) {
        expect(figure.basis?.toLowerCase(), figure.id).toContain(basis.toLowerCase())
      }
    }
  })

  it('was measured in years the agency existed, none of them still to come', () => {
    const { years } = claims.moreEnquiriesBasis
    expect(years.from).toBeGreaterThanOrEqual(company.foundedYear)
    expect(years.from).toBeLessThanOrEqual(years.to)
    expect(years.to).toBeLessThan(new Date().getFullYear() + 1)
  })
})

describe('given the years of hosting experience', () => {
  it('counts them from the year the founders began, and says so beside the figure with the founding year', () => {
    expect(new Date().getFullYear() - company.hostingSinceYear).toBeGreaterThanOrEqual(claims.hostingYears)
    expect(company.foundedYear).toBeGreaterThanOrEqual(company.hostingSinceYear)
    expect(company.foundedYear).toBeLessThanOrEqual(new Date().getFullYear())
    // Every figure of the about page whose file states the years.
    const written = parse(readFileSync(path.join(contentRoot(), 'pages/about.yml'), 'utf8')) as Record<
      (typeof locales)[number],
      { story: { figures: { id: string; value: string }[] } }
    >
    for (const locale of locales) {
      const stating = written[locale].story.figures.filter((f) => f.value.includes('{fact:claims.hostingYears}'))
      for (const { id } of stating) {
        const figure = aboutPage[locale].story.figures.find((f) => f.id === id)!
        expect(figure.basis, id).toContain(String(company.hostingSinceYear))
        expect(figure.basis, id).toContain(String(company.foundedYear))
      }
    }
  })
})
