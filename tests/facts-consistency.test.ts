/**
 * Facts consistency: every price, percentage and claim number in the copy is a value of a fact
 * module. The test walks every string of every content module under content/ (every export,
 * deeply: records of all pages, including ones added later), every string of every YAML data file
 * (as written, before placeholders are filled: a `{fact:...}` is the way to state a figure) and
 * every Markdown file (blog posts), finds the numbers that state a business fact, and fails on
 * any that no fact module holds. The data files and Markdown files are those of the content root
 * (`contentRoot()`: CONTENT_DIR, else content/), the files the facts, services and jobs are loaded
 * from, so the copy is checked against the facts of the same content.
 *
 * Strict: any amount with a currency, any percentage, and any number with a claim unit (days,
 * weeks, months, years, hours, minutes, customers, leads, languages, GB, accounts, credits,
 * reviews) is checked. Precise: each kind is checked against the facts of its own kind, found
 * by the fact's key name (a number of days must be a `...Days` fact, a price a price), so a
 * number cannot pass by coinciding with an unrelated fact. Version numbers, years in dates,
 * phone numbers and standards (WCAG 2.2) carry no such unit and are not claims.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { contentRoot, displayPath } from '../content/loader/files'
import { jobs } from '../content/careers/jobs'
import * as facts from '../content/facts/facts'
import { services } from '../content/pages/services/services'

type Leaf = { path: string; value: number }

/** Numeric leaves of a fact module with their key paths ("plans.seo.nb.0.price.amount"). */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'number') return [{ path, value }]
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}.${i}`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key))
  }
  return []
}

/** The declared fact modules: business facts (the legal documents' numbers among them) and the job files' shares. */
const factLeaves: Leaf[] = [
  ...leaves(facts),
  ...leaves({ jobShares: jobs().map((job) => ({ sharePercent: job.nb.sharePercent })) }),
]

const valuesWhere = (pattern: RegExp) => new Set(factLeaves.filter((l) => pattern.test(l.path)).map((l) => l.value))

const allowed = {
  money: valuesWhere(/amount|price|nok|usd/i),
  percent: valuesWhere(/percent/i),
  days: valuesWhere(/days/i),
  weeks: valuesWhere(/weeks/i),
  months: valuesWhere(/months/i),
  years: valuesWhere(/years|age/i),
  hours: new Set([
    ...valuesWhere(/hours/i),
    // A review of 60 minutes is written "1 time" / "1 hour".
    ...[...valuesWhere(/minutes/i)].filter((m) => m % 60 === 0).map((m) => m / 60),
  ]),
  minutes: new Set([
    ...valuesWhere(/minutes/i),
    // Audio minutes of the free plugin tier, at the PRO tier's credits-per-minute rate.
    facts.ttsPlugin.freeCreditsPerMonth / (facts.ttsPlugin.proCreditsPerMonth / facts.ttsPlugin.proMinutesPerMonth),
  ]),
  customers: valuesWhere(/customers/i),
  leads: valuesWhere(/leads/i),
  languages: valuesWhere(/languages/i),
  gb: valuesWhere(/gb/i),
  accounts: valuesWhere(/accounts/i),
  credits: valuesWhere(/credits/i),
  reviews: valuesWhere(/reviewcount/i),
} satisfies Record<string, Set<number>>

type Kind = keyof typeof allowed

const NUM = String.raw`\d{1,3}(?:[ ,.]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`

/** Reads "4 990", "69,900", "49.900", "4,99" and "4.99" as numbers. */
export function parseNumber(text: string): number {
  const compact = text.replace(/ /g, '')
  if (/^\d{1,3}(,\d{3})+$/.test(compact)) return Number(compact.replace(/,/g, ''))
  if (/^\d{1,3}(\.\d{3})+$/.test(compact)) return Number(compact.replace(/\./g, ''))
  return Number(compact.replace(',', '.'))
}

const unitKinds: [RegExp, Kind][] = [
  [/^(dager|dag|days?|døgn)/i, 'days'],
  [/^(uker|uke|weeks?)/i, 'weeks'],
  [/^(måneder|måned|mnd|months?)/i, 'months'],
  [/^(år|years?)/i, 'years'],
  [/^(timer|time|hours?)/i, 'hours'],
  [/^(minutter|minutes?|min\b)/i, 'minutes'],
  [/^(kunder|customers|clients)/i, 'customers'],
  [/^leads/i, 'leads'],
  [/^(språk|languages)/i, 'languages'],
  [/^GB\b/, 'gb'],
  [/^(e-postkontoer|e-mail accounts|email accounts)/i, 'accounts'],
  [/^(lydkreditter|kreditter|audio credits|credits)/i, 'credits'],
  [/^(anmeldelser|omtaler|reviews)/i, 'reviews'],
]

export type Finding = { kind: Kind; value: number; text: string }

/** The business numbers stated in a piece of copy. */
export function findClaims(raw: string): Finding[] {
  const text = raw.replace(/[\u00a0\u202f\u2009]/g, ' ')
  const found: Finding[] = []
  const add = (kind: Kind, value: string, match: string) => found.push({ kind, value: parseNumber(value), text: match })
  for (const m of text.matchAll(new RegExp(String.raw`(?:\$|NOK |USD |kr )(${NUM})`, 'g'))) add('money', m[1]!, m[0])
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\w.])(${NUM}) ?(?:kr\b|NOK\b|USD\b)`, 'g')))
    add('money', m[1]!, m[0])
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\w.])(${NUM}) ?(?:%|prosent\b|percent\b|per cent\b)`, 'gi')))
    add('percent', m[1]!, m[0])
  const claim = new RegExp(
    String.raw`(?<![\w.,/$-])(${NUM})(?: ?[–-] ?(${NUM}))?\+? ?(\p{L}[\p{L}-]*(?: accounts| credits)?)`,
    'gu',
  )
  for (const m of text.matchAll(claim)) {
    const unit = m[3]!
    const kind = unitKinds.find(([pattern]) => pattern.test(unit))?.[1]
    if (!kind) continue
    add(kind, m[1]!, m[0])
    if (m[2]) add(kind, m[2], m[0])
  }
  return found
}

/** Every string of a value, with where it sits. */
function strings(value: unknown, path: string, out: { path: string; text: string }[] = [], seen = new Set<object>()) {
  if (typeof value === 'string') out.push({ path, text: value })
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${path}[${i}]`, out, seen))
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value)
    for (const [key, item] of Object.entries(value)) strings(item, `${path}.${key}`, out, seen)
  }
  return out
}

/**
 * Modules that are not copy: the fact modules themselves, routing, settings, test code, and the
 * content loader and collection schemas (their exports are code; the copy is in the data files).
 */
const notCopy =
  /\/(facts|routes|settings|locales|pages)\.ts$|\.test\.ts$|\/test-support\/|\/content\/loader\/|\/content\/careers\/jobs\.ts$/

const modules = import.meta.glob<Record<string, unknown>>(
  ['../content/**/*.ts', '!../content/**/*.test.ts', '!../content/**/test-support/**'],
  { eager: true },
)

/**
 * The text of each file of the content root whose name ends in `extension`, by its path under the
 * root ('services/seo.yml'). Read from the folder the loaders read rather than imported from
 * content/, which is another folder when CONTENT_DIR is set.
 */
function contentFiles(extension: string): Record<string, string> {
  const root = contentRoot()
  return Object.fromEntries(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith(extension))
      .map((name) => name.split(path.sep).join('/'))
      .sort()
      .map((name) => [name, readFileSync(path.join(root, name), 'utf8')]),
  )
}
/** A file of the content root as the copy's entries name it: `content/services/seo.yml`. */
const inContent = (name: string) => displayPath(path.join(contentRoot(), name))

const markdown = contentFiles('.md')
const yamlFiles = contentFiles('.yml')

const copy = [
  ...Object.entries(modules)
    .filter(([file]) => !notCopy.test(file))
    .flatMap(([file, exports]) => strings(exports, file.replace('../', ''))),
  ...Object.entries(yamlFiles).flatMap(([file, text]) => strings(parse(text), inContent(file))),
  ...Object.entries(markdown).map(([file, text]) => ({ path: inContent(file), text })),
]

describe('given the claim finder', () => {
  it('reads prices, percentages and claims in both languages', () => {
    expect(findClaims('Fra 69\u00a0900\u00a0kr, eller 4\u00a0990\u00a0kr/mnd')).toEqual([
      { kind: 'money', value: 69900, text: '69 900 kr' },
      { kind: 'money', value: 4990, text: '4 990 kr' },
    ])
    expect(findClaims('From NOK 69,900 or $479/mo and $4.99')).toMatchObject([
      { kind: 'money', value: 69900 },
      { kind: 'money', value: 479 },
      { kind: 'money', value: 4.99 },
    ])
    expect(findClaims('70\u00a0% flere henvendelser, 70% more')).toMatchObject([
      { kind: 'percent', value: 70 },
      { kind: 'percent', value: 70 },
    ])
    expect(findClaims('resultater på 3–6 måneder og over 25 års erfaring')).toMatchObject([
      { kind: 'months', value: 3 },
      { kind: 'months', value: 6 },
      { kind: 'years', value: 25 },
    ])
    expect(findClaims('150 leads in 3 months, 500 GB, 100 e-mail accounts')).toMatchObject([
      { kind: 'leads', value: 150 },
      { kind: 'months', value: 3 },
      { kind: 'gb', value: 500 },
      { kind: 'accounts', value: 100 },
    ])
  })

  it('ignores numbers that are no claims', () => {
    expect(findClaims('WCAG 2.2, version 1.7.9, 21. november 2026, +47 21 00 00 00, Consent Mode v2, 3 steg')).toEqual(
      [],
    )
  })

  it('flags a number that no fact holds', () => {
    const [finding] = findClaims('Over 99 kunder')
    expect(allowed[finding!.kind].has(finding!.value)).toBe(false)
  })
})

describe('given every string of the copy under the content root', () => {
  it('finds the content records of the site', () => {
    expect(copy.length).toBeGreaterThan(0)
    // Every service file's texts, and the service template's, are walked.
    expect(Object.keys(yamlFiles).filter((file) => file.startsWith('services/'))).toHaveLength(services().length)
    for (const service of services()) {
      expect(
        copy.some((entry) => entry.path.startsWith(`${inContent(`services/${service.id}.yml`)}.`)),
        service.id,
      ).toBe(true)
    }
    expect(copy.some((entry) => entry.path.startsWith(`${inContent('pages/services/service-template.yml')}.`))).toBe(
      true,
    )
    // Data files are copy too: every job file's texts are walked.
    expect(Object.keys(yamlFiles).filter((file) => file.startsWith('jobs/'))).toHaveLength(jobs().length)
    for (const job of jobs()) {
      expect(
        copy.some((entry) => entry.path.startsWith(`${inContent(`jobs/${job.id}.yml`)}.en.`)),
        job.id,
      ).toBe(true)
    }
    // Blog posts are Markdown files; their text is copy too.
    expect(copy.filter((entry) => entry.path.endsWith('.md')).length).toBe(Object.keys(markdown).length)
    expect(Object.keys(markdown).length).toBeGreaterThan(0)
  })

  it('states only prices, percentages and claims that the fact modules hold', () => {
    const wrong = copy.flatMap((entry) =>
      findClaims(entry.text)
        .filter((finding) => !allowed[finding.kind].has(finding.value))
        .map((finding) => `${entry.path}: ${finding.kind} ${finding.value} in "${finding.text}"`),
    )
    expect([...new Set(wrong)]).toEqual([])
  })
})
