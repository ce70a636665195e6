import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineDataFile } from './data-file.ts'
import { ContentError } from './errors.ts'

/** A data file of the kind the facts are: numbers, a group, a value per language. */
const figures = defineDataFile(
  'facts/figures.yml',
  z.strictObject({
    claims: z.strictObject({
      answerHours: z.int().positive(),
      resultsDays: z.strictObject({ from: z.int(), to: z.int() }),
    }),
    price: z.strictObject({ nb: z.number(), en: z.number() }),
  }),
)

const good = `claims:
  answerHours: 24
  resultsDays: { from: 30, to: 60 }
price:
  nb: 4990
  en: 479
`

let root: string

function write(body: string) {
  const at = path.join(root, figures.file)
  mkdirSync(path.dirname(at), { recursive: true })
  writeFileSync(at, body)
}

function failure(): string {
  try {
    figures.get({ root })
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('the file loaded')
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fjordlys-data-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('given a data file', () => {
  it('reads its values, with no language blocks', () => {
    write(good)
    expect(figures.get({ root })).toEqual({
      claims: { answerHours: 24, resultsDays: { from: 30, to: 60 } },
      price: { nb: 4990, en: 479 },
    })
  })

  it('shows an edit on the next read', () => {
    write(good)
    expect(figures.get({ root }).price.nb).toBe(4990)
    write(good.replace('nb: 4990', 'nb: 5990'))
    const later = new Date(Date.now() + 5000)
    utimesSync(path.join(root, figures.file), later, later)
    expect(figures.get({ root }).price.nb).toBe(5990)
  })

  it('names the file, the dotted field and what was expected, every problem at once', () => {
    write(good.replace('answerHours: 24', 'answerHours: "24 timer"').replace('en: 479', 'en: '))
    const message = failure()
    expect(message).toContain('facts/figures.yml: claims.answerHours: expected a number, got "24 timer"')
    expect(message).toContain('facts/figures.yml: price.en: expected a number, got nothing')
  })

  it('refuses a field the schema does not have', () => {
    write(good.replace('  answerHours: 24\n', '  answerHours: 24\n  answerHour: 24\n'))
    expect(failure()).toMatch(/figures\.yml: claims\.answerHour: is not a field of this kind of entry/)
  })

  it('names the file when it is missing', () => {
    expect(failure()).toMatch(/facts\/figures\.yml: expected this file, found none/)
  })
})
