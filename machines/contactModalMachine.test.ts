import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { contactModalMachine } from './contactModalMachine'
import { modelPaths, stateId, transitionsOf } from '../tests/support/machines/model-paths'
import { contactModalEvents, samples } from '../tests/support/machines/models'
import { controllablePromises, replayOnActor } from '../tests/support/machines/actor-doubles'
import { timing } from './timing'
import { ContactSendError, proofRefused } from './contact-send'
import { emptyModalValues } from './contactModalMachine'

const input = { thanksPath: '/en/contact/thank-you/' }
const paths = modelPaths(contactModalMachine, { events: contactModalEvents, input })

function filledActor() {
  const fakes = controllablePromises(['sendRequest', 'navigate'] as const)
  const clock = new SimulatedClock()
  const actor = createActor(contactModalMachine.provide({ actors: fakes.actors }), { input, clock }).start()
  actor.send({ type: 'OPEN', topic: 'plan', plan: 'Dominansepakken' })
  actor.send({ type: 'CHANGE', field: 'firstName', value: 'Kari' })
  actor.send({ type: 'CHANGE', field: 'email', value: samples.email })
  actor.send({ type: 'CHANGE', field: 'message', value: samples.message })
  actor.send({ type: 'PROOF_SOLVED', ...samples.proof })
  return { actor, clock, fakes }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('given the contact dialog machine', () => {
  it('reaches every state through the model', () => {
    const reached = new Set(paths.all.map((path) => stateId(path.end)))
    expect([...reached].sort()).toEqual([
      'closed',
      'leaving',
      'open.awaitingProof',
      'open.failure',
      'open.idle',
      'open.submitting',
      'open.success',
    ])
  })

  it('has a few paths that take every transition of the model, which the component tests replay', () => {
    const initial = contactModalMachine.getInitialSnapshot(null as never, input)
    const transitions = (chosen: typeof paths.all) =>
      new Set(chosen.flatMap((path) => [...transitionsOf(path, initial)]))
    expect(transitions(paths.covering)).toEqual(transitions(paths.all))
    expect(new Set(paths.covering.map((path) => stateId(path.end))).size).toBeGreaterThan(1)
    expect(paths.covering.length).toBeLessThan(paths.all.length / 10)
  })

  for (const path of paths.all) {
    it(`replays ${path.title}`, async () => {
      const fakes = controllablePromises(['sendRequest', 'navigate'] as const)
      const machine = contactModalMachine.provide({ actors: fakes.actors })
      const { seen, heldBeforeDelay } = await replayOnActor(machine, path, { input, settle: fakes.settle })
      expect(seen).toEqual(path.states.map(stateId))
      expect(heldBeforeDelay.every(Boolean)).toBe(true)
    })
  }

  it('requires first name, e-mail and message only', () => {
    const actor = createActor(contactModalMachine, { input }).start()
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.errors).toEqual({
      firstName: 'required',
      email: 'required',
      message: 'required',
    })
  })

  it(`resets the form at once on success, then closes and navigates after exactly ${timing.modalSuccessMs} ms`, async () => {
    const { actor, clock, fakes } = filledActor()
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    fakes.calls('sendRequest')[0]!.resolve(undefined)
    await flush()
    expect(actor.getSnapshot().matches({ open: 'success' })).toBe(true)
    expect(actor.getSnapshot().context.values.message).toBe('')
    clock.increment(timing.modalSuccessMs - 1)
    expect(actor.getSnapshot().matches({ open: 'success' })).toBe(true)
    expect(actor.getSnapshot().can({ type: 'CLOSE' })).toBe(false)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('leaving')
    expect(fakes.calls('navigate').map((call) => call.input)).toEqual([{ path: input.thanksPath }])
  })

  it('sends the values with the button that opened it and the solved proof', () => {
    const { actor, fakes } = filledActor()
    actor.send({ type: 'SUBMIT' })
    expect(fakes.calls('sendRequest').map((call) => call.input)).toEqual([
      {
        values: { ...emptyModalValues, firstName: 'Kari', email: samples.email, message: samples.message },
        source: { topic: 'plan', plan: 'Dominansepakken' },
        proof: samples.proof,
      },
    ])
  })

  it(`says why the check failed, and goes on saying so once the button is back after ${timing.modalErrorMs} ms`, async () => {
    const { actor, clock, fakes } = filledActor()
    actor.send({ type: 'SUBMIT' })
    const original = console.error
    console.error = () => {}
    try {
      fakes.calls('sendRequest')[0]!.reject(new ContactSendError(proofRefused))
      await flush()
    } finally {
      console.error = original
    }
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'refused', renewals: 1 })
    clock.increment(timing.modalErrorMs)
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.failure).toBe('refused')
    expect(actor.getSnapshot().context.values.message).toBe(samples.message)
    // The next press waits for the new proof, and the message goes.
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches({ open: 'awaitingProof' })).toBe(true)
    expect(actor.getSnapshot().context.failure).toBeNull()
  })

  it(`logs the server's error and restores the button after exactly ${timing.modalErrorMs} ms`, async () => {
    const { actor, clock, fakes } = filledActor()
    const logged: unknown[][] = []
    const original = console.error
    console.error = (...args: unknown[]) => logged.push(args)
    try {
      actor.send({ type: 'SUBMIT' })
      const { ContactSendError } = await import('./contactModalMachine')
      fakes.calls('sendRequest')[0]!.reject(new ContactSendError('rate_limited'))
      await flush()
    } finally {
      console.error = original
    }
    expect(logged).toEqual([['Contact request failed:', 'rate_limited']])
    expect(actor.getSnapshot().matches({ open: 'failure' })).toBe(true)
    expect(actor.getSnapshot().context.values.firstName).toBe('Kari')
    clock.increment(timing.modalErrorMs - 1)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true)
  })
})
