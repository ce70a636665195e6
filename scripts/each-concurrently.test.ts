import { describe, expect, it } from 'vitest'
import { eachConcurrently } from './each-concurrently'

describe('eachConcurrently', () => {
  it('does every item once, never more than the limit at a time', async () => {
    const done: number[] = []
    let running = 0
    let most = 0
    await eachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++
      most = Math.max(most, running)
      // Items finish out of order: a later one can be quicker.
      await new Promise((resolve) => setImmediate(resolve))
      if (item % 2 === 0) await new Promise((resolve) => setImmediate(resolve))
      done.push(item)
      running--
    })
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(most).toBe(3)
  })

  it('passes on the first failure', async () => {
    await expect(
      eachConcurrently([1, 2], 2, async (item) => {
        if (item === 2) throw new Error('two failed')
      }),
    ).rejects.toThrow('two failed')
  })

  it('does nothing for no items', async () => {
    let calls = 0
    await eachConcurrently([], 4, async () => {
      calls++
    })
    expect(calls).toBe(0)
  })
})
