import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../tests/support/content-copy.ts'
import { contactDetails, contactFile, type ContactDetails } from './contact-details.ts'
import { headOffice, phoneHref, resolveSettings } from './settings.ts'

describe('settings', () => {
  /** Contact details as the editor writes them, for the tests that need fixed ones. */
  const contact: ContactDetails = {
    phone: '+47 22 22 22 22',
    email: 'hei@byraa.example',
    offices: {
      oslo: { streetAddress: 'Testgata 1', postalCode: '0150', phone: '+47 22 22 22 23' },
      bergen: { streetAddress: 'Prøvekaien 2', postalCode: '5003', phone: '+47 55 55 55 55' },
    },
  }

  it('has the decided defaults for what is not content', () => {
    const s = resolveSettings({}, contact)
    expect(s.agencyName).toBe('Fjordlys Digital AS')
    expect(s.brandName).toBe('Fjordlys Digital')
    expect(s.siteUrl).toBe('https://www.fjordlys.example')
    expect(s.elevenLabs.agentId).toBeUndefined()
    expect(s.googleAds.id).toBeUndefined()
  })

  it('takes overrides from the environment and ignores blank ones', () => {
    const s = resolveSettings(
      { SITE_URL: 'https://staging.example/', AGENCY_NAME: '  ', PUBLIC_ENV__ELEVENLABS_AGENT_ID: 'agent_1' },
      contact,
    )
    expect(s.siteUrl).toBe('https://staging.example')
    expect(s.agencyName).toBe('Fjordlys Digital AS')
    expect(s.elevenLabs.agentId).toBe('agent_1')
  })

  it('takes the phone, the e-mail address and each office from the contact details, and no office from the environment', () => {
    const s = resolveSettings({ AGENCY_PHONE: '+47 99 99 99 99', AGENCY_OSLO_STREET: 'Annen gate 9' }, contact)
    expect(s.phone).toBe(contact.phone)
    expect(s.email).toBe(contact.email)
    expect(s.offices).toEqual([
      { id: 'oslo', city: 'Oslo', head: true, ...contact.offices.oslo },
      { id: 'bergen', city: 'Bergen', head: false, ...contact.offices.bergen },
    ])
    expect(headOffice(s).city).toBe('Oslo')
  })

  it("gives the site the content's contact details: numbers a phone can dial and a head office", () => {
    const s = resolveSettings({})
    expect(s.phone).toBe(contactDetails.phone)
    for (const phone of [s.phone, ...s.offices.map((office) => office.phone)]) {
      expect(phoneHref(phone)).toMatch(/^tel:\+\d{8,15}$/)
    }
    expect(s.offices.filter((office) => office.head)).toHaveLength(1)
    expect(s.offices.every((office) => /^\d{4}$/.test(office.postalCode))).toBe(true)
  })

  it('refuses contact details no letter or phone could reach, naming the field', () => {
    const postcode = contentWith<ContactDetails>('site/contact.yml', (data) => {
      data.offices.bergen.postalCode = 'N-5013'
    })
    expect(loadError(() => contactFile.get({ root: postcode }))).toMatch(/offices\.bergen\.postalCode/)
    const phone = contentWith<ContactDetails>('site/contact.yml', (data) => {
      data.offices.oslo.phone = '21 00 00 10'
    })
    expect(loadError(() => contactFile.get({ root: phone }))).toMatch(/offices\.oslo\.phone: expected a phone number/)
  })

  it('writes a dialable tel: link', () => {
    expect(phoneHref('+47 21 00 00 00')).toBe('tel:+4721000000')
    expect(phoneHref('+47 55 00 00 10')).toBe('tel:+4755000010')
  })
})
