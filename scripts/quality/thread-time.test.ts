import { describe, expect, it } from 'vitest'
import { retimeByThreadClock, type TraceEvent } from './thread-time'

const complete = (ts: number, dur: number, tts: number, tdur: number, tid = 1): TraceEvent => ({
  ph: 'X',
  pid: 10,
  tid,
  ts,
  dur,
  tts,
  tdur,
})

describe('retimeByThreadClock', () => {
  it("gives an outermost task its thread's CPU time and keeps its start", () => {
    // 100 ms of wall time, of which the thread ran 30 ms: a neighbour took the CPU for the rest.
    const [task] = retimeByThreadClock([complete(1_000, 100_000, 500, 30_000)])
    expect(task).toMatchObject({ ts: 1_000, dur: 30_000 })
  })

  it('moves an event inside a task by the thread time before it, so it stays inside', () => {
    // The child starts 60 ms of wall time into the task but only 20 ms of thread time in.
    const events = [complete(1_000, 100_000, 500, 30_000), complete(61_000, 20_000, 20_500, 10_000)]
    const [task, child] = retimeByThreadClock(events)
    expect(child).toMatchObject({ ts: 21_000, dur: 10_000 })
    expect(child!.ts + child!.dur!).toBeLessThanOrEqual(task!.ts + task!.dur!)
  })

  it('keeps tasks in order and leaves instant events, other threads and untimed events as they are', () => {
    const mark = { ph: 'R', pid: 10, tid: 1, ts: 50_000, name: 'firstContentfulPaint' }
    const untimed = { ph: 'X', pid: 10, tid: 1, ts: 200_000, dur: 5_000 }
    const events = [complete(1_000, 40_000, 0, 10_000), mark, complete(100_000, 40_000, 10_000, 40_000), untimed]
    const out = retimeByThreadClock(events)
    expect(out[0]).toMatchObject({ ts: 1_000, dur: 10_000 })
    expect(out[1]).toBe(mark)
    expect(out[2]).toMatchObject({ ts: 100_000, dur: 40_000 })
    expect(out[3]).toBe(untimed)
  })

  it('does not change the events it is given', () => {
    const task = complete(1_000, 100_000, 500, 30_000)
    retimeByThreadClock([task])
    expect(task.dur).toBe(100_000)
  })
})
