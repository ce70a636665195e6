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
 * Pagefind's script, the index's entry and its search code (WebAssembly, the largest file), as
 * addresses. Pagefind asks for each only once the one before has come and run, a round trip apiece
 * (about 0.6 s on a slow phone's network); asked for together, all three are in the browser's cache
 * when Pagefind asks (the server keeps them fresh for a minute: server/memory-files.ts).
 */
export function firstIndexFiles(locale: Locale): string[] {
  const folder = searchIndexPath(locale)
  return [`${folder}pagefind.js`, indexEntryAddress(locale), folder + searchIndexWasmFile(locale)]
}
