/**
 * The parts of a language's search index (Pagefind's chunks, each holding the words from one word
 * to another in sort order) that a query typed so far may need, asked for as the visitor types.
 * Pagefind learns which part holds a word from the index's metadata, so on its own it asks for the
 * first part only once its script, entry, search code and metadata have come and run: on a slow
 * phone a round trip (about 0.6 s) after them, with the last key often typed by then. The build writes
 * each part's range and name into the page's search link (`chunksAttribute`, by
 * scripts/search-index.ts), so the first key asks for the part its word is in beside those files,
 * and Pagefind's own request for it finds it in the browser's cache (the server keeps parts, named
 * by their content, for a year: server/memory-files.ts). Loaded with the search ahead, not in the
 * page's first script.
 */
import { searchIndexPath } from '../../content/site/search-index'
import type { Locale } from '../../content/site/locales'

/** The search link's attribute that lists the index's parts, written in by the build. */
export const chunksAttribute = 'data-search-chunks'

/** One part of the index: the first and last word it holds (as Pagefind abbreviates them) and its name. */
export type IndexChunk = { from: string; to: string; hash: string }

/**
 * The parts as the attribute holds them: `from to hash` for each, all separated by spaces (Pagefind
 * splits text into words at white space, so no word has one).
 */
export function formatChunks(chunks: readonly IndexChunk[]): string {
  return chunks.map(({ from, to, hash }) => `${from} ${to} ${hash}`).join(' ')
}

export function parseChunks(value: string): IndexChunk[] {
  const fields = value.split(' ').filter((field) => field !== '')
  const chunks: IndexChunk[] = []
  for (let i = 0; i + 2 < fields.length; i += 3)
    chunks.push({ from: fields[i]!, to: fields[i + 1]!, hash: fields[i + 2]! })
  return chunks
}

/** A query's words as Pagefind looks them up: punctuation left out, lower case, split at white space. */
export function queryWords(query: string): string[] {
  return query
    .replace(/[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/gu, '')
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
}

/** Whether a part's range takes in `word`: in full, or (`partly`) cut with each bound to the shorter of the two. */
function takesIn({ from, to }: IndexChunk, word: string, partly: boolean): boolean {
  if (!partly) return word >= from && word <= to
  const fromLength = Math.min(word.length, from.length)
  const toLength = Math.min(word.length, to.length)
  return word.slice(0, fromLength) >= from.slice(0, fromLength) && word.slice(0, toLength) <= to.slice(0, toLength)
}

/**
 * The parts Pagefind asks for to search `words`, by its own rule: for each word the first part whose
 * range takes it in; if no word is in any range, the first part each word could begin a word of
 * (the visitor may still be typing it).
 */
export function chunksFor(words: readonly string[], chunks: readonly IndexChunk[]): string[] {
  const find = (partly: boolean) =>
    words.flatMap((word) => chunks.find((chunk) => takesIn(chunk, word, partly))?.hash ?? [])
  const strict = find(false)
  return [...new Set(strict.length > 0 ? strict : find(true))]
}

/** The parts asked for in this page view, so that each goes out once. */
const asked = new Set<string>()

/** Asks for the index parts `query` may need, from the ranges the page's search link lists; none where it lists none. */
export function fetchChunksFor(locale: Locale, query: string): void {
  const listed = document.querySelector(`a[${chunksAttribute}]`)?.getAttribute(chunksAttribute)
  if (!listed) return
  for (const hash of chunksFor(queryWords(query), parseChunks(listed))) {
    const address = `${searchIndexPath(locale)}index/${hash}.pf_index`
    if (asked.has(address)) continue
    asked.add(address)
    // If it fails, Pagefind asks again and reports what it finds.
    fetch(address).catch(() => asked.delete(address))
  }
}
