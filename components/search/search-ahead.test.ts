// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chunksAttribute } from './index-chunks'
import type { PagefindApi } from './pagefind'

/** A stand-in for Pagefind: its index loads when the test says, and it records each search. */
function fakeIndex() {
  const searched: string[] = []
  const fragments: string[] = []
  let load!: { resolve: (api: PagefindApi) => void; reject: (error: Error) => void }
  const api: PagefindApi = {
    options: async () => {},
    init: async () => {},
    search: async (query) => {
      searched.push(query)
      return {
        results: [1, 2].map((n) => ({
          data: async () => {
            fragments.push(`${query} ${n}`)
            return { url: `/${n}/`, excerpt: '', meta: { title: `${n}` }, filters: {} }
          },
        })),
      }
    },
  }
  // As the real loader: one load, shared by every caller until it fails.
  let pending: Promise<PagefindApi> | null = null
  const loadIndex = vi.fn(() => {
    pending ??= new Promise<PagefindApi>((resolve, reject) => {
      load = { resolve, reject }
    })
    pending.catch(() => (pending = null))
    return pending
  })
  return { api, loadIndex, searched, fragments, load: () => load }
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function withIndex(index: ReturnType<typeof fakeIndex>) {
  vi.resetModules()
  vi.doMock('./pagefind', () => ({ loadIndex: index.loadIndex }))
  return import('./search-ahead')
}

/** Holds the index's search for `held` (as if its index parts were still loading) until the returned function is called. */
function holdSearchOf(index: ReturnType<typeof fakeIndex>, held: string): () => void {
  let release!: () => void
  const slow = new Promise<void>((resolve) => (release = resolve))
  const search = index.api.search
  index.api.search = async (query, options) => {
    if (query === held) await slow
    return search(query, options)
  }
  return release
}

afterEach(() => {
  vi.doUnmock('./pagefind')
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('searching ahead while the visitor types', () => {
  it('searches only the newest query once the index has loaded, and fetches its first results', async () => {
    const index = fakeIndex()
    const { warmQuery } = await withIndex(index)
    for (const query of ['d', 'dr', 'drift ']) warmQuery('nb', { query, kind: null })
    await settle()
    expect(index.searched).toEqual([])
    index.load().resolve(index.api)
    await settle()
    expect(index.searched).toEqual(['drift'])
    expect(index.fragments).toEqual(['drift 1', 'drift 2'])
  })

  it('keeps one search ahead at a time: keys typed during one are searched as their newest query after it', async () => {
    const index = fakeIndex()
    const release = holdSearchOf(index, 'se')
    const { warmQuery } = await withIndex(index)
    index.loadIndex.mockResolvedValue(index.api)
    warmQuery('en', { query: 'se', kind: null })
    await settle()
    warmQuery('en', { query: 'seo', kind: null })
    warmQuery('en', { query: 'seo a', kind: 'blog' })
    await settle()
    expect(index.searched).toEqual([])
    release()
    await settle()
    expect(index.searched).toEqual(['se', 'seo a'])
  })

  it('fetches no excerpts for a query a newer key replaced while its index parts loaded', async () => {
    const index = fakeIndex()
    const release = holdSearchOf(index, 'drift')
    const { warmQuery } = await withIndex(index)
    index.loadIndex.mockResolvedValue(index.api)
    warmQuery('nb', { query: 'drift', kind: null })
    await settle()
    warmQuery('nb', { query: 'driftsavtale', kind: null })
    release()
    await settle()
    expect(index.searched).toEqual(['drift', 'driftsavtale'])
    expect(index.fragments).toEqual(['driftsavtale 1', 'driftsavtale 2'])
  })

  it('stops when the index cannot load, and the next key tries again', async () => {
    const index = fakeIndex()
    const { warmQuery } = await withIndex(index)
    warmQuery('nb', { query: 'seo', kind: null })
    await settle()
    index.load().reject(new Error('offline'))
    await settle()
    expect(index.loadIndex).toHaveBeenCalledTimes(1)
    warmQuery('nb', { query: 'seo', kind: null })
    await settle()
    expect(index.loadIndex).toHaveBeenCalledTimes(2)
    index.load().resolve(index.api)
    await settle()
    expect(index.searched).toEqual(['seo'])
  })

  it("asks for the index parts each key's words need before the index has loaded", async () => {
    const fetched: string[] = []
    vi.stubGlobal('fetch', (address: string) => {
      fetched.push(address)
      return Promise.resolve(new Response(''))
    })
    document.body.innerHTML = `<a href="/sok/" ${chunksAttribute}="0 fili no_a film mang no_b mange stad no_c stan zz no_d">Søk</a>`
    const index = fakeIndex()
    const { warmQuery } = await withIndex(index)
    for (const query of ['d', 'drift', 'drift s']) warmQuery('nb', { query, kind: null })
    await settle()
    expect(index.searched).toEqual([])
    expect(fetched).toEqual(['/pagefind/nb/index/no_a.pf_index', '/pagefind/nb/index/no_c.pf_index'])
  })

  it('does not search an empty query', async () => {
    const index = fakeIndex()
    const { warmQuery } = await withIndex(index)
    warmQuery('nb', { query: '   ', kind: null })
    await settle()
    expect(index.loadIndex).not.toHaveBeenCalled()
  })
})
