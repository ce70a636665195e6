/** Reading the built site: shared by the budget, the benchmarks and the site checks. */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import path from 'node:path'
import { adminFolder } from '../../lib/editor/address'
import { staticImports, type ManifestEntry } from '../../renderer/entry-imports'

export function clientDir(): string {
  return path.resolve(process.env.OUT_DIR ?? 'dist', 'client')
}

/**
 * Every prerendered HTML page of the site: its URL path and file. The editor's pages in `admin/`
 * (written when the build has a Git backend for it) are not the site's: no visitor's page loads
 * them, so the budgets, the gate, the search index and the site checks leave them out.
 */
export function builtPages(dir = clientDir()): { urlPath: string; file: string }[] {
  const pages: { urlPath: string; file: string }[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) {
        if (!(folder === dir && entry.name === adminFolder)) walk(full)
      } else if (entry.name === 'index.html') {
        const rel = path.relative(dir, path.dirname(full)).split(path.sep).join('/')
        pages.push({ urlPath: rel === '' ? '/' : `/${rel}/`, file: full })
      }
    }
  }
  walk(dir)
  return pages.sort((a, b) => a.urlPath.localeCompare(b.urlPath))
}

export function readText(file: string): string {
  return readFileSync(file, 'utf8')
}

/** The HTML without its script elements, whose text is not the page's markup. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
}

/** An attribute's or a text's value with the character references the build writes decoded. */
export function decodeEntities(text: string): string {
  return text
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&nbsp;', ' ')
}

/** The origin the links of a built page are resolved against: it stands for the site's own. */
export const builtOrigin = 'http://site.invalid'

/**
 * Every link (`<a href>`) of a built page outside its scripts: the href as written, decoded, and
 * the address it leads to, resolved against the page at `urlPath` on `builtOrigin`.
 */
export function linksOf(html: string, urlPath: string): { href: string; url: URL }[] {
  return [...withoutScripts(html).matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => {
    const href = decodeEntities(match[1]!)
    return { href, url: new URL(href, builtOrigin + urlPath) }
  })
}

export function fileSize(file: string): number {
  return statSync(file).size
}

type Manifest = Record<string, ManifestEntry>

const manifests = new Map<string, { manifest: Manifest; keyOfFile: Map<string, string> }>()

/** Vite's build manifest (Vike writes it as assets.json beside the client folder), with each file's key. */
function readManifest(dir: string) {
  const cached = manifests.get(dir)
  if (cached) return cached
  const manifest = JSON.parse(readFileSync(path.join(dir, '..', 'assets.json'), 'utf8')) as Manifest
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]))
  const read = { manifest, keyOfFile }
  manifests.set(dir, read)
  return read
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/**
 * The script a page's HTML makes the browser run or fetch by itself: its module entry scripts,
 * every module they import statically (followed through the build manifest), its modulepreloads,
 * and the text of its inline scripts (JSON-LD data excepted). Dynamic imports are not in it: they
 * load when the code asks for them.
 */
export function firstLoadScripts(html: string, dir = clientDir()): { files: string[]; inline: string[] } {
  const { manifest, keyOfFile } = readManifest(dir)
  const files = new Set<string>()
  const add = (file: string) => {
    files.add(file)
    const key = keyOfFile.get(file)
    if (key) for (const imported of staticImports(manifest, key)) files.add(`/${imported}`)
  }
  const inline: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const tag = match[1]!
    const src = attribute(tag, 'src')
    if (src) add(src)
    else if (attribute(tag, 'type') !== 'application/ld+json') inline.push(match[2]!)
  }
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = attribute(match[0], 'href')
    if (href) add(href)
  }
  return { files: [...files], inline }
}

const compressedSizes = new Map<string, { gzip: number; brotli: number }>()
function compressedSize(source: Buffer | string, key?: string): { gzip: number; brotli: number } {
  const cached = key ? compressedSizes.get(key) : undefined
  if (cached) return cached
  const size = { gzip: gzipSync(source, { level: 9 }).length, brotli: brotliCompressSync(source).length }
  if (key) compressedSizes.set(key, size)
  return size
}

/**
 * The compressed size of the script a page's HTML makes the browser load by itself
 * (`firstLoadScripts`): each file and each inline script compressed on its own, as the browser
 * receives them (inline scripts travel inside the page, so this slightly overstates them).
 */
export function scriptWeight(html: string, dir = clientDir()) {
  const { files, inline } = firstLoadScripts(html, dir)
  const parts = [
    ...files.map((file) => compressedSize(readFileSync(path.join(dir, file)), path.join(dir, file))),
    ...inline.map((text) => compressedSize(text)),
  ]
  const total = parts.reduce((sum, size) => ({ gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), {
    gzip: 0,
    brotli: 0,
  })
  return { files: files.length, inline: inline.length, ...total }
}

export function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
}
