import { describe, expect, it } from 'vitest'
import { balancedColumns, columnsAt } from './grid'

describe('balancedColumns', () => {
  it('fills every row at every width for the counts the site shows', () => {
    for (const count of [2, 3, 4, 6, 8, 9, 12]) {
      for (const width of [390, 640, 800, 1024, 1440]) {
        expect(count % columnsAt(count, width), `${count} cards at ${width} px`).toBe(0)
      }
    }
  })

  it('never puts four cards in three columns or two cards in a row of three', () => {
    expect(columnsAt(4, 1440)).toBe(4)
    expect(columnsAt(2, 1440)).toBe(2)
    expect(columnsAt(3, 800)).toBe(3)
  })

  it('keeps a count with no balanced layout in one column', () => {
    expect(balancedColumns(1)).toBe('')
    expect(balancedColumns(5)).toBe('')
    expect(columnsAt(7, 1440)).toBe(1)
  })
})
