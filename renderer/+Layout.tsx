import './global.css'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Footer } from '../components/layout/footer'
import Header from '../components/layout/header.island'
import { Island } from '../components/islands/island'
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
      <Island
        component={Header}
        props={{ switchHref, currentRoute: pageContext.route?.id ?? null }}
        hydrate="interaction"
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer switchHref={switchHref} />
    </LocaleProvider>
  )
}
