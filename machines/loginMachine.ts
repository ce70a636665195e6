/**
 * Customer login: idle -> submitting -> success (after
 * `loginRedirectMs` the browser goes to the server's redirect_url) | failure (the server's
 * message, or the localized "invalid e-mail or password") | error (network or parse problem).
 * Typing in any field clears the error.
 */
import { assign, setup } from 'xstate'
import { requiredActor, schemaErrors, withValue, type FieldErrors } from './actors'
import { loginSchema } from '../server/contract/schemas'
import { timing } from './timing'

export type LoginFieldName = 'email' | 'password'
export type LoginValues = { email: string; password: string; remember: boolean }

/** The answer of POST /api/crm-sso-login, as read by the form. */
export type LoginAnswer = { success: boolean; redirect_url?: string | null; message?: string | null }

export type LoginContext = {
  values: LoginValues
  errors: FieldErrors<LoginFieldName>
  /** The server's message of a failed login; null means "use the localized default". */
  serverMessage: string | null
  redirectUrl: string | null
}

export type LoginEvent =
  | { type: 'CHANGE'; field: LoginFieldName; value: string }
  | { type: 'SET_REMEMBER'; value: boolean }
  | { type: 'SUBMIT' }

function submitInput({ context }: { context: LoginContext }): LoginValues {
  return context.values
}

function redirectInput({ context }: { context: LoginContext }): { url: string } {
  return { url: context.redirectUrl ?? '' }
}

function validationErrors(values: LoginValues): FieldErrors<LoginFieldName> {
  return schemaErrors(loginSchema, values)
}

function answerOf(event: unknown): LoginAnswer | null {
  if (!event || typeof event !== 'object' || !('output' in event)) return null
  return (event as { output: LoginAnswer }).output
}

export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    /** POST /api/crm-sso-login; resolves with the parsed answer (any status), rejects on network or parse errors. */
    logIn: requiredActor<LoginAnswer, LoginValues>('logIn'),
    /** Sends the browser to the portal address (a full page load). */
    redirect: requiredActor<void, { url: string }>('redirect'),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(validationErrors(context.values)).length > 0,
    loginSucceeded: ({ event }) => {
      const answer = answerOf(event)
      return Boolean(answer?.success && answer.redirect_url)
    },
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type === 'CHANGE') return withValue(context, event)
      if (event.type === 'SET_REMEMBER') return { values: { ...context.values, remember: event.value } }
      return {}
    }),
    showErrors: assign(({ context }) => ({ errors: validationErrors(context.values) })),
    holdRedirect: assign(({ event }) => ({ redirectUrl: answerOf(event)?.redirect_url ?? null })),
    holdServerMessage: assign(({ event }) => {
      const message = answerOf(event)?.message
      return { serverMessage: typeof message === 'string' && message.trim() !== '' ? message : null }
    }),
    clearServerMessage: assign({ serverMessage: null }),
    logError: ({ event }) => {
      console.error('Login request failed:', 'error' in event ? event.error : event)
    },
  },
  delays: {
    loginRedirect: timing.loginRedirectMs,
  },
}).createMachine({
  id: 'login',
  context: { values: { email: '', password: '', remember: false }, errors: {}, serverMessage: null, redirectUrl: null },
  initial: 'idle',
  states: {
    idle: {
      tags: ['editable'],
      on: {
        CHANGE: { actions: 'setValue' },
        SET_REMEMBER: { actions: 'setValue' },
        SUBMIT: [{ guard: 'formInvalid', actions: 'showErrors' }, { target: 'submitting' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: submitInput,
        onDone: [
          { guard: 'loginSucceeded', target: 'success', actions: 'holdRedirect' },
          { target: 'failure', actions: 'holdServerMessage' },
        ],
        onError: { target: 'error', actions: 'logError' },
      },
    },
    success: {
      tags: ['busy', 'succeeded'],
      after: { loginRedirect: { target: 'redirecting' } },
    },
    redirecting: {
      tags: ['busy', 'succeeded'],
      invoke: { id: 'redirect', src: 'redirect', input: redirectInput },
    },
    failure: {
      tags: ['editable', 'failed'],
      on: {
        CHANGE: { target: 'idle', actions: ['setValue', 'clearServerMessage'] },
        SET_REMEMBER: { target: 'idle', actions: ['setValue', 'clearServerMessage'] },
        SUBMIT: [{ guard: 'formInvalid', actions: 'showErrors' }, { target: 'submitting' }],
      },
    },
    error: {
      tags: ['editable', 'failed'],
      on: {
        CHANGE: { target: 'idle', actions: 'setValue' },
        SET_REMEMBER: { target: 'idle', actions: 'setValue' },
        SUBMIT: [{ guard: 'formInvalid', actions: 'showErrors' }, { target: 'submitting' }],
      },
    },
  },
})
