import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { claims } from '../facts/facts'
import { formatPercent } from '../site/format'
import { layoutCopy, layoutCopyFile } from './layout'

const roots: string[] = []

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

type Blocks = Record<'nb' | 'en', Record<string, Record<string, unknown>>>

/** A copy of the content with the shared copy's file changed by `edit`; returns the copy's root. */
function withLayout(edit: (data: Blocks) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fjordlys-layout-'))
  roots.push(root)
  cpSync('content', root, { recursive: true })
  const file = path.join(root, 'pages', 'layout.yml')
  const data = parse(readFileSync(file, 'utf8')) as Blocks
  edit(data)
  writeFileSync(file, stringify(data))
  return root
}

function failure(root: string): string {
  try {
    layoutCopyFile.get({ root })
  } catch (error) {
    return String(error)
  }
  throw new Error('the file loaded')
}

describe('the copy every page shares', () => {
  it('states the figures from the facts, each written for its language', () => {
    expect(layoutCopy.nb.closingBand.noObligation).toBe(
      `${formatPercent(claims.noObligationPercent, 'nb')} uforpliktende`,
    )
    expect(layoutCopy.en.closingBand.noObligation).toBe(`${claims.noObligationPercent}% no obligation`)
    expect(layoutCopy.en.trustStrip.basedOn).toBe(
      `based on positive feedback from more than ${claims.customers} customers`,
    )
  })

  it('refuses an empty tagline, an unknown fact and a misspelt field, naming each', () => {
    const root = withLayout((data) => {
      data.nb.footer!.tagline = ''
      data.en.trustStrip!.basedOn = 'based on feedback from {fact:claims.clients} customers'
      data.en.notFound!.lead = data.en.notFound!.body
      data.nb.notFound!.lead = data.nb.notFound!.body
    })
    const message = failure(root)
    expect(message).toMatch(
      /pages\/layout\.yml: nb\.footer\.tagline: expected the Norwegian \(bokmål\) translation of en\.footer\.tagline/,
    )
    expect(message).toMatch(/pages\/layout\.yml: en\.trustStrip\.basedOn: .*\{fact:claims\.clients\}/)
    expect(message).toMatch(/pages\/layout\.yml: nb\.notFound\.lead: /)
  })
})
