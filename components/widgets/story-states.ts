/**
 * Snapshots of the widget machines in each of their states, for stories: taken from the ends of
 * the model's shortest and simple paths (and the initial state), so a story shows a state the
 * machine really reaches.
 */
import { createActor, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate'
import { modelPaths, stateId } from '../../tests/support/machines/model-paths'

const cache = new Map<AnyStateMachine, SnapshotFrom<AnyStateMachine>[]>()

export function stateOf<M extends AnyStateMachine>(
  machine: M,
  events: (snapshot: SnapshotFrom<M>) => EventObject[],
  id: string,
  where: (snapshot: SnapshotFrom<M>) => boolean = () => true,
  input?: unknown,
): SnapshotFrom<M> {
  let ends = cache.get(machine)
  if (!ends) {
    const { all } = modelPaths(machine, { events, input })
    const initial = createActor(machine as AnyStateMachine, { input }).getSnapshot()
    ends = [initial, ...all.map((path) => path.end)]
    cache.set(machine, ends)
  }
  const found = (ends as SnapshotFrom<M>[]).find((snapshot) => stateId(snapshot) === id && where(snapshot))
  if (!found) throw new Error(`The model of ${machine.id} never reaches ${id} as asked`)
  return found
}

/** Stories show a frozen state; events are only logged. */
export function logEvent(event: EventObject): void {
  console.info('story event', event.type)
}
