import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../tests/support/content-copy'
import { settings } from '../site/settings'
import { contactLinks, contactLinksHeading, contactPageFile, contactPerson } from './contact'
import { contactThanks, contactThanksFile } from './contact-thanks'

type Blocks = Record<'nb' | 'en', Record<string, Record<string, unknown>>>

describe('the contact page file', () => {
  it('gives the cards their links from the settings and the routes, and the person their first name and mailbox', () => {
    const [phone, email, portal] = contactLinks.nb
    expect(phone).toMatchObject({ linkText: settings.phone, linkUrl: `tel:${settings.phone.replace(/ /g, '')}` })
    expect(email).toMatchObject({ linkText: settings.email, linkUrl: `mailto:${settings.email}` })
    expect(portal).toMatchObject({ linkText: 'Logg inn', linkUrl: '/kundeportal/' })
    expect(contactLinks.en[2]!.linkUrl).toBe('/en/customer-portal/')
    expect(contactLinksHeading.nb.lead).toBe(
      'Velg den veien som passer deg best. Vi er her på hverdager mellom 08 og 16.',
    )
    expect(contactLinks.en[0]!.description).toBe('Talk directly to an adviser.\nWorking days 8 am–4 pm (CET).')
    expect(contactPerson.en.answers).toMatch(/^Marit reads every enquiry/)
    expect(contactPerson.nb.email).toBe(`marit.haugland@${settings.email.split('@')[1]}`)
  })

  it('refuses a contact person not of the team, a mailbox that differs between the languages and an unknown placeholder', () => {
    const root = contentWith<Blocks>('pages/contact.yml', (data) => {
      data.nb.person!.member = 'kari-nordmann'
      data.en.person!.member = 'kari-nordmann'
      data.en.person!.mailbox = 'marit'
      data.nb.person!.answers = '{fornavn} leser alle henvendelser.'
    })
    const message = loadError(() => contactPageFile.get({ root }))
    expect(message).toMatch(
      /pages\/contact\.yml: nb\.person\.member: expected one of "marit-haugland", .*got "kari-nordmann"/,
    )
    expect(message).toMatch(
      /pages\/contact\.yml: en\.person\.mailbox: expected "marit\.haugland", the same as nb\.person\.mailbox/,
    )
    expect(message).toMatch(
      /pages\/contact\.yml: nb\.person\.answers: unknown placeholder \{fornavn\}: expected one of .*\{name\}/,
    )
  })
})

describe('the thank-you page file', () => {
  it('leads on to pages of the site', () => {
    expect(contactThanks.en.onward.map((link) => link.to)).toEqual(['projects', 'services', 'blog', 'home'])
    expect(contactThanks.en.steps[2]!.body).toContain('100% no obligation')
  })

  it('refuses a link to another site among the onward links, naming the field', () => {
    const root = contentWith<Blocks>('pages/contact-thanks.yml', (data) => {
      ;(data.en.onward as unknown as string[])[1] = '[Our services](https://example.com/services)'
    })
    expect(loadError(() => contactThanksFile.get({ root }))).toMatch(
      /pages\/contact-thanks\.yml: en\.onward\.1: expected a page of the site, \[text\]\(route:<id>\), got https:\/\/example\.com\/services/,
    )
  })
})
