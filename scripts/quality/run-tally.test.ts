import { describe, expect, it } from 'vitest'
import { RunTally } from './run-tally'

/** Feeds runs until the tally is decided; returns the tally and how many runs it took. */
function judge(runs: readonly (readonly string[])[], maxRuns = 5) {
  const tally = new RunTally(maxRuns)
  for (const missed of runs) {
    if (tally.decided) break
    tally.add(missed)
  }
  return tally
}

/** The verdict of the median of all runs: the targets whose median run misses them. */
function medianVerdict(runs: readonly (readonly string[])[]): string[] {
  const targets = [...new Set(runs.flat())]
  return targets.filter((target) => {
    // A run that misses counts as 1, one that meets as 0; the median is the middle of the sorted list.
    const sorted = runs.map((missed) => (missed.includes(target) ? 1 : 0)).sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)] === 1
  })
}

describe('RunTally', () => {
  it('stops after 3 of 5 runs when every run meets every target', () => {
    const tally = judge([[], [], [], [], []])
    expect(tally.runs).toBe(3)
    expect(tally.failed()).toEqual([])
  })

  it('stops after 3 of 5 runs when the first 3 miss the same target', () => {
    const tally = judge([['TBT'], ['TBT'], ['TBT'], [], []])
    expect(tally.runs).toBe(3)
    expect(tally.failed()).toEqual([{ target: 'TBT', missedIn: 3 }])
  })

  it('takes another run while a target is split, and passes a page whose one slow run is outvoted', () => {
    const tally = judge([['TBT', 'performance'], [], [], [], []])
    expect(tally.runs).toBe(4)
    expect(tally.failed()).toEqual([])
  })

  it('takes all 5 runs when a target stays split, and fails it on 3 misses', () => {
    const tally = judge([['CLS'], [], ['CLS'], [], ['CLS']])
    expect(tally.runs).toBe(5)
    expect(tally.failed()).toEqual([{ target: 'CLS', missedIn: 3 }])
  })

  it('gives the verdict of the median of 5 for every sequence of runs over two targets', () => {
    // Each run meets or misses each of two targets: 4 kinds of run, 4^5 sequences of 5 runs.
    const kinds = [[], ['TBT'], ['audit image-alt'], ['TBT', 'audit image-alt']] as const
    for (let code = 0; code < 4 ** 5; code++) {
      const runs = Array.from({ length: 5 }, (_, i) => kinds[Math.floor(code / 4 ** i) % 4]!)
      const tally = judge(runs)
      const early = tally
        .failed()
        .map(({ target }) => target)
        .sort()
      expect(early, JSON.stringify(runs)).toEqual(medianVerdict(runs).sort())
      expect(tally.runs).toBeGreaterThanOrEqual(3)
    }
  })

  it('judges a single run alone when one run is asked for', () => {
    const tally = judge([['seo']], 1)
    expect(tally.runs).toBe(1)
    expect(tally.failed()).toEqual([{ target: 'seo', missedIn: 1 }])
  })

  it('refuses an even number of runs, which has no middle run', () => {
    expect(() => new RunTally(4)).toThrow(/odd/)
    expect(() => new RunTally(0)).toThrow(/odd/)
  })

  it('refuses a run after the verdict and a verdict before it is decided', () => {
    const tally = new RunTally(3)
    expect(() => tally.failed()).toThrow(/not decided/)
    tally.add([])
    tally.add([])
    expect(() => tally.add([])).toThrow(/already decided/)
  })
})
