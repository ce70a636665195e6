/**
 * Script budget: for every prerendered page, the gzip (and brotli) size of the script its HTML
 * makes the browser load by itself: entry scripts, their static imports, modulepreloads and
 * inline scripts (scripts/quality/site-files.ts). Pages are HTML with islands, so that is the
 * islands runtime and the theme script; React and an island's code load only when a visitor needs
 * them and are not counted here. Prints a table per page and exits non-zero when a page is over
 * budget. Runs as the last step of `npm run build`.
 */
import path from 'node:path'
import { readFileSync } from 'node:fs'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { builtPages, clientDir, firstLoadScripts, readText } from './site-files'

/** What a page may ship before a visitor touches anything: the runtime and the inline theme script. */
export const firstLoadBudgetBytes = 5 * 1024

const dir = clientDir()
const sizes = new Map<string, { gzip: number; brotli: number }>()
function sizeOf(source: Buffer | string) {
  return { gzip: gzipSync(source, { level: 9 }).length, brotli: brotliCompressSync(source).length }
}
function fileSizeOf(asset: string) {
  let size = sizes.get(asset)
  if (!size) {
    size = sizeOf(readFileSync(path.join(dir, asset)))
    sizes.set(asset, size)
  }
  return size
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const rows = builtPages(dir).map(({ urlPath, file }) => {
  const { files, inline } = firstLoadScripts(readText(file), dir)
  // Each file and each inline script is compressed on its own, as the browser receives them
  // (inline scripts travel inside the page, so this slightly overstates them).
  const parts = [...files.map(fileSizeOf), ...inline.map((text) => sizeOf(text))]
  const total = parts.reduce((sum, size) => ({ gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), {
    gzip: 0,
    brotli: 0,
  })
  return { urlPath, files: files.length, inline: inline.length, ...total }
})

const over = rows.filter((row) => row.gzip > firstLoadBudgetBytes)
console.log(`\nScript referenced by each page's HTML (budget ${kb(firstLoadBudgetBytes)} KB gzip)\n`)
console.log('| page | files | inline | gzip KB | brotli KB |')
console.log('|---|---:|---:|---:|---:|')
for (const row of rows) {
  const flag = row.gzip > firstLoadBudgetBytes ? ' OVER' : ''
  console.log(`| ${row.urlPath} | ${row.files} | ${row.inline} | ${kb(row.gzip)}${flag} | ${kb(row.brotli)} |`)
}
const largest = rows.reduce((a, b) => (b.gzip > a.gzip ? b : a), rows[0]!)
console.log(`\n${rows.length} pages; largest: ${largest.urlPath} ${kb(largest.gzip)} KB gzip`)
if (over.length > 0) {
  console.error(`\nOver the script budget: ${over.map((row) => row.urlPath).join(', ')}`)
  process.exit(1)
}
