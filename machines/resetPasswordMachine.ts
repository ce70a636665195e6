/**
 * Set a new password from the link in the reset e-mail (the portal's reset-password page):
 * waiting (the page reads `?token=` after hydration) -> idle | noToken; idle -> submitting ->
 * done | expired (the server refused the token: unknown, used or over an hour old) | error
 * (network or server trouble; the form stays filled). Typing clears a problem.
 */
import { assign, setup } from 'xstate'
import { requiredActor } from './actors'
import { limits } from '../server/contract/schemas'

/** What the server said about the token and password. */
export type ResetAnswer = 'ok' | 'invalid_token'
export type ResetInput = { token: string; password: string }
export type ResetProblem = 'too_short' | 'too_long' | 'mismatch'
export type ResetField = 'password' | 'confirm'

export type ResetPasswordContext = {
  token: string
  password: string
  confirm: string
  problem: ResetProblem | null
}

export type ResetPasswordEvent =
  { type: 'START'; token: string | null } | { type: 'CHANGE'; field: ResetField; value: string } | { type: 'SUBMIT' }

/** The password rule the server applies (server/contract/schemas.ts), as one problem code. */
export function passwordProblem(password: string, confirm: string): ResetProblem | null {
  if (password.length < limits.passwordMin) return 'too_short'
  if (password.length > limits.passwordMax) return 'too_long'
  if (password !== confirm) return 'mismatch'
  return null
}

function submitInput({ context }: { context: ResetPasswordContext }): ResetInput {
  return { token: context.token, password: context.password }
}

function answerOf(event: unknown): ResetAnswer | null {
  if (!event || typeof event !== 'object' || !('output' in event)) return null
  return (event as { output: ResetAnswer }).output
}

export const resetPasswordMachine = setup({
  types: { context: {} as ResetPasswordContext, events: {} as ResetPasswordEvent },
  actors: {
    /** POST /api/reset-password; resolves 'ok' or 'invalid_token', rejects on any other failure. */
    resetPassword: requiredActor<ResetAnswer, ResetInput>('resetPassword'),
  },
  guards: {
    hasToken: ({ event }) => event.type === 'START' && typeof event.token === 'string' && event.token.trim() !== '',
    formInvalid: ({ context }) => passwordProblem(context.password, context.confirm) !== null,
    accepted: ({ event }) => answerOf(event) === 'ok',
  },
  actions: {
    holdToken: assign(({ event }) => ({ token: event.type === 'START' ? (event.token ?? '').trim() : '' })),
    setValue: assign(({ event }) =>
      event.type === 'CHANGE' ? { [event.field]: event.value, problem: null } : ({} as Partial<ResetPasswordContext>),
    ),
    showProblem: assign(({ context }) => ({ problem: passwordProblem(context.password, context.confirm) })),
    forgetPasswords: assign({ password: '', confirm: '', problem: null }),
    logError: ({ event }) => {
      console.error('Password reset failed:', 'error' in event ? event.error : event)
    },
  },
}).createMachine({
  id: 'resetPassword',
  context: { token: '', password: '', confirm: '', problem: null },
  initial: 'waiting',
  states: {
    waiting: {
      tags: ['busy'],
      on: {
        START: [{ guard: 'hasToken', target: 'idle', actions: 'holdToken' }, { target: 'noToken' }],
      },
    },
    noToken: { tags: ['dead'] },
    idle: {
      tags: ['editable'],
      on: {
        CHANGE: { actions: 'setValue' },
        SUBMIT: [{ guard: 'formInvalid', actions: 'showProblem' }, { target: 'submitting' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: submitInput,
        onDone: [
          { guard: 'accepted', target: 'done', actions: 'forgetPasswords' },
          { target: 'expired', actions: 'forgetPasswords' },
        ],
        onError: { target: 'error', actions: 'logError' },
      },
    },
    done: { tags: ['succeeded'] },
    expired: { tags: ['dead', 'failed'] },
    error: {
      tags: ['editable', 'failed'],
      on: {
        CHANGE: { target: 'idle', actions: 'setValue' },
        SUBMIT: [{ guard: 'formInvalid', target: 'idle', actions: 'showProblem' }, { target: 'submitting' }],
      },
    },
  },
})
