/** The site's two languages and what belongs to each. */
import type { Locale } from './locale-list.ts'

export { isLocale, locales, type Locale } from './locale-list.ts'
export const defaultLocale: Locale = 'nb'

/** Value of `<html lang>` and `hreflang` for each locale. */
export const htmlLang: Record<Locale, string> = { nb: 'nb', en: 'en' }
/** Open Graph locale tag. */
export const ogLocale: Record<Locale, string> = { nb: 'nb_NO', en: 'en_GB' }
/** BCP 47 tag used for number and date formatting. */
export const intlLocale: Record<Locale, string> = { nb: 'nb-NO', en: 'en-US' }

export function otherLocale(locale: Locale): Locale {
  return locale === 'nb' ? 'en' : 'nb'
}

/** A record with one complete value per locale: a missing locale is a type error. */
export type Localized<T> = Record<Locale, T>
