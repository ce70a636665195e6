import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../../tests/support/content-copy'
import { claims } from '../../facts/facts'
import { headOffice, settings } from '../../site/settings'
import { serviceIds } from '../services/links'
import { careersCopy, careersPageFile, careersPageStrings } from './careers'

type Blocks = Record<'nb' | 'en', Record<string, Record<string, unknown>>>

describe('the careers pages file', () => {
  it('writes the brand, the head office and the answer time from the settings and the facts', () => {
    const city = headOffice().city
    expect(careersCopy.nb.job.joinParagraph).toMatch(new RegExp(`^Hos ${settings.brandName} blir du`))
    expect(careersCopy.en.job.office).toBe(city)
    expect(careersCopy.nb.landing.lead).toContain(`på kontoret i ${city} eller hjemmefra`)
    expect(careersCopy.en.openings.lead).toContain(`based in ${city} or remote`)
    expect(careersCopy.en.preCta.description).toContain(`within ${claims.emailAnswerHours} hours`)
    // The components get the labels and the copy side by side.
    expect(careersPageStrings.nb.ui.notFound.title).toBe('Stillingen finnes ikke')
    expect(careersPageStrings.nb.page).toBe(careersCopy.nb)
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
