import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { z } from 'zod'
import { caseProjects, caseStudyFacts, claims, company } from '../facts/facts.ts'
import { headOffice, settings } from '../site/settings.ts'
import { defineCollection, defineSingleton, ContentErrors } from './collection.ts'
import { ContentError } from './errors.ts'
import { isoDate, richText, slug, text } from './fields.ts'
import { contentRoot } from './files.ts'
import { markdownToBlocks, MarkdownProblem } from './markdown.ts'
import { formatFact } from './placeholders.ts'

/** A small collection of the kind the site's collections are: texts, a number both languages share, Markdown. */
const notes = defineCollection('notes', {
  schema: z.strictObject({
    slug,
    title: text(40),
    order: z.int().min(1),
    published: isoDate,
    body: richText(),
    tags: z.array(text(20)).optional(),
  }),
  shared: ['order', 'published'],
})

let root: string

function write(file: string, body: string) {
  const at = path.join(root, file)
  mkdirSync(path.dirname(at), { recursive: true })
  writeFileSync(at, body)
}

const good = `nb:
  slug: forste
  title: Første notat
  order: 1
  published: 2026-11-01
  body: |
    Vi svarer innen {fact:claims.emailAnswerHours} timer. Les [bloggen](route:blog).
en:
  slug: first
  title: First note
  order: 1
  published: 2026-11-01
  body: |
    We answer within {fact:claims.emailAnswerHours} hours. Read [the blog](route:blog).
`

/** The message of what loading the collection throws. */
function failure(): string {
  try {
    notes.all({ root })
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('the collection loaded')
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fjordlys-content-'))
  // A content root is a whole copy of the content: its own facts, which placeholders state.
  cpSync('content/facts', path.join(root, 'facts'), { recursive: true })
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('given a good file', () => {
  it('loads both languages, resolves facts and reads Markdown into rich text', () => {
    write('notes/forste.yml', good)
    const [entry] = notes.all({ root })
    expect(entry!.id).toBe('forste')
    expect(entry!.nb.title).toBe('Første notat')
    expect(entry!.en.body).toEqual([
      {
        type: 'paragraph',
        content: [
          `We answer within ${claims.emailAnswerHours} hours. Read `,
          { type: 'link', to: 'blog', text: 'the blog' },
          '.',
        ],
      },
    ])
  })

  it('reads a field the languages share from the Norwegian block when another leaves it out (written once)', () => {
    write('notes/forste.yml', good.replace(/(en:[\s\S]*) {2}order: 1\n {2}published: 2026-11-01\n/, '$1'))
    const [entry] = notes.all({ root })
    expect(entry!.en).toMatchObject({ order: 1, published: '2026-11-01', title: 'First note' })
  })

  it('shows an edit on the next load (cached by modification time)', () => {
    write('notes/forste.yml', good)
    expect(notes.all({ root })[0]!.en.title).toBe('First note')
    write('notes/forste.yml', good.replace('title: First note', 'title: First note, edited'))
    // A later modification time, as an editor's save gives, even within the same clock tick.
    const later = new Date(Date.now() + 5000)
    utimesSync(path.join(root, 'notes/forste.yml'), later, later)
    expect(notes.all({ root })[0]!.en.title).toBe('First note, edited')
  })

  it('reads the content root from CONTENT_DIR when no root is given', () => {
    write('notes/forste.yml', good)
    const before = process.env.CONTENT_DIR
    process.env.CONTENT_DIR = root
    try {
      expect(contentRoot()).toBe(root)
      expect(notes.all().map((entry) => entry.id)).toEqual(['forste'])
    } finally {
      if (before === undefined) delete process.env.CONTENT_DIR
      else process.env.CONTENT_DIR = before
    }
    expect(contentRoot()).toBe(path.resolve(before ?? 'content'))
  })
})

describe('given a bad file, the error names the file, the field and what was expected', () => {
  it('a missing field', () => {
    write('notes/forste.yml', good.replace(/ {2}title: Første notat\n/, '').replace(/ {2}title: First note\n/, ''))
    const message = failure()
    expect(message).toContain(`${path.join(root, 'notes/forste.yml')}: nb.title: expected a text, got nothing`)
    expect(message).toContain('forste.yml: en.title: expected a text, got nothing')
  })

  it('a wrong type', () => {
    write('notes/forste.yml', good.replaceAll('order: 1', 'order: first'))
    expect(failure()).toMatch(/notes\/forste\.yml: nb\.order: expected a number, got "first"/)
  })

  it('a missing language', () => {
    write('notes/forste.yml', good.slice(0, good.indexOf('en:')))
    expect(failure()).toMatch(
      /notes\/forste\.yml: en: expected the English version of the entry \(the en: block\), got nothing/,
    )
  })

  it('a field one language has and the other lacks (a missing translation, not a fallback)', () => {
    write('notes/forste.yml', good.replace('  order: 1\n', '  order: 1\n  tags:\n    - råd\n'))
    expect(failure()).toMatch(/notes\/forste\.yml: en\.tags: expected the English translation of nb\.tags, got nothing/)
  })

  it('shared fields that disagree between the languages', () => {
    write('notes/forste.yml', good.replace(/(en:[\s\S]*)order: 1/, '$1order: 2'))
    expect(failure()).toMatch(
      /notes\/forste\.yml: en\.order: expected 1, the same as nb\.order \(the field does not depend on the language\), got 2/,
    )
  })

  it('an unknown placeholder', () => {
    write('notes/forste.yml', good.replace('title: First note', 'title: First note by {brnad}'))
    expect(failure()).toMatch(/notes\/forste\.yml: en\.title: unknown placeholder \{brnad\}: expected one of \{brand\}/)
  })

  it('a fact that does not exist', () => {
    write(
      'notes/forste.yml',
      good.replace('{fact:claims.emailAnswerHours} hours', '{fact:claims.emailAnswerDays} hours'),
    )
    expect(failure()).toMatch(
      /notes\/forste\.yml: en\.body: \{fact:claims\.emailAnswerDays\} names no fact of the fact files/,
    )
  })

  it('an unknown route id', () => {
    write(
      'notes/forste.yml',
      good.replace('route:blog) ', 'route:blogg) ').replace('(route:blog).\nen', '(route:blogg).\nen'),
    )
    expect(failure()).toMatch(
      /notes\/forste\.yml: nb\.body: the link "bloggen" goes to route:blogg, which is no route of content\/site\/routes\.ts/,
    )
  })

  it('a field the schema does not have (a misspelt name)', () => {
    write('notes/forste.yml', good.replace('  title: First note\n', '  title: First note\n  titel: First note\n'))
    expect(failure()).toMatch(/notes\/forste\.yml: en\.titel: is not a field of this kind of entry/)
  })

  it('YAML that does not parse, with the line', () => {
    write('notes/forste.yml', good.replace('  title: First note', '  title: "First note'))
    expect(failure()).toMatch(/notes\/forste\.yml: not valid YAML at line \d+, column \d+/)
  })

  it('every problem of the file at once', () => {
    write(
      'notes/forste.yml',
      good
        .replace('published: 2026-11-01\n  body', 'published: 1 November\n  body')
        .replace('slug: first', 'slug: First Note'),
    )
    const message = failure()
    expect(message).toContain('nb.published: expected a date as YYYY-MM-DD, got "1 November"')
    expect(message).toContain('en.slug: expected a slug: lowercase letters a-z, digits and hyphens, got "First Note"')
  })

  it('several bad files: each named in one error', () => {
    write('notes/forste.yml', good.replaceAll('order: 1', 'order: 0'))
    write('notes/andre.yml', good.replace('title: First note', 'title: ""'))
    let thrown: unknown
    try {
      notes.all({ root })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ContentErrors)
    const message = (thrown as Error).message
    expect(message).toMatch(
      /notes\/andre\.yml: en\.title: expected the English translation of nb\.title, got an empty text/,
    )
    expect(message).toMatch(/notes\/forste\.yml: nb\.order: expected at least 1, got 0/)
  })
})

describe('given a singleton file', () => {
  const template = defineSingleton('site/greeting.yml', {
    schema: z.strictObject({ line: text() }),
    slots: ['name'],
  })

  it('keeps its own slots for later and resolves {brand}', () => {
    write(
      'site/greeting.yml',
      'nb:\n  line: Hei {name}, velkommen til {brand}\nen:\n  line: Hi {name}, welcome to {brand}\n',
    )
    expect(template.get({ root }).en.line).toBe(`Hi {name}, welcome to ${settings.brandName}`)
  })

  it('names the file when it is missing', () => {
    expect(() => template.get({ root })).toThrow(/site\/greeting\.yml: expected this file, found none/)
  })

  it("states the settings each language's way, and refuses a setting it does not know", () => {
    write(
      'site/greeting.yml',
      [
        'nb:',
        '  line: Vi er i {setting:offices}; ring [{setting:phone}]({setting:phoneHref}) eller besøk {setting:headOffice.address}',
        'en:',
        '  line: We are in {setting:offices}; call {setting:phone} or visit {setting:headOffice.address}',
        '',
      ].join('\n'),
    )
    const head = headOffice()
    const { nb, en } = template.get({ root })
    expect(nb.line).toContain(`Vi er i ${settings.offices.map((o) => o.city).join(' og ')};`)
    expect(nb.line).toContain(`[${settings.phone}](tel:${settings.phone.replace(/[^+\d]/g, '')})`)
    expect(en.line).toBe(
      `We are in ${settings.offices.map((o) => o.city).join(' and ')}; call ${settings.phone} or visit ${head.streetAddress}, ${head.postalCode} ${head.city}`,
    )
    write(
      'site/greeting.yml',
      [
        'nb:',
        '  line: Hovedkontoret er i {setting:headOffice.city}, og vi har også kontor i {setting:otherOffices}.',
        'en:',
        '  line: The link works for {fact:signIn.resetLinkMinutes:number} minutes, not {fact:signIn.resetLinkMinutes}.',
        '',
      ].join('\n'),
    )
    const others = settings.offices.filter((office) => !office.head).map((office) => office.city)
    expect(others.length).toBeGreaterThan(0)
    expect(template.get({ root }).nb.line).toBe(
      `Hovedkontoret er i ${head.city}, og vi har også kontor i ${others.join(' og ')}.`,
    )
    expect(template.get({ root }).en.line).toBe('The link works for 60 minutes, not 1 hour.')
    write('site/greeting.yml', 'nb:\n  line: Om {fact:signIn.resetLinkMinutes:ord}\nen:\n  line: In {brand}\n')
    expect(() => template.get({ root })).toThrow(
      /nb\.line: unknown form \{fact:signIn\.resetLinkMinutes:ord\}: a fact is written by its kind, or as \{fact:<key>:number\}/,
    )
    write('site/greeting.yml', 'nb:\n  line: Ring {setting:telefon}\nen:\n  line: Call {setting:phone}\n')
    expect(() => template.get({ root })).toThrow(
      /site\/greeting\.yml: nb\.line: unknown setting \{setting:telefon\}: expected one of .*\{setting:phone\}/,
    )
  })
})

/** A fact file of the content root, changed by `edit` (the root holds a copy of content/facts). */
function editFacts(file: string, edit: (data: Record<string, Record<string, unknown>>) => void) {
  const at = path.join(root, 'facts', file)
  const data = parse(readFileSync(at, 'utf8')) as Record<string, Record<string, unknown>>
  edit(data)
  writeFileSync(at, stringify(data))
}

/**
 * Facts of the test's own in the content root, one of each kind the tests below write, so that
 * what they expect does not change when the marketer edits the site's facts: a plan set `demo`
 * beside the site's, the figures of two cases, and the site's facts of a given value where a test
 * names one (a range, a date, minutes, an amount per year).
 */
function factFixture() {
  editFacts('prices.yml', (data) => {
    const monthly = {
      nb: { amount: 4990, currency: 'NOK', per: 'month' },
      en: { amount: 479, currency: 'USD', per: 'month' },
    }
    ;(data.plans as unknown as unknown[]).push({
      set: 'demo',
      plans: [
        {
          id: 'visibility',
          price: monthly,
          setup: { nb: { amount: 4990, currency: 'NOK' }, en: { amount: 479, currency: 'USD' } },
          reviewMinutes: 30,
        },
        { id: 'dominance', price: monthly, reviewMinutes: 60 },
        {
          id: 'basic',
          price: {
            nb: { amount: 49900, currency: 'NOK', from: true },
            en: { amount: 4900, currency: 'USD', from: true },
          },
        },
        {
          id: 'store',
          price: {
            nb: { amount: 69900, currency: 'NOK', from: true },
            en: { amount: 69900, currency: 'NOK', from: true },
          },
        },
        {
          id: 'annual',
          price: monthly,
          saving: { nb: { amount: 4500, currency: 'NOK' }, en: { amount: 447, currency: 'USD' } },
        },
      ],
    })
  })
  editFacts('agency.yml', (data) => {
    data.timelines!.seoResultsMonths = { from: 3, to: 6 }
    data.contact = { ...data.contact, opensAtHour: 8, closesAtHour: 16 }
  })
  editFacts('plugin.yml', (data) => {
    data.ttsPlugin!.proMinutesPerMonth = 50
    data.ttsPlugin!.pro = { nokPerYear: 468 }
  })
  editFacts('legal.yml', (data) => {
    data.signIn!.resetLinkMinutes = 60
    data.cookies!.consentRequiredSinceDate = '2025-01-01'
  })
  const team = ['developer']
  write(
    'cases/fjord-klinikk.yml',
    stringify({
      nb: {
        project: { year: 2024, weeks: 4, team },
        results: [
          { name: 'bookingsPercent', value: 40, headline: true },
          { name: 'mobileLoadSeconds', value: 1.6 },
          { name: 'categoryLoadSeconds.before', value: 4.2 },
          { name: 'categoryLoadSeconds.after', value: 1.1 },
          { name: 'vacancyPercent.before', value: 12 },
          { name: 'vacancyPercent.after', value: 4 },
        ],
      },
    }),
  )
  write(
    'cases/fjord-kurs.yml',
    stringify({
      nb: { project: { year: 2024, weeks: 1, team }, results: [{ name: 'signupsPercent', value: 78, headline: true }] },
    }),
  )
}

describe('given facts of each kind', () => {
  beforeEach(factFixture)

  it('writes each for the locale', () => {
    expect(formatFact('claims.moreEnquiriesPercent', 'nb', { root })).toEqual({
      text: `${claims.moreEnquiriesPercent}\u00a0%`,
    })
    expect(formatFact('claims.moreEnquiriesPercent', 'en', { root })).toEqual({
      text: `${claims.moreEnquiriesPercent}%`,
    })
    expect(formatFact('ttsPlugin.pro.nokPerYear', 'nb', { root })).toEqual({ text: '468\u00a0kr' })
    expect(formatFact('ttsPlugin.pro.nokPerYear', 'en', { root })).toEqual({ text: 'NOK\u00a0468' })
    expect(formatFact('timelines.seoResultsMonths', 'en', { root })).toEqual({ text: '3–6' })
    expect(formatFact('plans.demo.visibility.price.en', 'en', { root })).toEqual({ text: '$479/mo' })
    expect(formatFact('claims', 'en', { root })).toHaveProperty('error')
  })

  it("writes seconds with one decimal, a case's weeks as weeks, and each side of a pair by its group's kind", () => {
    expect(formatFact('caseStudyFacts.fjord-klinikk.mobileLoadSeconds', 'nb', { root })).toEqual({ text: '1,6\u00a0s' })
    expect(formatFact('caseStudyFacts.fjord-klinikk.mobileLoadSeconds', 'en', { root })).toEqual({ text: '1.6\u00a0s' })
    expect(formatFact('caseStudyFacts.fjord-klinikk.categoryLoadSeconds.before', 'en', { root })).toEqual({
      text: '4.2\u00a0s',
    })
    expect(formatFact('caseStudyFacts.fjord-klinikk.vacancyPercent.after', 'nb', { root })).toEqual({
      text: '4\u00a0%',
    })
    expect(formatFact('caseProjects.fjord-klinikk.weeks', 'nb', { root })).toEqual({ text: '4\u00a0uker' })
    expect(formatFact('caseProjects.fjord-klinikk.weeks', 'en', { root })).toEqual({ text: '4\u00a0weeks' })
    expect(formatFact('caseProjects.fjord-kurs.weeks', 'nb', { root })).toEqual({ text: '1\u00a0uke' })
    expect(formatFact('caseProjects.fjord-kurs.weeks', 'en', { root })).toEqual({ text: '1\u00a0week' })
    // A range's ends stay numbers, as before.
    expect(formatFact('timelines.seoResultsMonths.from', 'en', { root })).toEqual({ text: '3' })
  })

  it("writes the site's own case facts by the same kinds", () => {
    for (const [id, figures] of Object.entries(caseStudyFacts)) {
      for (const [name, value] of Object.entries(figures)) {
        if (typeof value !== 'number' || !name.endsWith('Seconds')) continue
        expect(formatFact(`caseStudyFacts.${id}.${name}`, 'en')).toEqual({ text: `${value.toFixed(1)}\u00a0s` })
      }
    }
    const projects = Object.entries(caseProjects)
    expect(projects.length).toBeGreaterThan(0)
    for (const [id, { weeks }] of projects) {
      expect(formatFact(`caseProjects.${id}.weeks`, 'en')).toEqual({
        text: `${weeks}\u00a0${weeks === 1 ? 'week' : 'weeks'}`,
      })
    }
  })

  it('writes a year as it is, and an hour of the clock as each language writes opening hours', () => {
    expect(formatFact('company.foundedYear', 'nb', { root })).toEqual({ text: String(company.foundedYear) })
    expect(formatFact('company.hostingSinceYear', 'en', { root })).toEqual({ text: String(company.hostingSinceYear) })
    // An amount per year is money, not a year.
    expect(formatFact('ttsPlugin.pro.nokPerYear', 'nb', { root })).toEqual({ text: '468\u00a0kr' })
    expect(formatFact('contact.opensAtHour', 'nb', { root })).toEqual({ text: '08' })
    expect(formatFact('contact.closesAtHour', 'nb', { root })).toEqual({ text: '16' })
    expect(formatFact('contact.opensAtHour', 'en', { root })).toEqual({ text: '8 am' })
    expect(formatFact('contact.closesAtHour', 'en', { root })).toEqual({ text: '4 pm' })
  })

  it('gives each language its own value of a fact written per language', () => {
    expect(formatFact('plans.demo.visibility.price', 'nb', { root })).toEqual({ text: '4\u00a0990\u00a0kr/mnd' })
    expect(formatFact('plans.demo.visibility.price', 'en', { root })).toEqual({ text: '$479/mo' })
    expect(formatFact('plans.demo.basic.price', 'nb', { root })).toEqual({ text: 'fra 49\u00a0900\u00a0kr' })
    // A price's amount is money in its own currency; a plan priced in NOK on English pages too.
    expect(formatFact('plans.demo.visibility.price.amount', 'en', { root })).toEqual({ text: '$479' })
    expect(formatFact('plans.demo.store.price.amount', 'en', { root })).toEqual({ text: 'NOK\u00a069,900' })
    expect(formatFact('plans.demo.annual.saving', 'nb', { root })).toEqual({ text: '4\u00a0500\u00a0kr' })
    // Naming the language picks it, whichever the page's is.
    expect(formatFact('plans.demo.visibility.price.nb.amount', 'en', { root })).toEqual({ text: 'NOK\u00a04,990' })
    expect(formatFact('plans.demo.visibility.price.sv', 'en', { root })).toHaveProperty('error')
  })

  it('writes a date in words, and a number as a plain number where the copy writes its unit', () => {
    expect(formatFact('cookies.consentRequiredSinceDate', 'nb', { root })).toEqual({ text: '1. januar 2025' })
    expect(formatFact('cookies.consentRequiredSinceDate', 'en', { root })).toEqual({ text: 'January 1, 2025' })
    expect(formatFact('signIn.resetLinkMinutes', 'nb', { root })).toEqual({ text: '1 time' })
    expect(formatFact('signIn.resetLinkMinutes', 'nb', { root, as: 'number' })).toEqual({ text: '60' })
    expect(formatFact('claims.moreEnquiriesPercent', 'nb', { root, as: 'number' })).toEqual({
      text: String(claims.moreEnquiriesPercent),
    })
    expect(formatFact('hosting.serversIn', 'nb', { root, as: 'number' })).toEqual({
      error: '{fact:hosting.serversIn:number} names no number',
    })
  })

  it('writes minutes as a length of time, in whole hours when they are', () => {
    expect(formatFact('plans.demo.visibility.reviewMinutes', 'nb', { root })).toEqual({ text: '30 min' })
    expect(formatFact('plans.demo.dominance.reviewMinutes', 'nb', { root })).toEqual({ text: '1 time' })
    expect(formatFact('plans.demo.dominance.reviewMinutes', 'en', { root })).toEqual({ text: '1 hour' })
    // A number of minutes per month is a count, not a length of time.
    expect(formatFact('ttsPlugin.proMinutesPerMonth', 'en', { root })).toEqual({ text: '50' })
  })

  it('reads the facts of the content root it is given', () => {
    // A value other than the site's.
    const hours = claims.emailAnswerHours + 1
    const agency = readFileSync('content/facts/agency.yml', 'utf8')
    expect(agency).toMatch(/emailAnswerHours: \d+/)
    write('facts/agency.yml', agency.replace(/emailAnswerHours: \d+/, `emailAnswerHours: ${hours}`))
    for (const file of ['prices', 'plugin', 'legal'])
      write(`facts/${file}.yml`, readFileSync(`content/facts/${file}.yml`, 'utf8'))
    expect(formatFact('claims.emailAnswerHours', 'nb', { root })).toEqual({ text: String(hours) })
    expect(formatFact('claims.emailAnswerHours', 'nb')).toEqual({ text: String(claims.emailAnswerHours) })
  })

  it('counts the open positions from the job files', () => {
    write('jobs/a.yml', '')
    write('jobs/b.yml', '')
    expect(formatFact('careers.openPositions', 'nb', { root })).toEqual({ text: '2' })
  })
})

describe('given Markdown rich text', () => {
  it('reads paragraphs, lists, strong, em, line breaks and links', () => {
    expect(
      markdownToBlocks(
        'One **strong** and *em*,\nwrapped.  \nBroken.\n\n- a [job](route:job?slug=seo-aeo-ekspert#apply)\n- [site](https://example.com "Example")\n\n1. first\n2. second\n',
      ),
    ).toEqual([
      {
        type: 'paragraph',
        content: [
          'One ',
          { type: 'strong', text: 'strong' },
          ' and ',
          { type: 'em', text: 'em' },
          ', wrapped.',
          { type: 'lineBreak' },
          'Broken.',
        ],
      },
      {
        type: 'unorderedList',
        items: [
          ['a ', { type: 'link', to: 'job', params: { slug: 'seo-aeo-ekspert' }, hash: 'apply', text: 'job' }],
          [{ type: 'link', href: 'https://example.com', text: 'site', title: 'Example', external: true }],
        ],
      },
      { type: 'orderedList', items: [['first'], ['second']] },
    ])
  })

  it('refuses what the rich text types cannot hold', () => {
    expect(() => markdownToBlocks('## A heading')).toThrow(MarkdownProblem)
    expect(() => markdownToBlocks('Text <b>bold</b>')).toThrow(/HTML/)
    expect(() => markdownToBlocks('![a picture](x.png)')).toThrow(/an image/)
    expect(() => markdownToBlocks('[a job](route:job)')).toThrow(/needs slug=\.\.\./)
    expect(() => markdownToBlocks('[x](/stillinger/)')).toThrow(/link a page of the site as route:<id>/)
  })

  it('reads ### sub-headings only where the field takes them, and no other level there', () => {
    expect(() => markdownToBlocks('### Lagringstid')).toThrow(/a heading \(### Lagringstid\) is not allowed here/)
    expect(markdownToBlocks('### Lagringstid\n\nTekst.', { subheadings: true })).toEqual([
      { type: 'heading', level: 3, text: 'Lagringstid' },
      { type: 'paragraph', content: ['Tekst.'] },
    ])
    expect(() => markdownToBlocks('## Lagringstid', { subheadings: true })).toThrow(
      /a sub-heading is written ### Heading/,
    )
    expect(() => markdownToBlocks('#### Lagringstid', { subheadings: true })).toThrow(/### Heading/)
    expect(() => markdownToBlocks('### Mer *om* det', { subheadings: true })).toThrow(/a heading holds em formatting/)
  })

  it('keeps each line of a paragraph as a text of its own where the field asks, the space of the break at its end', () => {
    const markdown =
      '**Lagringstid:**\nFørste setning.\nAndre, slettes etter\n30 dager. Les [mer](route:privacy).\n\n- **Nødvendig:**\n  tema.'
    expect(markdownToBlocks(markdown, { linePieces: true })).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'strong', text: 'Lagringstid: ' },
          'Første setning. ',
          'Andre, slettes etter ',
          '30 dager. Les ',
          { type: 'link', to: 'privacy', text: 'mer' },
          '.',
        ],
      },
      { type: 'unorderedList', items: [[{ type: 'strong', text: 'Nødvendig: ' }, 'tema.']] },
    ])
    // Without the option the lines are one text, as in any Markdown; bold on the same line keeps its space outside.
    expect(markdownToBlocks(markdown)[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'strong', text: 'Lagringstid:' },
        ' Første setning. Andre, slettes etter 30 dager. Les ',
        { type: 'link', to: 'privacy', text: 'mer' },
        '.',
      ],
    })
    expect(markdownToBlocks('**Angrer du?** Skriv til oss.', { linePieces: true })).toEqual([
      { type: 'paragraph', content: [{ type: 'strong', text: 'Angrer du?' }, ' Skriv til oss.'] },
    ])
  })
})
