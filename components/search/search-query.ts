/**
 * A query against the page language's Pagefind index (./pagefind.ts loads it): the number of
 * results and the first few, with their kind. Loaded with the search dialog and the search page.
 */
import { searchKinds, type SearchKind } from '../../content/site/search-kinds'
import type { Locale } from '../../content/site/locales'
import type { SearchAnswer, SearchHit, SearchInput } from '../../machines/searchMachine'
import { loadIndex } from './pagefind'

/**
 * How many results a search shows: as many as a phone fetches at once (six connections), so the
 * first results come in one round trip.
 */
export const resultLimit = 6

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

/**
 * Starts fetching the index parts `query` needs while the visitor is still typing: the search
 * itself waits for a pause in typing (timing.searchDebounceMs), and by then the words' parts of
 * the index are on their way or there, so the results need only each page's excerpt.
 */
export function warmQuery(locale: Locale, { query, kind }: SearchInput): void {
  const words = query.trim()
  if (words === '') return
  loadIndex(locale)
    .then((pagefind) => pagefind.preload(words, kind ? { filters: { kind } } : {}))
    .catch(() => {})
}
