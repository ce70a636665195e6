import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { accountMachine, type AccountCustomer } from './accountMachine'
import { passwordProblem, resetPasswordMachine, type ResetAnswer, type ResetInput } from './resetPasswordMachine'

function resetActor(answer: (input: ResetInput) => Promise<ResetAnswer>) {
  const calls: ResetInput[] = []
  const machine = resetPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise<ResetAnswer, ResetInput>(({ input }) => {
        calls.push(input)
        return answer(input)
      }),
    },
  })
  return { actor: createActor(machine).start(), calls }
}

describe('given the reset-password form', () => {
  it('waits for the token, and without one shows the dead-link state', () => {
    const { actor } = resetActor(async () => 'ok')
    expect(actor.getSnapshot().value).toBe('waiting')
    actor.send({ type: 'START', token: '  ' })
    expect(actor.getSnapshot().value).toBe('noToken')
    expect(actor.getSnapshot().hasTag('dead')).toBe(true)
  })

  it('checks length and the repeated password before asking the server', () => {
    const { actor, calls } = resetActor(async () => 'ok')
    actor.send({ type: 'START', token: 'abc' })
    actor.send({ type: 'CHANGE', field: 'password', value: 'short' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toBe('too_short')
    actor.send({ type: 'CHANGE', field: 'password', value: 'long enough' })
    expect(actor.getSnapshot().context.problem).toBeNull()
    actor.send({ type: 'CHANGE', field: 'confirm', value: 'long enougH' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toBe('mismatch')
    expect(calls).toEqual([])
    expect(passwordProblem('x'.repeat(200), 'x'.repeat(200))).toBe('too_long')
  })

  it('sends token and password, then forgets the password once the server accepts', async () => {
    const { actor, calls } = resetActor(async () => 'ok')
    actor.send({ type: 'START', token: 'tok' })
    actor.send({ type: 'CHANGE', field: 'password', value: 'nytt passord' })
    actor.send({ type: 'CHANGE', field: 'confirm', value: 'nytt passord' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const done = await waitFor(actor, (s) => s.matches('done'))
    expect(calls).toEqual([{ token: 'tok', password: 'nytt passord' }])
    expect(done.context.password).toBe('')
    expect(done.hasTag('succeeded')).toBe(true)
  })

  it('shows the expired state when the server refuses the token', async () => {
    const { actor } = resetActor(async () => 'invalid_token')
    actor.send({ type: 'START', token: 'old' })
    actor.send({ type: 'CHANGE', field: 'password', value: '12345678' })
    actor.send({ type: 'CHANGE', field: 'confirm', value: '12345678' })
    actor.send({ type: 'SUBMIT' })
    const expired = await waitFor(actor, (s) => s.matches('expired'))
    expect(expired.can({ type: 'SUBMIT' })).toBe(false)
  })

  it('keeps the form filled after a network error and can try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const { actor, calls } = resetActor(async () => {
      if (fail) throw new Error('offline')
      return 'ok'
    })
    actor.send({ type: 'START', token: 'tok' })
    actor.send({ type: 'CHANGE', field: 'password', value: '12345678' })
    actor.send({ type: 'CHANGE', field: 'confirm', value: '12345678' })
    actor.send({ type: 'SUBMIT' })
    const error = await waitFor(actor, (s) => s.matches('error'))
    expect(error.context.password).toBe('12345678')
    fail = false
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(calls).toHaveLength(2)
  })
})

describe('given the account page', () => {
  const kari: AccountCustomer = { name: 'Kari Nordmann', email: 'kari@example.no' }
  function accountActor(load: () => Promise<AccountCustomer | null>, logOut: () => Promise<void> = async () => {}) {
    return createActor(
      accountMachine.provide({
        actors: { loadAccount: fromPromise(load), logOut: fromPromise(logOut) },
      }),
    ).start()
  }

  it('shows the signed-in customer and logs out', async () => {
    const actor = accountActor(async () => kari)
    const signedIn = await waitFor(actor, (s) => s.matches('signedIn'))
    expect(signedIn.context.customer).toEqual(kari)
    actor.send({ type: 'LOG_OUT' })
    const out = await waitFor(actor, (s) => s.matches('signedOut'))
    expect(out.context.customer).toBeNull()
  })

  it('shows the signed-out view when there is no session', async () => {
    const actor = accountActor(async () => null)
    await waitFor(actor, (s) => s.matches('signedOut'))
  })

  it('stays signed in and says so when logging out fails; retries loading after an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const actor = accountActor(
      async () => kari,
      async () => {
        throw new Error('offline')
      },
    )
    await waitFor(actor, (s) => s.matches('signedIn'))
    actor.send({ type: 'LOG_OUT' })
    const back = await waitFor(actor, (s) => s.matches('signedIn') && s.context.logoutFailed)
    expect(back.context.customer).toEqual(kari)

    let broken = true
    const flaky = accountActor(async () => {
      if (broken) throw new Error('500')
      return kari
    })
    await waitFor(flaky, (s) => s.matches('error'))
    broken = false
    flaky.send({ type: 'RETRY' })
    await waitFor(flaky, (s) => s.matches('signedIn'))
  })
})
