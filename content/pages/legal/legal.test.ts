import { describe, expect, it } from 'vitest'
import { defaultPolicy } from '../../../server/policy.ts'
import { refunds, retention, signIn, ttsPlugin } from '../../facts/facts.ts'
import { formatFact } from '../../loader/placeholders.ts'
import { locales } from '../../site/locales.ts'
import { plainText, type Block, type Inline } from '../../rich-text.ts'
import { formatOrgNumber } from '../../site/org-number.ts'
import { routes } from '../../site/routes.ts'
import { headOffice, settings } from '../../site/settings.ts'
import type { LegalDocument } from './document.ts'
import { legalStrings } from './document.ts'
import { accessibilityStatement, privacyPolicy, refundPolicy, termsAndConditions } from './documents.ts'
import { legalJsonLd } from '../../../lib/structured-data/legal.ts'

const documents = {
  privacy: privacyPolicy,
  terms: termsAndConditions,
  refund: refundPolicy,
  accessibility: accessibilityStatement,
}
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

describe.each(Object.entries(documents))('the %s document', (_name, document) => {
  it('has the same sections, in the same order, in both languages', () => {
    expect(document.nb.sections.map((s) => s.id)).toEqual(document.en.sections.map((s) => s.id))
    expect(document.nb.sections.length).toBeGreaterThan(0)
  })

  it.each(locales)('is complete in %s: titles, bodies and a real change date', (locale) => {
    const doc = document[locale]
    expect(doc.updated).toBe(document.nb.updated)
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(Number.isNaN(Date.parse(doc.updated))).toBe(false)
    const ids = doc.sections.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const section of doc.sections) {
      expect(section.id).toMatch(/^[a-z][a-z-]*$/)
      expect(section.title.trim().length).toBeGreaterThan(3)
    }
    expect(textOf(doc)).not.toMatch(/\b(lorem|ipsum|todo|tbd|xxx|undefined|nan|null)\b|\{[a-z][\w.:-]*\}/i)
  })

  it.each(locales)('links only to pages of the route table and to https, mailto or tel addresses in %s', (locale) => {
    const links = document[locale].sections
      .flatMap((s) => inlinesOf(s.body))
      .filter((i): i is Extract<Inline, { type: 'link' }> => typeof i !== 'string' && i.type === 'link')
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      if ('to' in link) expect(routes).toHaveProperty(link.to)
      else expect(link.href).toMatch(/^(https:\/\/|mailto:|tel:\+\d+$)/)
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
      signIn.sessionHours,
      signIn.rememberDays,
      retention.serverLogDays,
    ]) {
      expect(text).toContain(String(value))
    }
  })

  it('promises the session, reset-link and lockout lengths the server enforces', () => {
    expect(signIn.sessionHours * HOUR).toBe(defaultPolicy.sessionMs)
    expect(signIn.rememberDays * 24 * HOUR).toBe(defaultPolicy.rememberSessionMs)
    expect(signIn.resetLinkMinutes * 60_000).toBe(defaultPolicy.resetTokenMs)
  })

  it('describes the sign-in limits the server enforces: per pair, per address, growing delays, no lock', () => {
    expect(signIn.attemptsPerPair).toBe(defaultPolicy.loginPerPair.limit)
    expect(signIn.attemptsPerAddress).toBe(defaultPolicy.loginPerIp.limit)
    expect(signIn.attemptsPerAddressCeiling).toBe(defaultPolicy.loginPerIp.ceiling)
    expect(signIn.windowMinutes * 60_000).toBe(defaultPolicy.loginPerPair.windowMs)
    expect(signIn.windowMinutes * 60_000).toBe(defaultPolicy.loginPerIp.windowMs)
    expect(signIn.maxDelayMinutes * 60_000).toBe(defaultPolicy.loginPerAccount.maxDelayMs)
    for (const locale of locales) {
      const text = textOf(privacyPolicy[locale])
      for (const value of [
        signIn.attemptsPerPair,
        signIn.attemptsPerAddress,
        signIn.attemptsPerAddressCeiling,
        signIn.windowMinutes,
        signIn.maxDelayMinutes,
      ])
        expect(text).toContain(String(value))
      // The server never locks an account: the policy must not say it does.
      expect(text).not.toMatch(locale === 'nb' ? /stenges i \d/ : /locked for \d/)
      expect(text).toMatch(locale === 'nb' ? /stenges aldri/ : /never locked/)
    }
  })

  it.each(locales)('gives the organisation number and the business address of the data controller in %s', (locale) => {
    const text = textOf(privacyPolicy[locale])
    expect(text).toContain(formatOrgNumber(settings.orgNumber))
    const head = headOffice()
    expect(text).toContain(`${head.streetAddress}, ${head.postalCode} ${head.city}`)
  })

  it.each(locales)('writes the date the cookie rule took effect, from the facts, in %s', (locale) => {
    const date = formatFact('cookies.consentRequiredSinceDate', locale) as { text: string }
    expect(date.text).not.toMatch(/^\d{4}-/)
    expect(textOf(privacyPolicy[locale])).toContain(date.text)
  })
})

describe('the accessibility statement', () => {
  it.each(locales)('names the standard, the checks, the known gaps and where to report in %s', (locale) => {
    const text = textOf(accessibilityStatement[locale])
    for (const word of ['WCAG 2.2', 'AA', 'axe-core', 'html-validate', 'Lighthouse', settings.email, 'uutilsynet.no'])
      expect(text, word).toContain(word)
  })
})

describe('the refund policy', () => {
  it('refunds within the days of the facts module', () => {
    for (const locale of locales) {
      const text = textOf(refundPolicy[locale])
      expect(text).toContain(String(ttsPlugin.refundDays))
      expect(text).toContain(String(refunds.payoutDays))
    }
    expect(textOf(refundPolicy.en)).toContain(`${refunds.payoutDays} days`)
    expect(textOf(refundPolicy.nb)).toContain('angrerettloven')
    expect(textOf(refundPolicy.en)).toContain('angrerettloven')
  })
})

describe('the structured data of a legal page', () => {
  it.each(locales)('describes the page, the agency and the breadcrumbs in %s', (locale) => {
    const nodes = legalJsonLd(locale, 'pluginRefund', refundPolicy[locale])
    expect(nodes.map((n) => n['@type'])).toEqual(['WebPage', 'Organization', 'BreadcrumbList'])
    expect(nodes[0]).toMatchObject({ dateModified: refundPolicy[locale].updated, inLanguage: locale })
    expect(nodes[1]).toMatchObject({ name: settings.agencyName, email: settings.email, telephone: settings.phone })
    // The organisation number as schema.org's ISO 6523 code (ICD 0192), tax id and PEPPOL identifier.
    expect(nodes[1]).toMatchObject({
      iso6523Code: `0192:${settings.orgNumber}`,
      taxID: settings.orgNumber,
      identifier: { '@type': 'PropertyValue', propertyID: 'NO:ORG', value: settings.orgNumber },
    })
    expect(settings.orgNumber).toMatch(/^\d{9}$/)
    const crumbs = (nodes[2] as { itemListElement: { position: number; item: string }[] }).itemListElement
    expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3])
    expect(crumbs[2]!.item).toBe(`${settings.siteUrl}${routes.pluginRefund[locale]}`)
    expect(JSON.parse(JSON.stringify(nodes))).toEqual(nodes)
  })

  it('has labels for the document in both languages', () => {
    expect(Object.keys(legalStrings.nb)).toEqual(Object.keys(legalStrings.en))
  })
})
