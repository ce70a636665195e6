/**
 * Site search: the visitor types a query (and may pick a kind of page); once typing pauses for
 * `searchDebounceMs` the query is searched in the page language's index. An empty query shows
 * nothing to search for; a search answers with results, with none (and a way on), or fails (the
 * index could not be loaded: the page keeps working and the visitor may try again).
 */
import { assign, setup } from 'xstate'
import type { SearchKind } from '../content/strings/search'
import { requiredActor } from './actors'
import { timing } from './timing'

/** One result as the visitor sees it: where it goes, its title, a short excerpt with the match marked. */
export type SearchHit = { url: string; title: string; excerpt: string; kind: SearchKind | null }
export type SearchAnswer = { total: number; hits: SearchHit[] }
export type SearchInput = { query: string; kind: SearchKind | null }

export type SearchContext = {
  query: string
  kind: SearchKind | null
  answer: SearchAnswer | null
}

export type SearchEvent =
  { type: 'TYPE'; query: string } | { type: 'FILTER'; kind: SearchKind | null } | { type: 'SUBMIT' } | { type: 'RETRY' }

function answerOf(event: unknown): SearchAnswer | null {
  if (!event || typeof event !== 'object' || !('output' in event)) return null
  return (event as { output: SearchAnswer }).output
}

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as { query?: string },
  },
  actors: {
    /** Searches the page language's index; rejects when the index cannot be loaded. */
    search: requiredActor<SearchAnswer, SearchInput>('search'),
  },
  guards: {
    queryEmpty: ({ context }) => context.query.trim() === '',
    typedEmpty: ({ event }) => event.type === 'TYPE' && event.query.trim() === '',
    hasResults: ({ event }) => (answerOf(event)?.total ?? 0) > 0,
  },
  actions: {
    setQuery: assign(({ event }) => (event.type === 'TYPE' ? { query: event.query } : {})),
    setKind: assign(({ event }) => (event.type === 'FILTER' ? { kind: event.kind } : {})),
    holdAnswer: assign(({ event }) => ({ answer: answerOf(event) })),
    forgetAnswer: assign({ answer: null }),
    logError: ({ event }) => {
      console.error('Search failed:', 'error' in event ? event.error : event)
    },
  },
  delays: {
    searchDebounce: timing.searchDebounceMs,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ query: input.query ?? '', kind: null, answer: null }),
  initial: 'starting',
  on: {
    TYPE: [
      { guard: 'typedEmpty', target: '.empty', actions: 'setQuery', reenter: true },
      { target: '.waiting', actions: 'setQuery', reenter: true },
    ],
  },
  states: {
    // A query given at the start (the address's ?q=) is searched at once.
    starting: {
      always: [{ guard: 'queryEmpty', target: 'empty' }, { target: 'searching' }],
    },
    empty: {
      tags: ['empty'],
      entry: 'forgetAnswer',
      on: { FILTER: { actions: 'setKind' } },
    },
    waiting: {
      tags: ['busy'],
      after: { searchDebounce: { target: 'searching' } },
      on: {
        SUBMIT: { target: 'searching' },
        FILTER: { target: 'searching', actions: 'setKind' },
      },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ query: context.query.trim(), kind: context.kind }),
        onDone: [
          { guard: 'hasResults', target: 'results', actions: 'holdAnswer' },
          { target: 'noResults', actions: 'holdAnswer' },
        ],
        onError: { target: 'failed', actions: 'logError' },
      },
      on: { FILTER: { target: 'searching', actions: 'setKind', reenter: true } },
    },
    results: {
      tags: ['answered'],
      on: { FILTER: { target: 'searching', actions: 'setKind' }, SUBMIT: { target: 'searching' } },
    },
    noResults: {
      tags: ['answered'],
      on: { FILTER: { target: 'searching', actions: 'setKind' }, SUBMIT: { target: 'searching' } },
    },
    failed: {
      tags: ['failed'],
      on: { RETRY: { target: 'searching' }, SUBMIT: { target: 'searching' } },
    },
  },
})
