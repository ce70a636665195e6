import { describe, expect, it } from 'vitest'
import {
  calibratedMultiplier,
  lighthouseDefaultMultiplier,
  multiplierRange,
  SpeedCalibration,
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

describe('SpeedCalibration', () => {
  it("uses Lighthouse's default before the first measurement", () => {
    expect(new SpeedCalibration().multiplier).toBe(lighthouseDefaultMultiplier)
  })

  it('follows the highest index: a busy moment lowers the benchmark, never the machine', () => {
    const calibration = new SpeedCalibration()
    calibration.add(2400)
    calibration.add(900)
    calibration.add(1300)
    expect(calibration.benchmarkIndex).toBe(2400)
    expect(calibration.multiplier).toBeCloseTo(2400 / targetDeviceIndex)
    calibration.add(2500)
    expect(calibration.benchmarkIndex).toBe(2500)
  })

  it('ignores measurements that are no number', () => {
    const calibration = new SpeedCalibration()
    calibration.add(NaN)
    calibration.add(-1)
    expect(calibration.benchmarkIndex).toBeUndefined()
  })
})
