/**
 * First-load JavaScript budget (issue 7): for every prerendered page, the gzip (and brotli) size
 * of its entry scripts and static module preloads. Prints a table per page and exits non-zero
 * when a page is over budget. Runs as the last step of `npm run build`.
 */
import path from 'node:path'
import { readFileSync } from 'node:fs'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { builtPages, clientDir, firstLoadScripts, readText } from './site-files'

/** React + Vike alone are about 94 KB; our own first-load code gets at most 16 KB. */
export const firstLoadBudgetBytes = 110 * 1024

const dir = clientDir()
const sizes = new Map<string, { gzip: number; brotli: number }>()
function sizeOf(asset: string) {
  let size = sizes.get(asset)
  if (!size) {
    const source = readFileSync(path.join(dir, asset))
    size = { gzip: gzipSync(source, { level: 9 }).length, brotli: brotliCompressSync(source).length }
    sizes.set(asset, size)
  }
  return size
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const rows = builtPages(dir).map(({ urlPath, file }) => {
  const scripts = firstLoadScripts(readText(file))
  const total = scripts.reduce(
    (sum, asset) => {
      const size = sizeOf(asset)
      return { gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }
    },
    { gzip: 0, brotli: 0 },
  )
  return { urlPath, files: scripts.length, ...total }
})

const over = rows.filter((row) => row.gzip > firstLoadBudgetBytes)
console.log(`\nFirst-load JS per page (budget ${kb(firstLoadBudgetBytes)} KB gzip)\n`)
console.log('| page | files | gzip KB | brotli KB |')
console.log('|---|---:|---:|---:|')
for (const row of rows) {
  const flag = row.gzip > firstLoadBudgetBytes ? ' OVER' : ''
  console.log(`| ${row.urlPath} | ${row.files} | ${kb(row.gzip)}${flag} | ${kb(row.brotli)} |`)
}
const largest = rows.reduce((a, b) => (b.gzip > a.gzip ? b : a), rows[0]!)
console.log(`\n${rows.length} pages; largest first load: ${largest.urlPath} ${kb(largest.gzip)} KB gzip`)
if (over.length > 0) {
  console.error(`\nOver the first-load budget: ${over.map((row) => row.urlPath).join(', ')}`)
  process.exit(1)
}
