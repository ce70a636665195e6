import { describe, expect, it } from 'vitest'
import { benchEnd, benchStart, withBenchReport } from './results-file'

describe("the bench's part of bench/results.md", () => {
  it('replaces only what the last run wrote, keeping what was measured by hand before and after it', () => {
    const file = `# Measurements\n\nBy hand, before.\n\n${benchStart}\nold tables\n${benchEnd}\n\n## Fresh clone\n\nBy hand, after.\n`
    const next = withBenchReport(file, '## Build\n\nnew tables\n')
    expect(next).toBe(
      `# Measurements\n\nBy hand, before.\n\n${benchStart}\n## Build\n\nnew tables\n${benchEnd}\n\n## Fresh clone\n\nBy hand, after.\n`,
    )
    expect(withBenchReport(next, 'again')).toContain(`${benchStart}\nagain\n${benchEnd}`)
    expect(withBenchReport(next, 'again')).toContain('By hand, after.')
  })

  it('adds its part to a file that has none, and writes a new file whole', () => {
    expect(withBenchReport('# Notes\n', 'tables')).toBe(`# Notes\n\n${benchStart}\ntables\n${benchEnd}\n`)
    expect(withBenchReport('', 'tables')).toBe(`${benchStart}\ntables\n${benchEnd}\n`)
  })
})
