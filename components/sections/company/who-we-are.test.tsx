// @vitest-environment jsdom
/**
 * Where a buyer checks who the agency is: both offices' addresses and phones in the footer, on the
 * contact page and on the about page, and the named person on the contact page, in both languages.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { aboutPage } from '../../../content/pages/about'
import { contactOffices, contactPerson } from '../../../content/pages/contact'
import { locales, type Locale } from '../../../content/site/locales'
import { pathFor } from '../../../content/site/routes'
import { phoneHref, settings } from '../../../content/site/settings'
import { ui } from '../../../content/strings/layout'
import { team } from '../../../media-src/team'
import { LocaleProvider } from '../../../renderer/locale'
import { Footer } from '../../layout/footer'
import { AboutOffices } from './about-sections'
import { ContactOffices } from './contact-offices'
import { ContactPerson } from './contact-person'

afterEach(cleanup)

const inLocale = (locale: Locale, element: ReactElement) =>
  render(<LocaleProvider locale={locale}>{element}</LocaleProvider>)

/**
 * The text a visitor reads, a line break as a space and runs of whitespace (the no-break space too)
 * as one space. jsdom lays nothing out, so `<br>` is turned into a space here.
 */
function text(element: Element): string {
  const copy = element.cloneNode(true) as Element
  for (const br of copy.querySelectorAll('br')) br.replaceWith(' ')
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * A link's accessible name: a label read before the value ("Telefon: +47 ..."). jsdom drops the
 * space at the end of the label's hidden span, which a browser keeps, so either is accepted.
 */
const labelled = (label: string, value: string) => (name: string) => name.replace(/:\s*/, ': ') === `${label}: ${value}`

/**
 * Asserts that `root` has one `<address>` per office of the settings, in their order, with its
 * street, postal code, city and phone link as the contact details give them.
 */
function expectOfficeAddresses(root: HTMLElement, locale: Locale) {
  const addresses = [...root.querySelectorAll('address')]
  expect(addresses.map((address) => address.dataset.office)).toEqual(settings.offices.map((office) => office.id))
  for (const address of addresses) {
    const office = settings.offices.find((each) => each.id === address.dataset.office)!
    const lines = `${office.streetAddress} ${office.postalCode} ${office.city}`
    expect(text(address)).toContain(lines)
    // English pages add the country for readers abroad; Norwegian ones do not print it.
    if (locale === 'en') expect(text(address)).toContain(`${lines} Norway`)
    else expect(text(address)).not.toMatch(/Norge|Norway/)
    const call = within(address).getByRole('link', { name: labelled(ui[locale].office.phoneLabel, office.phone) })
    expect(call).toHaveAttribute('href', phoneHref(office.phone))
  }
}

describe.each(locales)('in %s', (locale) => {
  it('the footer shows both offices with their addresses and phones, the head office named as such', () => {
    const { container } = inLocale(locale, <Footer switchHref="/" />)
    const offices = container.querySelector<HTMLElement>('[data-slot="footer-offices"]')!
    expectOfficeAddresses(offices, locale)
    const names = within(offices).getAllByRole('heading', { level: 3 }).map(text)
    expect(names).toEqual(
      settings.offices.map((office) =>
        office.head ? `${office.city} · ${ui[locale].office.headOffice}` : office.city,
      ),
    )
    // The main number stays the agency's first line.
    expect(
      within(container).getByRole('link', { name: labelled(ui[locale].footer.phoneLabel, settings.phone) }),
    ).toHaveAttribute('href', phoneHref(settings.phone))
  })

  it('the about page shows both offices with their addresses, phones and the e-mail', () => {
    const { container } = inLocale(locale, <AboutOffices offices={aboutPage[locale].offices} team={team} />)
    expectOfficeAddresses(container, locale)
    for (const address of container.querySelectorAll('address'))
      expect(
        within(address as HTMLElement).getByRole('link', {
          name: labelled(aboutPage[locale].offices.emailLabel, settings.email),
        }),
      ).toHaveAttribute('href', `mailto:${settings.email}`)
  })

  it('the contact page shows both offices and leads on to the about page', () => {
    const { container } = inLocale(locale, <ContactOffices />)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(contactOffices[locale].title)
    expectOfficeAddresses(container, locale)
    expect(screen.getByRole('link', { name: contactOffices[locale].aboutLink })).toHaveAttribute(
      'href',
      pathFor('about', locale),
    )
  })

  it('the contact page names the contact person of the contact page file, with their role, portrait, e-mail and that they answer', () => {
    inLocale(locale, <ContactPerson />)
    const person = contactPerson[locale]
    const member = team.find((each) => each.id === person.member.id)!
    const section = screen.getByRole('region', { name: person.title })
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent(member.name)
    expect(section).toHaveTextContent(member.role[locale])
    const portrait = within(section).getByRole('img', { name: member.portrait.alt[locale] })
    expect(portrait).toHaveAttribute('data-drawing', member.portrait.image.hash)
    const mail = within(section).getByRole('link', { name: labelled(person.emailLabel, person.email) })
    expect(mail).toHaveAttribute('href', `mailto:${person.email}`)
    expect(person.email).toMatch(new RegExp(`@${settings.email.split('@')[1]!.replaceAll('.', '\\.')}$`))
    expect(section).toHaveTextContent(person.answers)
  })
})
