import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { loginMachine } from './loginMachine'
import { modelPaths, stateId } from '../tests/support/machines/model-paths'
import { loginEvents, samples } from '../tests/support/machines/models'
import { controllablePromises, replayOnActor } from '../tests/support/machines/actor-doubles'
import { timing } from './timing'

const paths = modelPaths(loginMachine, { events: loginEvents })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('given the login machine', () => {
  it('reaches every state through the model', () => {
    const reached = new Set(paths.all.map((path) => stateId(path.end)))
    expect([...reached].sort()).toEqual(['error', 'failure', 'idle', 'redirecting', 'submitting', 'success'])
  })

  for (const path of paths.all) {
    it(`replays ${path.title}`, async () => {
      const fakes = controllablePromises(['logIn', 'redirect'] as const)
      const { seen, heldBeforeDelay } = await replayOnActor(loginMachine.provide({ actors: fakes.actors }), path, {
        settle: fakes.settle,
      })
      expect(seen).toEqual(path.states.map(stateId))
      expect(heldBeforeDelay.every(Boolean)).toBe(true)
    })
  }

  it(`goes to the server's redirect_url exactly ${timing.loginRedirectMs} ms after success`, async () => {
    const fakes = controllablePromises(['logIn', 'redirect'] as const)
    const clock = new SimulatedClock()
    const actor = createActor(loginMachine.provide({ actors: fakes.actors }), { clock }).start()
    actor.send({ type: 'CHANGE', field: 'email', value: samples.email })
    actor.send({ type: 'CHANGE', field: 'password', value: samples.password })
    actor.send({ type: 'SET_REMEMBER', value: true })
    actor.send({ type: 'SUBMIT' })
    expect(fakes.calls('logIn')[0]!.input).toEqual({ email: samples.email, password: samples.password, remember: true })
    fakes.calls('logIn')[0]!.resolve({ success: true, redirect_url: samples.redirectUrl, message: null })
    await flush()
    clock.increment(timing.loginRedirectMs - 1)
    expect(fakes.calls('redirect')).toHaveLength(0)
    clock.increment(1)
    expect(fakes.calls('redirect').map((call) => call.input)).toEqual([{ url: samples.redirectUrl }])
  })

  it('keeps the server message, or none for the localized default, and typing clears it', async () => {
    const fakes = controllablePromises(['logIn', 'redirect'] as const)
    const actor = createActor(loginMachine.provide({ actors: fakes.actors })).start()
    actor.send({ type: 'CHANGE', field: 'email', value: samples.email })
    actor.send({ type: 'CHANGE', field: 'password', value: samples.password })
    actor.send({ type: 'SUBMIT' })
    fakes.calls('logIn')[0]!.resolve({ success: false, message: samples.serverMessage })
    await flush()
    expect(actor.getSnapshot().context.serverMessage).toBe(samples.serverMessage)
    actor.send({ type: 'CHANGE', field: 'password', value: 'x' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.serverMessage).toBeNull()
    actor.send({ type: 'SUBMIT' })
    fakes.calls('logIn')[1]!.resolve({ success: false, message: '  ' })
    await flush()
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context.serverMessage).toBeNull()
  })

  it('treats a success answer without a redirect address as a failure', async () => {
    const fakes = controllablePromises(['logIn', 'redirect'] as const)
    const actor = createActor(loginMachine.provide({ actors: fakes.actors })).start()
    actor.send({ type: 'CHANGE', field: 'email', value: samples.email })
    actor.send({ type: 'CHANGE', field: 'password', value: samples.password })
    actor.send({ type: 'SUBMIT' })
    fakes.calls('logIn')[0]!.resolve({ success: true, redirect_url: null, message: null })
    await flush()
    expect(actor.getSnapshot().value).toBe('failure')
  })

  it('requires e-mail (of e-mail type) and password', () => {
    const actor = createActor(loginMachine).start()
    actor.send({ type: 'CHANGE', field: 'email', value: samples.badEmail })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'invalid', password: 'required' })
  })
})
