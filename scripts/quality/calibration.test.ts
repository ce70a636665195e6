import { describe, expect, it } from 'vitest'
import {
  calibratedMultiplier,
  copiesExpression,
  fixedWorkIndex,
  lighthouseDefaultMultiplier,
  multiplierRange,
  referenceFloorCpuMs,
  stringsExpression,
} from './calibration'

describe('calibratedMultiplier', () => {
  it("gives a host whose empty page load costs the reference CPU time Lighthouse's default 4x", () => {
    expect(calibratedMultiplier(referenceFloorCpuMs)).toBeCloseTo(lighthouseDefaultMultiplier)
  })

  it('gives a host that loads the page in half the CPU time twice the slowdown, so both simulate the same phone', () => {
    expect(calibratedMultiplier(50) / calibratedMultiplier(100)).toBeCloseTo(2)
    expect(100 * calibratedMultiplier(100)).toBeCloseTo(referenceFloorCpuMs * lighthouseDefaultMultiplier)
  })

  it('stays within its bounds, and falls back to the default for a reading that is no number', () => {
    expect(calibratedMultiplier(10_000)).toBe(multiplierRange.min)
    expect(calibratedMultiplier(1)).toBe(multiplierRange.max)
    expect(calibratedMultiplier(NaN)).toBe(lighthouseDefaultMultiplier)
    expect(calibratedMultiplier(0)).toBe(lighthouseDefaultMultiplier)
  })
})

describe('fixedWorkIndex', () => {
  it("gives Lighthouse's units: each loop's count per second, divided by 10, and the mean of the two", () => {
    // 4,000 strings in 125 ms is 32,000 a second, 3,200 in Lighthouse's units; copies at half that rate.
    expect(fixedWorkIndex(125, 250, { strings: 4_000, copies: 4_000 })).toBeCloseTo((3200 + 1600) / 2)
  })

  it('gives a machine that takes twice the CPU time for the same loops half the index', () => {
    expect(fixedWorkIndex(130, 130) / fixedWorkIndex(260, 260)).toBeCloseTo(2)
  })

  it('is no number for a reading without CPU time', () => {
    expect(fixedWorkIndex(0, 130)).toBeNaN()
    expect(fixedWorkIndex(130, NaN)).toBeNaN()
  })
})

describe('the benchmark loops', () => {
  it('do the work they are counted for', () => {
    // Run here as the page runs them: every string is 10,000 characters long, and the copies end
    // with both arrays holding the last index.
    expect(eval(stringsExpression(3))).toBe(30_000)
    expect(eval(copiesExpression(2))).toBe(2 * 99_999)
  })
})
