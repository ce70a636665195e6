/**
 * CPU throttling calibrated to the machine, from the work of loading an empty page.
 *
 * Lighthouse simulates a phone by multiplying the main-thread work it observes on the host by a
 * CPU slowdown multiplier. Its default, 4, is meant for a high-end desktop host (Lighthouse's
 * throttling docs put those at a benchmark index of 1500-2000); on a faster host a fixed 4x
 * simulates a faster phone, on a slower one a slower phone.
 *
 * The gate first derived the multiplier from Lighthouse's benchmark index, timed on the main
 * thread's CPU clock (the loops below). On these machines that index does not follow what page
 * loads cost: it read 1,340 to 3,082 in runs of one week, quiet and busy, and gave 3.1x to 7.3x,
 * while the empty floor page's main thread took about the same CPU time in all of them (70-132 ms,
 * most 93-126). At 7x the home page's blocking time rose from 0 to 100-260 ms over the floor's,
 * around the 150 ms it is allowed, with nothing changed in the page: the index made the verdict.
 *
 * So the gate measures the work it judges: it loads the floor page a few times before the rounds
 * (after a warm-up load) and gives every run the slowdown that makes that load cost what it costs
 * on the machines the budgets were set on at Lighthouse's 4x (`referenceFloorCpuMs`): a host whose
 * page loads take half the CPU time gets twice the slowdown. The benchmark index is still
 * measured and reported, as a description of the machine.
 *
 * The index is Lighthouse's benchmark measured the other way round. Lighthouse counts how often it
 * can build a 10,000-character string, and how often copy a 100,000-element array, in half a second
 * of the wall clock each, and averages the two rates (per second, divided by 10). Timed by the wall
 * clock it measures the machine's load as much as its speed, so the gate gives each of the two
 * loops a fixed count (`benchmarkWork`) and times it by the main thread's CPU clock (ThreadTime);
 * each loop's fastest of several readings counts (`fixedWorkIndex`).
 */

/**
 * The main thread's CPU time of one load of the floor page on the 2-core machines the budgets were
 * set on (the middle of the 93-126 ms most runs read), which Lighthouse's 4x then makes a phone's.
 */
export const referenceFloorCpuMs = 110
/** Lighthouse's default CPU slowdown for mobile, meant for a high-end desktop host. */
export const lighthouseDefaultMultiplier = 4
/**
 * Bounds on the multiplier. Below 1 Lighthouse would simulate a phone faster than the host; a
 * reading that implies more than 16x is a measurement gone wrong, not a machine.
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

/**
 * The CPU slowdown that makes the floor page's load cost on this host what it costs on the
 * reference machines at 4x: `floorCpuMs` is its main thread's CPU time here.
 */
export function calibratedMultiplier(floorCpuMs: number): number {
  if (!Number.isFinite(floorCpuMs) || floorCpuMs <= 0) return lighthouseDefaultMultiplier
  const multiplier = (lighthouseDefaultMultiplier * referenceFloorCpuMs) / floorCpuMs
  return Math.min(multiplierRange.max, Math.max(multiplierRange.min, multiplier))
}
