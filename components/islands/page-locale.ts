import { isLocale, type Locale } from '../../content/site/locale-list'

/** The page's locale, from `<html lang>` (the page's script has no page data). */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang
  return isLocale(lang) ? lang : 'nb'
}
