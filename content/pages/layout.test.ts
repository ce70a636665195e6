import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../tests/support/content-copy.ts'
import { claims } from '../facts/facts.ts'
import { formatNumber, formatPercent } from '../site/format.ts'
import { textsCompared, textsNotAsWritten, writtenIn } from '../../tests/support/copy-text.ts'
import { layoutCopy, layoutCopyFile } from './layout.ts'

type Blocks = Record<'nb' | 'en', Record<string, Record<string, unknown>>>

describe('the copy every page shares', () => {
  it('states the figures from the facts, each written for its language', () => {
    // Lines of the test's own: a percentage and a count, in each language's way.
    const root = contentWith<Blocks>('pages/layout.yml', (data) => {
      data.nb.closingBand!.noObligation = '{fact:claims.noObligationPercent} uforpliktende'
      data.en.closingBand!.noObligation = '{fact:claims.noObligationPercent} no obligation'
      data.en.trustStrip!.basedOn = 'more than {fact:claims.customers} customers'
    })
    const copy = layoutCopyFile.get({ root })
    expect(copy.nb.closingBand.noObligation).toBe(`${formatPercent(claims.noObligationPercent, 'nb')} uforpliktende`)
    expect(copy.en.closingBand.noObligation).toBe(`${claims.noObligationPercent}% no obligation`)
    expect(copy.en.trustStrip.basedOn).toBe(`more than ${formatNumber(claims.customers, 'en')} customers`)
    // The site's file: every text as written, with the facts filled in.
    const written = writtenIn('pages/layout.yml')
    for (const locale of ['nb', 'en'] as const) {
      expect(textsCompared(written[locale], layoutCopy[locale])).toBeGreaterThan(0)
      expect(textsNotAsWritten(written[locale], layoutCopy[locale], locale)).toEqual([])
    }
  })

  it('refuses an empty tagline, an unknown fact and a misspelt field, naming each', () => {
    const root = contentWith<Blocks>('pages/layout.yml', (data) => {
      data.nb.footer!.tagline = ''
      data.en.trustStrip!.basedOn = 'based on feedback from {fact:claims.clients} customers'
      data.en.notFound!.lead = data.en.notFound!.body
      data.nb.notFound!.lead = data.nb.notFound!.body
    })
    const message = loadError(() => layoutCopyFile.get({ root }))
    expect(message).toMatch(
      /pages\/layout\.yml: nb\.footer\.tagline: expected the Norwegian \(bokmål\) translation of en\.footer\.tagline/,
    )
    expect(message).toMatch(/pages\/layout\.yml: en\.trustStrip\.basedOn: .*\{fact:claims\.clients\}/)
    expect(message).toMatch(/pages\/layout\.yml: nb\.notFound\.lead: /)
  })
})
