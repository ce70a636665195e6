import { contactOffices } from '../../../content/pages/contact'
import { settings } from '../../../content/site/settings'
import { useLocale } from '../../../renderer/locale'
import { Link } from '../../ui/link'
import { AsideSection } from './aside-section'
import { OfficeEntry } from '../shared/office-address'

/**
 * The contact page's offices: each one's address and phone from settings, side by side from `sm`
 * (one under the other on a phone, where two columns leave no room for a phone number), and a link
 * to the about page, which tells who works where.
 */
export function ContactOffices() {
  const locale = useLocale()
  const copy = contactOffices[locale]
  return (
    <AsideSection slot="contact-offices" title={copy.title} lead={copy.lead}>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2">
        {settings.offices.map((office) => (
          <li key={office.id}>
            <OfficeEntry office={office} accent />
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link to="about" variant="more">
          {copy.aboutLink}
        </Link>
      </p>
    </AsideSection>
  )
}
