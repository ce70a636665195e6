/**
 * The page language's search index, through Pagefind's own browser code, served with the index
 * at /pagefind/<locale>/ (scripts/search-index.ts writes both after the build). Nothing loads
 * until a visitor opens search or points at its button; then the code and the index's entry
 * load once, and each query fetches only the index parts it needs (./search-query.ts). This
 * module is part of every page's first script (opening search starts the load), so it holds only
 * the loading.
 */
import { searchIndexEntryFile, searchIndexPath } from '../../content/site/search-index'
import type { Locale } from '../../content/site/locales'

type PagefindData = { url: string; excerpt: string; meta: { title?: string }; filters: Record<string, string[]> }
export type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  search: (
    query: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: { data: () => Promise<PagefindData> }[] }>
}

const loading = new Map<Locale, Promise<PagefindApi>>()

/**
 * Loads Pagefind for the page's language, once; a failed load is forgotten, so the next try loads
 * again. The index's entry is asked for beside Pagefind's code: Pagefind itself asks for it only
 * once its code runs, a round trip (about 0.6 s on a slow phone's network) before the rest of the
 * index can be asked for. The early answer lands in the browser's cache, where Pagefind's own
 * request finds it: it is asked for under the tag Pagefind puts on it (`?ts=`, here one per page
 * view, so a new deploy's entry is read on the next one), and the server keeps it fresh for a
 * minute (server/memory-files.ts). Pagefind runs on the page's thread (`noWorker`): its worker
 * would be another file to fetch before the entry, and a search of this site's index takes it
 * milliseconds.
 */
export function loadIndex(locale: Locale): Promise<PagefindApi> {
  let pending = loading.get(locale)
  if (!pending) {
    const base = searchIndexPath(locale)
    const metaCacheTag = String(Date.now())
    fetch(`${base}${searchIndexEntryFile}?ts=${metaCacheTag}`).catch(() => {})
    pending = (import(/* @vite-ignore */ `${base}pagefind.js`) as Promise<PagefindApi>).then(async (pagefind) => {
      await pagefind.options({ metaCacheTag, noWorker: true })
      await pagefind.init()
      return pagefind
    })
    pending.catch(() => loading.delete(locale))
    loading.set(locale, pending)
  }
  return pending
}
