/**
 * Model-based testing helpers: walk a machine with `xstate/graph` (shortest and simple paths)
 * over a finite set of visitor and world events, and describe each path for test titles.
 * Used by the machine tests and the component tests, which replay every path.
 */
import type { AnyStateMachine, EventFromLogic, EventObject, SnapshotFrom } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'

export type ModelPath<M extends AnyStateMachine> = {
  /** The events in order, from the initial state. */
  events: EventFromLogic<M>[]
  /** The snapshot after each event (same length as `events`). */
  states: SnapshotFrom<M>[]
  /** The snapshot the path ends in. */
  end: SnapshotFrom<M>
  title: string
}

export type ModelOptions<M extends AnyStateMachine> = {
  /** Events the visitor or the world can send in a snapshot (includes xstate.after / xstate.done events). */
  events: (snapshot: SnapshotFrom<M>) => EventObject[]
  /** What makes two snapshots the same state for the walk (default: state value + context). */
  serializeState?: (snapshot: SnapshotFrom<M>) => string
  input?: unknown
}

export function stateId(snapshot: { value: unknown }): string {
  const walk = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
          walk(child).map((rest) => `${key}.${rest}`),
        )
  return walk(snapshot.value).join(',')
}

function describeEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>
  const shown = Object.entries(rest)
    .filter(([key]) => key !== 'output' && key !== 'error')
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
  return shown.length ? `${type}(${shown.join(' ')})` : type
}

/**
 * Shortest paths to every state and simple paths to every state, de-duplicated by their events
 * (`all`), and a few of them that take every transition of `all` (`covering`).
 */
export function modelPaths<M extends AnyStateMachine>(
  machine: M,
  options: ModelOptions<M>,
): { shortest: ModelPath<M>[]; simple: ModelPath<M>[]; all: ModelPath<M>[]; covering: ModelPath<M>[] } {
  // A return to the initial state (closing a dialog, a timer firing) is its own node per event,
  // so that the walk keeps paths that come back, not only the empty path to the start.
  const initialId = stateId(machine.getInitialSnapshot(null as never, options.input as never))
  const serializeState =
    options.serializeState ??
    ((snapshot: SnapshotFrom<M>, event: EventObject | undefined) => {
      const { value, context } = snapshot as { value: unknown; context: unknown }
      const base = JSON.stringify({ value, context })
      return stateId(snapshot) === initialId && event && !event.type.startsWith('xstate.init')
        ? `${base}|${event.type}`
        : base
    })
  const traversal = {
    events: options.events,
    serializeState,
    ...(options.input !== undefined ? { input: options.input } : {}),
  } as unknown as Parameters<typeof getShortestPaths<M>>[1]
  const convert = (paths: ReturnType<typeof getShortestPaths<M>>): ModelPath<M>[] =>
    paths
      .map((path) => {
        const steps = path.steps.filter((step) => !step.event.type.startsWith('xstate.init'))
        const events = steps.map((step) => step.event) as EventFromLogic<M>[]
        const states = steps.map((step) => step.state) as SnapshotFrom<M>[]
        const end = path.state as SnapshotFrom<M>
        const title = `${events.map(describeEvent).join(' → ') || '(start)'} ⇒ ${stateId(end)}`
        return { events, states, end, title }
      })
      .filter((path) => path.events.length > 0)
  const shortest = convert(getShortestPaths(machine, traversal))
  const simple = convert(getSimplePaths(machine, traversal))
  const seen = new Set<string>()
  const all: ModelPath<M>[] = []
  for (const path of [...shortest, ...simple]) {
    const key = JSON.stringify(path.events)
    if (seen.has(key)) continue
    seen.add(key)
    all.push(path)
  }
  return { shortest, simple, all, covering: coveringPaths(all, machine, options.input) }
}

/**
 * The transitions a path takes, each the state before a step (its value and context) and the step's
 * event with its data.
 */
export function transitionsOf<M extends AnyStateMachine>(path: ModelPath<M>, initial: SnapshotFrom<M>): Set<string> {
  const key = (snapshot: unknown) => {
    const { value, context } = snapshot as { value: unknown; context: unknown }
    return JSON.stringify({ value, context })
  }
  return new Set(
    path.events.map((event, i) => `${key(i === 0 ? initial : path.states[i - 1])}|${describeEvent(event)}`),
  )
}

/**
 * Few paths that together take every transition `all` takes, picked greedily: the one that adds
 * the most transitions not yet taken first. Rendering a component along each simple path repeats
 * the same transitions many times over (the machine's own tests walk all of them, which costs
 * little); the component's tests walk these, so every transition still meets the view once.
 */
function coveringPaths<M extends AnyStateMachine>(all: ModelPath<M>[], machine: M, input: unknown): ModelPath<M>[] {
  const initial = machine.getInitialSnapshot(null as never, input as never) as SnapshotFrom<M>
  const remaining = all.map((path) => ({ path, edges: transitionsOf(path, initial) }))
  const taken = new Set<string>()
  const chosen: ModelPath<M>[] = []
  for (;;) {
    let best: (typeof remaining)[number] | undefined
    let bestGain = 0
    for (const candidate of remaining) {
      let gain = 0
      for (const edge of candidate.edges) if (!taken.has(edge)) gain++
      if (gain > bestGain) [best, bestGain] = [candidate, gain]
    }
    if (!best) return chosen
    for (const edge of best.edges) taken.add(edge)
    chosen.push(best.path)
  }
}

/** The `xstate.after.<delay>.<state id>` event a state's named delay raises. */
export function afterEvent(delay: string, stateNodeId: string): EventObject {
  return { type: `xstate.after.${delay}.${stateNodeId}` }
}

export function doneEvent(invokeId: string, output?: unknown): EventObject {
  return { type: `xstate.done.actor.${invokeId}`, output } as EventObject
}

export function errorEvent(invokeId: string, error: unknown): EventObject {
  return { type: `xstate.error.actor.${invokeId}`, error } as EventObject
}
