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
      // in the entry, a round trip later.
      const metaFile = await metadataFile(outputPath, locale)
      for (const page of pages) {
        if (localeFromPath(page.urlPath) !== locale) continue
        const html = await readFile(page.file, 'utf8')
        const named = html.replace(
          `${searchAttribute}=""`,
          `${searchAttribute}="${searchIndexPath(locale)}${metaFile}"`,
        )
        if (named !== html) await writeFile(page.file, named)
      }
    }
  } finally {
    await pagefind.close()
  }
  return counts
}
