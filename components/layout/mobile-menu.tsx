import type { RefObject } from 'react'
import { mainNavigation } from '../../content/site/navigation'
import { searchStrings } from '../../content/strings/search'
import type { RouteId } from '../../content/site/routes'
import { useLocale, useUi } from '../../renderer/locale'
import { ButtonLink } from '../ui/button'
import { hrefFor, Link } from '../ui/link'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet'
import { contactCtaProps } from '../widgets/contact-cta'

type MobileMenuProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  switchHref: string
  currentRoute: RouteId | null
  /** The menu button: Radix returns focus to a Dialog.Trigger, and this menu opens from a plain button. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/** The offcanvas main menu for narrow screens. Following a link closes it. */
export default function MobileMenu({ open, onOpenChange, switchHref, currentRoute, returnFocusTo }: MobileMenuProps) {
  const t = useUi()
  const locale = useLocale()
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t.header.closeMenu}
        data-testid="mobile-menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <SheetTitle>{t.header.menuTitle}</SheetTitle>
        <SheetDescription className="sr-only">{t.layout.mainNavigation}</SheetDescription>
        <nav aria-label={t.layout.mainNavigation}>
          <ul className="flex flex-col gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  variant="plain"
                  onClick={close}
                  aria-current={currentRoute === item.to ? 'page' : undefined}
                  className="block rounded-control px-3 py-3 text-lg font-medium text-fg hover:bg-surface aria-[current=page]:text-primary"
                >
                  {t.nav[item.label]}
                </Link>
              </li>
            ))}
            <li>
              {/* The search page itself (not the dialog), so nothing opens over the closing menu. */}
              <Link
                to="search"
                variant="plain"
                onClick={close}
                aria-current={currentRoute === 'search' ? 'page' : undefined}
                className="block rounded-control px-3 py-3 text-lg font-medium text-fg hover:bg-surface aria-[current=page]:text-primary"
              >
                {searchStrings[locale].open}
              </Link>
            </li>
          </ul>
        </nav>
        <ButtonLink href={hrefFor('contact', locale)} onClick={close} {...contactCtaProps('quote')}>
          {t.header.getQuote}
        </ButtonLink>
        <a
          href={switchHref}
          onClick={close}
          hrefLang={locale === 'nb' ? 'en' : 'nb'}
          lang={locale === 'nb' ? 'en' : 'nb'}
          className="px-3 py-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          {t.header.otherLanguageName}
        </a>
      </SheetContent>
    </Sheet>
  )
}
