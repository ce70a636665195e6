/**
 * Script budget: for every prerendered page, the gzip (and brotli) size of the script its HTML
 * makes the browser load by itself: entry scripts, their static imports, modulepreloads and
 * inline scripts (scripts/quality/site-files.ts). Pages are HTML with islands, so that is the
 * islands runtime and the theme script; React and an island's code load only when a visitor needs
 * them and are not counted here. Prints a table per page and exits non-zero when a page is over
 * budget. Runs as the last step of `npm run build`.
 */
import { firstLoadBudgetBytes } from './budget-limits'
import { builtPages, clientDir, readText, scriptWeight } from './site-files'

const dir = clientDir()
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const rows = builtPages(dir).map(({ urlPath, file }) => ({ urlPath, ...scriptWeight(readText(file), dir) }))

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
