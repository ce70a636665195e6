/**
 * The embedded account page: loading (GET /api/me) -> signedIn | signedOut | error (retry);
 * signedIn -> LOG_OUT -> loggingOut (POST /api/logout) -> signedOut, or back to signedIn with
 * a problem when the server could not be reached.
 */
import { assign, setup } from 'xstate'
import { requiredActor } from './actors'

export type AccountCustomer = { name: string; email: string }

export type AccountContext = {
  customer: AccountCustomer | null
  logoutFailed: boolean
}

export type AccountEvent = { type: 'LOG_OUT' } | { type: 'RETRY' }

function outputOf(event: unknown): AccountCustomer | null {
  if (!event || typeof event !== 'object' || !('output' in event)) return null
  return (event as { output: AccountCustomer | null }).output
}

export const accountMachine = setup({
  types: { context: {} as AccountContext, events: {} as AccountEvent },
  actors: {
    /** GET /api/me: the customer, or null when nobody is signed in; rejects on network or server errors. */
    loadAccount: requiredActor<AccountCustomer | null, void>('loadAccount'),
    /** POST /api/logout; rejects when the session could not be ended. */
    logOut: requiredActor<void, void>('logOut'),
  },
  guards: {
    signedIn: ({ event }) => outputOf(event) !== null,
  },
  actions: {
    holdCustomer: assign(({ event }) => ({ customer: outputOf(event), logoutFailed: false })),
    forgetCustomer: assign({ customer: null, logoutFailed: false }),
    markLogoutFailed: assign({ logoutFailed: true }),
    logError: ({ event }) => {
      console.error('Account request failed:', 'error' in event ? event.error : event)
    },
  },
}).createMachine({
  id: 'account',
  context: { customer: null, logoutFailed: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        onDone: [{ guard: 'signedIn', target: 'signedIn', actions: 'holdCustomer' }, { target: 'signedOut' }],
        onError: { target: 'error', actions: 'logError' },
      },
    },
    signedIn: {
      on: { LOG_OUT: { target: 'loggingOut' } },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logOut',
        src: 'logOut',
        onDone: { target: 'signedOut', actions: 'forgetCustomer' },
        onError: { target: 'signedIn', actions: ['markLogoutFailed', 'logError'] },
      },
    },
    signedOut: {},
    error: {
      tags: ['failed'],
      on: { RETRY: { target: 'loading' } },
    },
  },
})
