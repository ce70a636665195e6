// @vitest-environment jsdom
/**
 * The search panel replayed against the search machine's model: the shortest path to every state
 * in both languages, with the search actor played by the test (the index is Pagefind's, in the
 * browser: the end-to-end tests search the real one).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type EventObject, type SnapshotFrom } from 'xstate'
import type { Locale } from '../../content/site/locales'
import { pathFor } from '../../content/site/routes'
import { searchStrings } from '../../content/strings/search'
import { modelPaths, stateId } from '../../tests/support/machines/model-paths'
import { searchEvents, searchSamples } from '../../tests/support/machines/models'
import { searchMachine } from '../../machines/searchMachine'
import { controllablePromises } from '../../tests/support/machines/actor-doubles'
import { LocaleProvider } from '../../renderer/locale'
import { replayOnView } from '../widgets/replay'
import SearchPage from './search-page.island'

type Snapshot = SnapshotFrom<typeof searchMachine>

function setup(locale: Locale) {
  const fakes = controllablePromises(['search'] as const)
  const logic = searchMachine.provide({ actors: fakes.actors })
  const view = render(
    <LocaleProvider locale={locale}>
      <SearchPage logic={logic} />
    </LocaleProvider>,
  )
  const t = searchStrings[locale]
  const field = () => screen.getByRole('searchbox', { name: t.label })
  const drive = (event: EventObject) => {
    if (event.type === 'TYPE')
      fireEvent.change(field(), { target: { value: (event as { query: string } & EventObject).query } })
    else if (event.type === 'SUBMIT') fireEvent.submit(field().closest('form')!)
    else if (event.type === 'FILTER') fireEvent.click(screen.getByRole('radio', { name: t.kinds.services }))
    else if (event.type === 'RETRY') fireEvent.click(screen.getByRole('button', { name: t.retry }))
    else throw new Error(`No visitor action for ${event.type}`)
  }
  const expectView = (snapshot: Snapshot) => {
    const id = stateId(snapshot)
    expect(view.container.querySelector('[data-slot="search"]')).toHaveAttribute('data-state', id)
    expect(field()).toHaveValue(snapshot.context.query)
    const status = screen.getByTestId('search-status')
    const links = view.container.querySelectorAll('a[data-slot="search-result"]')
    if (snapshot.hasTag('busy')) expect(status).toHaveTextContent(t.searching)
    if (id === 'empty') {
      expect(status).toHaveTextContent(t.empty)
      expect(links).toHaveLength(0)
    }
    if (id === 'results') {
      expect(status).toHaveTextContent(t.results(1))
      expect(links).toHaveLength(1)
      expect(links[0]).toHaveAttribute('href', searchSamples.answer.hits[0]!.url)
      // The match is marked; nothing but <mark> passes from the excerpt.
      expect(links[0]!.querySelector('mark')).toHaveTextContent(searchSamples.query)
    }
    if (id === 'noResults') {
      expect(status).toHaveTextContent(t.noResults(snapshot.context.query.trim()))
      expect(screen.getByTestId('search-no-results').querySelector('a')).toHaveAttribute(
        'href',
        pathFor('contact', locale),
      )
      expect(links).toHaveLength(0)
    }
    if (id === 'failed') expect(status).toHaveTextContent(t.failed)
  }
  return { fakes, drive, expectView, view, t }
}

const initial = () => createActor(searchMachine, { input: {} }).getSnapshot()

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  window.history.replaceState(null, '', '/')
})

for (const locale of ['nb', 'en'] as const) {
  const paths = modelPaths(searchMachine, { events: searchEvents, input: {} })
  describe(`given the search page in ${locale}`, () => {
    for (const path of paths.shortest) {
      it(`shows ${path.title}`, async () => {
        const { fakes, drive, expectView } = setup(locale)
        await replayOnView(path, { initial: initial(), drive, settle: fakes.settle, expectView })
      })
    }

    it('searches the query of the address at once and keeps the address in step', async () => {
      window.history.replaceState(null, '', '/sok/?q=lokal+SEO')
      const { fakes } = setup(locale)
      expect(fakes.calls('search')[0]!.input).toEqual({ query: 'lokal SEO', kind: null })
      fakes.calls('search')[0]!.resolve(searchSamples.answer)
      await vi.advanceTimersByTimeAsync(0)
      expect(new URL(window.location.href).searchParams.get('q')).toBe('lokal SEO')
    })

    it('keeps only <mark> from an excerpt', async () => {
      const { fakes, view } = setup(locale)
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'x' } })
      fireEvent.submit(screen.getByRole('searchbox').closest('form')!)
      fakes.calls('search')[0]!.resolve({
        total: 1,
        hits: [
          {
            url: '/x/',
            title: 'X',
            excerpt: '<img src=x onerror=alert(1)><mark>x</mark><script>1</script>',
            kind: null,
          },
        ],
      })
      await vi.advanceTimersByTimeAsync(0)
      const result = view.container.querySelector('a[data-slot="search-result"]')!
      expect(result.querySelector('img, script')).toBeNull()
      expect(result.querySelector('mark')).toHaveTextContent('x')
    })
  })
}
