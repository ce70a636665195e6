/**
 * A query against the page language's Pagefind index: the number of results and the first few,
 * with their kind. Loaded with the search dialog and the search page.
 */
import { searchKinds, type SearchKind } from '../../content/site/search-kinds'
import type { Locale } from '../../content/site/locales'
import type { SearchAnswer, SearchInput } from '../../machines/searchMachine'
import { find, firstResults } from './search-ahead'

function kindOf(filters: Record<string, string[]>): SearchKind | null {
  const kind = filters.kind?.[0]
  return (searchKinds as readonly string[]).includes(kind ?? '') ? (kind as SearchKind) : null
}

/** Searches the page language's index: the number of results, and the first `resultLimit` of them. */
export async function searchIndex(locale: Locale, input: SearchInput): Promise<SearchAnswer> {
  const found = await find(locale, input)
  const hits = (await firstResults(found)).map((data) => ({
    url: data.url,
    title: data.meta.title ?? data.url,
    excerpt: data.excerpt,
    kind: kindOf(data.filters),
  }))
  return { total: found.results.length, hits }
}
