// @vitest-environment jsdom
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { searchMachine } from '../../machines/searchMachine'
import { LocaleProvider } from '../../renderer/locale'
import { controllablePromises } from '../../tests/support/machines/actor-doubles'
import { polyfillDialog } from '../../tests/support/dialog-polyfill'
import { KeysAfterCommit } from '../../tests/support/keys-after-commit'
import { searchDialogId, searchFieldOf, searchFieldSelector, showSearchDialog } from './search-dialog-markup'
import SearchDialog from './search-dialog'

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean }
let actEnvironment: boolean | undefined

beforeEach(() => {
  polyfillDialog()
  // Hydration as in the page: React's own scheduling, not act()'s.
  actEnvironment = (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT
  ;(globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = false
})

afterEach(() => {
  ;(globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = actEnvironment
})

describe('the search dialog opened and typed into before and as it went live', () => {
  it('keeps every key, and searches the whole query', async () => {
    const fakes = controllablePromises(['search'] as const)
    const logic = searchMachine.provide({ actors: fakes.actors })
    const page = (
      <LocaleProvider locale="en">
        <KeysAfterCommit selector={`#${searchDialogId} ${searchFieldSelector}`} keys="EO" />
        <SearchDialog logic={logic} />
      </LocaleProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const dialog = container.querySelector<HTMLDialogElement>(`#${searchDialogId}`)!
    const field = searchFieldOf(dialog)!
    // Ctrl+K opened it from the page's first script, and the first key went into the field.
    showSearchDialog(dialog)
    field.value = 'S'
    const root = hydrateRoot(container, page)
    try {
      // Two keys in the gap between React's commit and its passive effects.
      await vi.waitFor(() => expect(field).toHaveValue('SEO'))
      await vi.waitFor(() => expect(fakes.calls('search').at(-1)?.input).toMatchObject({ query: 'SEO' }))
      expect(field).toHaveValue('SEO')
      expect(fakes.calls('search').map((call) => (call.input as { query: string }).query)).not.toContain('EO')
    } finally {
      root.unmount()
      container.remove()
    }
  })
})
