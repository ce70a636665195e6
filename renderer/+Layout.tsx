import './global.css'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Footer } from '../components/layout/footer'
import { Header } from '../components/layout/header'
import { Island } from '../components/islands/island'
import ContactDialog from '../components/widgets/contact/contact-dialog.island'
import { LocaleProvider } from './locale'
import { switcherTarget } from './alternates'
import { headTags, isIndexable } from './head'
import { searchKindOf } from '../content/strings/search'
import { ui } from '../content/strings/layout'

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const { locale } = pageContext
  const switchHref = switcherTarget(pageContext)
  // The site's search indexes the main content of the pages search engines may index
  // (scripts/search-index.ts), with the kind of page as a filter; a page that names another
  // address as its canonical one (an English job at its Norwegian slug) is left to that one.
  const ownPath = new URL(pageContext.urlOriginal, 'http://localhost').pathname
  const searchable =
    pageContext.route && isIndexable(pageContext) && headTags(pageContext).canonical?.endsWith(ownPath)
      ? { 'data-pagefind-body': '', 'data-pagefind-filter': `kind:${searchKindOf(pageContext.route.id)}` }
      : {}
  return (
    <LocaleProvider locale={locale}>
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {ui[locale].layout.skipToContent}
      </a>
      <Header switchHref={switchHref} currentRoute={pageContext.route?.id ?? null} />
      {/* The bands after a page's first are not laid out or painted until the visitor scrolls near
          them (content-visibility: auto, remembering their size once shown): a slow phone lays out
          one screen at load instead of the whole page, so its main thread is free sooner.
          While the address names an element of the page (:target, set before the browser scrolls
          to it, on load and on following an in-page link), every band is laid out: the target's
          place is then where it really is, not where 800 px guesses for the bands above it would
          put it, and the jump lands on it. */}
      <main
        id="main"
        tabIndex={-1}
        className="outline-none [&>section+section]:[contain-intrinsic-size:auto_800px] [&>section+section]:[content-visibility:auto] has-[:target]:[&>section]:[content-visibility:visible]"
        {...searchable}
      >
        {children}
      </main>
      <Footer switchHref={switchHref} />
      {/* Closed; a call-to-action opens it at once and it hydrates then (components/widgets/contact/contact-cta.ts). */}
      <Island component={ContactDialog} props={{}} hydrate="interaction" />
    </LocaleProvider>
  )
}
