/**
 * The offcanvas contact dialog and its form. One machine holds both the
 * dialog (closed/open) and the form, because the form's timing decides when the dialog closes.
 *
 * Required fields: firstName, email and message — enough to answer a quote request. lastName,
 * phone and company are welcome but optional: demanding them turns visitors away, and the reply
 * goes by e-mail anyway. The rule itself lives in `contactModalSchema`, shared with the server.
 */
import { assign, setup } from 'xstate'
import { requiredActor, schemaErrors, withValue, type FieldErrors, type NavigateInput } from './actors'
import { contactModalSchema } from '../server/contract/schemas'
import { timing } from './timing'

export type ModalFieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'message' | 'website'
export type ModalValues = Record<ModalFieldName, string>

export type ContactModalContext = {
  values: ModalValues
  errors: FieldErrors<ModalFieldName>
  /** The server's `error` field of the last failure (logged), or the transport error. */
  serverError: string | null
  thanksPath: string
}

export type ContactModalEvent =
  { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'CHANGE'; field: ModalFieldName; value: string } | { type: 'SUBMIT' }

export type ContactModalInput = { thanksPath: string }

export const emptyModalValues: ModalValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  message: '',
  website: '',
}

/** Rejection of the send actor: the server's error code when it gave one. */
export class ContactSendError extends Error {
  constructor(readonly code: string) {
    super(code)
    this.name = 'ContactSendError'
  }
}

function initialContext({ input }: { input: ContactModalInput }): ContactModalContext {
  return { values: { ...emptyModalValues }, errors: {}, serverError: null, thanksPath: input.thanksPath }
}

function sendInput({ context }: { context: ContactModalContext }): ModalValues {
  return context.values
}

function thanksInput({ context }: { context: ContactModalContext }): NavigateInput {
  return { path: context.thanksPath }
}

function validationErrors(values: ModalValues): FieldErrors<ModalFieldName> {
  return schemaErrors(contactModalSchema, values)
}

function errorCode(error: unknown): string {
  if (error instanceof ContactSendError) return error.code
  return error instanceof Error ? error.message : String(error)
}

export const contactModalMachine = setup({
  types: {
    context: {} as ContactModalContext,
    events: {} as ContactModalEvent,
    input: {} as ContactModalInput,
  },
  actors: {
    /** POST /api/contact; resolves on `{ ok: true }`, rejects with a ContactSendError otherwise. */
    sendRequest: requiredActor<void, ModalValues>('sendRequest'),
    navigate: requiredActor<void, NavigateInput>('navigate'),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(validationErrors(context.values)).length > 0,
  },
  actions: {
    setValue: assign(({ context, event }) => (event.type === 'CHANGE' ? withValue(context, event) : {})),
    showErrors: assign(({ context }) => ({ errors: validationErrors(context.values) })),
    resetForm: assign({ values: { ...emptyModalValues }, errors: {}, serverError: null }),
    holdServerError: assign(({ event }) => ({
      serverError: 'error' in event ? errorCode(event.error) : null,
    })),
    logServerError: ({ context }) => {
      console.error('Contact request failed:', context.serverError)
    },
    clearServerError: assign({ serverError: null }),
  },
  delays: {
    modalSuccess: timing.modalSuccessMs,
    modalError: timing.modalErrorMs,
  },
}).createMachine({
  id: 'contactModal',
  context: initialContext,
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open' } },
    },
    open: {
      initial: 'idle',
      states: {
        idle: {
          tags: ['editable'],
          on: {
            CLOSE: { target: '#contactModal.closed' },
            CHANGE: { actions: 'setValue' },
            SUBMIT: [{ guard: 'formInvalid', actions: 'showErrors' }, { target: 'submitting' }],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'sendRequest',
            src: 'sendRequest',
            input: sendInput,
            onDone: { target: 'success' },
            onError: { target: 'failure', actions: ['holdServerError', 'logServerError'] },
          },
        },
        success: {
          tags: ['busy', 'sent'],
          entry: 'resetForm',
          after: { modalSuccess: { target: '#contactModal.leaving' } },
        },
        failure: {
          tags: ['busy', 'failed'],
          on: { CLOSE: { target: '#contactModal.closed' }, CHANGE: { actions: 'setValue' } },
          after: { modalError: { target: 'idle', actions: 'clearServerError' } },
        },
      },
    },
    leaving: {
      invoke: { id: 'navigate', src: 'navigate', input: thanksInput, onDone: 'closed', onError: 'closed' },
    },
  },
})
