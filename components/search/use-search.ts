import { useCallback, useMemo } from 'react'
import { fromPromise } from 'xstate'
import type { Locale } from '../../content/site/locales'
import { searchMachine, type SearchAnswer, type SearchEvent, type SearchInput } from '../../machines/searchMachine'
import { useLiveMachine } from '../widgets/use-live-machine'
import { warmQuery } from './search-ahead'
import { searchIndex } from './search-query'

/** The search machine with the page language's index. `logic` replaces the machine (tests, stories). */
export function useSearch(locale: Locale, query = '', logic?: typeof searchMachine) {
  const machine = useMemo(
    () =>
      logic ??
      searchMachine.provide({
        actors: { search: fromPromise<SearchAnswer, SearchInput>(({ input }) => searchIndex(locale, input)) },
      }),
    [logic, locale],
  )
  // Live from React's commit: keys typed as the island hydrates reach the machine (see useLiveMachine).
  const [state, send, actor] = useLiveMachine(machine, { input: { query } })
  // With the real index, each key also starts fetching the parts of the index the query will need.
  const sendAndWarm = useCallback(
    (event: SearchEvent) => {
      if (!logic && event.type === 'TYPE')
        warmQuery(locale, { query: event.query, kind: actor.getSnapshot().context.kind })
      send(event)
    },
    [actor, locale, logic, send],
  )
  return [state, sendAndWarm, actor] as const
}

/** Puts the query in the address (`?q=`), or takes it out, without a new history entry. */
export function showQueryInAddress(query: string): void {
  const url = new URL(window.location.href)
  if (query.trim() === '') url.searchParams.delete('q')
  else url.searchParams.set('q', query.trim())
  window.history.replaceState(window.history.state, '', url)
}
