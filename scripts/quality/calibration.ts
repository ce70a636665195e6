/**
 * CPU throttling calibrated to the machine, from Lighthouse's own benchmark.
 *
 * Lighthouse simulates a phone by multiplying the main-thread work it observes on the host by a
 * CPU slowdown multiplier. Its default, 4, is meant for a high-end desktop host: Lighthouse's
 * throttling docs put those at a benchmark index of 1500-2000 and say that 4x brings them into the
 * range of a mid-tier phone. A fixed 4x on a slower or busier host simulates a slower phone, and on
 * a faster host a faster one, so the same page gets other timings on other machines.
 *
 * Here the multiplier is derived from the benchmark index instead, so that every host simulates the
 * same phone: the one that a 4x slowdown makes of a desktop in the middle of that range
 * (1750 / 4 = 437.5). A host twice as fast gets twice the multiplier.
 *
 * Lighthouse measures the index at the start of every run but applies the multiplier it was given,
 * so the gate measures the machine first, a few times, and uses the highest index for every run
 * (SpeedCalibration): every page is then measured on the same simulated phone.
 *
 * The index is Lighthouse's own benchmark (a loop that counts how often it can build a string and
 * copy an array in half a second of the wall clock), run in a tab of the gate's browser. Timed by
 * the wall clock alone it measures the machine's load as much as its speed: beside a build it fell
 * from about 2,600 to 800-1,000, the slowdown with it, and every page's own work with that. So the
 * gate reads how long the benchmark's task held the main thread and how much CPU time the thread
 * got meanwhile (Chromium's TaskDuration and ThreadTime), and scales the index by their ratio
 * (cpuClockIndex): the count the loop would have reached had it kept its core. That is the speed
 * the gate needs, because it gives Lighthouse the main thread's work in the thread's own CPU time
 * too (./thread-time.ts), which a neighbour does not stretch either.
 */

/** The benchmark index Lighthouse's docs give for the middle of the high-end desktop range. */
const desktopIndex = 1750
/** Lighthouse's default CPU slowdown for mobile, meant for such a desktop. */
export const lighthouseDefaultMultiplier = 4
/** The benchmark index of the phone every run simulates. */
export const targetDeviceIndex = desktopIndex / lighthouseDefaultMultiplier
/**
 * Bounds on the multiplier. Below 1 Lighthouse would simulate a phone faster than the host; a
 * benchmark that implies more than 16x is a measurement gone wrong, not a machine.
 */
export const multiplierRange = { min: 1, max: 16 } as const

/**
 * Lighthouse's benchmark index as the thread's own clock sees it: `index` was counted over
 * `taskMs` of the wall clock, of which the thread ran for `threadMs`; the rest it waited for a
 * core. A measurement with no CPU time is no measurement.
 */
export function cpuClockIndex(index: number, taskMs: number, threadMs: number): number {
  if (![index, taskMs, threadMs].every(Number.isFinite) || threadMs <= 0 || taskMs <= 0) return NaN
  return index * (Math.max(taskMs, threadMs) / threadMs)
}

/** The CPU slowdown that makes a host of this benchmark index simulate the target phone. */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return lighthouseDefaultMultiplier
  const multiplier = benchmarkIndex / targetDeviceIndex
  return Math.min(multiplierRange.max, Math.max(multiplierRange.min, multiplier))
}

/** The highest index measured so far, and the multiplier it gives the next run. */
export class SpeedCalibration {
  private highest: number | undefined

  /** Adds a run's benchmark index; an index that is no number is left out. */
  add(benchmarkIndex: number): void {
    if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return
    this.highest = Math.max(this.highest ?? 0, benchmarkIndex)
  }

  /** The highest index so far, or undefined before the first. */
  get benchmarkIndex(): number | undefined {
    return this.highest
  }

  /** The multiplier for the next run: Lighthouse's default until a run has been measured. */
  get multiplier(): number {
    const index = this.highest
    return index === undefined ? lighthouseDefaultMultiplier : calibratedMultiplier(index)
  }
}
