import { describe, expect, it } from 'vitest'
import { phoneHref, resolveSettings } from './settings'

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

  it('writes a dialable tel: link', () => {
    expect(phoneHref('+47 21 00 00 00')).toBe('tel:+4721000000')
  })
})
