import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { contactFormMachine } from './contactFormMachine'
import { modelPaths, stateId } from '../tests/support/machines/model-paths'
import { contactFormEvents, samples } from '../tests/support/machines/models'
import { controllablePromises, replayOnActor } from '../tests/support/machines/actor-doubles'

const input = { thanksPath: '/kontakt/takk/' }
const paths = modelPaths(contactFormMachine, { events: contactFormEvents, input })

describe('given the contact page form machine', () => {
  it('reaches every state through the model', () => {
    const reached = new Set(paths.all.map((path) => stateId(path.end)))
    expect([...reached].sort()).toEqual(['failure', 'idle', 'submitting', 'success'])
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

  it('holds "Failed to send message" and keeps the values after a failed send', async () => {
    const fakes = controllablePromises(['sendMessage', 'navigate'] as const)
    const actor = createActor(contactFormMachine.provide({ actors: fakes.actors }), { input }).start()
    actor.send({ type: 'CHANGE', field: 'name', value: samples.name })
    actor.send({ type: 'CHANGE', field: 'email', value: samples.email })
    actor.send({ type: 'CHANGE', field: 'message', value: samples.message })
    actor.send({ type: 'SUBMIT' })
    fakes.calls('sendMessage')[0]!.reject(new Error('Failed to send message'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context.failure).toBe('Failed to send message')
    expect(actor.getSnapshot().context.values.name).toBe(samples.name)
  })
})
