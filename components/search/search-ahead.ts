/**
 * Finding a query's results in the page language's Pagefind index (./pagefind.ts loads it), and
 * searching ahead while the visitor types. Kept apart from ./search-query.ts, which makes the
 * answer the search shows from the site's copy, so that the search ahead that runs before the
 * dialog's island is live (./search-warm.ts) loads none of that copy.
 */
import type { Locale } from '../../content/site/locales'
import type { SearchInput } from '../../machines/searchMachine'
import { fetchChunksFor } from './index-chunks'
import { loadIndex, type PagefindApi } from './pagefind'

/**
 * How many results a search shows: as many as a phone fetches at once (six connections), so the
 * first results come in one round trip.
 */
export const resultLimit = 6

/** Words around the match in each excerpt (set here rather than in the page's first script, which loads the index). */
const excerptLength = 24

export type Found = Awaited<ReturnType<PagefindApi['search']>>

/** Finds a query's results, loading the index parts its words need. */
export async function find(locale: Locale, { query, kind }: SearchInput): Promise<Found> {
  const pagefind = await loadIndex(locale)
  await pagefind.options({ excerptLength })
  return pagefind.search(query, kind ? { filters: { kind } } : {})
}

/** The first `resultLimit` results' data, excerpts included (a fragment each, fetched once per page view). */
export function firstResults(found: Found) {
  return Promise.all(found.results.slice(0, resultLimit).map((result) => result.data()))
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
    const found = await find(locale, input)
    // The excerpts only if no key came while its index parts loaded: a newer query's excerpts are
    // the ones wanted, and a phone fetches six files at a time, so a stale query's six would make
    // them wait a round trip.
    if (!newest) await firstResults(found)
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
 * the first results. One search ahead at a time, always of the newest query; the index parts its
 * words need are asked for at once, before the index has loaded or while an older query is searched
 * (./index-chunks.ts).
 */
export function warmQuery(locale: Locale, { query, kind }: SearchInput): void {
  const words = query.trim()
  if (words === '') return
  fetchChunksFor(locale, words)
  newest = { locale, input: { query: words, kind } }
  if (!warming) startWarming()
}
