import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../tests/support/content-copy'
import { claims, company } from '../facts/facts'
import { aboutPage, aboutPageFile } from './about'

type Blocks = Record<'nb' | 'en', Record<string, Record<string, unknown>>>

describe('the about page file', () => {
  it('states the figures from the facts, the years as years, and a basis as a sentence', () => {
    const [enquiries, , hosting] = aboutPage.nb.story.figures
    expect(enquiries!.basis).toMatch(/^Snitt for .*\.$/)
    expect(hosting!.basis).toContain(
      `siden ${company.hostingSinceYear}; byrået ble grunnlagt i ${company.foundedYear}.`,
    )
    expect(aboutPage.en.values.items.at(-1)!.title).toBe(`An answer within ${claims.emailAnswerHours} hours`)
    // A service is linked by its file and gets the slug of each language.
    expect(JSON.stringify(aboutPage.en.story.body)).toContain('"to":"service","params":{"slug":"seo-optimization"}')
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
      data.en.story!.body = String(data.en.story!.body).replace('slug=apputvikling', 'slug=app-design')
    })
    expect(loadError(() => aboutPageFile.get({ root }))).toMatch(
      /pages\/about\.yml: en\.story\.body.*route:service\?slug=app-design, which is no file of .*services\//,
    )
  })
})
