import { describe, expect, it } from 'vitest'
import { contactPerson } from '../../content/pages/contact'
import { locales } from '../../content/site/locales'
import { headOffice, settings, type Office } from '../../content/site/settings'
import { team } from '../../media-src/team'
import { data as contactPageData } from '../../pages/contact/+data'
import { jobPostingJsonLd } from './careers'
import { organization, organizationId, teamMemberPerson } from './company'
import { jobs, jobTemplate } from '../../content/careers/jobs'
import { jobCopy } from '../../content/careers/job-copy'

/** The PostalAddress an office should be given: its settings, as schema.org names them. */
const postalAddress = (office: Office) => ({
  '@type': 'PostalAddress',
  streetAddress: office.streetAddress,
  postalCode: office.postalCode,
  addressLocality: office.city,
  addressCountry: 'NO',
})

describe('the Organization node', () => {
  it.each(locales)('gives the head office as the postal address (%s)', (locale) => {
    expect(organization(locale).address).toEqual(postalAddress(headOffice()))
  })

  it('lists every office as a Place, each with its full address and its own phone', () => {
    expect(organization('nb').location).toEqual(
      settings.offices.map((office) => ({
        '@type': 'Place',
        '@id': `${settings.siteUrl}/#office-${office.id}`,
        name: `${settings.agencyName}, ${office.city}`,
        address: postalAddress(office),
        telephone: office.phone,
      })),
    )
  })

  it('keeps the main number as the telephone, and survives a JSON round trip unchanged', () => {
    const node = organization('en')
    expect(node).toMatchObject({ '@type': 'Organization', '@id': organizationId, telephone: settings.phone })
    expect(JSON.parse(JSON.stringify(node))).toEqual(node)
  })
})

describe('a team member as a Person', () => {
  it('works at the Place of their office, with its full address', () => {
    // The first member of an office other than the head office, or of the head office if all are there.
    const member = team.find((each) => each.city !== headOffice().city) ?? team[0]!
    const office = settings.offices.find((each) => each.city === member.city)!
    expect(teamMemberPerson(member, 'en')).toMatchObject({
      '@type': 'Person',
      name: member.name,
      jobTitle: member.role.en,
      workLocation: {
        '@type': 'Place',
        address: { streetAddress: office.streetAddress, postalCode: office.postalCode },
      },
    })
  })
})

describe('the contact page', () => {
  it.each(locales)(
    'is a ContactPage about the agency, whose employee is the contact person with their e-mail (%s)',
    (locale) => {
      const { jsonLd } = contactPageData({
        locale,
        route: { id: 'contact' },
        urlOriginal: '/',
      } as unknown as Parameters<typeof contactPageData>[0])
      const [page, org] = jsonLd
      expect(page).toMatchObject({ '@type': 'ContactPage', about: { '@id': organizationId } })
      const person = contactPerson[locale].member
      const office = settings.offices.find((each) => each.city === person.city)!
      expect(org).toMatchObject({
        '@type': 'Organization',
        address: { '@type': 'PostalAddress', addressLocality: headOffice().city },
        employee: [
          {
            '@type': 'Person',
            name: person.name,
            email: contactPerson[locale].email,
            workLocation: { address: { streetAddress: office.streetAddress } },
          },
        ],
      })
    },
  )
})

describe('a job posting', () => {
  it('places the job at the head office, by its full address', () => {
    const job = jobs()[0]!
    const head = headOffice()
    const posting = jobPostingJsonLd('nb', job, jobCopy('nb', job, jobTemplate()))
    expect(posting.jobLocation).toMatchObject({
      '@type': 'Place',
      address: postalAddress(head),
      hasMap: `https://www.google.com/maps/search/?api=1&query=${[head.streetAddress, head.postalCode, head.city, 'Norway'].join(' ').replaceAll(' ', '+')}`,
    })
  })
})
