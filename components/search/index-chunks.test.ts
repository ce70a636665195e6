// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chunksAttribute, chunksFor, formatChunks, parseChunks, queryWords, type IndexChunk } from './index-chunks'

// The Norwegian index's parts as Pagefind 1.6 wrote them for this site: ranges abbreviated by Pagefind.
const parts: IndexChunk[] = [
  { from: '0', to: 'fili', hash: 'no_d6ac14d' },
  { from: 'film', to: 'mang', hash: 'no_1af9d89' },
  { from: 'mange', to: 'stad', hash: 'no_f6b5f8f' },
  { from: 'stan', to: '−42', hash: 'no_ede09ef' },
]

async function freshModule() {
  vi.resetModules()
  return import('./index-chunks')
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe("the index's parts a query needs", () => {
  it('reads a query as Pagefind does: punctuation left out, lower case, words at white space', () => {
    expect(queryWords('  Drift-avtale, SEO?  Oslo ')).toEqual(['driftavtale', 'seo', 'oslo'])
    expect(queryWords(' … ')).toEqual([])
  })

  it('asks for the part whose range holds each word, as Pagefind will', () => {
    expect(chunksFor(['driftsavtale'], parts)).toEqual(['no_d6ac14d'])
    expect(chunksFor(['nettbutikk'], parts)).toEqual(['no_f6b5f8f'])
    // Two words in two parts, one part for two words.
    expect(chunksFor(['seo', 'annonser', 'drift'], parts)).toEqual(['no_f6b5f8f', 'no_d6ac14d'])
  })

  it('follows a word across a boundary as it is typed, one part per key', () => {
    expect(['f', 'fi', 'fil', 'film'].map((typed) => chunksFor([typed], parts))).toEqual([
      ['no_d6ac14d'],
      ['no_d6ac14d'],
      ['no_d6ac14d'],
      ['no_1af9d89'],
    ])
  })

  it('for a word no range holds, the first part it could begin a word of', () => {
    // Before the first range and between two ranges: Pagefind's fallback, bounds cut to the word.
    expect(chunksFor(['.'], parts)).toEqual([])
    const gapped: IndexChunk[] = [
      { from: 'a', to: 'bo', hash: 'one' },
      { from: 'bu', to: 'c', hash: 'two' },
    ]
    expect(chunksFor(['bp'], gapped)).toEqual([])
    expect(chunksFor(['b'], gapped)).toEqual(['one'])
    expect(chunksFor(['zz'], gapped)).toEqual([])
  })

  it('writes the parts into one attribute and reads them back', () => {
    expect(parseChunks(formatChunks(parts))).toEqual(parts)
    expect(parseChunks('')).toEqual([])
    // A cut-off list yields the whole parts only.
    expect(parseChunks('a b one c')).toEqual([{ from: 'a', to: 'b', hash: 'one' }])
  })
})

describe('asking for the parts as the visitor types', () => {
  it("asks once for each part the page's search link lists and the query needs", async () => {
    const fetched: string[] = []
    vi.stubGlobal('fetch', (address: string) => {
      fetched.push(address)
      return Promise.resolve(new Response(''))
    })
    document.body.innerHTML = `<a href="/sok/" data-search="/pagefind/nb/pagefind.no_x.pf_meta" ${chunksAttribute}="${formatChunks(parts)}">Søk</a>`
    const { fetchChunksFor } = await freshModule()
    for (const typed of ['d', 'dr', 'dri', 'drift s', 'drift seo']) fetchChunksFor('nb', typed)
    expect(fetched).toEqual(['/pagefind/nb/index/no_d6ac14d.pf_index', '/pagefind/nb/index/no_f6b5f8f.pf_index'])
  })

  it('asks again after a failed request, and for nothing where the page lists no parts', async () => {
    const fetched: string[] = []
    let fail = true
    vi.stubGlobal('fetch', (address: string) => {
      fetched.push(address)
      return fail ? Promise.reject(new TypeError('offline')) : Promise.resolve(new Response(''))
    })
    document.body.innerHTML = `<a href="/sok/" data-search="">Søk</a>`
    const { fetchChunksFor } = await freshModule()
    fetchChunksFor('nb', 'drift')
    expect(fetched).toEqual([])
    document.body.innerHTML = `<a href="/sok/" ${chunksAttribute}="${formatChunks(parts)}">Søk</a>`
    fetchChunksFor('nb', 'drift')
    expect(fetched).toHaveLength(1)
    // The failure is forgotten once it has settled, so the next key asks again.
    await new Promise((resolve) => setTimeout(resolve, 0))
    fail = false
    fetchChunksFor('nb', 'drifts')
    expect(fetched).toEqual(['/pagefind/nb/index/no_d6ac14d.pf_index', '/pagefind/nb/index/no_d6ac14d.pf_index'])
  })
})
