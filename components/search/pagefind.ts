/**
 * The page language's search index, through Pagefind's own browser code, served with the index
 * at /pagefind/<locale>/ (scripts/search-index.ts writes both after the build). Nothing loads
 * until a visitor opens search or points at its button: then the page's first script asks for the
 * index's first files (./index-files.ts) and this module, with the search ahead (./search-warm.ts);
 * the index loads once, and each query fetches only the index parts it needs (./search-query.ts).
 */
import { searchIndexPath } from '../../content/site/search-index'
import type { Locale } from '../../content/site/locales'
import { pageViewTag } from './index-files'

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
 * again. Pagefind's requests for its entry and search code find the first script's early answers
 * in the browser's cache: the entry is asked for under the page view's tag. Pagefind runs on the
 * page's thread (`noWorker`): its worker would be another file to fetch before the entry, and a
 * search of this site's index takes it milliseconds.
 */
export function loadIndex(locale: Locale): Promise<PagefindApi> {
  let pending = loading.get(locale)
  if (!pending) {
    pending = (import(/* @vite-ignore */ `${searchIndexPath(locale)}pagefind.js`) as Promise<PagefindApi>).then(
      async (pagefind) => {
        await pagefind.options({ metaCacheTag: pageViewTag(), noWorker: true })
        await pagefind.init()
        return pagefind
      },
    )
    pending.catch(() => loading.delete(locale))
    loading.set(locale, pending)
  }
  return pending
}
