/**
 * The page language's search index, through Pagefind's own browser code, served with the index
 * at /pagefind/<locale>/ (scripts/search-index.ts writes both after the build). Nothing loads
 * until a visitor opens search or points at its button; then the code and the index's entry
 * load once, and each query fetches only the index fragments it needs.
 */
import { searchIndexPath, searchKinds, type SearchKind } from '../../content/site/search-index'
import type { Locale } from '../../content/site/locales'
import type { SearchAnswer, SearchHit, SearchInput } from '../../machines/searchMachine'

type PagefindData = { url: string; excerpt: string; meta: { title?: string }; filters: Record<string, string[]> }
type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  search: (
    query: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: { data: () => Promise<PagefindData> }[] }>
}

/**
 * How many results a search shows: as many as a phone fetches at once (six connections), so the
 * first results come in one round trip.
 */
export const resultLimit = 6
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

function kindOf(filters: Record<string, string[]>): SearchKind | null {
  const kind = filters.kind?.[0]
  return (searchKinds as readonly string[]).includes(kind ?? '') ? (kind as SearchKind) : null
}

/** Searches the page language's index: the number of results, and the first `resultLimit` of them. */
export async function searchIndex(locale: Locale, { query, kind }: SearchInput): Promise<SearchAnswer> {
  const pagefind = await loadIndex(locale)
  const found = await pagefind.search(query, kind ? { filters: { kind } } : {})
  const hits: SearchHit[] = await Promise.all(
    found.results.slice(0, resultLimit).map(async (result) => {
      const data = await result.data()
      return { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt, kind: kindOf(data.filters) }
    }),
  )
  return { total: found.results.length, hits }
}
