import { describe, expect, it } from 'vitest'
import { headOffice, phoneHref, resolveSettings } from './settings'

describe('settings', () => {
  it('has the decided defaults', () => {
    const s = resolveSettings({})
    expect(s.agencyName).toBe('Fjordlys Digital AS')
    expect(s.brandName).toBe('Fjordlys Digital')
    expect(s.siteUrl).toBe('https://www.fjordlys.example')
    expect(s.phone).toBe('+47 21 00 00 00')
    expect(s.email).toBe('post@fjordlys.example')
    expect(s.offices.map((o) => o.city)).toEqual(['Oslo', 'Bergen'])
    expect(s.elevenLabs.agentId).toBeUndefined()
    expect(s.googleAds.id).toBeUndefined()
  })

  it('takes overrides from the environment and ignores blank ones', () => {
    const s = resolveSettings({
      SITE_URL: 'https://staging.example/',
      AGENCY_PHONE: '  ',
      PUBLIC_ENV__ELEVENLABS_AGENT_ID: 'agent_1',
    })
    expect(s.siteUrl).toBe('https://staging.example')
    expect(s.phone).toBe('+47 21 00 00 00')
    expect(s.elevenLabs.agentId).toBe('agent_1')
  })

  it('gives each office a street address, a postal code of its city and a phone of its own', () => {
    const s = resolveSettings({})
    expect(s.offices).toEqual([
      expect.objectContaining({ city: 'Oslo', streetAddress: 'Kongens gate 14', postalCode: '0153', head: true }),
      expect.objectContaining({ city: 'Bergen', streetAddress: 'Strandkaien 6', postalCode: '5013', head: false }),
    ])
    // Oslo's central postal codes are 01xx and its numbers start with 2; Bergen's are 50xx and 55.
    const [oslo, bergen] = s.offices
    expect(oslo!.postalCode).toMatch(/^01\d\d$/)
    expect(oslo!.phone).toMatch(/^\+47 2\d/)
    expect(bergen!.postalCode).toMatch(/^50\d\d$/)
    expect(bergen!.phone).toMatch(/^\+47 55/)
    const phones = [s.phone, ...s.offices.map((office) => office.phone)]
    expect(new Set(phones).size).toBe(phones.length)
    expect(headOffice(s).city).toBe('Oslo')
    expect(s.offices.filter((office) => office.head)).toHaveLength(1)
  })

  it("takes each office's street, postal code and phone from the environment", () => {
    const s = resolveSettings({
      AGENCY_OSLO_STREET: 'Karl Johans gate 1',
      AGENCY_OSLO_POSTCODE: '0154',
      AGENCY_BERGEN_PHONE: '+47 55 12 34 56',
      AGENCY_BERGEN_STREET: ' ',
    })
    const [oslo, bergen] = s.offices
    expect(oslo).toMatchObject({ streetAddress: 'Karl Johans gate 1', postalCode: '0154', phone: '+47 21 00 00 10' })
    expect(bergen).toMatchObject({ streetAddress: 'Strandkaien 6', postalCode: '5013', phone: '+47 55 12 34 56' })
  })

  it('stops on a postal code or an office phone that cannot be right', () => {
    expect(() => resolveSettings({ AGENCY_OSLO_POSTCODE: '153' })).toThrow(/AGENCY_OSLO_POSTCODE/)
    expect(() => resolveSettings({ AGENCY_BERGEN_POSTCODE: 'N-5013' })).toThrow(/AGENCY_BERGEN_POSTCODE/)
    expect(() => resolveSettings({ AGENCY_BERGEN_PHONE: '55 00 00 10' })).toThrow(/AGENCY_BERGEN_PHONE/)
    expect(() => resolveSettings({ AGENCY_OSLO_PHONE: '+47 21 00' })).toThrow(/AGENCY_OSLO_PHONE/)
  })

  it('writes a dialable tel: link', () => {
    expect(phoneHref('+47 21 00 00 00')).toBe('tel:+4721000000')
    expect(phoneHref('+47 55 00 00 10')).toBe('tel:+4755000010')
  })
})
