/**
 * The files of a language's search index that search asks for first, named here for the page's
 * first script (./search-start.ts), which asks for them on intent, and for the loader
 * (./pagefind.ts), which hands Pagefind the same tag. Part of every page's first script, so it
 * stays small.
 */
import { searchIndexEntryFile, searchIndexPath, searchIndexWasmFile } from '../../content/site/search-index'
import type { Locale } from '../../content/site/locales'

/**
 * The tag Pagefind puts on its request for the index's entry (`?ts=`): one per page view (the
 * moment it began), so the first script's early request and Pagefind's own share an address, and
 * the next page view reads a new deploy's entry.
 */
export function pageViewTag(): string {
  return `${performance.timeOrigin}`
}

/** The index's entry, under the tag Pagefind asks for it by. */
function indexEntryAddress(locale: Locale): string {
  return `${searchIndexPath(locale)}${searchIndexEntryFile}?ts=${pageViewTag()}`
}

/**
 * The header's search link carries this attribute; after the build it holds the address of the
 * index's metadata for the page's language (scripts/search-index.ts writes it in, since Pagefind
 * names the file by a hash of its content), and stays empty where there is no index (the
 * development server).
 */
export const searchAttribute = 'data-search'

/**
 * Pagefind's script, the index's entry and its search code (WebAssembly, the largest file), as
 * addresses, and its metadata's from the search link (`searchAttribute`). Pagefind asks for each
 * only once the one before has come and run, a round trip apiece (about 0.6 s on a slow phone's
 * network), the metadata only once the entry has named it; asked for together, all are in the
 * browser's cache when Pagefind asks (the server keeps the first three fresh for a minute and the
 * metadata, named by its content, for a year: server/memory-files.ts). An empty name where the page
 * has no index address.
 */
export function firstIndexFiles(locale: Locale): (string | null | undefined)[] {
  const folder = searchIndexPath(locale)
  return [
    `${folder}pagefind.js`,
    indexEntryAddress(locale),
    folder + searchIndexWasmFile(locale),
    document.querySelector(`a[${searchAttribute}]`)?.getAttribute(searchAttribute),
  ]
}
