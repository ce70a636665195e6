import { describe, expect, it } from 'vitest'
import { contentWith } from '../../tests/support/content-copy.ts'
import { headOffice } from '../site/settings.ts'
import { benefits, benefitsFile } from './benefits.ts'

type Blocks = Record<'nb' | 'en', { benefits: Record<string, unknown>[] }>

describe('the benefits file', () => {
  it('lists the same benefits in both languages, with the facts and settings filled in', () => {
    expect(benefits.nb.length).toBeGreaterThan(0)
    expect(benefits.nb.map((benefit) => benefit.id)).toEqual(benefits.en.map((benefit) => benefit.id))
    for (const locale of ['nb', 'en'] as const) {
      for (const benefit of benefits[locale]) expect(benefit.text, benefit.id).not.toMatch(/\{[\w:.]+\}/)
    }
  })

  it('names the office by the settings', () => {
    const root = contentWith<Blocks>('careers/benefits.yml', (data) => {
      data.nb.benefits[0]!.text = 'Fleksibel hjemmekontor, eller kontoret vårt i {setting:headOffice.city}.'
      data.en.benefits[0]!.text = 'Flexible remote work, or our {setting:headOffice.city} office.'
    })
    const file = benefitsFile.get({ root })
    expect(file.en.benefits[0]!.text).toBe(`Flexible remote work, or our ${headOffice().city} office.`)
    expect(file.nb.benefits[0]!.text).toBe(`Fleksibel hjemmekontor, eller kontoret vårt i ${headOffice().city}.`)
  })

  it('refuses benefits that differ between the languages, and a missing text, naming the field', () => {
    let nbIds: string[] = []
    let enIds: string[] = []
    const swapped = contentWith<Blocks>('careers/benefits.yml', (data) => {
      // The English list without its first benefit: the order, or the ids, differ from the Norwegian.
      data.en.benefits.shift()
      nbIds = data.nb.benefits.map((benefit) => String(benefit.id))
      enIds = data.en.benefits.map((benefit) => String(benefit.id))
    })
    expect(nbIds.length).toBeGreaterThan(0)
    expect(() => benefitsFile.get({ root: swapped })).toThrow(
      `careers/benefits.yml: en.benefits: expected the benefits of nb.benefits (${nbIds.join(', ')}), got ${enIds.join(', ')}`,
    )
    const empty = contentWith<Blocks>('careers/benefits.yml', (data) => {
      data.nb.benefits[0]!.text = ''
    })
    expect(() => benefitsFile.get({ root: empty })).toThrow(
      /careers\/benefits\.yml: nb\.benefits\.0\.text: expected a text, got an empty text/,
    )
  })
})
