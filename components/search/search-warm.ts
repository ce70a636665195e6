/**
 * Searching ahead while the search dialog's island is still loading. The first script loads this
 * module (and no framework) as soon as a visitor shows intent to search (./search-start.ts): it
 * loads the index and searches what the dialog's field holds, key by key, so the index parts and
 * the excerpts of the first results are on their way before the island is live. On a slow phone
 * the island's code takes seconds to arrive and run; a visitor types a word in less. Once the island
 * is live its component searches ahead itself (./use-search.ts), with the kind of result chosen.
 */
import { islandAttr } from '../islands/names'
import type { Locale } from '../../content/site/locales'
import { loadIndex } from './pagefind'
import { searchFieldOf } from './search-dialog-markup'
import { warmQuery } from './search-ahead'

export function searchWhileLoading(locale: Locale, island: HTMLElement | undefined): void {
  loadIndex(locale).catch(() => {
    // The visitor's own search says so, and loads again.
  })
  const field = island && searchFieldOf(island)
  if (!field) return
  const warm = () => {
    if (island.hasAttribute(islandAttr.hydrated)) field.removeEventListener('input', warm)
    else warmQuery(locale, { query: field.value, kind: null })
  }
  field.addEventListener('input', warm)
  warm()
}
