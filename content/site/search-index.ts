/**
 * Where each language's site search index lives. The index is made after the build
 * (scripts/search-index.ts). Alone in its module because the page's first script reads it: the
 * bundler places whole modules, so anything beside it here would ship in every page's first script.
 * What kind of page a result is lives in ./search-kinds.ts.
 */
import type { Locale } from './locales.ts'

/** Where a language's Pagefind index and its code are served from. */
export function searchIndexPath(locale: Locale): string {
  return `/pagefind/${locale}/`
}

/** The index's entry file in that folder (the search loader asks for it early, the server keeps it fresh briefly). */
export const searchIndexEntryFile = 'pagefind-entry.json'

/**
 * The language code Pagefind builds and stems each locale's index by: it knows Norwegian as `no`,
 * not by the site's `nb`, so `nettbutikker` finds `nettbutikk`. Its search code is named after it.
 */
export const searchIndexLanguage: Record<Locale, string> = { nb: 'no', en: 'en' }

/** Pagefind's search code (WebAssembly) for a locale's index, in that folder; the loader asks for it early too. */
export function searchIndexWasmFile(locale: Locale): string {
  return `wasm.${searchIndexLanguage[locale]}.pagefind`
}
