import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { modelPaths, stateId } from '../tests/support/machines/model-paths'
import { searchEvents, searchSamples } from '../tests/support/machines/models'
import { searchMachine } from './searchMachine'
import { controllablePromises, replayOnActor } from '../tests/support/machines/actor-doubles'
import { timing } from './timing'

const paths = modelPaths(searchMachine, { events: searchEvents, input: {} })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('given the search machine', () => {
  it('reaches every state through the model', () => {
    const reached = new Set(paths.all.map((path) => stateId(path.end)))
    expect([...reached].sort()).toEqual(['empty', 'failed', 'noResults', 'results', 'searching', 'waiting'])
  })

  for (const path of paths.all) {
    it(`replays ${path.title}`, async () => {
      const fakes = controllablePromises(['search'] as const)
      const machine = searchMachine.provide({ actors: fakes.actors })
      const { seen, heldBeforeDelay } = await replayOnActor(machine, path, { input: {}, settle: fakes.settle })
      expect(seen).toEqual(path.states.map(stateId))
      expect(heldBeforeDelay.every(Boolean)).toBe(true)
    })
  }

  it(`searches once typing has paused for ${timing.searchDebounceMs} ms, with the trimmed query`, async () => {
    const fakes = controllablePromises(['search'] as const)
    const clock = new SimulatedClock()
    const actor = createActor(searchMachine.provide({ actors: fakes.actors }), { clock, input: {} }).start()
    actor.send({ type: 'TYPE', query: 'drift' })
    clock.increment(timing.searchDebounceMs - 1)
    actor.send({ type: 'TYPE', query: ' driftsavtale ' })
    clock.increment(timing.searchDebounceMs - 1)
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(fakes.calls('search')).toHaveLength(0)
    clock.increment(1)
    expect(fakes.calls('search')).toHaveLength(1)
    expect(fakes.calls('search')[0]!.input).toEqual({ query: 'driftsavtale', kind: null })
    fakes.calls('search')[0]!.resolve(searchSamples.answer)
    await flush()
    expect(actor.getSnapshot().value).toBe('results')
    expect(actor.getSnapshot().context.answer).toEqual(searchSamples.answer)
  })

  it('searches a query given at the start at once, and again with the kind the visitor picks', async () => {
    const fakes = controllablePromises(['search'] as const)
    const actor = createActor(searchMachine.provide({ actors: fakes.actors }), { input: { query: 'SEO' } }).start()
    expect(actor.getSnapshot().value).toBe('searching')
    fakes.calls('search')[0]!.resolve(searchSamples.none)
    await flush()
    expect(actor.getSnapshot().value).toBe('noResults')
    actor.send({ type: 'FILTER', kind: 'blog' })
    expect(fakes.calls('search')[1]!.input).toEqual({ query: 'SEO', kind: 'blog' })
  })

  it('shows nothing to search for when the query is cleared, and forgets the last answer', async () => {
    const fakes = controllablePromises(['search'] as const)
    const actor = createActor(searchMachine.provide({ actors: fakes.actors }), { input: { query: 'SEO' } }).start()
    fakes.calls('search')[0]!.resolve(searchSamples.answer)
    await flush()
    actor.send({ type: 'TYPE', query: '   ' })
    expect(actor.getSnapshot().value).toBe('empty')
    expect(actor.getSnapshot().context.answer).toBeNull()
  })
})
