/**
 * The prerendered pages and the text assets, read once at start and answered from memory:
 * no file system call, no stat and no content-type lookup per request. Each file keeps its
 * brotli and gzip twins from the build (scripts/postbuild.ts) and the headers of every variant.
 * Media (images, video, audio) stay on disk, where serveStatic streams them with ranges.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { locales } from '../content/site/locales'
import { searchIndexEntryFile, searchIndexPath, searchIndexWasmFile } from '../content/site/search-index'
import { unmodifiedSince } from './conditional'

export type Encoding = 'br' | 'gzip' | 'identity'

export type MemoryFile = {
  /** The body per encoding the build made (identity always). */
  bodies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>
  contentType: string
  cacheControl: string
  lastModified: string
  /** Seconds since the epoch of `lastModified`, for If-Modified-Since. */
  modifiedSeconds: number
  etag: string
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'public, max-age=0, must-revalidate'

/**
 * Fresh for a minute: Pagefind's script, the search index's entry and its search code, which are
 * named by language, not by content. The page's first script asks for all three at once
 * (components/search/index-files.ts), and Pagefind's own requests for them, moments later, are
 * answered from the browser's cache instead of costing a round trip each. The entry is asked for
 * under a tag of the page view (`?ts=`), so the next page view reads a new deploy's entry.
 */
export const BRIEF = 'public, max-age=60, must-revalidate'

/**
 * Fresh for a day: the site's icons, which keep their names across deploys (browsers and home
 * screens ask for them by name). The browser asks for the tab's icon again when a page changes its
 * address in place, as search does with its query (`?q=`): revalidated, each of those requests
 * held one of a phone's six connections for a round trip while the search's results were fetched.
 * A new icon reaches a returning visitor within a day.
 */
export const DAY = 'public, max-age=86400'

const icon = /^(?:icons\/[\w-]+\.png|favicon\.svg|apple-touch-icon\.png)$/

/** Each language's Pagefind script, search index entry and search code, relative to the client folder. */
const searchIndexBrief = new Set(
  locales.flatMap((locale) =>
    ['pagefind.js', searchIndexEntryFile, searchIndexWasmFile(locale)].map(
      (file) => `${searchIndexPath(locale).slice(1)}${file}`,
    ),
  ),
)

/**
 * The parts of a search index Pagefind names by a hash of their content (its metadata, the index
 * and filter chunks, the excerpts' fragments): like the build's assets, they never change under
 * their name, so a page view that searched again, or the next one, asks for none of them again.
 */
const hashedSearchIndexPart =
  /^pagefind\/[^/]+\/(?:pagefind\.[\w-]+\.pf_meta|index\/[\w-]+\.pf_index|filter\/[\w-]+\.pf_filter|fragment\/[\w-]+\.pf_fragment)$/

/**
 * Hashed build assets and search index parts never change under their name; icons are fresh for a
 * day, Pagefind's script and the index's entry and code for a minute; everything else is
 * revalidated.
 */
export function cacheControlFor(relativePath: string): string {
  const parts = relativePath.split(/[\\/]/)
  const urlPath = parts.join('/')
  if (parts[0] === 'assets' || hashedSearchIndexPart.test(urlPath)) return IMMUTABLE
  if (icon.test(urlPath)) return DAY
  return searchIndexBrief.has(urlPath) ? BRIEF : REVALIDATE
}

/** Files held in memory: the text the build precompresses, and the font. */
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  // The editor's configuration (admin/config.<locale>.yml), when the build has the editor.
  '.yml': 'text/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/** Reads the built site's text files into a table keyed by URL path (`/en/` for `/en/index.html`). */
export function loadMemoryFiles(clientDir: string): Map<string, MemoryFile> {
  const table = new Map<string, MemoryFile>()
  for (const file of walk(clientDir)) {
    const contentType = types[path.extname(file)]
    if (!contentType) continue
    const relative = path.relative(clientDir, file).split(path.sep).join('/')
    const identity = new Uint8Array(readFileSync(file))
    const bodies: MemoryFile['bodies'] = { identity }
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      try {
        bodies[encoding] = new Uint8Array(readFileSync(`${file}${suffix}`))
      } catch {
        // not precompressed (small files)
      }
    }
    const modified = statSync(file).mtime
    const modifiedSeconds = Math.floor(modified.getTime() / 1000)
    const entry: MemoryFile = {
      bodies,
      contentType,
      cacheControl: cacheControlFor(relative),
      lastModified: new Date(modifiedSeconds * 1000).toUTCString(),
      modifiedSeconds,
      etag: `W/"${identity.length.toString(16)}-${modifiedSeconds.toString(16)}"`,
    }
    table.set(`/${relative}`, entry)
    if (relative === 'index.html' || relative.endsWith('/index.html')) {
      table.set(`/${relative.slice(0, -'index.html'.length)}`, entry)
    }
  }
  return table
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, then none. A coding
 * with `q=0` is refused; `*` accepts what is not named.
 */
export function chooseEncoding(accept: string | undefined, available: MemoryFile['bodies']): Encoding {
  if (!accept) return 'identity'
  const weights = new Map<string, number>()
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const accepted = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0
  if (available.br && accepted('br')) return 'br'
  if (available.gzip && (accepted('gzip') || accepted('x-gzip'))) return 'gzip'
  return 'identity'
}

/**
 * Whether the client's copy (If-None-Match, else If-Modified-Since) is still current. An
 * If-Modified-Since that is no HTTP-date or lies in the future is ignored (./conditional.ts).
 */
export function notModified(
  file: MemoryFile,
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
  now = Date.now(),
) {
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === file.etag.replace(/^W\//, ''))
  }
  return unmodifiedSince(ifModifiedSince, file.modifiedSeconds * 1000, now)
}
