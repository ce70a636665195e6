import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../tests/support/content-copy.ts'
import { textsCompared, textsNotAsWritten, writtenIn } from '../../tests/support/copy-text.ts'
import { claims } from '../facts/facts.ts'
import { formatFact } from '../loader/placeholders.ts'
import { team } from '../shared/team.ts'
import { matchRoute, pathFor, routes } from '../site/routes.ts'
import { settings } from '../site/settings.ts'
import { contactLinks, contactLinksHeading, contactPageFile, contactPerson } from './contact.ts'
import { contactThanks, contactThanksFile } from './contact-thanks.ts'

type Blocks = Record<'nb' | 'en', Record<string, Record<string, unknown>>>

describe('the contact page file', () => {
  it('gives the cards their links from the settings and the routes, and the person their first name and mailbox', () => {
    expect(contactLinks.nb.length).toBeGreaterThan(0)
    expect(contactLinks.en).toHaveLength(contactLinks.nb.length)
    contactLinks.nb.forEach((card, i) => {
      const twin = contactLinks.en[i]!
      if (card.linkUrl.startsWith('tel:')) {
        expect(card).toMatchObject({ linkText: settings.phone, linkUrl: `tel:${settings.phone.replace(/ /g, '')}` })
        expect(twin.linkUrl).toBe(card.linkUrl)
      } else if (card.linkUrl.startsWith('mailto:')) {
        expect(card).toMatchObject({ linkText: settings.email, linkUrl: `mailto:${settings.email}` })
        expect(twin.linkUrl).toBe(card.linkUrl)
      } else if (card.linkUrl.startsWith('/')) {
        // A page of the site, and in English the same page in English.
        const [nbPath, hash] = card.linkUrl.split('#')
        const page = matchRoute(nbPath!)
        expect(page, card.linkUrl).toMatchObject({ locale: 'nb' })
        expect(twin.linkUrl).toBe(pathFor(page!.id, 'en', page!.params) + (hash === undefined ? '' : `#${hash}`))
      } else {
        expect(card.linkUrl).toMatch(/^https:\/\//)
      }
    })
    // The opening hours as each language writes them, from the facts.
    const file = contactPageFile.get()
    for (const locale of ['nb', 'en'] as const) {
      const { lead } = contactLinksHeading[locale]
      expect(lead).not.toMatch(/\{[\w:.]+\}/)
      for (const card of contactLinks[locale]) expect(card.description).not.toMatch(/\{[\w:.]+\}/)
      // The person: one of the team, addressed by their first name, with a mailbox at the agency's domain.
      const { person } = file[locale]
      const member = team.find((each) => each.id === person.member)
      expect(member, person.member).toBeDefined()
      expect(contactPerson[locale].member).toEqual(member)
      expect(contactPerson[locale].email).toBe(`${person.mailbox}@${settings.email.split('@')[1]}`)
      expect(contactPerson[locale].answers).toBe(person.answers.replaceAll('{name}', member!.name.split(' ')[0]!))
      expect(contactPerson[locale].answers).not.toMatch(/\{[\w:.]+\}/)
    }
    expect(contactPerson.en.email).toBe(contactPerson.nb.email)
  })

  it('writes the opening hours of the facts as each language writes them', () => {
    const root = contentWith<Blocks>('pages/contact.yml', (data) => {
      data.nb.links!.lead = 'Vi er her mellom {fact:contact.opensAtHour} og {fact:contact.closesAtHour}.'
      data.en.links!.lead = 'We are here from {fact:contact.opensAtHour} to {fact:contact.closesAtHour}.'
    })
    const file = contactPageFile.get({ root })
    const hour = (key: string, locale: 'nb' | 'en') => (formatFact(key, locale) as { text: string }).text
    expect(file.nb.links.lead).toBe(
      `Vi er her mellom ${hour('contact.opensAtHour', 'nb')} og ${hour('contact.closesAtHour', 'nb')}.`,
    )
    expect(file.en.links.lead).toBe(
      `We are here from ${hour('contact.opensAtHour', 'en')} to ${hour('contact.closesAtHour', 'en')}.`,
    )
  })

  it('refuses a contact person not of the team, a mailbox that differs between the languages and an unknown placeholder', () => {
    let mailbox = ''
    const root = contentWith<Blocks>('pages/contact.yml', (data) => {
      data.nb.person!.member = 'kari-nordmann'
      data.en.person!.member = 'kari-nordmann'
      mailbox = String(data.nb.person!.mailbox)
      data.en.person!.mailbox = `${mailbox}x`
      data.nb.person!.answers = '{fornavn} leser alle henvendelser.'
    })
    const message = loadError(() => contactPageFile.get({ root }))
    // The team's files are the choices.
    const refusal = /pages\/contact\.yml: nb\.person\.member: expected one of (.*)got "kari-nordmann"/.exec(message)
    expect(refusal).not.toBeNull()
    for (const member of team) expect(refusal![1]).toContain(`"${member.id}"`)
    expect(message).toContain(
      `pages/contact.yml: en.person.mailbox: expected "${mailbox}", the same as nb.person.mailbox`,
    )
    expect(message).toMatch(
      /pages\/contact\.yml: nb\.person\.answers: unknown placeholder \{fornavn\}: expected one of .*\{name\}/,
    )
  })
})

describe('the thank-you page file', () => {
  it('leads on to pages of the site, the same in both languages, and states its figures from the facts', () => {
    expect(contactThanks.nb.onward.length).toBeGreaterThan(0)
    for (const link of contactThanks.nb.onward) expect(routes).toHaveProperty(link.to)
    expect(contactThanks.en.onward.map((link) => link.to)).toEqual(contactThanks.nb.onward.map((link) => link.to))
    const written = writtenIn('pages/contact-thanks.yml')
    for (const locale of ['nb', 'en'] as const) {
      expect(textsCompared(written[locale], contactThanks[locale])).toBeGreaterThan(0)
      expect(textsNotAsWritten(written[locale], contactThanks[locale], locale)).toEqual([])
    }
    // A step of the test's own that states a figure.
    const root = contentWith<Blocks>('pages/contact-thanks.yml', (data) => {
      const [step] = data.en.steps as unknown as Record<string, unknown>[]
      step!.body = 'The first talk is {fact:claims.noObligationPercent} no obligation.'
    })
    expect(contactThanksFile.get({ root }).en.steps[0]!.body).toBe(
      `The first talk is ${claims.noObligationPercent}% no obligation.`,
    )
  })

  it('refuses a link to another site among the onward links, naming the field', () => {
    const root = contentWith<Blocks>('pages/contact-thanks.yml', (data) => {
      ;(data.en.onward as unknown as string[])[0] = '[Our services](https://example.com/services)'
    })
    expect(loadError(() => contactThanksFile.get({ root }))).toMatch(
      /pages\/contact-thanks\.yml: en\.onward\.0: expected a page of the site, \[text\]\(route:<id>\), got https:\/\/example\.com\/services/,
    )
  })
})
