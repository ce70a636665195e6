/**
 * The page language's search index, through Pagefind's own browser code, served with the index
 * at /pagefind/<locale>/ (scripts/search-index.ts writes both after the build). Nothing loads
 * until a visitor opens search or points at its button; then the code and the index's entry
 * load once, and each query fetches only the index fragments it needs (./search-query.ts). This
 * module is part of every page's first script (opening search starts the load), so it holds only
 * the loading.
 */
import { searchIndexPath } from '../../content/site/search-index'
import type { Locale } from '../../content/site/locales'

type PagefindData = { url: string; excerpt: string; meta: { title?: string }; filters: Record<string, string[]> }
export type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  /** Fetches the index parts a query will need, while the visitor is still typing it. */
  preload: (query: string, options?: { filters?: Record<string, string> }) => Promise<void>
  search: (
    query: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: { data: () => Promise<PagefindData> }[] }>
}

/** Words around the match in each excerpt. */
const excerptLength = 24

const loading = new Map<Locale, Promise<PagefindApi>>()

/** Loads Pagefind for the page's language, once; a failed load is forgotten, so the next try loads again. */
export function loadIndex(locale: Locale): Promise<PagefindApi> {
  let pending = loading.get(locale)
  if (!pending) {
    const url = `${searchIndexPath(locale)}pagefind.js`
    pending = (import(/* @vite-ignore */ url) as Promise<PagefindApi>).then(async (pagefind) => {
      await pagefind.options({ excerptLength })
      await pagefind.init()
      return pagefind
    })
    pending.catch(() => loading.delete(locale))
    loading.set(locale, pending)
  }
  return pending
}
