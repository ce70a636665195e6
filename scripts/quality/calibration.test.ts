import { describe, expect, it } from 'vitest'
import {
  calibratedMultiplier,
  copiesExpression,
  fixedWorkIndex,
  lighthouseDefaultMultiplier,
  multiplierRange,
  stringsExpression,
  targetDeviceIndex,
} from './calibration'

describe('calibratedMultiplier', () => {
  it("gives a desktop in the middle of Lighthouse's high-end range its default 4x", () => {
    expect(calibratedMultiplier(1750)).toBeCloseTo(lighthouseDefaultMultiplier)
  })

  it('gives a host twice as fast twice the slowdown, so both simulate the same phone', () => {
    expect(calibratedMultiplier(2400) / calibratedMultiplier(1200)).toBeCloseTo(2)
    expect(1200 / calibratedMultiplier(1200)).toBeCloseTo(targetDeviceIndex)
  })

  it('stays within its bounds, and falls back to the default for a benchmark that is no number', () => {
    expect(calibratedMultiplier(100)).toBe(multiplierRange.min)
    expect(calibratedMultiplier(1_000_000)).toBe(multiplierRange.max)
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
