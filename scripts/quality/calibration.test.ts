import { describe, expect, it } from 'vitest'
import {
  calibratedMultiplier,
  cpuClockIndex,
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

describe('cpuClockIndex', () => {
  it('gives the count the benchmark would have reached had its thread kept the core', () => {
    // Half a second of the wall clock, of which the thread ran for a quarter: four times the count.
    expect(cpuClockIndex(800, 500, 125)).toBeCloseTo(3200)
    // A thread that ran throughout keeps its count.
    expect(cpuClockIndex(3100, 1005, 1000)).toBeCloseTo(3115.5)
  })

  it('never lowers the index for a thread clock that reads past the wall clock', () => {
    expect(cpuClockIndex(3000, 1000, 1002)).toBe(3000)
  })

  it('is no number for a measurement without CPU time', () => {
    expect(cpuClockIndex(3000, 1000, 0)).toBeNaN()
    expect(cpuClockIndex(NaN, 1000, 1000)).toBeNaN()
  })
})
