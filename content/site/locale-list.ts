/**
 * The site's two languages, and the check that a value is one of them. The rest of what belongs to
 * a locale is in ./locales.ts, which re-exports these. Apart because the page's first script reads
 * the check: the bundler places whole modules, so what sits beside it ships in every page.
 */

/** `nb` is served without a prefix, `en` under `/en/`. */
export const locales = ['nb', 'en'] as const
export type Locale = (typeof locales)[number]

export function isLocale(value: unknown): value is Locale {
  return value === 'nb' || value === 'en'
}
