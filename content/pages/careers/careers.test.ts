import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../../tests/support/content-copy.ts'
import { textsCompared, textsNotAsWritten, writtenIn } from '../../../tests/support/copy-text.ts'
import { claims } from '../../facts/facts.ts'
import { formatNumber } from '../../site/format.ts'
import { careersUi } from '../../strings/careers.ts'
import { headOffice, settings } from '../../site/settings.ts'
import { serviceIds } from '../services/links.ts'
import { careersCopy, careersPageFile, careersPageStrings } from './careers.ts'

type Blocks = Record<'nb' | 'en', Record<string, Record<string, unknown>>>

describe('the careers pages file', () => {
  it('writes the brand, the head office and the answer time from the settings and the facts', () => {
    // Lines of the test's own, one with each kind of placeholder.
    const root = contentWith<Blocks>('pages/careers.yml', (data) => {
      data.nb.job!.joinParagraph = 'Hos {brand} blir du en del av teamet.'
      data.en.job!.office = '{setting:headOffice.city}'
      data.en.preCta!.description = 'We answer within {fact:claims.emailAnswerHours} hours.'
    })
    const copy = careersPageFile.get({ root })
    expect(copy.nb.job.joinParagraph).toBe(`Hos ${settings.brandName} blir du en del av teamet.`)
    expect(copy.en.job.office).toBe(headOffice().city)
    expect(copy.en.preCta.description).toBe(`We answer within ${formatNumber(claims.emailAnswerHours, 'en')} hours.`)
    // The site's file: every text as written, with the settings and facts filled in.
    const written = writtenIn('pages/careers.yml')
    for (const locale of ['nb', 'en'] as const) {
      expect(textsCompared(written[locale], careersCopy[locale])).toBeGreaterThan(0)
      expect(textsNotAsWritten(written[locale], careersCopy[locale], locale)).toEqual([])
      // The components get the labels and the copy side by side.
      expect(careersPageStrings[locale].ui).toBe(careersUi[locale])
      expect(careersPageStrings[locale].page).toBe(careersCopy[locale])
    }
  })

  it('links the hero to services of content/services/, the same in both languages', () => {
    const { services } = careersCopy.nb.landing
    expect(services.length).toBeGreaterThan(0)
    expect(careersCopy.en.landing.services).toEqual(services)
    for (const id of services) expect(serviceIds()).toContain(id)
  })

  it('refuses a service that is no file, a list that differs by language and an empty heading, naming each field', () => {
    // Two services of the site, and the Norwegian list's length.
    const [first, second] = serviceIds()
    let count = 0
    const root = contentWith<Blocks>('pages/careers.yml', (data) => {
      const nb = data.nb.landing!.services as string[]
      count = nb.length
      nb[0] = 'nettsider'
      data.en.landing!.services = count === 2 ? [first!] : [first!, second!]
      data.en.job!.joinHeading = ''
    })
    const message = loadError(() => careersPageFile.get({ root }))
    expect(message).toMatch(
      new RegExp(`pages/careers\\.yml: nb\\.landing\\.services\\.0: expected one of .*"${first}".*got "nettsider"`),
    )
    expect(message).toContain(
      `pages/careers.yml: en.landing.services: expected a list of ${count} items, the same as nb.landing.services`,
    )
    expect(message).toMatch(
      /pages\/careers\.yml: en\.job\.joinHeading: expected the English translation of nb\.job\.joinHeading/,
    )
  })

  it('refuses a service listed twice and a setting the copy cannot state', () => {
    const service = serviceIds()[0]!
    const root = contentWith<Blocks>('pages/careers.yml', (data) => {
      for (const locale of ['nb', 'en'] as const) data[locale].landing!.services = [service, service]
      data.nb.job!.office = '{setting:headOffice.town}'
    })
    expect(loadError(() => careersPageFile.get({ root }))).toMatch(
      /pages\/careers\.yml: nb\.job\.office: .*\{setting:headOffice\.town\}/,
    )
    const twice = contentWith<Blocks>('pages/careers.yml', (data) => {
      for (const locale of ['nb', 'en'] as const) data[locale].landing!.services = [service, service]
    })
    expect(loadError(() => careersPageFile.get({ root: twice }))).toContain(
      `pages/careers.yml: nb.landing.services.1: expected each service once, got "${service}" twice`,
    )
  })
})
