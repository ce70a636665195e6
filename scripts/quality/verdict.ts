/**
 * The performance gate's verdict on one page, from its Lighthouse runs and the runs of the floor
 * page taken in the same rounds (./lighthouse.ts). Pure: no browser, no clock.
 *
 * Two kinds of target:
 * - What the site alone decides, judged as it is: the accessibility, best-practices and SEO scores
 *   (1), layout shift (none), every weighted pass/fail audit, the bytes of script and CSS, the
 *   requests and the render-blocking requests of the load (./page-budgets.ts), and the page's own
 *   main-thread work: what its HTML, styles, scripts and images add to the main thread's work for
 *   an empty page (the floor, below) in the same round, counted in that empty page's work (2 means
 *   the page's load kept the main thread busy three times as long as the floor's). Both are CPU time
 *   (./thread-time.ts) on the same simulated phone, so the count does not depend on how fast the
 *   machine is, on the throttling the calibration set (./calibration.ts), nor on a neighbour that
 *   slows both. A target is missed when most runs (or rounds) miss it, so one broken run
 *   changes nothing.
 * - Timings, which also depend on how busy the machine is (FCP, LCP, total blocking time and the
 *   performance score), judged against the floor: a page that loads nothing, measured in the same
 *   round, right before the pages and again after them (./lighthouse.ts keeps the cheaper load). Each round gives the difference between the page and the floor; the
 *   median difference must stay within an allowance. A busy moment slows both, and the difference
 *   stays with what the page adds.
 */

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof categories)[number]

/** What one Lighthouse run of one page gave. */
export type Run = {
  /** Lighthouse's benchmark index of the host at the start of the run. */
  benchmarkIndex: number
  /** The CPU slowdown the run simulated. */
  multiplier: number
  /** The scores of the categories the run audited: performance always, the others in one round. */
  scores: { performance: number } & Partial<Record<Category, number>>
  /** Simulated timings, ms. */
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Weighted pass/fail audits that failed. */
  failedAudits: string[]
  /** Simulated main-thread work of the whole load, ms (Lighthouse's main-thread work breakdown). */
  mainThreadMs: number
  /** Transferred bytes of script and of CSS, and the number of requests, during the load. */
  scriptBytes: number
  cssBytes: number
  requests: number
  /** The requests that blocked the first render. */
  renderBlocking: string[]
}

/** What a page may load and spend, whatever the machine. */
export type PageBudget = {
  scriptBytes: number
  cssBytes: number
  requests: number
  renderBlocking: number
  /** The page's own main-thread work, in loads of the floor page of the same round (see above). */
  ownWork: number
}

/**
 * How far a page's timings may stay behind the floor's in the same round. The floor loads one
 * small HTML file; a page of the site adds its stylesheet, its font, its hero image and its first
 * script. The allowances leave room for that and no more: a page that spends 150 ms of script at
 * load misses them (the gate measures such a page in every run and fails if it does not).
 */
export const floorAllowance = {
  /** Lighthouse's performance score, 0-1. */
  performance: 0.06,
  tbtMs: 150,
  fcpMs: 900,
  lcpMs: 1500,
} as const

/** The names the verdict gives the targets judged against the floor and the page's own work. */
export const targetNames = {
  ownWork: 'own main-thread work',
  performance: 'performance under the floor',
  tbt: 'TBT over the floor',
  fcp: 'FCP over the floor',
  lcp: 'LCP over the floor',
} as const

/**
 * The targets the control page (the home page with fixed script work added at load) must miss:
 * what such a regression moves on every machine, so that a run that cannot see it there is void.
 * Blocking time is one (+380 to +820 ms over the floor where 150 are allowed, on quiet and busy
 * runs alike). Own main-thread work is not: counted in loads of the floor, the control read 6.1-6.2
 * on quiet runs but 4.6 on a busy CI machine whose home page read 2.6, under the home page's budget
 * of 4.75, which quiet days' home pages (up to 4.3) need; so it is judged on every page but does not
 * decide whether the run could see.
 */
export const controlTargets = [targetNames.tbt] as const

/** A target missed, and in how many of the runs (or rounds) it was. */
export type Miss = { target: string; missedIn: number; of: number }

export type Verdict = {
  missed: Miss[]
  /** The medians the table shows. */
  median: {
    scores: Record<Category, number>
    fcp: number
    lcp: number
    tbt: number
    cls: number
    ownWork: number
    scriptBytes: number
    cssBytes: number
    requests: number
    renderBlocking: number
    multiplier: number
  }
  /** Median difference to the floor of the same round. */
  overFloor: { performance: number; tbt: number; fcp: number; lcp: number }
}

/** The middle value; the mean of the two middle values of an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The targets one run misses of those the site alone decides (not the timings). */
export function hardMisses(run: Run, budget: PageBudget): string[] {
  return [
    ...categories.filter((id) => id !== 'performance' && (run.scores[id] ?? 1) < 1),
    ...(run.cls > 0 ? ['CLS'] : []),
    ...run.failedAudits.map((id) => `audit ${id}`),
    ...(run.scriptBytes > budget.scriptBytes ? ['script bytes'] : []),
    ...(run.cssBytes > budget.cssBytes ? ['CSS bytes'] : []),
    ...(run.requests > budget.requests ? ['requests'] : []),
    ...(run.renderBlocking.length > budget.renderBlocking ? ['render-blocking requests'] : []),
  ]
}

/**
 * Whether a run measured `target`: the categories other than performance, and their audits, are
 * audited in the first round only; everything else in every run.
 */
function audited(target: string, { scores }: Pick<Run, 'scores'>): boolean {
  const category = categories.find((id) => id === target)
  if (category) return scores[category] !== undefined
  return !target.startsWith('audit ') || categories.some((id) => id !== 'performance' && scores[id] !== undefined)
}

const timingKeys = ['performance', 'tbt', 'fcp', 'lcp'] as const
const allowed = {
  performance: floorAllowance.performance,
  tbt: floorAllowance.tbtMs,
  fcp: floorAllowance.fcpMs,
  lcp: floorAllowance.lcpMs,
}
/** Keeps a score difference such as 1 - 0.94 (0.06000000000000005) at its value. */
const epsilon = 1e-9

/**
 * Per round, the page's own main-thread work (in floor loads of that round: each round's value is
 * fixed once measured, so the rounds left can only add values, as `settled` assumes) and how far
 * its timings stay behind the floor's.
 */
function overFloorOf(page: readonly Run[], floor: readonly Run[]) {
  return {
    ownWork: page.map((run, i) => (run.mainThreadMs - floor[i]!.mainThreadMs) / floor[i]!.mainThreadMs),
    differences: {
      performance: page.map((run, i) => floor[i]!.scores.performance - run.scores.performance),
      tbt: page.map((run, i) => run.tbt - floor[i]!.tbt),
      fcp: page.map((run, i) => run.fcp - floor[i]!.fcp),
      lcp: page.map((run, i) => run.lcp - floor[i]!.lcp),
    },
  }
}

/**
 * Judges a page on its runs and the floor's runs of the same rounds (`floor[i]` was measured in
 * the round of `page[i]`).
 */
export function judge(page: readonly Run[], floor: readonly Run[], budget: PageBudget): Verdict {
  if (page.length === 0) throw new Error('no runs to judge')
  if (floor.length !== page.length) {
    throw new Error(`every round needs a floor run: ${page.length} runs of the page, ${floor.length} of the floor`)
  }
  const runs = page.length
  const missed: Miss[] = []

  // Each target is judged among the runs that measured it: the categories other than performance,
  // and their audits, are audited in one round.
  const counts = new Map<string, { missedIn: number; of: number }>()
  const targetsMissed = page.map((run) => new Set(hardMisses(run, budget)))
  for (const target of new Set(targetsMissed.flatMap((set) => [...set]))) {
    const measuredIn = page.filter((run) => audited(target, run))
    const missedIn = page.filter((run, i) => audited(target, run) && targetsMissed[i]!.has(target)).length
    counts.set(target, { missedIn, of: measuredIn.length })
  }
  for (const [target, { missedIn, of }] of counts) {
    if (missedIn * 2 > of) missed.push({ target, missedIn, of })
  }

  // Own work is judged among the rounds whose trace measured it, as the other targets are among the
  // runs that audited them: a round without a reading (NaN) would make the median NaN, which no
  // budget can be over, and so pass the page (or void the control's verdict) unmeasured.
  const { ownWork: everyRound, differences } = overFloorOf(page, floor)
  const ownWork = everyRound.filter(Number.isFinite)
  if (median(ownWork) > budget.ownWork) {
    missed.push({
      target: targetNames.ownWork,
      missedIn: ownWork.filter((work) => work > budget.ownWork).length,
      of: ownWork.length,
    })
  }

  for (const key of timingKeys) {
    if (median(differences[key]) > allowed[key] + epsilon) {
      missed.push({
        target: targetNames[key],
        missedIn: differences[key].filter((d) => d > allowed[key] + epsilon).length,
        of: runs,
      })
    }
  }

  return {
    missed,
    median: { ...mediansOf(page), ownWork: median(ownWork) },
    overFloor: {
      performance: median(differences.performance),
      tbt: median(differences.tbt),
      fcp: median(differences.fcp),
      lcp: median(differences.lcp),
    },
  }
}

/** How the rounds so far fix a target's outcome: missed or met whatever the rounds left give, or still open. */
type Outcome = 'missed' | 'met' | 'open'

/** Stands for every target of the site's own no run has missed yet. */
const unseenTargets = 'every other target'

/**
 * Each target's outcome as the rounds so far fix it, out of `rounds` in all (odd). Every target is
 * missed when more than half of the runs that measure it miss it (the median of an odd count is
 * over a limit exactly when more than half are), so a target's outcome is fixed once more than half
 * of its runs have missed it, or once too few runs are left for that, whatever they give.
 */
function outcomesSoFar(
  page: readonly Run[],
  floor: readonly Run[],
  budget: PageBudget,
  rounds: number,
): Map<string, Outcome> {
  const left = rounds - page.length
  // A target missed `missed` times in `measured` runs, which the rounds left measure `more` times.
  const outcome = (missed: number, measured: number, more: number): Outcome =>
    2 * missed > measured + more ? 'missed' : 2 * (missed + more) <= measured + more ? 'met' : 'open'
  // The rounds left audit performance only (./lighthouse.ts), like every round after the first.
  const laterRun = { scores: { performance: 1 } }
  const outcomes = new Map<string, Outcome>()
  const targetsMissed = page.map((run) => new Set(hardMisses(run, budget)))
  for (const target of new Set(targetsMissed.flatMap((set) => [...set]))) {
    const missed = targetsMissed.filter((set) => set.has(target)).length
    const measured = page.filter((run) => audited(target, run)).length
    outcomes.set(target, outcome(missed, measured, audited(target, laterRun) ? left : 0))
  }
  // A target no run has missed yet: met once the rounds left are too few to make a majority.
  outcomes.set(unseenTargets, outcome(0, page.length, left))
  const { ownWork: everyRound, differences } = overFloorOf(page, floor)
  const ownWork = everyRound.filter(Number.isFinite)
  outcomes.set(
    targetNames.ownWork,
    outcome(ownWork.filter((work) => work > budget.ownWork).length, ownWork.length, left),
  )
  for (const key of timingKeys) {
    const missed = differences[key].filter((d) => d > allowed[key] + epsilon).length
    outcomes.set(targetNames[key], outcome(missed, page.length, left))
  }
  return outcomes
}

/**
 * Whether the rounds still to come could change what the gate concludes about this page, out of
 * `rounds` in all (odd). A page of the site passes only if it meets every target, so its verdict
 * is fixed once one target is fixed as missed, or once every target is fixed as met; for the
 * control only the targets it must miss count (`decisive`: controlTargets). The gate stops after
 * the round that fixes every page's verdict: `judge` on the runs so far then gives what it would
 * give on all of them (a median of the runs so far lies on the side most of them lie on), for
 * every target whose outcome is fixed; a target still open then is one that cannot change the
 * page's pass or fail.
 */
export function settled(
  page: readonly Run[],
  floor: readonly Run[],
  budget: PageBudget,
  rounds: number,
  decisive?: readonly string[],
): boolean {
  const outcomes = outcomesSoFar(page, floor, budget, rounds)
  if (decisive) return decisive.every((target) => outcomes.get(target) !== 'open')
  const all = [...outcomes.values()]
  return all.includes('missed') || all.every((outcome) => outcome === 'met')
}

/** The median of each figure over the runs of one page (the floor's, for instance). */
export function mediansOf(page: readonly Run[]): Omit<Verdict['median'], 'ownWork'> {
  return {
    scores: Object.fromEntries(
      categories.map((id) => [
        id,
        median(page.flatMap((run) => (run.scores[id] === undefined ? [] : [run.scores[id]!]))),
      ]),
    ) as Record<Category, number>,
    fcp: median(page.map((run) => run.fcp)),
    lcp: median(page.map((run) => run.lcp)),
    tbt: median(page.map((run) => run.tbt)),
    cls: median(page.map((run) => run.cls)),
    scriptBytes: median(page.map((run) => run.scriptBytes)),
    cssBytes: median(page.map((run) => run.cssBytes)),
    requests: median(page.map((run) => run.requests)),
    renderBlocking: median(page.map((run) => run.renderBlocking.length)),
    multiplier: median(page.map((run) => run.multiplier)),
  }
}
