import { footerShortcuts } from '../../content/site/navigation'
import { formatOrgNumber } from '../../content/site/org-number'
import { consentNeeded, phoneHref, settings } from '../../content/site/settings'
import { useLocale, useStrings } from '../../renderer/locale'
import { Container } from '../ui/container'
import { Icon } from '../ui/icon'
import { Link } from '../ui/link'
import { consentUi } from '../../content/strings/consent'
import { consentSettingsAttribute } from '../widgets/consent/consent-settings'
import { OfficeEntry } from '../sections/shared/office-address'
import { BrandLogo } from './brand-logo'
import { ui } from '../../content/strings/layout'
import { layoutCopy } from '../../content/pages/layout'

export function Footer({ switchHref }: { switchHref: string }) {
  const t = useStrings(ui)
  const copy = useStrings(layoutCopy)
  const consent = useStrings(consentUi)
  const locale = useLocale()
  const year = new Date().getFullYear()
  return (
    <footer data-slot="site-footer" className="border-t border-border bg-surface py-12 text-fg">
      {/* Two columns from the smallest phone: the link lists sit side by side, only the brand and
          the contact lines (a long e-mail address) take the full width. */}
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <BrandLogo className="h-9" repeat />
          <p className="mt-2 text-fg-muted">{copy.footer.tagline}</p>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <h2 className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{t.footer.contactHeading}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={phoneHref()} className="inline-flex items-center gap-2 hover:underline">
                <Icon name="phone" />
                <span className="sr-only">{t.footer.phoneLabel}: </span>
                {settings.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.email}`} className="inline-flex items-center gap-2 hover:underline">
                <Icon name="mail" />
                <span className="sr-only">{t.footer.emailLabel}: </span>
                {settings.email}
              </a>
            </li>
          </ul>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-fg-muted uppercase">
            {t.footer.officesHeading}
          </h2>
          {/* One office under the other: two side by side would not leave room for a phone number in
              a 320 px column. */}
          <ul className="mt-3 space-y-5" data-slot="footer-offices">
            {settings.offices.map((office) => (
              <li key={office.id}>
                <OfficeEntry office={office} />
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t.layout.footerNavigation}>
          <h2 className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{t.footer.pagesHeading}</h2>
          <ul className="mt-3 space-y-2">
            {footerShortcuts.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t.nav[item.label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{t.footer.legalHeading}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="privacy">{t.footer.privacy}</Link>
            </li>
            <li>
              <Link to="terms">{t.footer.terms}</Link>
            </li>
            <li>
              <Link to="accessibility">{t.footer.accessibility}</Link>
            </li>
            <li>
              <Link to="sitemap">{t.footer.sitemap}</Link>
            </li>
            {consentNeeded() ? (
              <li>
                {/* Reopens the consent banner; its presence tells the page's script to ask (widgets/consent/consent.ts). */}
                <button
                  type="button"
                  className="cursor-pointer hover:underline"
                  data-testid="consent-settings"
                  {...{ [consentSettingsAttribute]: '' }}
                >
                  {consent.settings}
                </button>
              </li>
            ) : null}
          </ul>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-fg-muted uppercase">
            {t.footer.languageHeading}
          </h2>
          <p className="mt-3">
            <a
              href={switchHref}
              hrefLang={locale === 'nb' ? 'en' : 'nb'}
              lang={locale === 'nb' ? 'en' : 'nb'}
              className="inline-flex items-center gap-2 hover:underline"
              data-testid="footer-language-switcher"
            >
              <Icon name="globe" />
              {t.header.otherLanguageName}
            </a>
          </p>
        </div>
      </Container>
      <Container className="mt-10 flex flex-wrap gap-x-4 gap-y-1 border-t border-border pt-6 text-sm text-fg-muted">
        <p>
          © {year} {settings.agencyName}. {t.footer.rights}
        </p>
        <p data-testid="footer-org-number">
          <abbr title={t.footer.orgNumber.full} className="no-underline">
            {t.footer.orgNumber.short}
          </abbr>{' '}
          {formatOrgNumber(settings.orgNumber)}
        </p>
      </Container>
    </footer>
  )
}
