/**
 * Lighthouse with mobile settings on representative pages of both languages, in the
 * Chromium the tests use. Serves the built site (OUT_DIR, default build/lighthouse) with the real
 * server on a free localhost port, prints a score table and the pages below the targets
 * (performance, accessibility, best practices and SEO = 1; total blocking time <= 30 ms; CLS = 0).
 *
 * Each page is measured 5 times (LIGHTHOUSE_RUNS) and judged on the median: a single simulated
 * mobile run on a 2-core machine moves by several hundredths with whatever else the machine does
 * (total blocking time comes from task durations observed on that machine). It exits non-zero when
 * a median misses a target (a category under 1, total blocking time over 30 ms, CLS above 0) or a
 * weighted pass/fail audit fails.
 *
 * The site must be built with SITE_URL set to the origin it is served from, so that canonical
 * links point at the pages Lighthouse audits (`npm run build:lighthouse` does that).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, ensureChromium } from '../../tests/browser'
import { startProcess, waitForUrl } from '../processes'
import { measuredPages } from './pages'

const targets = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 } as const
type Category = keyof typeof targets
const clsTarget = 0
/** Total blocking time, ms: pages hydrate nothing at load, so the main thread stays free. */
const tbtTarget = 30

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4390)
const outDir = process.env.OUT_DIR ?? 'build/lighthouse'
const origin = `http://localhost:${port}`
// The port is also written in `npm run build:lighthouse` (SITE_URL): refuse a build whose
// canonical links point elsewhere, since Lighthouse's SEO audit would then judge other pages.
const canonical = /<link rel="canonical" href="([^"]*)"/.exec(readFileSync(`${outDir}/client/index.html`, 'utf8'))?.[1]
if (canonical !== `${origin}/`) {
  console.error(
    `${outDir} was built for ${canonical ?? 'no canonical link'}, not ${origin}/: build it with SITE_URL=${origin}`,
  )
  process.exit(1)
}
// The real server, as `npm run serve` runs it (plain Node with the tsx loader), on its own data
// folder; stopped however this script ends (scripts/processes.ts).
const server = startProcess(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    OUT_DIR: outDir,
    DATA_DIR: `${outDir}/data`,
    NODE_ENV: 'test',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
await waitForUrl(`${origin}/healthz`)

const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', ...chromiumArgs],
})

type Row = { page: string; scores: Record<Category, number>; cls: number; lcp: number; tbt: number; failed: string[] }
/**
 * Runs per page; the median run by performance score is the one reported, as Lighthouse CI does
 * (a single simulated run moves by a few hundredths with whatever else the machine is doing).
 */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
/** LIGHTHOUSE_PAGES="/,/en/" measures only those of the pages, for a quick look while working. */
const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean)
const pagesToMeasure = only ? measuredPages.filter((page) => only.includes(page)) : measuredPages
const maxRetries = 2
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
]
const rows: Row[] = []
try {
  for (const page of pagesToMeasure) {
    const measured: Row[] = []
    for (let run = 0, retries = 0; run < runs; run++) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(targets),
        // The full-page screenshot only illustrates elements in Lighthouse's HTML report, which
        // this gate does not write; taking it costs about 1.5 s of every run.
        disableFullPageScreenshot: true,
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`)
      // A run Lighthouse itself could not complete (a trace without paint events, a lost
      // protocol message) measured nothing: it is reported and run again, twice at most.
      const { runtimeError } = result.lhr
      const metricError = metricIds
        .map((id) => result.lhr.audits[id])
        .find((audit) => audit?.numericValue === undefined)
      if (runtimeError || metricError) {
        const why = runtimeError
          ? `${runtimeError.code}: ${runtimeError.message}`
          : `${metricError?.id}: ${metricError?.errorMessage ?? 'no value'}`
        console.log(`${page}: Lighthouse run failed (${why})`)
        if (++retries > maxRetries) throw new Error(`Lighthouse failed ${retries} times on ${page}`)
        run--
        continue
      }
      const { categories, audits } = result.lhr
      const scores = Object.fromEntries(
        (Object.keys(targets) as Category[]).map((id) => [id, categories[id]?.score ?? 0]),
      ) as Record<Category, number>
      // Pass/fail audits that count towards a category score. Audits of weight 0 are diagnostics
      // (bf-cache, for one, reports "Internal error." in headless Chromium) and do not gate.
      const weighted = new Set(
        Object.values(categories).flatMap((category) =>
          category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
        ),
      )
      const failed = Object.values(audits)
        .filter((audit) => weighted.has(audit.id))
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id)
      measured.push({
        page,
        scores,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        failed,
      })
    }
    const middle = Math.floor(measured.length / 2)
    const clsValues = measured.map((r) => r.cls)
    const tbtValues = measured.map((r) => r.tbt)
    console.log(
      `${page}: performance ${measured.map((r) => r.scores.performance.toFixed(2)).join(', ')}; TBT ${tbtValues.map((v) => Math.round(v)).join(', ')}; CLS ${clsValues.map((v) => v.toFixed(3)).join(', ')}`,
    )
    // The run of median performance, with the median blocking time and layout shift of all runs.
    const median = [...measured].sort((a, b) => a.scores.performance - b.scores.performance)[middle]!
    const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[middle]!
    rows.push({ ...median, cls: medianOf(clsValues), tbt: medianOf(tbtValues) })
  }
} finally {
  await chrome.kill()
  await server.stop()
}

const lines = [
  '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.scores.performance.toFixed(2)} | ${r.scores.accessibility.toFixed(2)} | ${r.scores['best-practices'].toFixed(2)} | ${r.scores.seo.toFixed(2)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`,
  ),
]
console.log(`\nLighthouse (mobile) on ${origin}, median of ${runs} runs per page\n\n${lines.join('\n')}\n`)
mkdirSync('test-results', { recursive: true })

const problems = rows.flatMap((r) => [
  ...(Object.keys(targets) as Category[])
    .filter((id) => r.scores[id] < targets[id])
    .map((id) => `${r.page}: ${id} ${r.scores[id].toFixed(2)} < ${targets[id]}`),
  ...(r.cls > clsTarget ? [`${r.page}: CLS ${r.cls.toFixed(3)} > ${clsTarget}`] : []),
  ...(r.tbt > tbtTarget ? [`${r.page}: TBT ${Math.round(r.tbt)} ms > ${tbtTarget} ms`] : []),
  ...(r.failed.length > 0 ? [`${r.page}: failed audits ${r.failed.join(', ')}`] : []),
])
writeFileSync('test-results/lighthouse.md', `${lines.join('\n')}\n\nFailing:\n${problems.join('\n') || 'none'}\n`)
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log('Lighthouse targets met on every page.')
