/**
 * Replays a model path (tests/support/machines/model-paths.ts) against a rendered widget with fake
 * timers: visitor events go through `drive`, actor answers settle the fake actors, and each delay
 * is advanced to 1 ms before its constant (the view must not have moved) and then to the constant.
 * After every step `expectView` checks what the visitor sees against the model's snapshot.
 */
import { act } from '@testing-library/react'
import { vi } from 'vitest'
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate'
import type { ModelPath } from '../../tests/support/machines/model-paths'
import { delayOf } from '../../tests/support/machines/actor-doubles'

export async function replayOnView<M extends AnyStateMachine>(
  path: ModelPath<M>,
  options: {
    initial: SnapshotFrom<M>
    drive: (event: EventObject) => void | Promise<void>
    settle: (event: EventObject) => boolean
    expectView: (snapshot: SnapshotFrom<M>) => void
  },
): Promise<void> {
  options.expectView(options.initial)
  let previous = options.initial
  for (const [index, event] of path.events.entries()) {
    const delay = delayOf(event)
    if (delay) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(delay.ms - 1)
      })
      options.expectView(previous)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1)
      })
    } else if (/^xstate\.(done|error)\.actor\./.test(event.type)) {
      await act(async () => {
        options.settle(event)
        await vi.advanceTimersByTimeAsync(0)
      })
    } else {
      await options.drive(event)
    }
    const expected = path.states[index]!
    options.expectView(expected)
    previous = expected
  }
}
