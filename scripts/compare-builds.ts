/**
 * Compares the prerendered pages of two builds, for refactors that must not change what a visitor
 * gets: `npx tsx scripts/compare-builds.ts <before> <after>` (two OUT_DIRs, for example a build of
 * the main branch kept in build/before and a fresh one in dist). Every page's HTML must be the same
 * byte for byte once the content hashes in asset file names are set aside (a changed module moves
 * the hash of every chunk that imports it, which changes nothing for a visitor). Prints each page
 * that differs with the first differing lines, and exits non-zero when any does, or when a page is
 * in one build only.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { builtPages } from './quality/site-files'

/** Vite's content hashes in built file names: `chunk-CWgy97Tz.js`, `pages_home.Dv_C5ooY.js`, `global-d676a335.DYyZWcW_.css`. */
const hashed = /([\w-]+)[.-][\w-]{8}(\.(?:js|css|woff2))/g

export function normalise(html: string): string {
  return html.replace(hashed, '$1.<hash>$2')
}

function pagesOf(outDir: string): Map<string, string> {
  const dir = path.resolve(outDir, 'client')
  return new Map(builtPages(dir).map(({ urlPath, file }) => [urlPath, file]))
}

function firstDifference(a: string, b: string): string {
  const left = a.split(/(?<=>)/)
  const right = b.split(/(?<=>)/)
  const index = left.findIndex((part, i) => part !== right[i])
  const at = index === -1 ? Math.min(left.length, right.length) : index
  return `  before: ${left.slice(at, at + 3).join('')}\n  after:  ${right.slice(at, at + 3).join('')}`
}

const [before, after] = process.argv.slice(2)
if (!before || !after) {
  console.error('usage: npx tsx scripts/compare-builds.ts <before OUT_DIR> <after OUT_DIR>')
  process.exit(2)
}
const old = pagesOf(before)
const neu = pagesOf(after)
const problems: string[] = []
for (const [url, file] of old) {
  const other = neu.get(url)
  if (!other) {
    problems.push(`${url}: only in ${before}`)
    continue
  }
  const a = normalise(readFileSync(file, 'utf8'))
  const b = normalise(readFileSync(other, 'utf8'))
  if (a !== b) problems.push(`${url}: differs\n${firstDifference(a, b)}`)
}
for (const url of neu.keys()) if (!old.has(url)) problems.push(`${url}: only in ${after}`)
console.log(`${old.size} pages before, ${neu.size} after; ${problems.length} differ`)
if (problems.length > 0) {
  console.log(problems.join('\n'))
  process.exit(1)
}
