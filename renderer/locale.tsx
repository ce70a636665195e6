import { createContext, useContext, type ReactNode } from 'react'
import type { Locale } from '../content/site/locales'

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

/**
 * How a component reads copy: every string table in content/ is a record keyed by locale, and
 * `useStrings(table)` picks the page's language from it, e.g. `useStrings(sectionStrings).faq`.
 * An island bundles only the tables its components name.
 */
export function useStrings<T>(table: Readonly<Record<Locale, T>>): T {
  return table[useLocale()]
}
