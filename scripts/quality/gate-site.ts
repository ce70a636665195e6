/**
 * The site the performance gate serves: the build under test, plus two pages of the gate's own.
 *
 * - The floor (/perf-gate/floor/): one small HTML file with nothing else to load. Measured in every
 *   round, right before the site's pages, it shows what a page costs on this machine at that moment
 *   (Chromium's own navigation, a busy neighbour); the site's timings are judged against it.
 * - The control (/perf-gate/control/): the home page as built, plus one script that does 150 ms of
 *   work at load, once the page has first painted, as a heavy hydration would (on this kind of
 *   machine, idle; a fixed amount of work, so a faster machine does it sooner, as it loads the
 *   floor sooner too), the regression the gate exists to catch. Done before the first paint, the
 *   work delayed the paint instead, and total blocking time, which counts only what comes after
 *   it, saw the work in some runs and not in others. The gate measures it like a page of the site and fails unless its verdict on it is a
 *   failure: a gate that passes it could not tell that regression from the site.
 *
 * The copy is made of hard links to the build's files (no bytes are copied) in a folder of its own,
 * so the build itself is never changed.
 */
import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const floorPath = '/perf-gate/floor/'
export const controlPath = '/perf-gate/control/'
/** The script work the control page adds at load: ms of CPU time on this kind of machine, idle. */
export const controlWorkMs = 150
/**
 * The loop iterations that take `controlWorkMs` of CPU time in V8 on this kind of machine (2 cores
 * of an AMD EPYC, Lighthouse benchmark index about 2,400 when idle): 40 million took 208-210 ms of
 * CPU time in Node there.
 */
const controlIterations = 29_000_000

const floorHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor of the performance gate</title>
<meta name="description" content="A page with nothing to load, measured beside the site's pages.">
</head>
<body>
<main>
<h1>Floor of the performance gate</h1>
<p>This page loads nothing but itself. Its timings are what any page costs on this machine now.</p>
</main>
</body>
</html>
`

/**
 * A fixed amount of work as the page loads, in the task after its first frame: one long task, as a
 * heavy script hydrating the page would make.
 */
const controlScript = `requestAnimationFrame(() => setTimeout(() => {
  let value = 0
  for (let i = 0; i < ${controlIterations}; i++) value = (value * 31 + i) % 1000003
  document.documentElement.dataset.controlWork = String(value)
}))
`

function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) linkTree(source, target)
    else linkSync(source, target)
  }
}

/**
 * Makes `gateDir` (an OUT_DIR for the server: `client/` and `data/`) from the build in `outDir`,
 * with the floor and the control added.
 */
export function prepareGateSite(outDir: string, gateDir: string): void {
  rmSync(gateDir, { recursive: true, force: true })
  const client = path.join(gateDir, 'client')
  linkTree(path.join(outDir, 'client'), client)

  const floorDir = path.join(client, ...floorPath.split('/').filter(Boolean))
  mkdirSync(floorDir, { recursive: true })
  writeFileSync(path.join(floorDir, 'index.html'), floorHtml)

  const controlDir = path.join(client, ...controlPath.split('/').filter(Boolean))
  mkdirSync(controlDir, { recursive: true })
  writeFileSync(path.join(controlDir, 'work.js'), controlScript)
  const home = readFileSync(path.join(client, 'index.html'), 'utf8')
  if (!home.includes('</head>')) throw new Error('the built home page has no </head> to add the control script to')
  writeFileSync(
    path.join(controlDir, 'index.html'),
    home.replace('</head>', `<script type="module" src="${controlPath}work.js"></script></head>`),
  )
}
