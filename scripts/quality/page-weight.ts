/**
 * What each page asks a visitor's browser for as it loads: the number of requests and the bytes
 * that cross the network (headers and bodies, as sent: compressed where the server compresses), at
 * a phone's width (390 px) and a desktop's (1440 px). "At load" is what the browser fetches by
 * itself until the network is quiet: the images a page shows in its first screen and whatever its
 * first script asks for, not the lazy images further down that a visitor would scroll to.
 *
 *   npx tsx scripts/quality/page-weight.ts [--out FILE] [--pages /,/en/] [--compare BEFORE.json]
 *
 * Serves the build in OUT_DIR (default dist) with its own server on a free port, so the figures are
 * those of that build. `--compare` prints each page whose weight changed against an earlier run's
 * file, and the sums. Used to show that a change makes no page heavier.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumArgs, ensureChromium } from '../../tests/browser'
import { startProcess, waitForUrl } from '../processes'
import { builtPages } from './site-files'

type Load = { requests: number; bytes: number; urls: string[] }
type Weights = Record<string, Record<string, Load>>

const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    pages: { type: 'string' },
    compare: { type: 'string' },
    port: { type: 'string', default: '4391' },
  },
})

const outDir = path.resolve(process.env.OUT_DIR ?? 'dist')
const port = Number(values.port)
const origin = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'page-weight-'))
const server = startProcess(process.execPath, [path.join(outDir, 'server/index.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    OUT_DIR: outDir,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    COOKIE_SECURE: '0',
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

const weights: Weights = {}
try {
  await waitForUrl(`${origin}/healthz`)
  const pages = values.pages
    ? values.pages.split(',')
    : builtPages(path.join(outDir, 'client')).map((page) => page.urlPath)
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
  for (const [name, viewport] of Object.entries(widths)) {
    for (const urlPath of pages) {
      // A context of its own per page: a first visit, with nothing in the browser's cache.
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      const finished: Promise<{ url: string; bytes: number }>[] = []
      page.on('requestfinished', (request) => {
        finished.push(
          request.sizes().then((sizes) => ({
            url: request.url(),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          })),
        )
      })
      page.on('requestfailed', (request) => finished.push(Promise.resolve({ url: request.url(), bytes: 0 })))
      await page.goto(`${origin}${urlPath}`, { waitUntil: 'networkidle' })
      const loads = await Promise.all(finished)
      await context.close()
      const load: Load = {
        requests: loads.length,
        bytes: loads.reduce((sum, l) => sum + l.bytes, 0),
        urls: loads.map((l) => l.url.replace(origin, '')).sort(),
      }
      ;(weights[urlPath] ??= {})[name] = load
    }
  }
  await browser.close()
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

if (values.out) writeFileSync(values.out, `${JSON.stringify(weights, null, 1)}\n`)

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const sum = (w: Weights, key: 'requests' | 'bytes') =>
  Object.values(w).reduce((total, byWidth) => total + Object.values(byWidth).reduce((t, l) => t + l[key], 0), 0)

if (values.compare) {
  const before = JSON.parse(readFileSync(values.compare, 'utf8')) as Weights
  let heavier = 0
  console.log('| page | width | requests before -> after | KB before -> after |')
  console.log('|---|---|---:|---:|')
  for (const [urlPath, byWidth] of Object.entries(weights)) {
    for (const [name, load] of Object.entries(byWidth)) {
      const was = before[urlPath]?.[name]
      if (!was) continue
      if (load.bytes > was.bytes) heavier++
      console.log(
        `| ${urlPath} | ${name} | ${was.requests} -> ${load.requests} | ${kb(was.bytes)} -> ${kb(load.bytes)} |`,
      )
    }
  }
  console.log(
    `\nAll pages: ${sum(before, 'requests')} -> ${sum(weights, 'requests')} requests, ${kb(sum(before, 'bytes'))} -> ${kb(sum(weights, 'bytes'))} KB; ${heavier} page loads heavier than before`,
  )
} else {
  for (const [urlPath, byWidth] of Object.entries(weights)) {
    const cells = Object.entries(byWidth).map(([name, l]) => `${name} ${l.requests} req ${kb(l.bytes)} KB`)
    console.log(`${urlPath}: ${cells.join(', ')}`)
  }
  console.log(`\nAll pages: ${sum(weights, 'requests')} requests, ${kb(sum(weights, 'bytes'))} KB`)
}
