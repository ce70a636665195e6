import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('joins class names and drops falsy ones', () => {
    const hidden = false
    expect(cn('p-4', hidden && 'hidden', undefined, ['text-fg', { 'font-bold': true, italic: false }])).toBe(
      'p-4 text-fg font-bold',
    )
  })

  it('lets a modifier refine a utility', () => {
    expect(cn('inline-flex', 'max-sm:hidden', 'hover:bg-surface bg-bg')).toBe(
      'inline-flex max-sm:hidden hover:bg-surface bg-bg',
    )
  })

  it('accepts a class named twice', () => {
    expect(cn('hover:underline', 'font-semibold hover:underline')).toBe('hover:underline font-semibold hover:underline')
  })

  it('refuses an override, which production would not resolve', () => {
    expect(() => cn('p-6', 'p-0')).toThrow(/conflicting classes \(p-6 overridden/)
    expect(() => cn('inline-flex', 'hidden')).toThrow(/conflicting/)
  })
})
