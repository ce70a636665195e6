import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { headOffice } from '../site/settings'
import { benefits, benefitsFile } from './benefits'

const roots: string[] = []

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

type Blocks = Record<'nb' | 'en', { benefits: Record<string, unknown>[] }>

/** A copy of the content with the benefits' file changed by `edit`; returns the copy's root. */
function withBenefits(edit: (data: Blocks) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fjordlys-benefits-'))
  roots.push(root)
  cpSync('content', root, { recursive: true })
  const file = path.join(root, 'careers', 'benefits.yml')
  const data = parse(readFileSync(file, 'utf8')) as Blocks
  edit(data)
  writeFileSync(file, stringify(data))
  return root
}

describe('the benefits file', () => {
  it('lists the eight benefits in both languages, the office by the settings', () => {
    expect(benefits.nb.map((benefit) => benefit.id)).toEqual(benefits.en.map((benefit) => benefit.id))
    expect(benefits.nb).toHaveLength(8)
    expect(benefits.en.find((benefit) => benefit.id === 'home')!.text).toContain(`our ${headOffice().city} office`)
  })

  it('refuses benefits that differ between the languages, and a missing text, naming the field', () => {
    const swapped = withBenefits((data) => {
      data.en.benefits.reverse()
    })
    expect(() => benefitsFile.get({ root: swapped })).toThrow(
      /careers\/benefits\.yml: en\.benefits: expected the benefits of nb\.benefits \(safe, home, .*\), got colleagues, /,
    )
    const empty = withBenefits((data) => {
      data.nb.benefits[0]!.text = ''
    })
    expect(() => benefitsFile.get({ root: empty })).toThrow(
      /careers\/benefits\.yml: nb\.benefits\.0\.text: expected a text, got an empty text/,
    )
  })
})
