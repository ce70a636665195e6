/**
 * Machine explorer for Ladle: draws a machine's states and transitions from its own definition
 * (`toDirectedGraph`), highlights the current state, offers the events the model can send now as
 * buttons (visitor events, actor answers, timers), and runs delays on a simulated clock the
 * reader advances.
 */
import { useEffect, useMemo, useReducer, useState } from 'react'
import { createActor, SimulatedClock, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate'
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph'
import { stateId } from './model-paths'
import { controllablePromises, delayOf } from './actor-doubles'

type ExplorerProps<M extends AnyStateMachine> = {
  machine: M
  /** Names of the promise actors the machine invokes; the explorer answers for them. */
  promiseActors?: readonly string[]
  events: (snapshot: SnapshotFrom<M>) => EventObject[]
  input?: unknown
  /** Other actor implementations (e.g. a silent voice session whose reports are the event buttons). */
  actors?: Record<string, unknown>
}

function eventLabel(event: EventObject): string {
  const delay = delayOf(event)
  if (delay) return `⏱ ${delay.name} (${delay.ms} ms)`
  const { type, ...rest } = event as EventObject & Record<string, unknown>
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
  if (answer)
    return `${answer[2]} ${answer[1] === 'done' ? 'answers' : 'fails'}${'output' in rest ? ` ${JSON.stringify(rest.output)}` : ''}`
  const payload = Object.entries(rest)
  return payload.length ? `${type} ${payload.map(([key, value]) => `${key}=${JSON.stringify(value)}`).join(' ')}` : type
}

function GraphNode({ node, active }: { node: DirectedGraphNode; active: Set<string> }) {
  const isActive = active.has(node.id)
  return (
    <li className="mt-1">
      <div
        data-active={isActive || undefined}
        className="inline-block rounded-control border border-border px-2 py-1 font-mono text-sm data-active:border-primary data-active:bg-primary data-active:text-primary-fg"
      >
        {node.stateNode.key}
        {node.stateNode.tags.length ? (
          <span className="ml-2 opacity-70">[{node.stateNode.tags.join(', ')}]</span>
        ) : null}
      </div>
      {node.edges.length ? (
        <ul className="ml-4 text-sm text-fg-muted">
          {node.edges.map((edge) => (
            <li key={edge.id} className="font-mono">
              {edge.label.text} → {edge.target.key}
            </li>
          ))}
        </ul>
      ) : null}
      {node.children.length ? (
        <ul className="ml-6 border-l border-border pl-3">
          {node.children.map((child) => (
            <GraphNode key={child.id} node={child} active={active} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

export function MachineExplorer<M extends AnyStateMachine>({
  machine,
  promiseActors = [],
  events,
  input,
  actors = {},
}: ExplorerProps<M>) {
  const graph = useMemo(() => toDirectedGraph(machine), [machine])
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const createSession = () => {
    const fakes = controllablePromises(promiseActors)
    const clock = new SimulatedClock()
    const actor = createActor(machine.provide({ actors: { ...fakes.actors, ...actors } } as never) as M, {
      clock,
      input: input as never,
    })
    return { actor, clock, settle: fakes.settle }
  }
  const [session, setSession] = useState(createSession)
  const start = () => setSession(createSession())

  useEffect(() => {
    const subscription = session.actor.subscribe(() => rerender())
    session.actor.start()
    rerender()
    return () => {
      subscription.unsubscribe()
      session.actor.stop()
    }
  }, [session])

  const current = session
  const snapshot = current.actor.getSnapshot() as SnapshotFrom<M>
  const active = new Set<string>((snapshot as unknown as { _nodes: { id: string }[] })._nodes.map((node) => node.id))
  const offered = events(snapshot)

  const take = (event: EventObject) => {
    const delay = delayOf(event)
    if (delay) current.clock.increment(delay.ms)
    else if (!current.settle(event)) current.actor.send(event as never)
    window.setTimeout(rerender, 0)
  }
  const advance = (ms: number) => {
    current.clock.increment(ms)
    rerender()
  }

  return (
    <div data-slot="machine-explorer" className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="explorer-graph">
        <h2 id="explorer-graph" className="text-h3">
          {machine.id}
        </h2>
        <p className="text-fg-muted">
          Current state: <strong data-testid="explorer-state">{stateId(snapshot)}</strong>
        </p>
        <ul className="mt-3">
          <GraphNode node={graph} active={active} />
        </ul>
      </section>
      <section aria-labelledby="explorer-events" className="space-y-4">
        <h2 id="explorer-events" className="text-h3">
          Events
        </h2>
        <div className="flex flex-col items-start gap-2">
          {offered.map((event) => (
            <button
              key={JSON.stringify(event)}
              type="button"
              onClick={() => take(event)}
              className="rounded-control border border-border bg-surface px-3 py-1.5 text-left font-mono text-sm hover:bg-surface-strong"
            >
              {eventLabel(event)}
            </button>
          ))}
        </div>
        <div>
          <p className="font-mono text-sm">Simulated clock: {current.clock.now()} ms</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {[1, 100, 500, 1000].map((ms) => (
              <button
                key={ms}
                type="button"
                onClick={() => advance(ms)}
                className="rounded-control border border-border px-3 py-1.5 text-sm hover:bg-surface"
              >
                +{ms} ms
              </button>
            ))}
            <button
              type="button"
              onClick={start}
              className="rounded-control border border-border px-3 py-1.5 text-sm hover:bg-surface"
            >
              Restart
            </button>
          </div>
        </div>
        <details>
          <summary className="cursor-pointer">Context</summary>
          <pre className="mt-2 overflow-auto rounded-control bg-surface p-3 text-xs">
            {JSON.stringify((snapshot as { context: unknown }).context, null, 2)}
          </pre>
        </details>
      </section>
    </div>
  )
}
