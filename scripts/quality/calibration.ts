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
 * so the gate measures the machine first and gives every run the multiplier of that index: every
 * page is then measured on the same simulated phone.
 *
 * The index is Lighthouse's benchmark measured the other way round. Lighthouse counts how often it
 * can build a 10,000-character string, and how often copy a 100,000-element array, in half a second
 * of the wall clock each, and averages the two rates (per second, divided by 10). Timed by the wall
 * clock it measures the machine's load as much as its speed: beside a build it fell from about
 * 2,600 to 800-1,000. Scaled by the main thread's share of that half second (Chromium's
 * TaskDuration and ThreadTime) it still moved from 2,242 to 3,282 in five readings in a row on a
 * quiet machine, and one whole run beside a loop of builds calibrated 4.6x where quiet runs gave
 * 7.3x, while the pages had not become slower (the empty floor page's main thread took 93-117 ms
 * of CPU time in that run, 102-126 ms in a quiet one).
 *
 * So the gate gives each of the two loops a fixed count (`benchmarkWork`) and times it by the main
 * thread's CPU clock (ThreadTime), the clock the re-timed trace gives the pages' work too
 * (./thread-time.ts), which a neighbour does not stretch. A reading can only be slowed (a
 * collection, a core shared with a neighbour's hyperthread), never sped up, so each loop's fastest
 * of several readings is its time, and the index is Lighthouse's formula over those counts and
 * times (`fixedWorkIndex`): the same units as Lighthouse's own, so its docs' ranges still apply.
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
 * The two loops of Lighthouse's benchmark, with a fixed count each instead of half a second: about
 * 130 ms of CPU time each on the 2-core test machine, long enough for the thread clock's resolution.
 */
export const benchmarkWork = { strings: 4_000, copies: 4_000 } as const

/** Builds `count` strings of 10,000 characters, one character at a time (a page expression). */
export function stringsExpression(count: number): string {
  return `(() => { let length = 0; for (let n = 0; n < ${count}; n++) { let s = ''; for (let j = 0; j < 10000; j++) s += 'a'; length += s.length } return length })()`
}

/** Copies a 100,000-element array back and forth `count` times (a page expression). */
export function copiesExpression(count: number): string {
  return `(() => { const a = [], b = []; for (let i = 0; i < 100000; i++) a[i] = b[i] = i; for (let n = 0; n < ${count}; n++) { const from = n % 2 === 0 ? a : b, to = n % 2 === 0 ? b : a; for (let j = 0; j < from.length; j++) to[j] = from[j] } return a[99999] + b[99999] })()`
}

/**
 * Lighthouse's benchmark index from the loops' CPU time: each loop's rate (its count per second,
 * divided by 10, as Lighthouse divides it) and the mean of the two. A time that is no positive
 * number gives no index.
 */
export function fixedWorkIndex(stringsMs: number, copiesMs: number, work = benchmarkWork): number {
  if (![stringsMs, copiesMs].every((ms) => Number.isFinite(ms) && ms > 0)) return NaN
  const rate = (count: number, ms: number) => count / 10 / (ms / 1000)
  return (rate(work.strings, stringsMs) + rate(work.copies, copiesMs)) / 2
}

/** The CPU slowdown that makes a host of this benchmark index simulate the target phone. */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return lighthouseDefaultMultiplier
  const multiplier = benchmarkIndex / targetDeviceIndex
  return Math.min(multiplierRange.max, Math.max(multiplierRange.min, multiplier))
}
