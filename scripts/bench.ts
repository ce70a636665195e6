/**
 * `npm run bench`: benchmarks, not tests. Prints Markdown tables and writes them to their part of
 * bench/results.md (scripts/quality/results-file.ts; the figures measured by hand stay):
 *  1. build time (prerender of every page) and page count;
 *  2. weight per page: HTML, CSS and first-load JS, gzip and brotli;
 *  3. static serving: requests/s and p99 latency of a page and an asset, this project's server
 *     side by side with nginx serving the same files (nginx from Debian, started here on localhost);
 *  4. the contact API at a fixed rate of evenly spaced requests (200/s unless BENCH_API_RATE says
 *     otherwise), every message with its own solved proof of work, which the server checks and
 *     spends: p50/p99 latency and errors of each run (BENCH_API_TRIALS, 5) and their median p99;
 *  5. what a durable commit of a contact message with its two mails costs, and how long the
 *     event loop waits for it: SQLite's synchronous=FULL against the server's way (NORMAL, the
 *     log synced off the event loop);
 *  6. islands: the script each measured page's HTML references, what an untouched page downloads
 *     in its first seconds, and the first tap on each kind of island on a slow phone;
 *  7. the spam check's solving time on a slow phone at the hardest challenge the policy hands out,
 *     against its budget.
 * Every load run is bounded in time and sends traffic to 127.0.0.1 only. Every server it starts
 * is stopped, also when a step fails (scripts/processes.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { ClientRequestArgs, request } from 'node:http'
import autocannon from 'autocannon'
import { loadTest, type LoadTestResult } from 'loadtest'
import { newId } from '../server/crypto'
import { DatabaseSync } from '@photostructure/sqlite'
import { Kysely } from 'kysely'
import { performance as nodePerformance } from 'node:perf_hooks'
import { sqliteSynchronous } from '../server/db'
import { migrate } from '../server/db/migrations'
import type { Database } from '../server/db/schema'
import { WaitingSqliteDialect, writeAheadLog, type CommitLog } from '../server/db/sqlite'
import { easyChallengeEnv, solvedProofs } from './contact-proofs'
import { startProcess, waitForUrl } from './processes'
import { chromium } from '@playwright/test'
import { chromiumArgs, ensureChromium } from '../tests/browser'
import { phoneContext } from '../tests/e2e/mobile'
import { firstLoadBudgetBytes } from './quality/budget-limits'
import {
  firstSearch,
  firstTap,
  firstTapTargetMs,
  idleScript,
  idleScriptBudgetBytes,
  idleWindowMs,
  searchDialogTargetMs,
  searchKeyDelayMs,
  searchResultsTargetMs,
  searchTimings,
  tapScenarios,
} from './quality/island-probes'
import { measuredPages } from './quality/pages'
import { onTheSlowPhone, solveOnSlowPhone, solvingBudgetMs } from './quality/proof-probe'
import { defaultPolicy } from '../server/policy'
import { median } from './quality/verdict'
import { withBenchReport } from './quality/results-file'
import { builtPages, firstLoadScripts, scriptWeight, stylesheets } from './quality/site-files'

const outDir = 'build/bench'
const clientDir = path.resolve(outDir, 'client')
const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const sections: string[] = []
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

// 1. Build
rmSync(outDir, { recursive: true, force: true })
const started = performance.now()
const build = spawnSync('npm', ['run', 'build'], {
  env: { ...process.env, OUT_DIR: outDir },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const buildSeconds = (performance.now() - started) / 1000
if (build.status !== 0) throw new Error('The build failed')
const pages = builtPages(clientDir)
sections.push(
  `### Build\n\n| measure | value |\n|---|---:|\n| build time (vike build + postbuild + budget) | ${buildSeconds.toFixed(1)} s |\n| prerendered HTML pages | ${pages.length} |\n`,
)

// 2. Weight per page
const sizeCache = new Map<string, { gz: number; br: number }>()
function compressed(file: string) {
  let size = sizeCache.get(file)
  if (!size) {
    const source = readFileSync(file)
    size = { gz: gzipSync(source, { level: 9 }).length, br: brotliCompressSync(source).length }
    sizeCache.set(file, size)
  }
  return size
}
const weightRows = pages.map(({ urlPath, file }) => {
  const html = readFileSync(file, 'utf8')
  const sum = (assets: string[]) =>
    assets.reduce(
      (acc, asset) => {
        const s = compressed(path.join(clientDir, asset))
        return { gz: acc.gz + s.gz, br: acc.br + s.br }
      },
      { gz: 0, br: 0 },
    )
  const js = sum(firstLoadScripts(html, clientDir).files)
  const css = sum(stylesheets(html))
  const doc = compressed(file)
  return `| ${urlPath} | ${kb(doc.gz)} | ${kb(doc.br)} | ${kb(css.gz)} | ${kb(css.br)} | ${kb(js.gz)} | ${kb(js.br)} |`
})
sections.push(
  `### Weight per page (KB)\n\n| page | HTML gz | HTML br | CSS gz | CSS br | first-load JS gz | first-load JS br |\n|---|---:|---:|---:|---:|---:|---:|\n${weightRows.join('\n')}\n`,
)

// 3. Static serving: this server against nginx
type Run = { rps: number; p50: number; p99: number; errors: number; non2xx: number }
async function load(options: Parameters<typeof autocannon>[0]): Promise<Run> {
  const result = await autocannon({ duration: seconds, connections: 50, ...options })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

function ensureNginx(): string | null {
  const candidates = ['/usr/sbin/nginx', '/usr/bin/nginx']
  let found = candidates.find((c) => existsSync(c))
  if (!found && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-q'], { stdio: 'ignore', env })
    spawnSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'nginx-light'], { stdio: 'ignore', env })
    found = candidates.find((c) => existsSync(c))
  }
  return found ?? null
}

const page = '/en/services/web-design/'
// The largest script of the build (React, which an island loads when a visitor needs it).
const chunksDir = path.join(clientDir, 'assets', 'chunks')
const asset = readdirSync(chunksDir)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ a: `/assets/chunks/${name}`, size: statSync(path.join(chunksDir, name)).size }))
  .sort((x, y) => y.size - x.size)[0]!.a
const headers = { 'accept-encoding': 'gzip' }

const ourPort = 4391
// Section 4's load: its rate, its runs, and how many messages it sends in all (warm-up and runs,
// with a few to spare), for which the server issues that many challenges.
const apiRate = Number(process.env.BENCH_API_RATE ?? 200)
const apiTrials = Number(process.env.BENCH_API_TRIALS ?? 5)
const warmUpSeconds = 2
const apiMessages = Math.ceil(apiRate * (warmUpSeconds + apiTrials * seconds) * 1.1)
/**
 * The production server as `npm run serve` runs it: the compiled server of this build, plain Node,
 * on `port` with its own data folder, and `env`'s settings over the defaults.
 */
function productionServer(port: number, dataDir: string, env: Record<string, string>) {
  return startProcess(process.execPath, [`${outDir}/server/index.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OUT_DIR: outDir,
      DATA_DIR: `${outDir}/${dataDir}`,
      NODE_ENV: 'production',
      COOKIE_SECURE: '0',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
const ours = productionServer(ourPort, 'data', {
  CONTACT_RATE_LIMIT: '1000000',
  // Easy challenges, one per message of section 4 (scripts/contact-proofs.ts says why).
  ...easyChallengeEnv(apiMessages),
})
await waitForUrl(`http://127.0.0.1:${ourPort}/healthz`)

const servingRows: string[] = []
const oursPage = await load({ url: `http://127.0.0.1:${ourPort}${page}`, headers })
const oursAsset = await load({ url: `http://127.0.0.1:${ourPort}${asset}`, headers })

const nginx = ensureNginx()
let nginxPage: Run | null = null
let nginxAsset: Run | null = null
if (nginx) {
  const nginxPort = 4392
  const prefix = path.resolve(outDir, 'nginx')
  mkdirSync(path.join(prefix, 'logs'), { recursive: true })
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  gzip_static on;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${clientDir};
    index index.html;
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`,
  )
  const proc = startProcess(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  })
  await waitForUrl(`http://127.0.0.1:${nginxPort}/`)
  nginxPage = await load({ url: `http://127.0.0.1:${nginxPort}${page}`, headers })
  nginxAsset = await load({ url: `http://127.0.0.1:${nginxPort}${asset}`, headers })
  await proc.stop()
}
const row = (what: string, server: string, r: Run) =>
  `| ${what} | ${server} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`
servingRows.push(row(`page ${page}`, 'this server', oursPage), row(`asset ${asset}`, 'this server', oursAsset))
if (nginxPage && nginxAsset) {
  servingRows.push(row(`page ${page}`, 'nginx', nginxPage), row(`asset ${asset}`, 'nginx', nginxAsset))
}
const ratio = (a: Run, b: Run | null) => (b ? `${((a.rps / b.rps) * 100).toFixed(0)}%` : 'nginx not available')
sections.push(
  `### Static serving (${seconds} s, 50 connections, gzip)\n\n| target | server | req/s | p50 ms | p99 ms | errors |\n|---|---|---:|---:|---:|---:|\n${servingRows.join('\n')}\n\nThis server's throughput as a share of nginx's: page ${ratio(oursPage, nginxPage)}, asset ${ratio(oursAsset, nginxAsset)}.\n`,
)

// 4. The contact API at a fixed rate, in the open model: one request every 1000/rate ms whether
// or not the earlier ones were answered, as visitors arrive (loadtest's requestsPerSecond). A
// closed-loop tool's "rate" is not that: autocannon's overallRate lets each connection send its
// share of a second back to back and then wait for the next second, so at 200/s over 10
// connections the second's 200 requests arrive within its first third and the run measures the
// server at full concurrency, not at 200 requests/s. A warm-up at the same rate comes first and is
// not counted (its first second compiles the route's code); then `apiTrials` runs of `seconds`
// each, every one reported, and the median of their p99s, since one run's p99 on a shared machine
// is a matter of which 1 % a neighbour's work landed on.
// One solution per message, solved before the clock starts; a few to spare.
const proofs = await solvedProofs(`http://127.0.0.1:${ourPort}`, apiMessages)
let posted = 0
const contactMessage = () =>
  JSON.stringify({
    name: 'Benchmark',
    email: 'bench@example.no',
    subject: 'Benchmark',
    message: 'A message from the benchmark.',
    locale: 'en',
    altcha: proofs[posted++ % proofs.length],
  })
function contactAtRate(runSeconds: number): Promise<LoadTestResult> {
  return new Promise((resolve, reject) =>
    loadTest(
      {
        url: `http://127.0.0.1:${ourPort}/api/contact`,
        method: 'POST',
        requestsPerSecond: apiRate,
        maxSeconds: runSeconds,
        agentKeepAlive: true,
        quiet: true,
        headers: { origin: `http://127.0.0.1:${ourPort}` },
        // Each message with its length declared, as a browser's fetch sends a form's JSON. Given a
        // `body`, loadtest declares the length only after writing the body, so Node sends it in
        // chunks, which the server must count as they stream in (server/body.ts).
        requestGenerator: (
          _options: unknown,
          params: ClientRequestArgs,
          client: typeof request,
          callback: () => void,
        ) => {
          const message = contactMessage()
          params.headers = {
            ...params.headers,
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(message),
          }
          const sent = client(params, callback)
          sent.write(message)
          return sent
        },
      },
      (error: Error | null, result: LoadTestResult) => (error ? reject(error) : resolve(result)),
    ),
  )
}
await contactAtRate(warmUpSeconds)
const apiRuns: LoadTestResult[] = []
for (let trial = 0; trial < apiTrials; trial++) apiRuns.push(await contactAtRate(seconds))
const apiRows = apiRuns.map(
  (run, i) =>
    `| ${i + 1} | ${Math.round(run.totalRequests / run.totalTimeSeconds)} | ${run.percentiles[50]} | ${run.percentiles[99]} | ${run.maxLatencyMs} | ${run.totalErrors} |`,
)
sections.push(
  `### Contact API at ${apiRate} requests/s, evenly spaced (${apiTrials} runs of ${seconds} s after ${warmUpSeconds} s of warm-up), each body of declared length as a browser sends it, proof of work checked and spent\n\n| run | achieved req/s | p50 ms | p99 ms | max ms | errors and non-2xx |\n|---|---:|---:|---:|---:|---:|\n${apiRows.join('\n')}\n\nMedian p99 of the runs: ${median(apiRuns.map((run) => run.percentiles[99]!))} ms.\n`,
)
// 6. Islands: the script a page asks for by itself, what an untouched page downloads, and the
// first tap on each kind of island on a slow phone (Lighthouse's mobile profile).
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
try {
  const origin = `http://127.0.0.1:${ourPort}`
  const islandRows: string[] = []
  for (const pagePath of measuredPages) {
    const inHtml = scriptWeight(readFileSync(path.join(clientDir, pagePath, 'index.html'), 'utf8'), clientDir)
    const context = await browser.newContext(phoneContext)
    const idle = await idleScript(await context.newPage(), `${origin}${pagePath}`, clientDir)
    await context.close()
    islandRows.push(`| ${pagePath} | ${kb(inHtml.gzip)} | ${kb(idle.bytes)} | ${idle.files.length} |`)
  }
  const tapRuns = Number(process.env.BENCH_TAP_RUNS ?? 3)
  const tapRows: string[] = []
  for (const scenario of tapScenarios) {
    const times: number[] = []
    for (let run = 0; run < tapRuns; run++) {
      const context = await browser.newContext(phoneContext)
      times.push(await firstTap(await context.newPage(), origin, scenario))
      await context.close()
    }
    const median = [...times].sort((x, y) => x - y)[Math.floor(times.length / 2)]!
    tapRows.push(
      `| ${scenario.kind} | ${scenario.path} | ${median} | ${times.join(', ')} | ${median <= firstTapTargetMs ? 'yes' : 'no'} |`,
    )
  }
  // Search: the size of each language's index, and the first search from a page on the slow phone.
  const searchRows: string[] = []
  for (const [locale, pagePath, query] of [
    ['nb', '/tjenester/', 'driftsavtale'],
    ['en', '/en/services/', 'managed hosting'],
  ] as const) {
    const indexDir = path.join(clientDir, 'pagefind', locale)
    const indexFiles = readdirSync(indexDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name),
    )
    const indexBytes = indexFiles.reduce(
      (sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size,
      0,
    )
    const context = await browser.newContext(phoneContext)
    const first = await firstSearch(await context.newPage(), origin, pagePath, query)
    await context.close()
    // As a visitor: a tap on the header's search button, then the query typed a key at a time.
    const runs: Awaited<ReturnType<typeof searchTimings>>[] = []
    for (let run = 0; run < tapRuns; run++) {
      const tapping = await browser.newContext(phoneContext)
      runs.push(await searchTimings(await tapping.newPage(), origin, pagePath, query))
      await tapping.close()
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!
    const dialogMs = runs.map((run) => run.dialogMs)
    const resultsMs = runs.map((run) => run.resultsMs)
    searchRows.push(
      `| ${locale} | ${kb(indexBytes)} (${indexFiles.length} files) | ${query} | ${kb(first.bytes)} (${first.files} files) | ${first.ms} | ${median(dialogMs)} (${dialogMs.join(', ')}) | ${median(resultsMs)} (${resultsMs.join(', ')}) |`,
    )
  }
  sections.push(
    `### Search: index and first search on a slow phone\n\nCtrl+K: the shortcut, then the query typed at once. Tap: a tap on the header's search button as soon as the page has loaded, then the query typed ${searchKeyDelayMs} ms a key; medians of ${tapRuns} runs (targets: the dialog within ${searchDialogTargetMs} ms, results within ${searchResultsTargetMs} ms of the last key).\n\n| language | index on disk, KB | query | fetched on the first search, KB transferred | Ctrl+K to first results, ms | tap to the dialog on screen, ms | last key to results, ms |\n|---|---:|---|---:|---:|---:|---:|\n${searchRows.join('\n')}\n`,
  )
  sections.push(
    `### Islands: script per page (phone, gzip KB)\n\n| page | in the HTML (budget ${kb(firstLoadBudgetBytes)}) | downloaded in the ${idleWindowMs / 1000} s after load, untouched (target ${kb(idleScriptBudgetBytes)}) | files |\n|---|---:|---:|---:|\n${islandRows.join('\n')}\n`,
    `### Islands: the first tap on a slow phone (${tapRuns} runs each, ms from the tap to the result on screen)\n\n| island | page | median | runs | within ${firstTapTargetMs} ms |\n|---|---|---:|---|---|\n${tapRows.join('\n')}\n`,
  )
} finally {
  await browser.close()
}

const ourExit = await ours.stop()
if (ourExit !== 0) console.error(`The server exited with ${ourExit} after SIGTERM`)

// 5. SQLite durability: what a synced commit costs, and how much of it the event loop waits
// for. The commit is the contact call's transaction: the message and its two outbox rows. Three
// ways: SQLite's FULL (the log synced inside COMMIT, the event loop waiting for the disk), the
// server's (NORMAL, the driver syncing the log on the thread pool before the commit resolves:
// server/db/sqlite.ts), and NORMAL with no sync at all (not durable), for scale.
const commits = Number(process.env.BENCH_COMMITS ?? 2000)
const noSync: CommitLog = { sync: async () => {}, close: async () => {} }
type CommitMode = { synchronous: 'FULL' | 'NORMAL'; log: (file: string) => CommitLog }
async function commitRun({ synchronous, log }: CommitMode) {
  // On the project's disk, where the server's data lives (a tmpfs would hide the cost of a sync).
  const dir = mkdtempSync(path.join(outDir, 'sqlite-'))
  const file = path.join(dir, 'fjordlys.sqlite')
  const sqlite = new DatabaseSync(file)
  sqlite.exec(`pragma journal_mode = WAL; pragma synchronous = ${synchronous}`)
  const db = new Kysely<Database>({ dialect: new WaitingSqliteDialect(sqlite, { busyWaitMs: 2000, log: log(file) }) })
  try {
    await migrate(db as Kysely<unknown>)
    const times: number[] = []
    const loopBefore = nodePerformance.eventLoopUtilization()
    const started = performance.now()
    for (let i = 0; i < commits; i++) {
      const t = performance.now()
      await db.transaction().execute(async (trx) => {
        const id = newId()
        const now = Date.now()
        await trx
          .insertInto('contact_messages')
          .values({
            id,
            created_at: now,
            locale: 'en',
            form: 'page',
            name: 'Bench',
            email: 'bench@example.no',
            subject: null,
            message: 'A message from the benchmark.',
            phone: null,
            company: null,
            spam: 0,
            ip: '127.0.0.1',
            user_agent: null,
          })
          .execute()
        for (const kind of ['agency', 'confirmation']) {
          await trx
            .insertInto('outbox')
            .values({
              id: newId(),
              idempotency_key: `${id}:${kind}`,
              created_at: now,
              kind: 'contact_notification',
              to_address: 'x@example.no',
              reply_to: null,
              subject: 'x',
              text_body: 'x',
              html_body: 'x',
              status: 'pending',
              attempts: 0,
              next_attempt_at: now,
              locked_until: null,
              last_error: null,
              sent_at: null,
            })
            .execute()
        }
      })
      times.push(performance.now() - t)
    }
    const seconds = (performance.now() - started) / 1000
    const loop = nodePerformance.eventLoopUtilization(loopBefore)
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2)
    return {
      perSecond: Math.round(commits / seconds),
      p50: at(0.5),
      p99: at(0.99),
      // The event loop's busy time per commit: what other requests wait for while it runs.
      loopMs: (loop.active / commits).toFixed(2),
    }
  } finally {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}
const commitModes: [string, CommitMode][] = [
  ['FULL: synced inside COMMIT', { synchronous: 'FULL', log: () => noSync }],
  [
    `the server's: ${sqliteSynchronous}, the log synced off the event loop`,
    { synchronous: 'NORMAL', log: writeAheadLog },
  ],
  ['NORMAL, never synced (not durable)', { synchronous: 'NORMAL', log: () => noSync }],
]
const commitRows: string[] = []
for (const [name, mode] of commitModes) {
  const run = await commitRun(mode)
  commitRows.push(`| ${name} | ${run.perSecond} | ${run.p50} | ${run.p99} | ${run.loopMs} |`)
}
sections.push(
  `### SQLite commits: where the sync happens (${commits} contact transactions, WAL, one after another)

| commit | commits/s | p50 ms | p99 ms | event loop busy per commit, ms |
|---|---:|---:|---:|---:|
${commitRows.join('\n')}

The first two put every acknowledged message on disk before the answer, so it survives a power failure; the server's way leaves the event loop free for other requests while the disk syncs (the contact API rows of section 4 run this way).
`,
)

// 7. The spam check on a slow phone: the production server with the default policy, except that
// every challenge is the hardest it hands out (the counter at its maximum, so the most derivations
// a visitor can be asked for), and the widget on the contact page solving it, a fresh page each run.
const proofPort = 4393
const proofServer = productionServer(proofPort, 'data-proof', {
  CHALLENGE_COUNTER_MIN: String(defaultPolicy.challengeCounterMax),
  CHALLENGE_COUNTER_MAX: String(defaultPolicy.challengeCounterMax),
})
try {
  await waitForUrl(`http://127.0.0.1:${proofPort}/healthz`)
  const proofBrowser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
  try {
    const solvingRuns = Number(process.env.BENCH_PROOF_RUNS ?? 5)
    const times: number[] = []
    for (let run = 0; run < solvingRuns; run++) {
      const context = await proofBrowser.newContext(phoneContext)
      times.push(Math.round(await solveOnSlowPhone(await context.newPage(), `http://127.0.0.1:${proofPort}`)))
      await context.close()
    }
    const measured = median(times)
    const phone = onTheSlowPhone(measured)
    sections.push(
      `### Spam check: solving the hardest challenge on a slow phone (${defaultPolicy.challengeCounterMax} derivations of ${defaultPolicy.challengeCost} PBKDF2-SHA-256 iterations, ${solvingRuns} runs)

| runs here, ms | median here, ms | on a phone 4x slower, ms | within ${solvingBudgetMs} ms |
|---|---:|---:|---|
| ${times.join(', ')} | ${measured} | ${phone} | ${phone <= solvingBudgetMs ? 'yes' : 'no'} |

The widget's own time (the solution's \`time\`, from its workers). The page runs with DevTools' 4x CPU throttling, which does not slow the browser's native WebCrypto that does the derivations, so a phone really four times slower needs four times the time measured here.
`,
    )
  } finally {
    await proofBrowser.close()
  }
} finally {
  await proofServer.stop()
}

const machine = `${execFileSync('node', ['--version']).toString().trim()}, ${(await import('node:os')).cpus().length} cores`
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim()
const report = `## Benchmarks (npm run bench)\n\nRun ${new Date().toISOString()} at ${commit} on Node ${machine}.\n\n${sections.join('\n')}`
mkdirSync('bench', { recursive: true })
const resultsFile = 'bench/results.md'
writeFileSync(resultsFile, withBenchReport(existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '', report))
console.log(report)
process.exit(0)
