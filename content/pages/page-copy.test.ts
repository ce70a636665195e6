import { moreEnquiriesBasisText } from '../strings/claim-basis'
import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../tests/support/content-copy'
import { claims } from '../facts/facts'
import { formatPercent, formatRange } from '../site/format'
import { routeIds, isParameterised } from '../site/routes'
import { settings } from '../site/settings'
import { homeCopy, homeFile } from './home'
import { pageMeta, pageMetaFile, staticRouteIds, type GeneratedRouteId } from './meta'
import { servicesIndex, servicesIndexFile } from './services-index'
import { serviceTemplate } from './services/services'

type Blocks = Record<'nb' | 'en', Record<string, Record<string, unknown>>>

describe('the home page file', () => {
  it('gives the copy in both languages, with the facts, the settings and the links of each language', () => {
    // The claim stands with its basis, in the hero and on the key figure.
    expect(homeCopy.nb.hero.descriptions[1]).toContain(
      `i snitt ${formatPercent(claims.moreEnquiriesPercent, 'nb')} flere`,
    )
    expect(homeCopy.nb.hero.descriptions[1]).toContain(moreEnquiriesBasisText(claims.moreEnquiriesBasis, 'nb'))
    const [enquiries] = homeCopy.en.figures.items
    expect(enquiries!.basis).toMatch(/^The average for \d+ clients .+\.$/)
    expect(homeCopy.en.why.rows[0]!.description).toContain(`within ${formatRange(claims.resultsDays, 'en')} days`)
    expect(homeCopy.nb.hero.eyebrow).toBe(`${settings.brandName}: digitalbyrå i Oslo og Bergen`)
    expect(homeCopy.en.faq.items.at(-1)!.answer).toBe(
      `Call ${settings.phone}, e-mail ${settings.email} or fill in the form on our contact page.`,
    )
    expect(homeCopy.nb.hero.secondary).toEqual({ to: 'services', hash: 'tjenester', text: 'Se tjenestene' })
    // A service page is linked by its file's name, and each language gets its own slug.
    expect(JSON.stringify(homeCopy.en.faq.items)).toContain('"params":{"slug":"seo-optimization"},"hash":"priser"')
    expect(homeCopy.en.cta.bullets).toEqual(serviceTemplate().en.cta.bullets)
    expect(homeCopy.en.testimonials.ids).toEqual(homeCopy.nb.testimonials.ids)
  })

  it('refuses a testimonial or a case that is no file, the featured testimonial and a list that differs by language', () => {
    const root = contentWith<Blocks>('pages/home.yml', (data) => {
      for (const locale of ['nb', 'en'] as const) {
        data[locale].testimonials!.ids = ['silje-noste', 'hilde-strandheim', 'nobody']
        data[locale].customerCases!.ids = ['nordvik-bakeri', 'nordvik-bakeri']
      }
    })
    const message = loadError(() => homeFile.get({ root }))
    expect(message).toMatch(
      /home\.yml: nb\.testimonials\.ids\.1: expected a testimonial of the page's own, got "hilde-strandheim"/,
    )
    expect(message).toMatch(
      /home\.yml: nb\.testimonials\.ids\.2: expected a file of content\/testimonials\/ \(.*silje-noste.*\), got "nobody"/,
    )
    expect(message).toMatch(/home\.yml: nb\.customerCases\.ids\.1: expected each once, got "nordvik-bakeri" twice/)
    const differing = contentWith<Blocks>('pages/home.yml', (data) => {
      data.en.customerCases!.ids = ['nordvik-bakeri', 'fjellstue-sport', 'tindra-regnskap']
    })
    expect(loadError(() => homeFile.get({ root: differing }))).toMatch(
      /home\.yml: en\.customerCases\.ids: expected a list of 3 items, the same as nb\.customerCases\.ids/,
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
    const link = contentWith<Blocks>('pages/home.yml', (data) => {
      const rows = data.nb.why!.rows as Record<string, unknown>[]
      rows[2]!.link = '[Les om drift](route:service?slug=drift)'
    })
    expect(loadError(() => homeFile.get({ root: link }))).toMatch(
      /home\.yml: nb\.why\.rows\.2\.link: the link "Les om drift" goes to route:service\?slug=drift, which is no file of .*services\//,
    )
  })
})

describe('the services index file', () => {
  it("puts the service template's shared questions after the question the file names, in both languages", () => {
    const shared = serviceTemplate().nb.sharedQuestions.map((item) => item.id)
    expect(servicesIndex.nb.faq.items.map((item) => item.id)).toEqual(['hvor', 'kombinere', ...shared, 'kontakt'])
    expect(servicesIndex.en.faq.items).toHaveLength(servicesIndex.nb.faq.items.length)
    expect(servicesIndex.nb.faq).not.toHaveProperty('sharedQuestionsAfter')
    expect(servicesIndex.en.hero.descriptions[0]).toContain('From our offices in Oslo and Bergen')
  })

  it('refuses shared questions after a question it does not have, or at another place in the other language', () => {
    const unknown = contentWith<Blocks>('pages/services-index.yml', (data) => {
      data.nb.faq!.sharedQuestionsAfter = 'kombiner'
    })
    expect(loadError(() => servicesIndexFile.get({ root: unknown }))).toMatch(
      /services-index\.yml: nb\.faq\.sharedQuestionsAfter: expected the id of a question of nb\.faq\.items \(hvor, kombinere, kontakt\), got "kombiner"/,
    )
    const elsewhere = contentWith<Blocks>('pages/services-index.yml', (data) => {
      data.en.faq!.sharedQuestionsAfter = 'where'
    })
    expect(loadError(() => servicesIndexFile.get({ root: elsewhere }))).toMatch(
      /services-index\.yml: en\.faq\.sharedQuestionsAfter: expected the question at the same place as nb\.faq\.sharedQuestionsAfter \(question 2\), got question 1/,
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
    // The jobs page counts the job files when it renders, so the count is left for it.
    expect(pageMeta.jobs.nb.description).toContain('{fact:careers.openPositions}')
    expect(pageMeta.about.en.description).toContain('with offices in Oslo and Bergen.')
  })

  it('refuses a route it lacks and a route the route table does not have, naming the file and the route', () => {
    const root = contentWith<Blocks>('pages/meta.yml', (data) => {
      for (const locale of ['nb', 'en'] as const) {
        delete data[locale].portalAccount
        data[locale].kontakt = data[locale].contact!
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
