import { searchStrings } from '../../content/strings/search'
import type { RouteId } from '../../content/site/routes'
import { useLocale, useStrings } from '../../renderer/locale'
import { ButtonLink } from '../ui/button'
import { Sheet } from '../ui/sheet'
import { hrefFor, Link } from '../ui/link'
import { MainNavItems } from './main-nav-items'
import { contactCtaProps } from '../widgets/contact/contact-cta-props'
import { ui } from '../../content/strings/layout'

/** The menu's element id: the menu button names it as the dialog it opens. */
export const mobileMenuId = 'mobile-menu'

type MobileMenuProps = {
  switchHref: string
  currentRoute: RouteId | null
}

const itemClass =
  'block rounded-control px-3 py-3 text-lg font-medium text-fg hover:bg-surface aria-[current=page]:text-primary'

/**
 * The offcanvas main menu for narrow screens: a native sheet (../ui/sheet.tsx) in the page's HTML,
 * opened by the menu button's invoker command; focus, Escape, a tap outside and giving focus back
 * to the button all work with no script. Following a link in it closes it (./header-start.ts).
 * (A page-wide scroll lock by `html:has(dialog:modal)` was measured: the `:has()`
 * rule made every style recalculation at load slower, and Lighthouse's blocking time on a service
 * page went from about 10 ms to about 75 ms.)
 */
export function MobileMenu({ switchHref, currentRoute }: MobileMenuProps) {
  const t = useStrings(ui)
  const search = useStrings(searchStrings)
  const locale = useLocale()
  const titleId = `${mobileMenuId}-title`
  return (
    <Sheet id={mobileMenuId} aria-labelledby={titleId} data-testid="mobile-menu" closeLabel={t.header.closeMenu}>
      <h2 id={titleId} className="text-h3">
        {t.header.menuTitle}
      </h2>
      <nav aria-label={t.layout.mainNavigation}>
        <ul className="flex flex-col gap-1">
          <MainNavItems currentRoute={currentRoute} linkClassName={itemClass} />
          <li>
            {/* The search page itself (not the dialog), so nothing opens over the closing menu. */}
            <Link
              to="search"
              variant="plain"
              aria-current={currentRoute === 'search' ? 'page' : undefined}
              className={itemClass}
            >
              {search.open}
            </Link>
          </li>
        </ul>
      </nav>
      <ButtonLink href={hrefFor('contact', locale)} {...contactCtaProps('quote')}>
        {t.header.getQuote}
      </ButtonLink>
      <a
        href={switchHref}
        hrefLang={locale === 'nb' ? 'en' : 'nb'}
        lang={locale === 'nb' ? 'en' : 'nb'}
        className="px-3 py-2 font-medium text-primary underline-offset-4 hover:underline"
      >
        {t.header.otherLanguageName}
      </a>
    </Sheet>
  )
}
