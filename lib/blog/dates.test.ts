import { describe, expect, it, vi } from 'vitest'
import { compareBlogDatesDesc, formatBlogDate, isoDate, parseBlogDate, sortByBlogDate, tryParseBlogDate } from './dates'

describe('blog dates', () => {
  describe('given a Norwegian date, "day. month year"', () => {
    it('reads "12. mars 2025" as 12 March 2025', () => {
      expect(isoDate(parseBlogDate('nb', '12. mars 2025'))).toBe('2025-03-12')
    })
    it('reads every month name', () => {
      const months = [
        'januar',
        'februar',
        'mars',
        'april',
        'mai',
        'juni',
        'juli',
        'august',
        'september',
        'oktober',
        'november',
        'desember',
      ]
      months.forEach((month, i) => {
        expect(isoDate(parseBlogDate('nb', `1. ${month} 2024`))).toBe(`2024-${String(i + 1).padStart(2, '0')}-01`)
      })
    })
    it('formats back to the same text', () => {
      expect(formatBlogDate('nb', parseBlogDate('nb', '5. desember 2023'))).toBe('5. desember 2023')
    })
    it('does not read the English form', () => {
      expect(tryParseBlogDate('nb', 'March 12, 2025')).toBeNull()
    })
  })

  describe('given an English date, "Month day, year"', () => {
    it('reads "March 12, 2025" as 12 March 2025', () => {
      expect(isoDate(parseBlogDate('en', 'March 12, 2025'))).toBe('2025-03-12')
    })
    it('formats back to the same text', () => {
      expect(formatBlogDate('en', parseBlogDate('en', 'January 5, 2024'))).toBe('January 5, 2024')
    })
    it('does not read the Norwegian form', () => {
      expect(tryParseBlogDate('en', '12. mars 2025')).toBeNull()
    })
  })

  describe('given invalid or short input', () => {
    it.each([
      ['nb', ''],
      ['nb', '12.3.25'],
      ['nb', '32. mars 2025'],
      ['nb', '12 mars 2025'],
      ['nb', 'i går kveld, sent'],
      ['en', 'Mar 1'],
      ['en', 'March 32, 2025'],
      ['en', 'Smarch 12, 2025'],
    ] as const)('%s "%s" gives the epoch date and logs an error', (locale, input) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      expect(parseBlogDate(locale, input).getTime()).toBe(0)
      expect(error).toHaveBeenCalledOnce()
      expect(String(error.mock.calls[0]![0])).toContain(input)
    })
    it('treats a value that is not text as invalid', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      expect(parseBlogDate('en', undefined).getTime()).toBe(0)
      expect(parseBlogDate('nb', 20250312).getTime()).toBe(0)
      expect(error).toHaveBeenCalledTimes(2)
    })
  })
})

describe('sorting posts by date', () => {
  const posts = [
    { id: 'old', date: '2. januar 2024' },
    { id: 'new', date: '12. mars 2025' },
    { id: 'mid', date: '30. juni 2024' },
  ]

  it('puts the newest first', () => {
    expect(sortByBlogDate('nb', posts, (p) => p.date).map((p) => p.id)).toEqual(['new', 'mid', 'old'])
  })

  it('does not change the list it was given', () => {
    sortByBlogDate('nb', posts, (p) => p.date)
    expect(posts.map((p) => p.id)).toEqual(['old', 'new', 'mid'])
  })

  it('compares a pair it cannot read as equal', () => {
    expect(compareBlogDatesDesc('en', 'March 12, 2025', 'not a date at all')).toBe(0)
    expect(compareBlogDatesDesc('en', 'March 12, 2025', 'March 13, 2025')).toBeGreaterThan(0)
    expect(compareBlogDatesDesc('en', 'March 13, 2025', 'March 12, 2025')).toBeLessThan(0)
  })

  it('logs a date it cannot read and leaves that post where the comparison puts it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const list = [
      { id: 'a', date: 'March 1, 2024' },
      { id: 'bad', date: 'soon' },
      { id: 'b', date: 'May 1, 2024' },
    ]
    const sorted = sortByBlogDate('en', list, (p) => p.date)
    expect(sorted).toHaveLength(3)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('soon'))
  })

  it('leaves the order unchanged and logs when sorting fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const list = [{ id: 'x' }, { id: 'y' }]
    const sorted = sortByBlogDate('nb', list, () => {
      throw new Error('no date')
    })
    expect(sorted.map((p) => p.id)).toEqual(['x', 'y'])
    expect(error).toHaveBeenCalledWith(expect.stringContaining('order is left unchanged'), expect.any(Error))
  })
})
