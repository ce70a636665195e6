/**
 * Judges a page on the median of up to `maxRuns` measurements without always taking them all.
 *
 * Every Lighthouse target is a threshold (a score of 1, at most 30 ms of blocking time, no layout
 * shift, an audit passed), and the median of an odd number of runs meets a threshold exactly when a
 * majority of the runs do. So once every target has a majority of the runs on one side, met or
 * missed, further runs cannot change the verdict, and they are not taken: like a best-of-5 series
 * that ends at 3-0, a page that meets every target in its first 3 of 5 runs is measured 3 times, and
 * the verdict is the one all 5 would give.
 */
export class RunTally {
  /** The number of runs that decides a target: more than half of `maxRuns`. */
  readonly majority: number
  /** How many runs missed each target; a target never missed is absent. */
  private readonly misses = new Map<string, number>()
  private taken = 0

  constructor(readonly maxRuns: number) {
    if (!Number.isInteger(maxRuns) || maxRuns < 1 || maxRuns % 2 === 0) {
      throw new Error(`the number of runs must be odd and positive, so that a median is one run: ${maxRuns}`)
    }
    this.majority = Math.floor(maxRuns / 2) + 1
  }

  /** The number of runs added so far. */
  get runs(): number {
    return this.taken
  }

  /** Adds a run by the targets it missed. */
  add(missed: readonly string[]): void {
    if (this.decided) throw new Error('the verdict is already decided')
    this.taken++
    for (const target of new Set(missed)) this.misses.set(target, (this.misses.get(target) ?? 0) + 1)
  }

  /** True once no further run could change the verdict on any target. */
  get decided(): boolean {
    const runs = this.taken
    if (runs >= this.maxRuns) return true
    if (runs < this.majority) return false
    return [...this.misses.values()].every((missed) => missed >= this.majority || runs - missed >= this.majority)
  }

  /** The targets a majority of the runs missed (the median misses them), with how many did. */
  failed(): { target: string; missedIn: number }[] {
    if (!this.decided) throw new Error('the verdict is not decided yet')
    return [...this.misses]
      .filter(([, missed]) => missed >= this.majority)
      .map(([target, missedIn]) => ({ target, missedIn }))
  }
}
