/**
 * The performance gate: Lighthouse with mobile settings on representative pages of both languages,
 * in the Chromium the tests use, judged so that the verdict is the site's and not the machine's.
 *
 * - Every run simulates the same phone: the CPU slowdown is calibrated from what loading an empty
 *   page costs the host's main thread (./calibration.ts) instead of a fixed 4x that a fast or slow
 *   machine turns into another phone.
 * - What the site alone decides is judged as it is (./verdict.ts): accessibility, best practices
 *   and SEO at 1, no layout shift, every weighted pass/fail audit, and per page (./page-budgets.ts)
 *   the bytes of script and CSS, the requests and render-blocking requests of the load and the
 *   main-thread time of the site's own HTML, scripts and stylesheets, counted in loads of an empty
 *   page measured in the same round.
 * - Timings (FCP, LCP, total blocking time, the performance score) are judged against a floor
 *   measured in the same round: a page with nothing to load (./gate-site.ts), loaded right before
 *   the site's pages and again after them, the cheaper load counting. The median difference over
 *   the rounds must stay within an allowance.
 * - A control page, the home page with 150 ms of script work added at load, is measured in every
 *   round like a page of the site. The gate fails unless the control misses the blocking-time
 *   allowance, so a pass always comes from a run that could tell that regression apart.
 *
 * Rounds: LIGHTHOUSE_ROUNDS (default 3) at most, each the floor, the control, every page in turn
 * and the floor again, after the benchmark, one warm-up run of the floor and the floor's calibration
 * loads. The gate stops early when the rounds
 * left could not change any verdict: with three, when the first two agree that a page misses a
 * target or meets them all, and on each target the control must miss.
 * LIGHTHOUSE_PAGES="/,/en/" measures only those pages (with the floor and the control), for a quick
 * look while working.
 *
 * It serves the build the end-to-end tests use (`npm run build:tested`, in dist), made for the
 * origin of tests/tested-site.env, on that origin's port, so that its canonical links point at the
 * pages Lighthouse audits. The floor and the control are added to a linked copy of it.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import { auditFlowArtifacts, defaultConfig, startFlow, type Config, type Result } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { chromiumArgs, ensureChromium } from '../../tests/browser'
import { assertBuiltForTestedSite, testedSiteEnv, testedSiteUrl } from '../../tests/tested-site'
import { startProcess, waitForUrl } from '../processes'
import {
  benchmarkWork,
  calibratedMultiplier,
  copiesExpression,
  fixedWorkIndex,
  lighthouseDefaultMultiplier,
  referenceFloorCpuMs,
  stringsExpression,
} from './calibration'
import { controlPath, controlWorkMs, floorPath, prepareGateSite } from './gate-site'
import { budgetFor } from './page-budgets'
import { gatedPages, measuredPages } from './pages'
import { retimeByThreadClock } from './thread-time'
import {
  categories,
  controlTargets,
  floorAllowance,
  judge,
  median,
  mediansOf,
  settled,
  type Category,
  targetNames,
  type Run,
  type Verdict,
} from './verdict'

const origin = testedSiteUrl
const port = Number(new URL(origin).port)
const outDir = process.env.OUT_DIR ?? 'dist'
const gateDir = 'build/perf-gate'
const rounds = Number(process.env.LIGHTHOUSE_ROUNDS ?? 3)
if (!Number.isInteger(rounds) || rounds < 1 || rounds % 2 === 0) {
  throw new Error(`LIGHTHOUSE_ROUNDS must be odd and positive, so that a median is one round: ${rounds}`)
}
const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean)
const pages: string[] = only ? measuredPages.filter((page) => only.includes(page)) : [...gatedPages]

// A build for another origin would make Lighthouse's SEO audit judge other pages' canonical links.
assertBuiltForTestedSite(outDir)
prepareGateSite(outDir, gateDir)

/**
 * The audits of the four categories that carry no weight are skipped, and with them the gatherers
 * only they need (the back/forward cache probe, CSS and script coverage, image re-encoding, trace
 * elements), except the two this gate reads: the main thread's work and the network requests.
 */
const readAudits = ['mainthread-work-breakdown', 'network-requests']
const auditRefs = categories.flatMap((id) => defaultConfig.categories?.[id]?.auditRefs ?? [])
const weightedAudits = new Set(auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id))
const skipAudits = [...new Set(auditRefs.map((ref) => ref.id))].filter(
  (id) => !weightedAudits.has(id) && !readAudits.includes(id),
)
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
]

/**
 * Accessibility, best practices and SEO do not depend on timing: the first round audits them, the
 * later rounds, which are there for the timings, measure performance only (about a second less
 * each).
 */
function configFor(cpuSlowdownMultiplier: number, audited: readonly Category[]): Config {
  return {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: [...audited],
      skipAudits,
      // The full-page screenshot only illustrates elements in Lighthouse's HTML report, which
      // this gate does not write; taking it costs about 1.5 s of every run.
      disableFullPageScreenshot: true,
      throttling: { ...defaultConfig.settings?.throttling, cpuSlowdownMultiplier },
    },
  }
}

type TableItem = Record<string, unknown>
function itemsOf(lhr: Result, id: string): TableItem[] {
  const details = lhr.audits[id]?.details as { items?: TableItem[] } | undefined
  return details?.items ?? []
}

type TraceEvents = { name: string; args?: { data?: { url?: unknown; renderBlocking?: unknown } } }[]

/**
 * The requests that held the first render back, as Chromium marks them in the trace (a stylesheet
 * in the head, a classic script before the content).
 */
function renderBlockingOf(traceEvents: TraceEvents): string[] {
  const urls = traceEvents
    .filter((event) => event.name === 'ResourceSendRequest')
    .map((event) => event.args?.data)
    .filter((data) => data?.renderBlocking === 'blocking' || data?.renderBlocking === 'in_body_parser_blocking')
    .map((data) => String(data?.url))
  return [...new Set(urls)]
}

/** The figures of one run, or why Lighthouse could not complete it. */
function runOf(lhr: Result, multiplier: number, renderBlocking: string[]): Run | string {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
  const metricError = metricIds.map((id) => lhr.audits[id]).find((audit) => audit?.numericValue === undefined)
  if (metricError) return `${metricError.id}: ${metricError.errorMessage ?? 'no value'}`
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  // A run whose trace gave no main-thread figure measured no own work: run again, like a run
  // without its metrics, so that no page passes its own-work budget, and the control does not void
  // the gate, on a round that measured nothing.
  const mainThreadMs = numeric('mainthread-work-breakdown')
  if (!Number.isFinite(mainThreadMs)) {
    return `mainthread-work-breakdown: ${lhr.audits['mainthread-work-breakdown']?.errorMessage ?? 'no value'}`
  }
  const requests = itemsOf(lhr, 'network-requests').filter(
    (item) => typeof item.url === 'string' && !item.url.startsWith('data:'),
  )
  const bytesOf = (type: string) =>
    requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0)
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    multiplier,
    scores: Object.fromEntries(
      categories.filter((id) => lhr.categories[id]).map((id) => [id, lhr.categories[id]?.score ?? 0]),
    ) as Run['scores'],
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => weightedAudits.has(audit.id))
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
    mainThreadMs,
    scriptBytes: bytesOf('Script'),
    cssBytes: bytesOf('Stylesheet'),
    requests: requests.length,
    renderBlocking,
  }
}

// The real server, compiled as `npm run serve` runs it, on the gate's copy of the build and its own
// data folder; stopped however this script ends (scripts/processes.ts).
const server = startProcess(process.execPath, [`${outDir}/server/index.js`], {
  env: {
    ...process.env,
    ...testedSiteEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    OUT_DIR: gateDir,
    DATA_DIR: `${gateDir}/data`,
    NODE_ENV: 'test',
    // No load balancer waits on this server: stopping it skips the drain period (5 s of readiness
    // 503 while still serving), which would only delay the gate's report.
    SHUTDOWN_DRAIN_MS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
await waitForUrl(`${origin}/healthz`)

const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', ...chromiumArgs],
})
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })

/** The host's benchmark index, and the CPU slowdown every run gets once calibrated. */
const speed = { index: Number.NaN, multiplier: lighthouseDefaultMultiplier }
/** Benchmarks taken before the rounds to describe the machine, after one to warm the tab up. */
const calibrationRuns = 5
/** Loads of the floor page, after the warm-up load, whose median CPU time sets the slowdown. */
const calibrationLoads = 3

/**
 * The host's benchmark index on the CPU clock (./calibration.ts): the two loops of Lighthouse's
 * benchmark with fixed counts, run in a tab of this browser, each timed by the main thread's CPU
 * time from Chromium's performance metrics; each loop's fastest reading counts. The first reading
 * warms the tab and the compiler up and is not counted.
 */
async function calibrate(): Promise<{ index: number; stringsMs: number[]; copiesMs: number[] }> {
  const page = await browser.newPage()
  try {
    const cdp = await page.createCDPSession()
    await cdp.send('Performance.enable')
    const threadMs = async (expression: string) => {
      const read = async () =>
        ((await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime')?.value ??
          NaN) * 1000
      const before = await read()
      await page.evaluate(expression)
      return (await read()) - before
    }
    const stringsMs: number[] = []
    const copiesMs: number[] = []
    for (let run = 0; run <= calibrationRuns; run++) {
      const strings = await threadMs(stringsExpression(benchmarkWork.strings))
      const copies = await threadMs(copiesExpression(benchmarkWork.copies))
      if (run === 0) continue
      stringsMs.push(strings)
      copiesMs.push(copies)
    }
    return { index: fixedWorkIndex(Math.min(...stringsMs), Math.min(...copiesMs)), stringsMs, copiesMs }
  } finally {
    await page.close()
  }
}
const maxRetries = 2

/**
 * One Lighthouse run of `path`: a navigation gathered in a new tab, its trace re-timed by the
 * main thread's own clock (./thread-time.ts), then audited with the calibrated CPU slowdown. A run
 * Lighthouse could not complete is run again.
 */
async function measure(path: string, audited: readonly Category[]): Promise<Run> {
  for (let attempt = 0; ; attempt++) {
    const multiplier = speed.multiplier
    const config = configFor(multiplier, audited)
    const page = await browser.newPage()
    let lhr: Result | undefined
    let renderBlocking: string[] = []
    try {
      // A flow of one navigation in a fresh tab: a cold load, as `lighthouse()` makes it.
      const flow = await startFlow(page, { config, flags: { skipAboutBlank: false } })
      await flow.navigate(`${origin}${path}`)
      const gathered = flow.createArtifactsJson()
      for (const step of gathered.gatherSteps) {
        const trace = step.artifacts.Trace
        renderBlocking = renderBlockingOf(trace.traceEvents)
        trace.traceEvents = retimeByThreadClock(trace.traceEvents)
      }
      lhr = (await auditFlowArtifacts(gathered, config)).steps[0]?.lhr
    } finally {
      await page.close()
    }
    if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`)
    const run = runOf(lhr, multiplier, renderBlocking)
    if (typeof run !== 'string') return run
    // A run Lighthouse itself could not complete (a trace without paint events, a lost protocol
    // message) measured nothing: it is reported and run again, twice at most.
    console.log(`${path}: Lighthouse run failed (${run})`)
    if (attempt >= maxRetries) throw new Error(`Lighthouse failed ${attempt + 1} times on ${path}`)
  }
}

const targets = [controlPath, ...pages]
/**
 * Pages measured for their timings and their main-thread work only: the floor (an empty page) and
 * the control (the home page with a script added) are not the site's pages, and their
 * accessibility, best practices and SEO decide nothing; auditing them would add a few seconds to
 * each of their first runs.
 */
const timingOnly = new Set([floorPath, controlPath])
const runs = new Map<string, Run[]>([[floorPath, []], ...targets.map((path) => [path, []] as [string, Run[]])])
let roundsRun = 0
try {
  // The machine, described by Lighthouse's benchmark (reported, not used: ./calibration.ts).
  const measured = await calibrate()
  speed.index = measured.index
  // Chromium's first page load is its slowest: one of the floor, not counted.
  await measure(floorPath, ['performance'])
  // The machine's speed at loading a page, found once: every run of the rounds simulates the same
  // phone with it. The floor's main-thread time is its CPU time times the slowdown it ran with.
  const floorCpuMs: number[] = []
  for (let load = 0; load < calibrationLoads; load++) {
    const run = await measure(floorPath, ['performance'])
    floorCpuMs.push(run.mainThreadMs / run.multiplier)
  }
  speed.multiplier = calibratedMultiplier(median(floorCpuMs))
  console.log(
    `CPU slowdown ${speed.multiplier.toFixed(2)}x for the floor page's main thread at ${median(floorCpuMs).toFixed(0)} ms of CPU time (loads: ${floorCpuMs.map(Math.round).join(', ')} ms; ${referenceFloorCpuMs} ms gets ${lighthouseDefaultMultiplier}x). Benchmark index on the CPU clock ${Math.round(speed.index)} (its loops' CPU ms, the fastest counting: strings ${measured.stringsMs.map(Math.round).join(', ')}; copies ${measured.copiesMs.map(Math.round).join(', ')})`,
  )
  for (let round = 1; round <= rounds; round++) {
    // The floor is loaded before the site's pages and again after them, and the cheaper load is
    // the round's floor: the machine can only add work to an empty page's load, and a floor that a
    // busy moment made dearer (929 ms of main thread against 498 ms in the round before, on one CI
    // run) would make every page of its round look cheaper, the control included.
    for (const path of [floorPath, ...targets, floorPath]) {
      const run = await measure(path, round === 1 && !timingOnly.has(path) ? categories : ['performance'])
      const measured = runs.get(path)!
      if (measured.length < round) measured.push(run)
      else if (run.mainThreadMs < measured[round - 1]!.mainThreadMs) measured[round - 1] = run
      console.log(
        `round ${round} ${path}: performance ${run.scores.performance.toFixed(2)}, TBT ${Math.round(run.tbt)} ms, main thread ${Math.round(run.mainThreadMs)} ms, CPU ${run.multiplier.toFixed(1)}x (benchmark ${Math.round(run.benchmarkIndex)})`,
      )
    }
    roundsRun = round
    // Once the rounds so far fix every page's pass or fail, and whether the control misses the
    // targets it must miss, the rounds left cannot change the gate's verdict (./verdict.ts,
    // `settled`): they are not run.
    if (
      round < rounds &&
      targets.every((path) =>
        settled(
          runs.get(path)!,
          runs.get(floorPath)!,
          budgetFor(path),
          rounds,
          path === controlPath ? controlTargets : undefined,
        ),
      )
    ) {
      console.log(`rounds ${round + 1}-${rounds} not run: whatever they measured, no verdict would change`)
      break
    }
  }
} finally {
  await browser.disconnect()
  await chrome.kill()
  await server.stop()
}

const floorRuns = runs.get(floorPath)!
const verdicts = new Map<string, Verdict>(
  targets.map((path) => [path, judge(runs.get(path)!, floorRuns, budgetFor(path))]),
)

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const signed = (value: number, digits = 0) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`
/** A category's median score, or nothing for a page not audited in it. */
const score = (value: number) => (Number.isNaN(value) ? '' : value.toFixed(2))
const floorMedian = mediansOf(floorRuns)
const lines = [
  '| page | perf | vs floor | TBT ms | vs floor | FCP ms | vs floor | LCP ms | vs floor | CLS | a11y | BP | SEO | own work (floors) | script KB | CSS KB | requests | blocking | verdict |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  `| floor ${floorPath} | ${floorMedian.scores.performance.toFixed(2)} | | ${Math.round(floorMedian.tbt)} | | ${Math.round(floorMedian.fcp)} | | ${Math.round(floorMedian.lcp)} | | ${floorMedian.cls.toFixed(3)} | | | | | | | | | |`,
  ...targets.map((path) => {
    const { median: m, overFloor: d, missed } = verdicts.get(path)!
    const budget = budgetFor(path)
    const label = path === controlPath ? `control ${path} (+${controlWorkMs} ms script)` : path
    const verdict =
      missed.length === 0
        ? 'pass'
        : `FAIL: ${missed.map((miss) => `${miss.target} (${miss.missedIn}/${miss.of})`).join('; ')}`
    return `| ${label} | ${m.scores.performance.toFixed(2)} | ${signed(-d.performance, 2)} | ${Math.round(m.tbt)} | ${signed(d.tbt)} | ${Math.round(m.fcp)} | ${signed(d.fcp)} | ${Math.round(m.lcp)} | ${signed(d.lcp)} | ${m.cls.toFixed(3)} | ${score(m.scores.accessibility)} | ${score(m.scores['best-practices'])} | ${score(m.scores.seo)} | ${m.ownWork.toFixed(1)} / ${budget.ownWork} | ${kb(m.scriptBytes)} / ${kb(budget.scriptBytes)} | ${kb(m.cssBytes)} / ${kb(budget.cssBytes)} | ${m.requests} / ${budget.requests} | ${m.renderBlocking} / ${budget.renderBlocking} | ${verdict} |`
  }),
]
const multipliers = [...runs.values()].flat().map((run) => run.multiplier)
const indexes = [...runs.values()].flat().map((run) => run.benchmarkIndex)
const summary = [
  `Lighthouse (mobile) on ${origin}: ${roundsRun} of at most ${rounds} rounds, each the floor, the control, ${pages.length} pages and the floor again; medians.`,
  `CPU slowdown ${Math.min(...multipliers).toFixed(1)}-${Math.max(...multipliers).toFixed(1)}x, from the floor page's loads; benchmark index ${Math.round(speed.index)} on the CPU clock (Lighthouse's own at each run, by the wall clock: ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}).`,
  `Allowed over the floor: performance -${floorAllowance.performance}, TBT +${floorAllowance.tbtMs} ms, FCP +${floorAllowance.fcpMs} ms, LCP +${floorAllowance.lcpMs} ms.`,
]
console.log(`\n${summary.join('\n')}\n\n${lines.join('\n')}\n`)

const problems = pages.flatMap((path) =>
  verdicts.get(path)!.missed.map((miss) => `${path}: ${miss.target} (missed in ${miss.missedIn} of ${miss.of})`),
)
const controlMissed = new Set(verdicts.get(controlPath)!.missed.map((miss) => miss.target))
// The control adds only script work at load: the blocking time over the floor must give it away,
// or the run could not tell that regression from the site and its verdict is void.
const blind = controlTargets.filter((target) => !controlMissed.has(target))
if (blind.length > 0) {
  problems.push(
    `the control page (+${controlWorkMs} ms of script at load) passed ${blind.join(' and ')}: on this machine now the gate cannot tell that regression from the site, so its verdict is void`,
  )
}
// Own main-thread work, counted in floors, is the measure that moves most with the machine: it is
// reported when it did not see the control, and the pages are still held to their budgets in it.
if (!controlMissed.has(targetNames.ownWork)) {
  console.log(
    `note: the control page's own main-thread work (${verdicts.get(controlPath)!.median.ownWork.toFixed(1)} floors) stayed within the home page's budget in this run; TBT over the floor caught it`,
  )
}
mkdirSync('test-results', { recursive: true })
writeFileSync(
  'test-results/lighthouse.md',
  `${summary.join('\n')}\n\n${lines.join('\n')}\n\nFailing:\n${problems.join('\n') || 'none'}\n`,
)
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log('Lighthouse targets met on every page, and the control page failed as it must.')
