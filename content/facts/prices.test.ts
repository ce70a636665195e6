import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { planSet } from './plans.ts'
import { priceFactsFile } from './schema.ts'

const roots: string[] = []

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** The price file with `data` in a content root of its own; returns what the loader reads, or throws. */
function load(data: unknown) {
  const root = mkdtempSync(path.join(tmpdir(), 'fjordlys-prices-'))
  roots.push(root)
  mkdirSync(path.join(root, 'facts'))
  writeFileSync(path.join(root, 'facts', 'prices.yml'), stringify(data))
  return priceFactsFile.get({ root })
}

const monthly = { amount: 4990, currency: 'NOK', per: 'month' }
const dollars = { amount: 479, currency: 'USD', per: 'month' }

describe('the price file', () => {
  it('lists plan sets and plans, read by name in the order the file gives them', () => {
    const facts = load({
      plans: [
        {
          set: 'seo',
          plans: [
            { id: 'visibility', price: { nb: monthly, en: dollars }, hoursPerMonth: 4 },
            { id: 'tailored', quote: true },
          ],
        },
        { set: 'app', plans: [{ id: 'premium', price: { nb: monthly, en: dollars }, features: { unlimited: true } }] },
      ],
    })
    expect(Object.keys(facts.plans)).toEqual(['seo', 'app'])
    expect(planSet(facts.plans, 'seo', 'nb')).toEqual([
      { id: 'visibility', price: { kind: 'amount', ...monthly }, hoursPerMonth: 4 },
      { id: 'tailored', price: { kind: 'quote' } },
    ])
    expect(planSet(facts.plans, 'app', 'en')[0]).toMatchObject({
      price: { amount: 479, currency: 'USD' },
      features: 'unlimited',
    })
  })

  it("reads the site's own file, every plan with a price or by quote", () => {
    const file = parse(readFileSync(priceFactsFile.path(), 'utf8')) as { plans: { set: string; plans: unknown[] }[] }
    const facts = priceFactsFile.get()
    expect(Object.keys(facts.plans)).toEqual(file.plans.map((set) => set.set))
    for (const set of file.plans) expect(Object.keys(facts.plans[set.set]!)).toHaveLength(set.plans.length)
  })

  it('refuses a set or a plan named twice, both a price and a quote, and half a range, naming each field', () => {
    const plan = { id: 'starter', price: { nb: monthly, en: dollars } }
    expect(() =>
      load({
        plans: [
          { set: 'ads', plans: [plan, { ...plan, quote: true }] },
          { set: 'ads', plans: [{ ...plan, features: { from: 3 } }] },
        ],
      }),
    ).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /plans\.0\.plans\.1\.price: expected either a price or quote: true, not both[\s\S]*plans\.1\.plans\.0\.features: expected from and to/,
        ),
      }),
    )
    expect(() =>
      load({
        plans: [
          { set: 'ads', plans: [plan] },
          { set: 'ads', plans: [plan] },
        ],
      }),
    ).toThrow(/prices\.yml: plans\.1\.set: expected a plan set named once, got "ads" again/)
    expect(() => load({ plans: [{ set: 'ads', plans: [plan, plan] }] })).toThrow(
      /plans\.0\.plans\.1\.id: expected a plan named once in its set, got "starter" again/,
    )
    expect(() => load({ plans: [{ set: 'ads', plans: [{ id: 'starter' }] }] })).toThrow(
      /plans\.0\.plans\.0\.price: expected a price \(nb: and en:, each with amount and currency\) or quote: true/,
    )
  })
})
