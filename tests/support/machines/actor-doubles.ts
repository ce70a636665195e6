/**
 * Test doubles for the actors the widget machines declare, and a replayer that runs a model path
 * against a live actor (a SimulatedClock drives the delays). Used only by tests and stories.
 */
import { createActor, fromPromise, SimulatedClock, type AnyStateMachine, type EventObject } from 'xstate'
import { stateId, type ModelPath } from './model-paths'
import { timing } from '../../../machines/timing'

/** The named delays of the machines, with the constant each one stands for. */
export const delayValues: Record<string, number> = {
  modalSuccess: timing.modalSuccessMs,
  modalError: timing.modalErrorMs,
  loginRedirect: timing.loginRedirectMs,
  forgotPasswordClose: timing.forgotPasswordCloseMs,
  searchDebounce: timing.searchDebounceMs,
}

type Pending = { input: unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }

/** Promise actors that stay pending until the test settles them, and remember their inputs. */
export function controllablePromises<const N extends string>(names: readonly N[]) {
  const calls = new Map<string, Pending[]>(names.map((name) => [name, []]))
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands in for actors of any input/output
      fromPromise<any, any>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls.get(name)!.push({ input, resolve, reject })
          }),
      ),
    ]),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  ) as Record<N, ReturnType<typeof fromPromise<any, any>>>
  return {
    actors,
    calls: (name: N) => calls.get(name)!,
    /** Settles the latest call of an actor from an `xstate.done/error.actor.<name>` event. */
    settle(event: EventObject): boolean {
      const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
      if (!match) return false
      const pending = calls.get(match[2]!)?.at(-1)
      if (!pending) throw new Error(`No pending call of ${match[2]}`)
      if (match[1] === 'done') pending.resolve((event as EventObject & { output?: unknown }).output)
      else pending.reject((event as EventObject & { error?: unknown }).error)
      return true
    },
  }
}

/** The delay an `xstate.after.<delay>.<state>` event stands for. */
export function delayOf(event: EventObject): { name: string; ms: number } | null {
  const match = /^xstate\.after\.([^.]+)\./.exec(event.type)
  if (!match) return null
  const ms = delayValues[match[1]!]
  if (ms === undefined) throw new Error(`Unknown delay ${match[1]}`)
  return { name: match[1]!, ms }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Replays a model path on a live actor. At each delay it checks that the state still holds 1 ms
 * before the constant and has moved at the constant. Returns the state ids seen after each step.
 * console.error is muted while it runs (failure paths log on purpose).
 */
export async function replayOnActor(
  machine: AnyStateMachine,
  path: ModelPath<AnyStateMachine>,
  options: { input?: unknown; settle: (event: EventObject) => boolean },
): Promise<{ seen: string[]; heldBeforeDelay: boolean[] }> {
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock, input: options.input })
  // Failure paths log on purpose; keep the test output readable.
  const consoleError = console.error
  console.error = () => {}
  actor.start()
  const seen: string[] = []
  const heldBeforeDelay: boolean[] = []
  for (const event of path.events) {
    const delay = delayOf(event)
    if (delay) {
      const before = stateId(actor.getSnapshot())
      clock.increment(delay.ms - 1)
      heldBeforeDelay.push(stateId(actor.getSnapshot()) === before)
      clock.increment(1)
    } else if (!options.settle(event)) actor.send(event)
    await flush()
    seen.push(stateId(actor.getSnapshot()))
  }
  actor.stop()
  console.error = consoleError
  return { seen, heldBeforeDelay }
}
