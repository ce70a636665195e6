import { describe, expect, it } from 'vitest'
// Lighthouse's throttling profiles, from the trace engine it ships.
import { Constants } from '@paulirish/trace_engine/models/trace/lantern/simulation/Constants.js'
import { slowPhone } from './e2e/mobile'

describe('the slow phone of the end-to-end tests', () => {
  it("is Lighthouse's mobile profile as DevTools applies it", () => {
    const lighthouse = Constants.throttling.mobileSlow4G
    expect(slowPhone).toEqual({
      requestLatencyMs: lighthouse.requestLatencyMs,
      downloadThroughputKbps: lighthouse.downloadThroughputKbps,
      uploadThroughputKbps: lighthouse.uploadThroughputKbps,
      cpuSlowdownMultiplier: lighthouse.cpuSlowdownMultiplier,
    })
  })
})
