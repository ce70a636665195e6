import { describe, expect, it } from 'vitest'
import { contentWith } from '../../tests/support/content-copy'
import { headOffice } from '../site/settings'
import { benefits, benefitsFile } from './benefits'

type Blocks = Record<'nb' | 'en', { benefits: Record<string, unknown>[] }>

describe('the benefits file', () => {
  it('lists the eight benefits in both languages, the office by the settings', () => {
    expect(benefits.nb.map((benefit) => benefit.id)).toEqual(benefits.en.map((benefit) => benefit.id))
    expect(benefits.nb).toHaveLength(8)
    expect(benefits.en.find((benefit) => benefit.id === 'home')!.text).toContain(`our ${headOffice().city} office`)
  })

  it('refuses benefits that differ between the languages, and a missing text, naming the field', () => {
    const swapped = contentWith<Blocks>('careers/benefits.yml', (data) => {
      data.en.benefits.reverse()
    })
    expect(() => benefitsFile.get({ root: swapped })).toThrow(
      /careers\/benefits\.yml: en\.benefits: expected the benefits of nb\.benefits \(safe, home, .*\), got colleagues, /,
    )
    const empty = contentWith<Blocks>('careers/benefits.yml', (data) => {
      data.nb.benefits[0]!.text = ''
    })
    expect(() => benefitsFile.get({ root: empty })).toThrow(
      /careers\/benefits\.yml: nb\.benefits\.0\.text: expected a text, got an empty text/,
    )
  })
})
