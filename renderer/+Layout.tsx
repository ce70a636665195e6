import './global.css'
import { Suspense, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Footer } from '../components/layout/footer'
import { Header } from '../components/layout/header'
import { ContactDialogHost } from '../components/widgets/contact-dialog-host'
import { ConsentHost } from '../components/widgets/consent-host'
import { LocaleProvider } from './locale'
import { switcherTarget } from './alternates'
import { ui } from '../content/ui'

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const { locale } = pageContext
  const switchHref = switcherTarget(pageContext)
  return (
    <LocaleProvider locale={locale}>
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {ui[locale].layout.skipToContent}
      </a>
      <Header switchHref={switchHref} currentRoute={pageContext.route?.id ?? null} />
      {/*
        Suspense boundaries split hydration: React hydrates the header at once and the page and
        the footer afterwards in slices of a few milliseconds (selective hydration), so the main
        thread stays free for input (Lighthouse: total blocking time). A click on a part not yet
        hydrated makes React hydrate that part first. Nothing here suspends on the server.
      */}
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer switchHref={switchHref} />
      </Suspense>
      <ContactDialogHost />
      <ConsentHost />
    </LocaleProvider>
  )
}
