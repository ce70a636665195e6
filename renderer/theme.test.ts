import { describe, expect, it } from 'vitest'
import { themeScript, themeStorageKey } from './theme'

/** Runs the inline theme script against a stored pick and a system preference; says whether the page is dark. */
function run(stored: string | null | 'throws', systemDark: boolean): boolean {
  const classes = new Set<string>()
  const documentElement = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
  }
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'throws') throw new Error('storage disabled')
      return key === themeStorageKey ? stored : null
    },
  }
  const matchMedia = (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' })
  new Function('document', 'localStorage', 'matchMedia', themeScript)({ documentElement }, localStorage, matchMedia)
  return classes.has('dark')
}

describe('the inline theme script', () => {
  it('follows the stored pick over the system', () => {
    expect(run('dark', false)).toBe(true)
    expect(run('light', true)).toBe(false)
  })

  it('follows the system without a pick, or with a value it does not know', () => {
    expect(run(null, true)).toBe(true)
    expect(run(null, false)).toBe(false)
    expect(run('sepia', true)).toBe(true)
    expect(run('sepia', false)).toBe(false)
  })

  it('leaves the page light, without an error, when storage is refused', () => {
    expect(run('throws', true)).toBe(false)
  })

  it('declares no global', () => {
    expect(themeScript).not.toMatch(/\bvar\b/)
  })
})
