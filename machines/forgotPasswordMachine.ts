/**
 * Forgot-password dialog. Opened from the login form's link with the
 * e-mail typed there; submitting -> success (form disabled; after `forgotPasswordCloseMs` it
 * closes and resets) | error. Cancel or close resets it; closing is not possible while submitting.
 */
import { assign, setup } from 'xstate'
import { requiredActor } from './actors'
import { simpleEmailPattern } from '../server/contract/schemas'
import { timing } from './timing'

export type ForgotPasswordProblem = 'required' | 'invalid'

export type ForgotPasswordContext = {
  email: string
  problem: ForgotPasswordProblem | null
}

export type ForgotPasswordEvent =
  { type: 'OPEN'; email: string } | { type: 'CLOSE' } | { type: 'CHANGE'; value: string } | { type: 'SUBMIT' }

function requestInput({ context }: { context: ForgotPasswordContext }): { email: string } {
  return { email: context.email.trim() }
}

export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    /** POST /api/forgot-password; resolves on an ok answer, rejects otherwise. */
    requestReset: requiredActor<void, { email: string }>('requestReset'),
  },
  guards: {
    emailEmpty: ({ context }) => context.email.trim() === '',
    emailMalformed: ({ context }) => !simpleEmailPattern.test(context.email.trim()),
  },
  actions: {
    prefill: assign(({ event }) => ({ email: event.type === 'OPEN' ? event.email : '', problem: null })),
    setEmail: assign(({ event }) => ({ email: event.type === 'CHANGE' ? event.value : '', problem: null })),
    markRequired: assign({ problem: 'required' as const }),
    markInvalid: assign({ problem: 'invalid' as const }),
    reset: assign({ email: '', problem: null }),
    logError: ({ event }) => {
      console.error('Password reset request failed:', 'error' in event ? event.error : event)
    },
  },
  delays: {
    forgotPasswordClose: timing.forgotPasswordCloseMs,
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', problem: null },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: 'prefill' } },
    },
    open: {
      initial: 'idle',
      on: { CLOSE: { target: 'closed', actions: 'reset' } },
      states: {
        idle: {
          tags: ['editable'],
          on: {
            CHANGE: { actions: 'setEmail' },
            SUBMIT: [
              { guard: 'emailEmpty', actions: 'markRequired' },
              { guard: 'emailMalformed', actions: 'markInvalid' },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          on: { CLOSE: {} },
          invoke: {
            id: 'requestReset',
            src: 'requestReset',
            input: requestInput,
            onDone: { target: 'success' },
            onError: { target: 'error', actions: 'logError' },
          },
        },
        success: {
          tags: ['sent'],
          after: { forgotPasswordClose: { target: '#forgotPassword.closed', actions: 'reset' } },
        },
        error: {
          tags: ['editable', 'failed'],
          on: {
            CHANGE: { target: 'idle', actions: 'setEmail' },
            SUBMIT: [
              { guard: 'emailEmpty', actions: 'markRequired' },
              { guard: 'emailMalformed', actions: 'markInvalid' },
              { target: 'submitting' },
            ],
          },
        },
      },
    },
  },
})
