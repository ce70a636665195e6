/**
 * A Chromium trace re-timed by each thread's own clock.
 *
 * Lighthouse times the page's main-thread tasks by the wall clock (a trace event's `ts` and
 * `dur`). On a shared machine the renderer's thread is taken off the CPU while a task runs, and the
 * task's wall time grows with whatever else runs: on this 2-core kind, beside a build, the
 * main thread of one page load spent 720-930 ms of wall time for 235-320 ms of its own CPU time.
 * Every event also carries its thread's clock (`tts`, `tdur`): the CPU time the thread itself
 * spent. Re-timing the tasks by it gives Lighthouse the page's work as an idle machine would have
 * done it, whatever the neighbours do.
 *
 * Each thread's outermost complete events (`ph: 'X'`) keep their start and take their thread
 * duration; an event inside one moves to the outer event's start plus the thread time between the
 * two, so nesting and order are kept. Everything else (instant events such as the paint marks,
 * network events, events without a thread clock) is left as it is.
 */

/** The fields of a trace event this reads. */
export type TraceEvent = {
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tts?: number
  tdur?: number
}

const timed = (event: TraceEvent) =>
  event.ph === 'X' && event.dur !== undefined && event.tts !== undefined && event.tdur !== undefined

/** The events with their complete events re-timed by thread time (new objects; the input is not changed). */
export function retimeByThreadClock<Event extends TraceEvent>(events: readonly Event[]): Event[] {
  const byThread = new Map<string, number[]>()
  events.forEach((event, index) => {
    if (!timed(event)) return
    const key = `${event.pid}:${event.tid}`
    let list = byThread.get(key)
    if (!list) byThread.set(key, (list = []))
    list.push(index)
  })

  const out = events.slice()
  for (const indexes of byThread.values()) {
    // Outer before inner: by start, then the longer first.
    indexes.sort((a, b) => events[a]!.ts - events[b]!.ts || events[b]!.dur! - events[a]!.dur!)
    let outer: { end: number; ts: number; tts: number } | undefined
    for (const index of indexes) {
      const event = events[index]!
      if (outer === undefined || event.ts >= outer.end) {
        outer = { end: event.ts + event.dur!, ts: event.ts, tts: event.tts! }
        out[index] = { ...event, dur: event.tdur! }
      } else {
        // Inside the current outer event: its offset by the thread's clock.
        const offset = Math.max(0, event.tts! - outer.tts)
        out[index] = { ...event, ts: outer.ts + offset, dur: event.tdur! }
      }
    }
  }
  return out
}
