import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BRIEF,
  cacheControlFor,
  DAY,
  chooseEncoding,
  IMMUTABLE,
  loadMemoryFiles,
  notModified,
  REVALIDATE,
  type MemoryFile,
} from './memory-files'

let dir: string
let table: Map<string, MemoryFile>
const page = '<!doctype html><title>Hjem</title>'.repeat(40)

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'memory-files-'))
  mkdirSync(path.join(dir, 'en'))
  mkdirSync(path.join(dir, 'assets/chunks'), { recursive: true })
  mkdirSync(path.join(dir, 'media'))
  writeFileSync(path.join(dir, 'index.html'), page)
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(page))
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(page))
  writeFileSync(path.join(dir, 'en/index.html'), '<!doctype html><title>Home</title>')
  writeFileSync(path.join(dir, 'assets/chunks/chunk-a1.js'), 'export const a = 1')
  writeFileSync(path.join(dir, 'media/photo.jpg'), Buffer.from([0xff, 0xd8, 0xff]))
  table = loadMemoryFiles(dir)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('loadMemoryFiles', () => {
  it('answers a page under its folder address and its file name', () => {
    expect(table.get('/')).toBe(table.get('/index.html'))
    expect(new TextDecoder().decode(table.get('/en/')!.bodies.identity)).toContain('<title>Home</title>')
    expect(table.get('/')!.contentType).toBe('text/html; charset=utf-8')
  })

  it('keeps the precompressed twins of a file, and only those the build made', () => {
    const home = table.get('/')!
    expect(Buffer.from(home.bodies.br!).equals(brotliCompressSync(page))).toBe(true)
    expect(home.bodies.gzip).toBeDefined()
    expect(table.get('/en/')!.bodies.br).toBeUndefined()
    expect(table.has('/index.html.br')).toBe(false)
  })

  it('caches hashed assets for a year and revalidates pages', () => {
    expect(table.get('/assets/chunks/chunk-a1.js')!.cacheControl).toBe(IMMUTABLE)
    expect(table.get('/assets/chunks/chunk-a1.js')!.contentType).toBe('text/javascript; charset=utf-8')
    expect(table.get('/')!.cacheControl).toBe(REVALIDATE)
  })

  it('uses the same cache rule for what stays on disk', () => {
    expect(cacheControlFor('assets/static/photo.B1x2.avif')).toBe(IMMUTABLE)
    expect(cacheControlFor('media/assets/photo.jpg')).toBe(REVALIDATE)
  })

  /** Each file's rule: a path relative to the client folder, and the Cache-Control it must get. */
  const expectRules = (rules: Record<string, string>) => {
    for (const [file, rule] of Object.entries(rules)) expect(cacheControlFor(file), file).toBe(rule)
  }

  it("keeps Pagefind's script and the search index's entry and code fresh for a minute, its hashed parts for a year, and revalidates the rest", () => {
    expectRules({
      'pagefind/nb/pagefind-entry.json': BRIEF,
      'pagefind/en/pagefind-entry.json': BRIEF,
      'pagefind/nb/wasm.no.pagefind': BRIEF,
      'pagefind/en/wasm.en.pagefind': BRIEF,
      'pagefind/nb/pagefind.js': BRIEF,
      'pagefind/nb/pagefind.no_b6849c8a56.pf_meta': IMMUTABLE,
      'pagefind/nb/fragment/no_0983edb.pf_fragment': IMMUTABLE,
      'pagefind/nb/index/no_5cdaaa9.pf_index': IMMUTABLE,
      'pagefind/en/filter/en_77a1b2c.pf_filter': IMMUTABLE,
      'pagefind/nb/pagefind-worker.js': REVALIDATE,
      // Named by a language the index does not have, or in the wrong place.
      'pagefind/nb/wasm.en.pagefind': REVALIDATE,
      'pagefind/nb/wasm.unknown.pagefind': REVALIDATE,
      'pagefind-entry.json': REVALIDATE,
      'en/pagefind/nb/pagefind-entry.json': REVALIDATE,
      'pagefind/nb/index/no_5cdaaa9.pf_fragment': REVALIDATE,
      'pagefind/nb/index/../../secret.pf_index': REVALIDATE,
    })
  })

  it('keeps the icons fresh for a day, and nothing else under their names', () => {
    expectRules({
      'icons/favicon-32.png': DAY,
      'icons/icon-maskable-512.png': DAY,
      'favicon.svg': DAY,
      'apple-touch-icon.png': DAY,
      'icons/readme.txt': REVALIDATE,
      'en/favicon.svg': REVALIDATE,
      'media/icons/favicon-32.png': REVALIDATE,
      'icons/sub/icon.png': REVALIDATE,
    })
  })

  it('leaves media on disk', () => {
    expect(table.has('/media/photo.jpg')).toBe(false)
  })
})

describe('chooseEncoding', () => {
  const all = { identity: new Uint8Array(1), br: new Uint8Array(1), gzip: new Uint8Array(1) }
  it('prefers brotli, then gzip, then none', () => {
    expect(chooseEncoding('gzip, deflate, br', all)).toBe('br')
    expect(chooseEncoding('gzip', all)).toBe('gzip')
    expect(chooseEncoding(undefined, all)).toBe('identity')
    expect(chooseEncoding('br', { identity: all.identity, gzip: all.gzip })).toBe('identity')
  })
  it('honours q=0 and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip', all)).toBe('gzip')
    expect(chooseEncoding('*', all)).toBe('br')
    expect(chooseEncoding('*, br;q=0', all)).toBe('gzip')
    expect(chooseEncoding('identity', all)).toBe('identity')
  })
})

describe('notModified', () => {
  it('compares the entity tag first, then the date', () => {
    const home = table.get('/')!
    expect(notModified(home, home.etag, undefined)).toBe(true)
    expect(notModified(home, '"other"', home.lastModified)).toBe(false)
    expect(notModified(home, undefined, home.lastModified)).toBe(true)
    expect(notModified(home, undefined, new Date(0).toUTCString())).toBe(false)
    expect(notModified(home, undefined, 'not a date')).toBe(false)
    expect(notModified(home, undefined, undefined)).toBe(false)
  })

  it('ignores an If-Modified-Since that is no HTTP-date or lies in the future', () => {
    const home = table.get('/')!
    for (const since of ['1', '9999', 'tomorrow', new Date(Date.now() + 86_400_000).toUTCString()])
      expect(notModified(home, undefined, since), since).toBe(false)
  })
})
