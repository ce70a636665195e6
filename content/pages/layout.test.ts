import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../tests/support/content-copy'
import { claims } from '../facts/facts'
import { formatPercent } from '../site/format'
import { layoutCopy, layoutCopyFile } from './layout'

type Blocks = Record<'nb' | 'en', Record<string, Record<string, unknown>>>

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
