import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  controlTargets,
  floorAllowance,
  judge,
  median,
  settled,
  targetNames,
  type PageBudget,
  type Run,
} from './verdict'

const budget: PageBudget = { scriptBytes: 8_000, cssBytes: 14_000, requests: 30, renderBlocking: 1, ownWork: 1.5 }

const floorRun = (overrides: Partial<Run> = {}): Run => ({
  benchmarkIndex: 2400,
  multiplier: 5.5,
  scores: { performance: 1 },
  fcp: 700,
  lcp: 700,
  tbt: 0,
  cls: 0,
  failedAudits: [],
  mainThreadMs: 400,
  scriptBytes: 0,
  cssBytes: 0,
  requests: 1,
  renderBlocking: [],
  ...overrides,
})

const pageRun = (overrides: Partial<Run> = {}): Run =>
  floorRun({
    fcp: 1_100,
    lcp: 1_600,
    mainThreadMs: 800,
    scriptBytes: 6_000,
    cssBytes: 11_000,
    requests: 20,
    renderBlocking: ['/assets/site.css'],
    ...overrides,
  })

const audited = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 }

describe('judge', () => {
  it('passes a page within its budget and within the allowances over the floor', () => {
    const verdict = judge(
      [pageRun({ scores: audited }), pageRun(), pageRun()],
      [floorRun(), floorRun(), floorRun()],
      budget,
    )
    expect(verdict.missed).toEqual([])
    // 800 ms of main thread against the floor's 400: one floor's work more.
    expect(verdict.median.ownWork).toBe(1)
  })

  it('judges own work among the rounds that measured it: a round without a reading neither passes nor voids it', () => {
    const unmeasured = pageRun({ mainThreadMs: NaN })
    const over = judge(
      [pageRun({ scores: audited, mainThreadMs: 1_400 }), unmeasured, pageRun({ mainThreadMs: 1_300 })],
      [floorRun(), floorRun(), floorRun()],
      budget,
    )
    expect(over.missed).toContainEqual({ target: targetNames.ownWork, missedIn: 2, of: 2 })
    expect(over.median.ownWork).toBe(2.375)
    const within = judge(
      [pageRun({ scores: audited }), unmeasured, pageRun()],
      [floorRun(), floorRun(), floorRun()],
      budget,
    )
    expect(within.missed).toEqual([])
    expect(within.median.ownWork).toBe(1)
  })

  it('judges timings against the floor of the same round: a busy round slows both and changes nothing', () => {
    const busy = { tbt: 600, fcp: 1_900, lcp: 2_100, scores: { performance: 0.8 } }
    const verdict = judge(
      [pageRun({ ...busy, tbt: 650, fcp: 2_300, lcp: 3_000, scores: { performance: 0.78 } }), pageRun(), pageRun()],
      [floorRun(busy), floorRun(), floorRun()],
      budget,
    )
    expect(verdict.missed).toEqual([])
  })

  it('fails a page whose timings stay behind the floor by more than the allowance in most rounds', () => {
    const slow = pageRun({
      tbt: floorAllowance.tbtMs + 1,
      scores: { performance: 1 - floorAllowance.performance - 0.01 },
    })
    const verdict = judge([slow, slow, pageRun()], [floorRun(), floorRun(), floorRun()], budget)
    expect(verdict.missed.map((miss) => miss.target)).toEqual(['performance under the floor', 'TBT over the floor'])
    expect(verdict.missed[0]).toMatchObject({ missedIn: 2, of: 3 })
  })

  it('fails a page that adds more main-thread work to the floor than its budget, as the control page does', () => {
    // 150 ms of script on a host simulated at 5.5x: about 825 ms more on the simulated phone.
    const control = pageRun({ mainThreadMs: 800 + 825 })
    expect(judge([control, control, control], [floorRun(), floorRun(), floorRun()], budget).median.ownWork).toBe(3.0625)
    const verdict = judge([control, control, control], [floorRun(), floorRun(), floorRun()], budget)
    expect(verdict.missed.map((miss) => miss.target)).toContain('own main-thread work')
  })

  it('does not let one broken run fail a target the site decides, but two of three do', () => {
    const heavy = pageRun({ scriptBytes: 20_000, cls: 0.01 })
    expect(judge([heavy, pageRun(), pageRun()], [floorRun(), floorRun(), floorRun()], budget).missed).toEqual([])
    expect(
      judge([heavy, heavy, pageRun()], [floorRun(), floorRun(), floorRun()], budget).missed.map((m) => m.target),
    ).toEqual(['CLS', 'script bytes'])
  })

  it('judges accessibility, best practices and SEO in the round that audited them', () => {
    const failing = pageRun({ scores: { ...audited, accessibility: 0.98 }, failedAudits: ['color-contrast'] })
    const verdict = judge([failing, pageRun(), pageRun()], [floorRun(), floorRun(), floorRun()], budget)
    expect(verdict.missed).toEqual([
      { target: 'accessibility', missedIn: 1, of: 1 },
      { target: 'audit color-contrast', missedIn: 1, of: 1 },
    ])
  })

  it('counts render-blocking requests and requests against the budget', () => {
    const blocking = pageRun({ renderBlocking: ['/a.css', '/b.css'], requests: 31 })
    const verdict = judge([blocking, blocking, blocking], [floorRun(), floorRun(), floorRun()], budget)
    expect(verdict.missed.map((miss) => miss.target)).toEqual(['requests', 'render-blocking requests'])
  })

  it('needs a floor run for every round', () => {
    expect(() => judge([pageRun(), pageRun()], [floorRun()], budget)).toThrow(/every round needs a floor run/)
  })
})

describe('settled', () => {
  const floors = [floorRun(), floorRun(), floorRun()]

  it('is never settled after the first of three rounds: two more could outvote it', () => {
    expect(settled([pageRun({ scores: audited })], floors.slice(0, 1), budget, 3)).toBe(false)
  })

  it('is settled when the first two of three rounds agree on every target, passed or missed', () => {
    expect(settled([pageRun({ scores: audited }), pageRun()], floors.slice(0, 2), budget, 3)).toBe(true)
    const control = pageRun({ mainThreadMs: 800 + 825, tbt: 400 })
    expect(settled([{ ...control, scores: audited }, control], floors.slice(0, 2), budget, 3)).toBe(true)
  })

  it('is not settled while the rounds so far disagree on a target', () => {
    const slow = pageRun({ tbt: floorAllowance.tbtMs + 1 })
    expect(settled([pageRun({ scores: audited }), slow], floors.slice(0, 2), budget, 3)).toBe(false)
    const heavy = pageRun({ scriptBytes: 20_000 })
    expect(settled([pageRun({ scores: audited }), heavy], floors.slice(0, 2), budget, 3)).toBe(false)
  })

  it('is settled once one target is missed in most rounds whatever the rest give: the page fails', () => {
    const heavy = (tbt: number) => pageRun({ mainThreadMs: 400 * (1 + budget.ownWork) + 200, tbt })
    const disagreeing = [{ ...heavy(0), scores: audited }, heavy(floorAllowance.tbtMs + 1)]
    expect(settled(disagreeing, floors.slice(0, 2), budget, 3)).toBe(true)
    expect(judge(disagreeing, floors.slice(0, 2), budget).missed.map((miss) => miss.target)).toContain(
      targetNames.ownWork,
    )
  })

  it('settles the control on the targets it must miss, while others still disagree', () => {
    // Its own work and blocking time over the limits in both rounds, its FCP on either side.
    const control = (fcp: number) =>
      pageRun({ mainThreadMs: 400 * (1 + budget.ownWork) + 800, tbt: floorAllowance.tbtMs + 400, fcp })
    const runs = [{ ...control(700), scores: audited }, control(700 + floorAllowance.fcpMs + 1)]
    expect(settled(runs, floors.slice(0, 2), budget, 3, controlTargets)).toBe(true)
    // The FCP is still open, which would hold a page of the site back only if it could pass.
    const passing = [{ ...pageRun({ fcp: 700 }), scores: audited }, pageRun({ fcp: 700 + floorAllowance.fcpMs + 1 })]
    expect(settled(passing, floors.slice(0, 2), budget, 3)).toBe(false)
    // A control that met its blocking time in one round of two is not settled.
    const unsure = [runs[0]!, { ...control(700), tbt: 0 }]
    expect(settled(unsure, floors.slice(0, 2), budget, 3, controlTargets)).toBe(false)
  })

  it('takes a target audited in the first round only as fixed by that round', () => {
    const failing = pageRun({ scores: { ...audited, seo: 0.9 }, failedAudits: ['document-title'] })
    expect(settled([failing, pageRun()], floors.slice(0, 2), budget, 3)).toBe(true)
  })

  it('gives, when settled, the verdict that every round would give', () => {
    // Runs on both sides of each limit: the page's timings, work and bytes, and the floor's.
    const around = (limit: number, spread: number) => fc.integer({ min: limit - spread, max: limit + spread })
    const run = (first: boolean) =>
      fc
        .record({
          tbt: around(floorAllowance.tbtMs, 60),
          fcp: around(700 + floorAllowance.fcpMs, 200),
          lcp: around(700 + floorAllowance.lcpMs, 200),
          mainThreadMs: around(400 * (1 + budget.ownWork), 100),
          scriptBytes: around(budget.scriptBytes, 500),
          performance: fc.constantFrom(1, 1 - floorAllowance.performance, 0.9),
          seo: fc.constantFrom(1, 0.9),
        })
        .map(({ performance, seo, ...figures }) =>
          pageRun({ ...figures, scores: first ? { ...audited, performance, seo } : { performance } }),
        )
    const floor = fc
      .record({ tbt: fc.integer({ min: 0, max: 80 }), mainThreadMs: fc.integer({ min: 350, max: 450 }) })
      .map(floorRun)
    const targets = (runs: Run[], floorRuns: Run[]) => judge(runs, floorRuns, budget).missed.map((miss) => miss.target)
    let stopped = 0
    let controlStopped = 0
    fc.assert(
      fc.property(fc.tuple(run(true), run(false), run(false)), fc.tuple(floor, floor, floor), (runs, floorRuns) => {
        const early = targets(runs.slice(0, 2), floorRuns.slice(0, 2))
        const all = targets(runs, floorRuns)
        // A page of the site: the same pass or fail.
        if (settled(runs.slice(0, 2), floorRuns.slice(0, 2), budget, 3)) {
          stopped++
          expect(early.length === 0).toBe(all.length === 0)
        }
        // The control: the same answer for each target it must miss.
        if (settled(runs.slice(0, 2), floorRuns.slice(0, 2), budget, 3, controlTargets)) {
          controlStopped++
          for (const target of controlTargets) expect(early.includes(target)).toBe(all.includes(target))
        }
      }),
      { numRuns: 2000 },
    )
    // Both kinds of case came up: rounds that settle early and rounds that do not.
    for (const count of [stopped, controlStopped]) {
      expect(count).toBeGreaterThan(20)
      expect(count).toBeLessThan(2000)
    }
  })
})

describe('median', () => {
  it('is the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})
