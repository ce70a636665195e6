/**
 * Site search: a Pagefind index per language, made from the prerendered pages after the build.
 * Only the main content of pages that search engines may index is in it (the layout marks
 * <main> with `data-pagefind-body` on those pages), so header, footer and navigation never match.
 *
 * Each language has its own index in `/pagefind/<locale>/`, so a search only ever finds pages of
 * the page's language, stemmed by its language (searchIndexLanguage).
 */
import { access, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { decode } from 'cborg'
import * as pagefind from 'pagefind'
import { locales, type Locale } from '../content/site/locales'
import { localeFromPath } from '../content/site/routes'
import {
  searchIndexEntryFile,
  searchIndexLanguage,
  searchIndexPath,
  searchIndexWasmFile,
} from '../content/site/search-index'
import { builtPages } from './quality/site-files'
import { searchAttribute } from '../components/search/index-files'
import { chunksAttribute, formatChunks, type IndexChunk } from '../components/search/index-chunks'
import { escapeHtml } from '../lib/html'

/** The file of the index's metadata, as the entry Pagefind wrote in `outputPath` names it. */
async function metadataFile(outputPath: string, locale: Locale): Promise<string> {
  const entry = JSON.parse(await readFile(path.join(outputPath, searchIndexEntryFile), 'utf8')) as {
    languages?: Record<string, { hash?: string }>
  }
  const hash = entry.languages?.[searchIndexLanguage[locale]]?.hash
  const file = `pagefind.${hash}.pf_meta`
  if (!hash || !/^[\w-]+$/.test(hash))
    throw new Error(`Pagefind's entry in ${outputPath} names no metadata for ${locale}`)
  await access(path.join(outputPath, file))
  return file
}

/** What Pagefind's compressed files begin with, once unpacked. */
const pagefindSignature = 'pagefind_dcd'

/**
 * The index's parts as its metadata lists them. The metadata is Pagefind's own format: gzip, its
 * signature, then CBOR with the parts third, each as [first word, last word, name].
 */
async function indexChunks(metaPath: string): Promise<IndexChunk[]> {
  const bytes = gunzipSync(await readFile(metaPath))
  const signature = Buffer.from(pagefindSignature)
  if (!bytes.subarray(0, signature.length).equals(signature))
    throw new Error(`${metaPath} does not begin as Pagefind's metadata does`)
  const meta: unknown = decode(bytes.subarray(signature.length))
  const listed = Array.isArray(meta) ? (meta[2] as unknown) : undefined
  const chunks = Array.isArray(listed)
    ? listed.map((chunk: unknown) => {
        const [from, to, hash] = Array.isArray(chunk) ? (chunk as unknown[]) : []
        return { from, to, hash }
      })
    : []
  const wellFormed = (chunk: { from: unknown; to: unknown; hash: unknown }): chunk is IndexChunk =>
    [chunk.from, chunk.to, chunk.hash].every(
      (field) => typeof field === 'string' && field !== '' && !/\s/.test(field),
    ) && /^[\w-]+$/.test(chunk.hash as string)
  if (chunks.length === 0 || !chunks.every(wellFormed))
    throw new Error(`${metaPath} lists no index parts in the form this build reads (Pagefind's format changed?)`)
  return chunks
}

export async function writeSearchIndexes(clientDir: string): Promise<Record<Locale, number>> {
  const pages = builtPages(clientDir)
  const counts = { nb: 0, en: 0 } as Record<Locale, number>
  try {
    for (const locale of locales) {
      const { index, errors } = await pagefind.createIndex({ forceLanguage: searchIndexLanguage[locale] })
      if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
      for (const page of pages) {
        if (localeFromPath(page.urlPath) !== locale) continue
        const content = await readFile(page.file, 'utf8')
        // Only pages that mark their main content take part (see renderer/+Layout.tsx).
        if (!content.includes('data-pagefind-body')) continue
        const added = await index.addHTMLFile({ url: page.urlPath, content })
        if (added.errors.length > 0) throw new Error(`${page.urlPath}: ${added.errors.join('; ')}`)
        counts[locale]++
      }
      const outputPath = path.join(clientDir, searchIndexPath(locale))
      const written = await index.writeFiles({ outputPath })
      if (written.errors.length > 0) throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`)
      // Pagefind also writes its ready-made search interfaces; the site has its own.
      for (const file of await readdir(outputPath)) {
        if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file)) await rm(path.join(outputPath, file))
      }
      // The page's first script asks for the search code by this name before Pagefind names it
      // (components/search/index-files.ts).
      const wasm = searchIndexWasmFile(locale)
      await access(path.join(outputPath, wasm)).catch(() => {
        throw new Error(`Pagefind wrote no ${wasm} in ${outputPath}: the search loader would ask for a missing file`)
      })
      // And the metadata by the name each page's search link gives it: Pagefind finds the name only
      // in the entry, a round trip later. Beside it the index's parts, which Pagefind names only in
      // the metadata (components/search/index-chunks.ts).
      const metaFile = await metadataFile(outputPath, locale)
      const chunks = escapeHtml(formatChunks(await indexChunks(path.join(outputPath, metaFile))))
      for (const page of pages) {
        if (localeFromPath(page.urlPath) !== locale) continue
        const html = await readFile(page.file, 'utf8')
        const named = html.replace(
          `${searchAttribute}=""`,
          `${searchAttribute}="${searchIndexPath(locale)}${metaFile}" ${chunksAttribute}="${chunks}"`,
        )
        if (named !== html) await writeFile(page.file, named)
      }
    }
  } finally {
    await pagefind.close()
  }
  return counts
}
