/**
 * Lighthouse with mobile settings on representative pages of both languages, in the
 * Chromium the tests use. Serves the built site (OUT_DIR, default dist) with the real
 * server, prints a score table and the pages below the targets
 * (performance, accessibility, best practices and SEO = 1; total blocking time <= 30 ms; CLS = 0).
 *
 * Each page is judged on the median of 5 runs (LIGHTHOUSE_RUNS): a single simulated mobile run on a
 * 2-core machine moves by several hundredths with whatever else the machine does (total blocking
 * time comes from task durations observed on that machine). It exits non-zero when a median misses
 * a target (a category under 1, total blocking time over 30 ms, CLS above 0) or a weighted
 * pass/fail audit fails in most runs.
 *
 * The runs of a page stop as soon as further runs could not change that verdict (./run-tally.ts):
 * a page that meets every target in its first 3 runs is measured 3 times.
 *
 * It serves the build the end-to-end tests use (`npm run build:tested`, in dist), made for the
 * origin of tests/tested-site.env, on that origin's port, so that its canonical links point at the
 * pages Lighthouse audits.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { defaultConfig } from 'lighthouse'
import { chromiumArgs, ensureChromium } from '../../tests/browser'
import { assertBuiltForTestedSite, testedSiteEnv, testedSiteUrl } from '../../tests/tested-site'
import { startProcess, waitForUrl } from '../processes'
import { measuredPages } from './pages'
import { RunTally } from './run-tally'

const targets = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 } as const
type Category = keyof typeof targets
const clsTarget = 0
/** Total blocking time, ms: pages hydrate nothing at load, so the main thread stays free. */
const tbtTarget = 30

const origin = testedSiteUrl
const port = Number(new URL(origin).port)
const outDir = process.env.OUT_DIR ?? 'dist'
// A build for another origin would make Lighthouse's SEO audit judge other pages' canonical links.
assertBuiltForTestedSite(outDir)
// The real server, as `npm run serve` runs it (plain Node with the tsx loader), on its own data
// folder; stopped however this script ends (scripts/processes.ts).
const server = startProcess(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: {
    ...process.env,
    ...testedSiteEnv,
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

type Run = { scores: Record<Category, number>; cls: number; lcp: number; tbt: number; failed: string[] }
type Row = Omit<Run, 'failed'> & { page: string; runs: number; missed: string[] }
const categories = Object.keys(targets) as Category[]
/** Runs per page at most, odd; a page is judged on their median. */
const maxRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
/** LIGHTHOUSE_PAGES="/,/en/" measures only those of the pages, for a quick look while working. */
const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean)
const pagesToMeasure = only ? measuredPages.filter((page) => only.includes(page)) : measuredPages
const maxRetries = 2
/**
 * The audits of these categories that carry no weight: diagnostics and opportunities that neither
 * move a category's score nor count as a failed audit here. Lighthouse runs only the gatherers the
 * remaining audits need, so skipping them spares about a second of every run (the back/forward
 * cache probe, CSS and script coverage, image re-encoding, trace elements) without changing any
 * verdict. The weighted audits, and with them every score, stay as they are.
 */
const auditRefs = categories.flatMap((id) => defaultConfig.categories?.[id]?.auditRefs ?? [])
const weightedAudits = new Set(auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id))
const unweightedAudits = [...new Set(auditRefs.map((ref) => ref.id))].filter((id) => !weightedAudits.has(id))
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
]

/** The targets a run misses: a category, `TBT`, `CLS`, or `audit <id>` for a failed audit. */
function missedBy(run: Run): string[] {
  return [
    ...categories.filter((id) => run.scores[id] < targets[id]),
    ...(run.tbt > tbtTarget ? ['TBT'] : []),
    ...(run.cls > clsTarget ? ['CLS'] : []),
    ...run.failed.map((id) => `audit ${id}`),
  ]
}

/** The middle value (the upper one of an even count, which only a split verdict leaves). */
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const rows: Row[] = []
try {
  for (const page of pagesToMeasure) {
    const measured: Run[] = []
    const tally = new RunTally(maxRuns)
    let retries = 0
    while (!tally.decided) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        skipAudits: unweightedAudits,
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
        continue
      }
      const { categories: scored, audits } = result.lhr
      const scores = Object.fromEntries(categories.map((id) => [id, scored[id]?.score ?? 0])) as Record<
        Category,
        number
      >
      const run: Run = {
        scores,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        failed: Object.values(audits)
          // Pass/fail audits that count towards a category score.
          .filter((audit) => weightedAudits.has(audit.id))
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      }
      measured.push(run)
      tally.add(missedBy(run))
    }
    console.log(
      `${page}: performance ${measured.map((r) => r.scores.performance.toFixed(2)).join(', ')}; TBT ${measured.map((r) => Math.round(r.tbt)).join(', ')}; CLS ${measured.map((r) => r.cls.toFixed(3)).join(', ')}`,
    )
    rows.push({
      page,
      runs: measured.length,
      scores: Object.fromEntries(categories.map((id) => [id, medianOf(measured.map((r) => r.scores[id]))])) as Record<
        Category,
        number
      >,
      cls: medianOf(measured.map((r) => r.cls)),
      lcp: medianOf(measured.map((r) => r.lcp)),
      tbt: medianOf(measured.map((r) => r.tbt)),
      missed: tally.failed().map(({ target, missedIn }) => `${target} (missed in ${missedIn} of ${tally.runs} runs)`),
    })
  }
} finally {
  await chrome.kill()
  await server.stop()
}

const lines = [
  '| page | runs | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.runs} | ${r.scores.performance.toFixed(2)} | ${r.scores.accessibility.toFixed(2)} | ${r.scores['best-practices'].toFixed(2)} | ${r.scores.seo.toFixed(2)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`,
  ),
]
console.log(
  `\nLighthouse (mobile) on ${origin}, median of ${maxRuns} runs per page (a page stops once the verdict is decided)\n\n${lines.join('\n')}\n`,
)
mkdirSync('test-results', { recursive: true })

const problems = rows.flatMap((r) => r.missed.map((target) => `${r.page}: ${target}`))
writeFileSync('test-results/lighthouse.md', `${lines.join('\n')}\n\nFailing:\n${problems.join('\n') || 'none'}\n`)
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log('Lighthouse targets met on every page.')
