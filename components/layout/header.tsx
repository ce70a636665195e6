import { searchStrings } from '../../content/strings/search'
import { Button, ButtonLink } from '../ui/button'
import { Container } from '../ui/container'
import { Icon } from '../ui/icon'
import { hrefFor, Link } from '../ui/link'
import { useLocale, useStrings } from '../../renderer/locale'
import { BrandLogo } from './brand-logo'
import { ThemeToggle } from './theme-toggle'
import type { RouteId } from '../../content/site/routes'
import { contactCtaProps } from '../widgets/contact/contact-cta-props'
import { searchAttribute } from '../search/index-files'
import { MainNavItems } from './main-nav-items'
import { MobileMenu, mobileMenuId } from './mobile-menu'
import { ui } from '../../content/strings/layout'

type HeaderProps = {
  /** Path of this page in the other language. */
  switchHref: string
  /** Route of the current page, for aria-current. */
  currentRoute: RouteId | null
}

/**
 * The site header: HTML that needs no React in the browser, so every control in it answers the
 * first tap, however early. The navigation and the language switcher are links; the menu button
 * opens the offcanvas menu for narrow screens, a native modal dialog, by the browser's own invoker
 * command; the theme toggle is a button the page's first script handles (./header-start.ts).
 */
export function Header({ switchHref, currentRoute }: HeaderProps) {
  const t = useStrings(ui)
  const search = useStrings(searchStrings)
  const locale = useLocale()

  return (
    <>
      <header data-slot="site-header" className="sticky top-0 z-40 border-b border-border bg-bg/95 backdrop-blur">
        {/* Tighter gaps on a phone: logo, language, theme and menu fit in one row down to 320 px. */}
        <Container className="flex h-16 items-center gap-1 sm:gap-2 lg:gap-3">
          <Link to="home" variant="plain" className="mr-auto shrink-0 rounded-control" data-testid="header-logo">
            <BrandLogo className="h-7 sm:h-8" />
            <span className="sr-only">, {t.layout.home}</span>
          </Link>
          <nav aria-label={t.layout.mainNavigation} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              <MainNavItems
                currentRoute={currentRoute}
                linkClassName="rounded-control px-3 py-2 font-medium text-fg hover:bg-surface aria-[current=page]:text-primary"
              />
            </ul>
          </nav>
          <a
            href={switchHref}
            hrefLang={locale === 'nb' ? 'en' : 'nb'}
            lang={locale === 'nb' ? 'en' : 'nb'}
            data-testid="language-switcher"
            aria-label={t.header.switchLanguage}
            className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-control px-2 font-medium text-fg hover:bg-surface xl:px-3"
          >
            {/* The language's short code until there is room for its name (the label names it in full). */}
            <Icon name="globe" className="max-sm:hidden" />
            <span className="xl:hidden">{t.header.otherLanguageCode}</span>
            <span className="max-xl:hidden">{t.header.otherLanguageName}</span>
          </a>
          {/* A link to the search page; once the page's script runs it opens the search dialog instead.
            On every width, a phone's included: search is one tap from any page. */}
          <a
            href={hrefFor('search', locale)}
            {...{ [searchAttribute]: '' }}
            aria-label={search.open}
            title={search.open}
            data-testid="search-button"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-control text-fg hover:bg-surface"
          >
            <Icon name="search" />
          </a>
          <ThemeToggle />
          <ButtonLink href={hrefFor('contact', locale)} className="max-sm:hidden" {...contactCtaProps('quote')}>
            {t.header.getQuote}
          </ButtonLink>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={t.header.openMenu}
            aria-haspopup="dialog"
            aria-controls={mobileMenuId}
            commandfor={mobileMenuId}
            command="show-modal"
            data-testid="menu-button"
          >
            <Icon name="menu" />
          </Button>
        </Container>
      </header>
      {/* Beside the header, not in it: the menu is a dialog of its own, not part of the banner. */}
      <MobileMenu switchHref={switchHref} currentRoute={currentRoute} />
    </>
  )
}
