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

/** Words around the match in each excerpt (set here rather than in the page's first script, which loads the index). */
const excerptLength = 24

function kindOf(filters: Record<string, string[]>): SearchKind | null {
  const kind = filters.kind?.[0]
  return (searchKinds as readonly string[]).includes(kind ?? '') ? (kind as SearchKind) : null
}

/** Searches the page language's index: the number of results, and the first `resultLimit` of them. */
export async function searchIndex(locale: Locale, { query, kind }: SearchInput): Promise<SearchAnswer> {
  const pagefind = await loadIndex(locale)
  await pagefind.options({ excerptLength })
  const found = await pagefind.search(query, kind ? { filters: { kind } } : {})
  const hits: SearchHit[] = await Promise.all(
    found.results.slice(0, resultLimit).map(async (result) => {
      const data = await result.data()
      return { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt, kind: kindOf(data.filters) }
    }),
  )
  return { total: found.results.length, hits }
}

type Warming = { locale: Locale; input: SearchInput }
/** The newest query typed and not yet searched ahead, and the search ahead in progress. */
let newest: Warming | null = null
let warming: Promise<void> | null = null

async function warmNewest(): Promise<void> {
  while (newest) {
    await loadIndex(newest.locale)
    // Keys typed while the index loaded are not searched one by one: only the newest query.
    const { locale, input } = newest
    newest = null
    await searchIndex(locale, input)
  }
}

function startWarming(): void {
  warming = warmNewest()
    .catch(() => {
      // The index did not load: the visitor's own search says so; the next key tries again.
      newest = null
    })
    .then(() => {
      warming = null
      if (newest) startWarming()
    })
}

/**
 * Searches the query ahead while the visitor is still typing it. The search the visitor sees waits
 * for a pause in typing (timing.searchDebounceMs); by then the index parts for its words and the
 * excerpts of its first results are loaded or on their way, and Pagefind, which keeps what it has
 * fetched for the page view, answers without another round trip when the last keys did not change
 * the first results. One search ahead at a time, always of the newest query.
 */
export function warmQuery(locale: Locale, { query, kind }: SearchInput): void {
  const words = query.trim()
  if (words === '') return
  newest = { locale, input: { query: words, kind } }
  if (!warming) startWarming()
}
