// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { islandAttr } from '../islands/names'

const warmQuery = vi.fn()
const loadIndex = vi.fn(() => Promise.resolve({}))

async function start(html: string) {
  vi.resetModules()
  vi.doMock('./search-ahead', () => ({ warmQuery }))
  vi.doMock('./pagefind', () => ({ loadIndex }))
  document.body.innerHTML = html
  const { searchWhileLoading } = await import('./search-warm')
  return searchWhileLoading
}

const dialog = `<div ${islandAttr.name}="search-dialog"><dialog id="search-dialog"><input role="searchbox" value="drift"></dialog></div>`

function type(field: HTMLInputElement, value: string) {
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

afterEach(() => {
  vi.doUnmock('./search-ahead')
  vi.doUnmock('./pagefind')
  warmQuery.mockReset()
  loadIndex.mockClear()
})

describe('searching ahead while the dialog is still loading', () => {
  it('loads the index and searches what the field holds, then each key typed', async () => {
    const searchWhileLoading = await start(dialog)
    const island = document.querySelector<HTMLElement>(`[${islandAttr.name}]`)!
    searchWhileLoading('nb', island)
    expect(loadIndex).toHaveBeenCalledWith('nb')
    expect(warmQuery).toHaveBeenLastCalledWith('nb', { query: 'drift', kind: null })
    type(island.querySelector('input')!, 'driftsavtale')
    expect(warmQuery).toHaveBeenLastCalledWith('nb', { query: 'driftsavtale', kind: null })
  })

  it('leaves the keys to the component once the island is live', async () => {
    const searchWhileLoading = await start(dialog)
    const island = document.querySelector<HTMLElement>(`[${islandAttr.name}]`)!
    searchWhileLoading('en', island)
    island.setAttribute(islandAttr.hydrated, '')
    const field = island.querySelector('input')!
    type(field, 'seo')
    type(field, 'seo audit')
    expect(warmQuery.mock.calls).toEqual([['en', { query: 'drift', kind: null }]])
  })

  it('only loads the index on a page without the dialog (the search page)', async () => {
    const searchWhileLoading = await start('<main></main>')
    searchWhileLoading('nb', undefined)
    expect(loadIndex).toHaveBeenCalledWith('nb')
    expect(warmQuery).not.toHaveBeenCalled()
  })
})
