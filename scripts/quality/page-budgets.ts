/**
 * What each measured page may load and spend at load, whatever the machine (./verdict.ts).
 *
 * Bytes are what crosses the network (brotli, with the headers); requests are every request of the
 * load, the page itself included; render-blocking requests hold the first paint back (the
 * stylesheets). Own main-thread work is what the page adds to the main thread's work for an empty
 * page, in ms on the simulated phone (./calibration.ts): its HTML, styles, images and scripts.
 * Each budget sits above what the page measured in two of three rounds on a quiet 2-core machine
 * (benchmark index 2642, so a 6x slowdown: home 1,032-1,168 ms, service 753-886, plugin 813-872,
 * post 869-908, job 761-764) and below the control page's 1,812-1,823 ms (the home page plus
 * 150 ms of script at load), which must fail. With the index read on the CPU clock (6.9-7.4x) the
 * pages measured home 976-981 ms, service 791-822, plugin 627-876, post 519-918, job 667-832, and
 * the control 2,078-2,261, quiet and beside a loop of builds alike. The CPU clock does not hide all
 * of a neighbour: in a whole npm test beside a loop of builds, home measured 1,382 ms (864 quiet
 * that day) and still passed; beside the end-to-end suite itself (two cores saturated) it measured
 * 1,514 and failed, which is why the gate runs alone. Another whole run beside a loop of builds
 * calibrated only 4.6x (7.3x quiet that day): every page passed (home 828), and the control's own
 * work, 1,416 ms, did not exceed home's budget, which voided the run. With the benchmark's loops
 * timed at fixed counts (./calibration.ts) the slowdown read 6.9x quiet and 7.0x beside a loop of
 * builds; home 1,363 and 1,113 ms, the control 2,087 and 2,129. A change that needs more raises its
 * budget here, in review, with the reason.
 */
import { controlPath } from './gate-site'
import type { PageBudget } from './verdict'

type PageKind = 'home' | 'service' | 'plugin' | 'post' | 'job'

const budgets: Record<PageKind, PageBudget> = {
  // Hero picture, the customers' logos, eight service cards and the carousel's first slides.
  home: { scriptBytes: 7_168, cssBytes: 12_800, requests: 30, renderBlocking: 2, ownWorkMs: 1_500 },
  service: { scriptBytes: 7_168, cssBytes: 12_800, requests: 22, renderBlocking: 2, ownWorkMs: 1_500 },
  plugin: { scriptBytes: 7_168, cssBytes: 12_800, requests: 14, renderBlocking: 2, ownWorkMs: 1_300 },
  post: { scriptBytes: 7_168, cssBytes: 12_800, requests: 13, renderBlocking: 2, ownWorkMs: 1_300 },
  job: { scriptBytes: 7_168, cssBytes: 12_800, requests: 12, renderBlocking: 2, ownWorkMs: 1_300 },
}

const kindOf: Record<string, PageKind> = {
  '/': 'home',
  '/en/': 'home',
  '/tjenester/webdesign/': 'service',
  '/en/services/web-design/': 'service',
  '/wordpress-plugins/tekst-til-tale/': 'plugin',
  '/en/wordpress-plugins/text-to-speech/': 'plugin',
  '/blogg/seo/hva-er-seo/': 'post',
  '/en/blog/seo/what-is-seo/': 'post',
  '/stillinger/seo-aeo-ekspert/': 'job',
  '/en/jobs/seo-aeo-expert/': 'job',
  // The control is the home page with script work added: it is held to the home page's budget.
  [controlPath]: 'home',
}

export function budgetFor(path: string): PageBudget {
  const kind = kindOf[path]
  if (!kind) throw new Error(`no budget for ${path}: add its kind to scripts/quality/page-budgets.ts`)
  return budgets[kind]
}
