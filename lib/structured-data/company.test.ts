import { describe, expect, it } from 'vitest'
import { contactPerson } from '../../content/pages/contact'
import { locales } from '../../content/site/locales'
import { settings } from '../../content/site/settings'
import { team } from '../../media-src/team'
import { data as contactPageData } from '../../pages/contact/+data'
import { jobPostingJsonLd } from './careers'
import { organization, organizationId, teamMemberPerson } from './company'
import { jobs, jobTemplate } from '../../content/careers/jobs'
import { jobCopy } from '../../content/careers/job-copy'

const [oslo, bergen] = settings.offices

/** The PostalAddress an office should be given: its settings, as schema.org names them. */
const postalAddress = (office: typeof oslo) => ({
  '@type': 'PostalAddress',
  streetAddress: office!.streetAddress,
  postalCode: office!.postalCode,
  addressLocality: office!.city,
  addressCountry: 'NO',
})

describe('the Organization node', () => {
  it.each(locales)('gives the head office in Oslo as the postal address (%s)', (locale) => {
    expect(organization(locale).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Kongens gate 14',
      postalCode: '0153',
      addressLocality: 'Oslo',
      addressCountry: 'NO',
    })
  })

  it('lists both offices as Places, each with its full address and its own phone', () => {
    expect(organization('nb').location).toEqual([
      {
        '@type': 'Place',
        '@id': `${settings.siteUrl}/#office-oslo`,
        name: 'Fjordlys Digital AS, Oslo',
        address: postalAddress(oslo),
        telephone: '+47 21 00 00 10',
      },
      {
        '@type': 'Place',
        '@id': `${settings.siteUrl}/#office-bergen`,
        name: 'Fjordlys Digital AS, Bergen',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Strandkaien 6',
          postalCode: '5013',
          addressLocality: 'Bergen',
          addressCountry: 'NO',
        },
        telephone: bergen!.phone,
      },
    ])
  })

  it('keeps the main number as the telephone, and survives a JSON round trip unchanged', () => {
    const node = organization('en')
    expect(node).toMatchObject({ '@type': 'Organization', '@id': organizationId, telephone: '+47 21 00 00 00' })
    expect(JSON.parse(JSON.stringify(node))).toEqual(node)
  })
})

describe('a team member as a Person', () => {
  it('works at the Place of their office, with its full address', () => {
    const silje = team.find((member) => member.city === 'Bergen')!
    expect(teamMemberPerson(silje, 'en')).toMatchObject({
      '@type': 'Person',
      name: silje.name,
      jobTitle: silje.role.en,
      workLocation: { '@type': 'Place', address: { streetAddress: bergen!.streetAddress, postalCode: '5013' } },
    })
  })
})

describe('the contact page', () => {
  it.each(locales)(
    'is a ContactPage about the agency, whose employee is the contact person with her e-mail (%s)',
    (locale) => {
      const { jsonLd } = contactPageData({
        locale,
        route: { id: 'contact' },
        urlOriginal: '/',
      } as unknown as Parameters<typeof contactPageData>[0])
      const [page, org] = jsonLd
      expect(page).toMatchObject({ '@type': 'ContactPage', about: { '@id': organizationId } })
      expect(org).toMatchObject({
        '@type': 'Organization',
        address: { '@type': 'PostalAddress', addressLocality: 'Oslo' },
        employee: [
          {
            '@type': 'Person',
            name: 'Marit Haugland',
            email: contactPerson[locale].email,
            workLocation: { address: { streetAddress: oslo!.streetAddress } },
          },
        ],
      })
    },
  )
})

describe('a job posting', () => {
  it('places the job at the head office, by its full address', () => {
    const job = jobs()[0]!
    const posting = jobPostingJsonLd('nb', job, jobCopy('nb', job, jobTemplate()))
    expect(posting.jobLocation).toMatchObject({
      '@type': 'Place',
      address: postalAddress(oslo),
      hasMap: `https://www.google.com/maps/search/?api=1&query=${oslo!.streetAddress.replaceAll(' ', '+')}+0153+Oslo+Norway`,
    })
  })
})
