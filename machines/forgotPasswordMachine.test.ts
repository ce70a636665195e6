import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { forgotPasswordMachine } from './forgotPasswordMachine'
import { modelPaths, stateId } from '../tests/support/machines/model-paths'
import { forgotPasswordEvents, samples } from '../tests/support/machines/models'
import { controllablePromises, replayOnActor } from '../tests/support/machines/actor-doubles'
import { timing } from './timing'

const paths = modelPaths(forgotPasswordMachine, { events: forgotPasswordEvents })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('given the forgot-password machine', () => {
  it('reaches every state through the model', () => {
    const reached = new Set(paths.all.map((path) => stateId(path.end)))
    expect([...reached].sort()).toEqual(['closed', 'open.error', 'open.idle', 'open.submitting', 'open.success'])
  })

  for (const path of paths.all) {
    it(`replays ${path.title}`, async () => {
      const fakes = controllablePromises(['requestReset'] as const)
      const machine = forgotPasswordMachine.provide({ actors: fakes.actors })
      const { seen, heldBeforeDelay } = await replayOnActor(machine, path, { settle: fakes.settle })
      expect(seen).toEqual(path.states.map(stateId))
      expect(heldBeforeDelay.every(Boolean)).toBe(true)
    })
  }

  it('opens pre-filled, checks "required" then the text@text.text format', () => {
    const actor = createActor(forgotPasswordMachine).start()
    actor.send({ type: 'OPEN', email: '' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toBe('required')
    actor.send({ type: 'CHANGE', value: 'kari@firma' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toBe('invalid')
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'OPEN', email: samples.email })
    expect(actor.getSnapshot().context).toEqual({ email: samples.email, problem: null })
  })

  it(`cannot close while submitting, and closes and resets exactly ${timing.forgotPasswordCloseMs} ms after success`, async () => {
    const fakes = controllablePromises(['requestReset'] as const)
    const clock = new SimulatedClock()
    const actor = createActor(forgotPasswordMachine.provide({ actors: fakes.actors }), { clock }).start()
    actor.send({ type: 'OPEN', email: samples.email })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().can({ type: 'CLOSE' })).toBe(false)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().matches({ open: 'submitting' })).toBe(true)
    expect(fakes.calls('requestReset')[0]!.input).toEqual({ email: samples.email })
    fakes.calls('requestReset')[0]!.resolve(undefined)
    await flush()
    clock.increment(timing.forgotPasswordCloseMs - 1)
    expect(actor.getSnapshot().matches({ open: 'success' })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context).toEqual({ email: '', problem: null })
  })
})
