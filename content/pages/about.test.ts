import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../tests/support/content-copy.ts'
import { claims, company } from '../facts/facts.ts'
import { formatNumber, formatPercent } from '../site/format.ts'
import { services } from './services/services.ts'
import { aboutPage, aboutPageFile } from './about.ts'

type Blocks = Record<'nb' | 'en', Record<string, Record<string, unknown>>>

describe('the about page file', () => {
  it('states the figures from the facts, each written for its language, the years as years, and a basis as a sentence', () => {
    for (const locale of ['nb', 'en'] as const) {
      expect(aboutPage[locale].story.figures.length).toBeGreaterThan(0)
      for (const figure of aboutPage[locale].story.figures) {
        expect(JSON.stringify(figure), figure.id).not.toMatch(/\{[\w:.-]+\}/)
        if (figure.basis !== undefined) expect(figure.basis, figure.id).toMatch(/^\p{Lu}.*\.$/u)
      }
    }
    // Figures of the test's own: a percentage and a count read from the facts, each written for its
    // language, and a basis whose years are written as years (2000, not 2 000).
    const root = contentWith<Blocks>('pages/about.yml', (data) => {
      for (const locale of ['nb', 'en'] as const) {
        ;(data[locale].story as { figures: Record<string, unknown>[] }).figures = [
          {
            id: 'share',
            value: '{fact:claims.moreEnquiriesPercent}',
            label: locale === 'nb' ? 'flere henvendelser' : 'more enquiries',
            basis: 'since {fact:company.hostingSinceYear}; founded in {fact:company.foundedYear}.',
          },
          { id: 'count', value: '{fact:claims.customers}+', label: locale === 'nb' ? 'kunder' : 'customers' },
        ]
      }
    })
    const file = aboutPageFile.get({ root })
    for (const locale of ['nb', 'en'] as const) {
      const [share, count] = file[locale].story.figures
      expect(share!.value).toBe(formatPercent(claims.moreEnquiriesPercent, locale))
      expect(count!.value).toBe(`${formatNumber(claims.customers, locale)}+`)
      expect(share!.basis).toBe(`since ${company.hostingSinceYear}; founded in ${company.foundedYear}.`)
      expect(count!.basis).toBeUndefined()
    }
  })

  it('links a service by its file, with the slug of each language', () => {
    const service = services()[0]!
    const root = contentWith<Blocks>('pages/about.yml', (data) => {
      data.nb.story!.body = `Les om [tjenesten](route:service?slug=${service.id}).`
      data.en.story!.body = `Read about [the service](route:service?slug=${service.id}).`
    })
    const file = aboutPageFile.get({ root })
    expect(JSON.stringify(file.en.story.body)).toContain(`"to":"service","params":{"slug":"${service.en.slug}"}`)
    expect(JSON.stringify(file.nb.story.body)).toContain(`"to":"service","params":{"slug":"${service.nb.slug}"}`)
  })

  it('refuses an empty heading, a link to no page and an unknown icon, naming each field', () => {
    const root = contentWith<Blocks>('pages/about.yml', (data) => {
      data.nb.hero!.title = ''
      data.en.hero!.secondary = '[See our projects](/projects/)'
      const items = data.nb.values!.items as Record<string, unknown>[]
      items[0]!.icon = 'telephone'
    })
    const message = loadError(() => aboutPageFile.get({ root }))
    expect(message).toMatch(
      /pages\/about\.yml: nb\.hero\.title: expected the Norwegian \(bokmål\) translation of en\.hero\.title/,
    )
    expect(message).toMatch(
      /pages\/about\.yml: en\.hero\.secondary: the link "See our projects" goes to "\/projects\/"/,
    )
    expect(message).toMatch(/pages\/about\.yml: nb\.values\.items\.0\.icon: expected one of "check", .*got "telephone"/)
  })

  it('refuses a link to a service the site does not have', () => {
    const root = contentWith<Blocks>('pages/about.yml', (data) => {
      data.en.story!.body = 'We also make [apps](route:service?slug=app-design).'
    })
    expect(loadError(() => aboutPageFile.get({ root }))).toMatch(
      /pages\/about\.yml: en\.story\.body.*route:service\?slug=app-design, which is no file of .*services\//,
    )
  })
})
