import { describe, expect, it } from 'vitest'
import { defaultPolicy } from '../../server/policy'
import { ttsPlugin } from '../facts'
import { locales } from '../locales'
import { plainText, type Block, type Inline } from '../rich-text'
import { routes } from '../routes'
import { settings } from '../settings'
import type { LegalDocument } from './document'
import { legalStrings } from './document'
import { legalJsonLd } from './page-data'
import { privacyPolicy } from './privacy'
import { refundPolicy } from './refund'
import { termsAndConditions } from './terms'
import { legalDates, refundValues, retention } from './values'

const documents = { privacy: privacyPolicy, terms: termsAndConditions, refund: refundPolicy }
const HOUR = 3_600_000

function textOf(document: LegalDocument): string {
  return [plainText(document.summary), ...document.sections.map((s) => `${s.title} ${plainText(s.body)}`)].join(' ')
}

function inlinesOf(blocks: Block[]): Inline[] {
  return blocks.flatMap((block) => {
    if (typeof block === 'string') return [block]
    switch (block.type) {
      case 'paragraph':
        return block.content
      case 'unorderedList':
      case 'orderedList':
        return block.items.flat()
      case 'link':
        return [block]
      default:
        return []
    }
  })
}

describe.each(Object.entries(documents))('the %s document', (_, document) => {
  it('has the same sections, in the same order, in both languages', () => {
    expect(document.nb.sections.map((s) => s.id)).toEqual(document.en.sections.map((s) => s.id))
    expect(document.nb.sections.length).toBeGreaterThanOrEqual(7)
  })

  it.each(locales)('is complete in %s: titles, bodies and a real change date', (locale) => {
    const doc = document[locale]
    expect(doc.updated).toBe(legalDates.updated)
    expect(Number.isNaN(Date.parse(doc.updated))).toBe(false)
    expect(plainText(doc.summary).length).toBeGreaterThan(80)
    const ids = doc.sections.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const section of doc.sections) {
      expect(section.id).toMatch(/^[a-z][a-z-]*$/)
      expect(section.title.trim().length).toBeGreaterThan(3)
      expect(plainText(section.body).length, section.id).toBeGreaterThan(60)
    }
    expect(textOf(doc)).not.toMatch(/\b(lorem|ipsum|todo|tbd|xxx|undefined|nan|null)\b|\{[a-z]+\}/i)
  })

  it.each(locales)('links only to pages of the route table and to https or mailto addresses in %s', (locale) => {
    const links = document[locale].sections
      .flatMap((s) => inlinesOf(s.body))
      .filter((i): i is Extract<Inline, { type: 'link' }> => typeof i !== 'string' && i.type === 'link')
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      if ('to' in link) expect(routes).toHaveProperty(link.to)
      else expect(link.href).toMatch(/^(https:\/\/|mailto:)/)
    }
  })
})

describe('the privacy policy', () => {
  it.each(locales)('names the controller and its contact address from settings in %s', (locale) => {
    const text = textOf(privacyPolicy[locale])
    expect(text).toContain(settings.agencyName)
    expect(text).toContain(settings.email)
    expect(text).toContain('Datatilsynet')
    expect(text).toContain('3-15')
  })

  it.each(locales)('states what the contact form and the login store in %s', (locale) => {
    const text = textOf(privacyPolicy[locale]).toLowerCase()
    const words =
      locale === 'nb'
        ? ['navn', 'e-post', 'emne', 'melding', 'ip-adresse', 'hash', 'informasjonskapsel', 'google ads', 'samtykke']
        : ['name', 'e-mail', 'subject', 'message', 'ip address', 'hash', 'cookie', 'google ads', 'consent']
    for (const word of words) expect(text, word).toContain(word)
  })

  it.each(locales)('states every retention period it promises in %s', (locale) => {
    const text = textOf(privacyPolicy[locale])
    for (const value of [
      retention.enquiryMonths,
      retention.technicalDataDays,
      retention.accountAfterAgreementMonths,
      retention.sessionHours,
      retention.rememberDays,
      retention.serverLogDays,
    ]) {
      expect(text).toContain(String(value))
    }
  })

  it('promises the session, reset-link and lockout lengths the server enforces', () => {
    expect(retention.sessionHours * HOUR).toBe(defaultPolicy.sessionMs)
    expect(retention.rememberDays * 24 * HOUR).toBe(defaultPolicy.rememberSessionMs)
    expect(retention.resetLinkMinutes * 60_000).toBe(defaultPolicy.resetTokenMs)
    expect(retention.loginLockoutMinutes * 60_000).toBe(defaultPolicy.loginPerPair.windowMs)
  })

  it('writes the date the cookie rule took effect in each language', () => {
    expect(textOf(privacyPolicy.nb)).toContain('1. januar 2025')
    expect(textOf(privacyPolicy.en)).toContain('January 1, 2025')
  })
})

describe('the refund policy', () => {
  it('refunds within the days of the facts module', () => {
    expect(refundValues.refundDays).toBe(ttsPlugin.refundDays)
    expect(refundPolicy.nb.sections.find((s) => s.id === 'guarantee')?.title).toContain(String(ttsPlugin.refundDays))
    expect(textOf(refundPolicy.nb)).toContain('angrerettloven')
    expect(textOf(refundPolicy.en)).toContain('angrerettloven')
  })
})

describe('the structured data of a legal page', () => {
  it.each(locales)('describes the page, the agency and the breadcrumbs in %s', (locale) => {
    const nodes = legalJsonLd(locale, 'pluginRefund', refundPolicy[locale])
    expect(nodes.map((n) => n['@type'])).toEqual(['WebPage', 'Organization', 'BreadcrumbList'])
    expect(nodes[0]).toMatchObject({ dateModified: legalDates.updated, inLanguage: locale })
    expect(nodes[1]).toMatchObject({ name: settings.agencyName, email: settings.email, telephone: settings.phone })
    const crumbs = (nodes[2] as { itemListElement: { position: number; item: string }[] }).itemListElement
    expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3])
    expect(crumbs[2]!.item).toBe(`${settings.siteUrl}${routes.pluginRefund[locale]}`)
    expect(JSON.parse(JSON.stringify(nodes))).toEqual(nodes)
  })

  it('has labels for the document in both languages', () => {
    expect(Object.keys(legalStrings.nb)).toEqual(Object.keys(legalStrings.en))
  })
})
