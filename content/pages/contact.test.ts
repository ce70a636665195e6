import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { settings } from '../site/settings'
import { contactLinks, contactLinksHeading, contactPageFile, contactPerson } from './contact'
import { contactThanks, contactThanksFile } from './contact-thanks'

const roots: string[] = []

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

type Blocks = Record<'nb' | 'en', Record<string, Record<string, unknown>>>

/** A copy of the content with a page's file (`pages/<name>.yml`) changed by `edit`; returns the copy's root. */
function withPage(name: string, edit: (data: Blocks) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fjordlys-contact-'))
  roots.push(root)
  cpSync('content', root, { recursive: true })
  const file = path.join(root, 'pages', `${name}.yml`)
  const data = parse(readFileSync(file, 'utf8')) as Blocks
  edit(data)
  writeFileSync(file, stringify(data))
  return root
}

function failure(load: () => unknown): string {
  try {
    load()
  } catch (error) {
    return String(error)
  }
  throw new Error('the file loaded')
}

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
    const root = withPage('contact', (data) => {
      data.nb.person!.member = 'kari-nordmann'
      data.en.person!.member = 'kari-nordmann'
      data.en.person!.mailbox = 'marit'
      data.nb.person!.answers = '{fornavn} leser alle henvendelser.'
    })
    const message = failure(() => contactPageFile.get({ root }))
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
    const root = withPage('contact-thanks', (data) => {
      ;(data.en.onward as unknown as string[])[1] = '[Our services](https://example.com/services)'
    })
    expect(failure(() => contactThanksFile.get({ root }))).toMatch(
      /pages\/contact-thanks\.yml: en\.onward\.1: expected a page of the site, \[text\]\(route:<id>\), got https:\/\/example\.com\/services/,
    )
  })
})
