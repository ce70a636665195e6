import { createContext, useContext, type ReactNode } from 'react'
import type { Locale } from '../content/site/locales'
import { ui, type UiStrings } from '../content/strings/layout'

const LocaleContext = createContext<Locale | null>(null)

/** Gives components the page's locale. The layout sets it from pageContext; Ladle from its toolbar. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

export function useLocale(): Locale {
  const locale = useContext(LocaleContext)
  if (!locale) throw new Error('useLocale() must be used inside <LocaleProvider>')
  return locale
}

/** The interface strings of the current locale. */
export function useUi(): UiStrings {
  return ui[useLocale()]
}
