import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { contactFormMachine } from './contactFormMachine'
import { modelPaths, stateId } from '../tests/support/machines/model-paths'
import { contactFormEvents, samples } from '../tests/support/machines/models'
import { controllablePromises, replayOnActor } from '../tests/support/machines/actor-doubles'
import { ContactSendError, proofRefused } from './contact-send'

const input = { thanksPath: '/kontakt/takk/' }
const paths = modelPaths(contactFormMachine, { events: contactFormEvents, input })

describe('given the contact page form machine', () => {
  it('reaches every state through the model', () => {
    const reached = new Set(paths.all.map((path) => stateId(path.end)))
    expect([...reached].sort()).toEqual(['awaitingProof', 'failure', 'idle', 'submitting', 'success'])
    expect(paths.shortest.length).toBeGreaterThan(3)
    expect(paths.simple.length).toBeGreaterThanOrEqual(paths.shortest.length)
  })

  for (const path of paths.all) {
    it(`replays ${path.title}`, async () => {
      const fakes = controllablePromises(['sendMessage', 'navigate'] as const)
      const machine = contactFormMachine.provide({ actors: fakes.actors })
      const { seen } = await replayOnActor(machine, path, { input, settle: fakes.settle })
      expect(seen).toEqual(path.states.map(stateId))
      if (stateId(path.end) === 'success') {
        expect(fakes.calls('navigate').map((call) => call.input)).toEqual([{ path: '/kontakt/takk/' }])
      }
    })
  }

  it('does nothing at all when the honeypot is filled', () => {
    const fakes = controllablePromises(['sendMessage', 'navigate'] as const)
    const actor = createActor(contactFormMachine.provide({ actors: fakes.actors }), { input }).start()
    actor.send({ type: 'CHANGE', field: 'name', value: samples.name })
    actor.send({ type: 'CHANGE', field: 'email', value: samples.email })
    actor.send({ type: 'CHANGE', field: 'message', value: samples.message })
    actor.send({ type: 'CHANGE', field: 'phone', value: samples.honeypot })
    const before = actor.getSnapshot()
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual(before.context)
    expect(fakes.calls('sendMessage')).toHaveLength(0)
  })

  it('requires name, e-mail (of e-mail type) and message, and leaves subject optional', () => {
    const actor = createActor(contactFormMachine, { input }).start()
    actor.send({ type: 'CHANGE', field: 'email', value: samples.badEmail })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'required', email: 'invalid', message: 'required' })
  })

  function filled() {
    const fakes = controllablePromises(['sendMessage', 'navigate'] as const)
    const actor = createActor(contactFormMachine.provide({ actors: fakes.actors }), { input }).start()
    actor.send({ type: 'CHANGE', field: 'name', value: samples.name })
    actor.send({ type: 'CHANGE', field: 'email', value: samples.email })
    actor.send({ type: 'CHANGE', field: 'message', value: samples.message })
    return { actor, fakes }
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('holds why a send failed and keeps the values', async () => {
    const { actor, fakes } = filled()
    actor.send({ type: 'PROOF_SOLVED', ...samples.proof })
    actor.send({ type: 'SUBMIT' })
    fakes.calls('sendMessage')[0]!.reject(new ContactSendError('server_error'))
    await flush()
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context.failure).toBe('send')
    expect(actor.getSnapshot().context.values.name).toBe(samples.name)
  })

  it('sends the values with the solved proof, and waits for the proof when the visitor is quicker', async () => {
    const { actor, fakes } = filled()
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('awaitingProof')
    expect(fakes.calls('sendMessage')).toHaveLength(0)
    actor.send({ type: 'PROOF_SOLVED', payload: 'solved', sendableAt: 1234 })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(fakes.calls('sendMessage').map((call) => call.input)).toEqual([
      {
        values: { name: samples.name, email: samples.email, subject: '', message: samples.message, phone: '' },
        proof: { payload: 'solved', sendableAt: 1234 },
      },
    ])
  })

  it('says the check could not run, keeps the values and asks the widget again, when it fails', () => {
    const { actor, fakes } = filled()
    actor.send({ type: 'PROOF_FAILED' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context).toMatchObject({
      failure: 'unavailable',
      renewals: 1,
      proof: { status: 'pending' },
    })
    expect(actor.getSnapshot().context.values.message).toBe(samples.message)
    expect(fakes.calls('sendMessage')).toHaveLength(0)
    // The widget recovers; the next press sends.
    actor.send({ type: 'PROOF_SOLVED', ...samples.proof })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('submitting')
  })

  it('asks for a new proof after the server refused one, and sends with the new one', async () => {
    const { actor, fakes } = filled()
    actor.send({ type: 'PROOF_SOLVED', payload: 'spent', sendableAt: 0 })
    actor.send({ type: 'SUBMIT' })
    fakes.calls('sendMessage')[0]!.reject(new ContactSendError(proofRefused))
    await flush()
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'refused', renewals: 1, proof: { status: 'pending' } })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('awaitingProof')
    actor.send({ type: 'PROOF_SOLVED', payload: 'fresh', sendableAt: 0 })
    expect(
      fakes.calls('sendMessage').map((call) => (call.input as { proof: { payload: string } }).proof.payload),
    ).toEqual(['spent', 'fresh'])
  })
})
