import { moreEnquiriesBasisText } from '../strings/claim-basis.ts'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../tests/support/content-copy.ts'
import { textsCompared, textsNotAsWritten, writtenIn } from '../../tests/support/copy-text.ts'
import { contentRoot } from '../loader/files.ts'
import { settingsInCopy } from '../loader/placeholders.ts'
import { claims } from '../facts/facts.ts'
import { featuredTestimonialId } from '../shared/testimonials.ts'
import { formatPercent } from '../site/format.ts'
import { routeIds, isParameterised } from '../site/routes.ts'
import { settings } from '../site/settings.ts'
import { homeCopy, homeFile, loadHomeCopy } from './home.ts'
import { loadPageMeta, metaInPageFile, pageMeta, pageMetaFile, staticRouteIds, type GeneratedRouteId } from './meta.ts'
import { loadServicesIndex, servicesIndex, servicesIndexFile } from './services-index.ts'
import { services, serviceTemplate } from './services/services.ts'

type Blocks = Record<'nb' | 'en', Record<string, Record<string, unknown>>>

/** The ids of the YAML files of a folder of the content root (the content the loaders read), in order. */
const idsOf = (folder: string) =>
  readdirSync(path.join(contentRoot(), folder))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => name.replace(/\.yml$/, ''))
    .sort()

describe('the home page file', () => {
  it('gives the copy in both languages, with the facts, the settings and the links of each language', () => {
    // Copy of the test's own in the home page file: a claim with its basis, the brand and a
    // setting, and links to a page and to a service by its file's name.
    const service = services()[0]!
    const root = contentWith<Blocks>('pages/home.yml', (data) => {
      const copy = {
        nb: {
          claim:
            'Kundene får i snitt {fact:claims.moreEnquiriesPercent} flere henvendelser ({fact:claims.moreEnquiriesBasis}).',
          eyebrow: '{brand}: digitalbyrå i {setting:offices}',
          secondary: '[Se tjenestene](route:services#tjenester)',
          answer: `Ring {setting:phone}, eller se [prisene](route:service?slug=${service.id}#priser).`,
        },
        en: {
          claim:
            'Our clients get an average of {fact:claims.moreEnquiriesPercent} more enquiries ({fact:claims.moreEnquiriesBasis}).',
          eyebrow: '{brand}: a digital agency in {setting:offices}',
          secondary: '[See our services](route:services#tjenester)',
          answer: `Call {setting:phone}, or see [the prices](route:service?slug=${service.id}#priser).`,
        },
      }
      for (const locale of ['nb', 'en'] as const) {
        const hero = data[locale].hero as Record<string, unknown>
        hero.descriptions = [copy[locale].claim]
        hero.eyebrow = copy[locale].eyebrow
        hero.secondary = copy[locale].secondary
        const items = (data[locale].faq as { items: Record<string, unknown>[] }).items
        items.at(-1)!.answer = copy[locale].answer
      }
    })
    const home = loadHomeCopy({ root })
    // The claim stands with its basis.
    expect(home.nb.hero.descriptions[0]).toBe(
      `Kundene får i snitt ${formatPercent(claims.moreEnquiriesPercent, 'nb')} flere henvendelser (${moreEnquiriesBasisText(claims.moreEnquiriesBasis, 'nb')}).`,
    )
    expect(home.en.hero.descriptions[0]).toContain(moreEnquiriesBasisText(claims.moreEnquiriesBasis, 'en'))
    expect(home.nb.hero.eyebrow).toBe(`${settings.brandName}: digitalbyrå i ${settingsInCopy.offices!('nb')}`)
    expect(home.en.hero.eyebrow).toBe(`${settings.brandName}: a digital agency in ${settingsInCopy.offices!('en')}`)
    expect(home.nb.hero.secondary).toEqual({ to: 'services', hash: 'tjenester', text: 'Se tjenestene' })
    const answer = JSON.stringify(home.en.faq.items.at(-1)!.answer)
    expect(answer).toContain(`Call ${settings.phone}, or see `)
    // A service page is linked by its file's name, and each language gets its own slug.
    expect(answer).toContain(`"params":{"slug":"${service.en.slug}"},"hash":"priser"`)
    expect(JSON.stringify(home.nb.faq.items.at(-1)!.answer)).toContain(`"params":{"slug":"${service.nb.slug}"}`)
  })

  it("states the site's claims with their basis, and the same testimonials in both languages", () => {
    for (const locale of ['nb', 'en'] as const) {
      const claim = formatPercent(claims.moreEnquiriesPercent, locale)
      for (const description of homeCopy[locale].hero.descriptions) {
        if (description.includes(claim)) {
          expect(description).toContain(moreEnquiriesBasisText(claims.moreEnquiriesBasis, locale))
        }
      }
      expect(JSON.stringify(homeCopy[locale])).not.toMatch(/\{(brand|fact:[\w.:-]+|setting:\w+)\}/)
    }
    expect(homeCopy.en.cta.bullets).toEqual(serviceTemplate().en.cta.bullets)
    expect(homeCopy.en.testimonials.ids).toEqual(homeCopy.nb.testimonials.ids)
    expect(homeCopy.nb.testimonials.ids.length).toBeGreaterThan(0)
  })

  it('refuses a testimonial or a case that is no file, the featured testimonial and a list that differs by language', () => {
    // A testimonial of content/testimonials/ other than the featured one, and a case of content/cases/.
    const testimonial = idsOf('testimonials').find((id) => id !== featuredTestimonialId)!
    const [firstCase, secondCase] = idsOf('cases')
    const root = contentWith<Blocks>('pages/home.yml', (data) => {
      for (const locale of ['nb', 'en'] as const) {
        data[locale].testimonials!.ids = [testimonial, featuredTestimonialId, 'nobody']
        data[locale].customerCases!.ids = [firstCase, firstCase]
      }
    })
    const message = loadError(() => homeFile.get({ root }))
    expect(message).toContain(
      `home.yml: nb.testimonials.ids.1: expected a testimonial of the page's own, got "${featuredTestimonialId}"`,
    )
    expect(message).toMatch(
      new RegExp(
        `home\\.yml: nb\\.testimonials\\.ids\\.2: expected a file of content/testimonials/ \\(.*${testimonial}.*\\), got "nobody"`,
      ),
    )
    expect(message).toContain(`home.yml: nb.customerCases.ids.1: expected each once, got "${firstCase}" twice`)
    // The English list one case longer than the Norwegian one.
    let count = 0
    const differing = contentWith<Blocks>('pages/home.yml', (data) => {
      const nb = data.nb.customerCases!.ids as string[]
      count = nb.length
      const extra = idsOf('cases').find((id) => !nb.includes(id)) ?? secondCase
      data.en.customerCases!.ids = [...nb, extra]
    })
    expect(count).toBeGreaterThan(0)
    expect(loadError(() => homeFile.get({ root: differing }))).toContain(
      `home.yml: en.customerCases.ids: expected a list of ${count} items, the same as nb.customerCases.ids`,
    )
  })

  it('names the field of a missing translation, a misspelt field and a link to a service that does not exist', () => {
    const root = contentWith<Blocks>('pages/home.yml', (data) => {
      delete data.en.hero!.title
      data.nb.why!.titel = data.nb.why!.title
    })
    const message = loadError(() => homeFile.get({ root }))
    expect(message).toMatch(
      /home\.yml: en\.hero\.title: expected the English translation of nb\.hero\.title, got nothing/,
    )
    expect(message).toMatch(/home\.yml: nb\.why\.titel: is not a field/)
    // A link in the last row of the why section, to a service no file of content/services/ is.
    let last = 0
    const link = contentWith<Blocks>('pages/home.yml', (data) => {
      const rows = data.nb.why!.rows as Record<string, unknown>[]
      last = rows.length - 1
      rows[last]!.link = '[Les om drift](route:service?slug=ingen-slik-tjeneste)'
    })
    expect(loadError(() => homeFile.get({ root: link }))).toMatch(
      new RegExp(
        `home\\.yml: nb\\.why\\.rows\\.${last}\\.link: the link "Les om drift" goes to route:service\\?slug=ingen-slik-tjeneste, which is no file of .*services/`,
      ),
    )
  })
})

describe('the services index file', () => {
  type Faq = { items: { id: string }[]; sharedQuestionsAfter?: string }
  /** The page's questions of a block of the file, at least two in each language (one of the test's own added). */
  const atLeastTwo = (data: Blocks) => {
    for (const locale of ['nb', 'en'] as const) {
      const faq = data[locale].faq as unknown as Faq
      if (faq.items.length < 2) faq.items.push({ ...faq.items[0]!, id: 'one-more' })
    }
    return (locale: 'nb' | 'en') => data[locale].faq as unknown as Faq
  }

  it("puts the service template's shared questions after the question the file names, in both languages", () => {
    const shared = (locale: 'nb' | 'en') => serviceTemplate()[locale].sharedQuestions.map((item) => item.id)
    // The site's file: the shared questions after the one it names, or none where it names none.
    const written = writtenIn<Record<'nb' | 'en', { faq: Faq }>>('pages/services-index.yml')
    for (const locale of ['nb', 'en'] as const) {
      const { items, sharedQuestionsAfter } = written[locale].faq
      const ids = items.map((item) => item.id)
      const place = sharedQuestionsAfter === undefined ? ids.length : ids.indexOf(sharedQuestionsAfter) + 1
      const expected =
        sharedQuestionsAfter === undefined ? ids : [...ids.slice(0, place), ...shared(locale), ...ids.slice(place)]
      expect(servicesIndex[locale].faq.items.map((item) => item.id)).toEqual(expected)
      expect(servicesIndex[locale].faq).not.toHaveProperty('sharedQuestionsAfter')
      expect(textsNotAsWritten(written[locale], servicesIndexFile.get()[locale], locale)).toEqual([])
    }
    // A file of the test's own that names its first question.
    let ids: Record<'nb' | 'en', string[]> = { nb: [], en: [] }
    const root = contentWith<Blocks>('pages/services-index.yml', (data) => {
      const faq = atLeastTwo(data)
      for (const locale of ['nb', 'en'] as const) {
        faq(locale).sharedQuestionsAfter = faq(locale).items[0]!.id
        ids = { ...ids, [locale]: faq(locale).items.map((item) => item.id) }
      }
    })
    const copy = loadServicesIndex({ root })
    for (const locale of ['nb', 'en'] as const) {
      const [first, ...rest] = ids[locale]
      expect(copy[locale].faq.items.map((item) => item.id)).toEqual([first, ...shared(locale), ...rest])
    }
  })

  it('refuses shared questions after a question it does not have, or at another place in the other language', () => {
    let nbIds: string[] = []
    const unknown = contentWith<Blocks>('pages/services-index.yml', (data) => {
      const faq = atLeastTwo(data)
      nbIds = faq('nb').items.map((item) => item.id)
      faq('nb').sharedQuestionsAfter = 'no-such-question'
    })
    expect(loadError(() => servicesIndexFile.get({ root: unknown }))).toContain(
      `services-index.yml: nb.faq.sharedQuestionsAfter: expected the id of a question of nb.faq.items (${nbIds.join(', ')}), got "no-such-question"`,
    )
    const elsewhere = contentWith<Blocks>('pages/services-index.yml', (data) => {
      const faq = atLeastTwo(data)
      faq('nb').sharedQuestionsAfter = faq('nb').items[0]!.id
      faq('en').sharedQuestionsAfter = faq('en').items[1]!.id
    })
    expect(loadError(() => servicesIndexFile.get({ root: elsewhere }))).toContain(
      'services-index.yml: en.faq.sharedQuestionsAfter: expected the question at the same place as nb.faq.sharedQuestionsAfter (question 1), got question 2',
    )
  })
})

describe('the page titles and descriptions file', () => {
  it('gives every route without a parameter a title and a description in both languages', () => {
    const fixed = staticRouteIds
    expect(fixed).toEqual(routeIds.filter((id) => !isParameterised(id)))
    expect(Object.keys(pageMeta)).toEqual(fixed)
    // The type of the routes without a file's group names the same routes as the table.
    const generated: GeneratedRouteId[] = ['blogCategory', 'blogPost', 'job', 'projectCase', 'service']
    expect(routeIds.filter((id) => isParameterised(id)).sort()).toEqual(generated.sort())
    for (const id of fixed) {
      for (const locale of ['nb', 'en'] as const) {
        expect(pageMeta[id][locale].title, `${id} ${locale}`).not.toBe('')
        expect(pageMeta[id][locale].description, `${id} ${locale}`).not.toMatch(/\{(brand|setting:|fact:claims)/)
      }
    }
    // Every text as the file writes it, with the facts and settings filled in, but the count of the
    // jobs page's openings: the page counts the job files when it renders, so the count is left for it.
    // As written: in meta.yml, and in each page's own file for the pages that have one.
    const inMetaFile = writtenIn('pages/meta.yml')
    const written = Object.fromEntries(
      (['nb', 'en'] as const).map((locale) => [
        locale,
        {
          ...inMetaFile[locale],
          ...Object.fromEntries(
            Object.entries(metaInPageFile).map(([id, file]) => [id, writtenIn(file)[locale]!.meta]),
          ),
        },
      ]),
    ) as Blocks
    const count = { 'fact:careers.openPositions': '{fact:careers.openPositions}' }
    for (const locale of ['nb', 'en'] as const) {
      const shown = Object.fromEntries(Object.entries(pageMeta).map(([id, meta]) => [id, meta[locale]]))
      expect(textsCompared(written[locale], shown)).toBeGreaterThan(0)
      expect(textsNotAsWritten(written[locale], shown, locale, count)).toEqual([])
    }
    const root = contentWith<Blocks>(metaInPageFile.jobs, (data) => {
      ;(data.nb.meta as { description: string }).description =
        '{brand} har {fact:careers.openPositions} ledige stillinger.'
    })
    expect(loadPageMeta({ root }).jobs.nb.description).toBe(
      `${settings.brandName} har {fact:careers.openPositions} ledige stillinger.`,
    )
  })

  it("refuses a page's title in meta.yml where the page has a file of its own: each title is in one place", () => {
    const root = contentWith<Blocks>('pages/meta.yml', (data) => {
      for (const locale of ['nb', 'en'] as const) data[locale].home = data[locale].sitemap!
    })
    expect(loadError(() => pageMetaFile.get({ root }))).toMatch(/meta\.yml: nb\.home: is not a field/)
  })

  it('refuses a route it lacks and a route the route table does not have, naming the file and the route', () => {
    const root = contentWith<Blocks>('pages/meta.yml', (data) => {
      for (const locale of ['nb', 'en'] as const) {
        delete data[locale].portalAccount
        data[locale].kontakt = data[locale].sitemap!
      }
    })
    const message = loadError(() => pageMetaFile.get({ root }))
    expect(message).toMatch(/meta\.yml: nb\.portalAccount: expected a group of fields, got nothing/)
    expect(message).toMatch(/meta\.yml: nb\.kontakt: is not a field/)
    const untranslated = contentWith<Blocks>('pages/meta.yml', (data) => {
      delete data.en.sitemap
    })
    expect(loadError(() => pageMetaFile.get({ root: untranslated }))).toMatch(
      /meta\.yml: en\.sitemap: expected the English translation of nb\.sitemap, got nothing/,
    )
  })
})
