/**
 * The offcanvas contact dialog and its form. One machine holds both the
 * dialog (closed/open) and the form, because the form's timing decides when the dialog closes.
 *
 * Every message carries a proof of work (./contact-send.ts), which the form's widget solves while
 * the visitor types; a send waits for it (`awaitingProof`) when the visitor is quicker. When the
 * check could not run or the server refused it, the dialog says so (and goes on saying so once the
 * button is back), keeps what was typed and asks the widget for a new one. The dialog remembers
 * the topic and plan of the button that opened it, which the message reports.
 *
 * Required fields: firstName, email and message — enough to answer a quote request. lastName,
 * phone and company are welcome but optional: demanding them turns visitors away, and the reply
 * goes by e-mail anyway. The rule itself lives in `contactModalSchema`, shared with the server.
 */
import { assign, setup } from 'xstate'
import type { ContactTopic } from '../content/site/contact-topics'
import { requiredActor, schemaErrors, withValue, type FieldErrors, type NavigateInput } from './actors'
import { ContactSendError, sendProof, type ProofEvent, type SendProof } from './contact-send'
import {
  awaitingProofState,
  initialProofContext,
  proofActions,
  proofGuards,
  submitWithProof,
  takeProofEvents,
  type ProofContext,
} from './proof-of-work'
import { contactModalSchema } from '../server/contract/schemas'
import { timing } from './timing'

export { ContactSendError }

export type ModalFieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'message' | 'website'
export type ModalValues = Record<ModalFieldName, string>

/** The button that opened the dialog: its topic and, for a price table's button, the plan. */
export type ContactSource = { topic?: ContactTopic; plan?: string }

export type ContactModalContext = ProofContext & {
  values: ModalValues
  errors: FieldErrors<ModalFieldName>
  /** The server's `error` field of the last failure (logged), or the transport error. */
  serverError: string | null
  source: ContactSource
  thanksPath: string
}

export type ContactModalEvent =
  | ({ type: 'OPEN' } & ContactSource)
  | { type: 'CLOSE' }
  | { type: 'CHANGE'; field: ModalFieldName; value: string }
  | { type: 'SUBMIT' }
  | ProofEvent

/** What the send actor gets: the fields, the button that opened the dialog and the solved proof. */
export type ModalSendInput = { values: ModalValues; source: ContactSource; proof: SendProof }

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

function initialContext({ input }: { input: ContactModalInput }): ContactModalContext {
  return {
    values: { ...emptyModalValues },
    errors: {},
    serverError: null,
    ...initialProofContext,
    source: {},
    thanksPath: input.thanksPath,
  }
}

function sendInput({ context }: { context: ContactModalContext }): ModalSendInput {
  return { values: context.values, source: context.source, proof: sendProof(context.proof) }
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
    sendRequest: requiredActor<void, ModalSendInput>('sendRequest'),
    navigate: requiredActor<void, NavigateInput>('navigate'),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(validationErrors(context.values)).length > 0,
    ...proofGuards,
  },
  actions: {
    setValue: assign(({ context, event }) => (event.type === 'CHANGE' ? withValue(context, event) : {})),
    takeSource: assign(({ event }) =>
      event.type === 'OPEN' ? { source: { topic: event.topic, plan: event.plan } } : {},
    ),
    ...proofActions<ContactModalContext, ContactModalEvent>(),
    showErrors: assign(({ context }) => ({ errors: validationErrors(context.values) })),
    clearFailure: assign({ failure: null }),
    // A failed send's message goes with the button's pause; why the check failed stays until the next send.
    forgetSendFailure: assign(({ context }) => ({ failure: context.failure === 'send' ? null : context.failure })),
    resetForm: assign({ values: { ...emptyModalValues }, errors: {}, serverError: null, failure: null }),
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
  on: takeProofEvents,
  states: {
    closed: {
      // The dialog and its fields are in every page's HTML, and the first script opens it before
      // the form is live: what the visitor types then reaches the machine while it is still closed
      // (the form takes the fields over when it goes live, and keys pressed before the dialog's
      // OPEN arrives are changes too). Dropping them would put the fields back to what the machine
      // holds, losing those keys.
      on: { OPEN: { target: 'open', actions: 'takeSource' }, CHANGE: { actions: 'setValue' } },
    },
    open: {
      initial: 'idle',
      states: {
        idle: {
          tags: ['editable'],
          on: {
            CLOSE: { target: '#contactModal.closed' },
            CHANGE: { actions: 'setValue' },
            SUBMIT: [{ guard: 'formInvalid', actions: 'showErrors' }, ...submitWithProof('clearFailure')],
          },
        },
        awaitingProof: awaitingProofState,
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'sendRequest',
            src: 'sendRequest',
            input: sendInput,
            onDone: { target: 'success' },
            onError: [
              {
                guard: 'proofRefused',
                target: 'failure',
                actions: ['holdServerError', 'logServerError', 'failRefused', 'renewProof'],
              },
              { target: 'failure', actions: ['holdServerError', 'logServerError', 'failSend'] },
            ],
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
          after: { modalError: { target: 'idle', actions: ['clearServerError', 'forgetSendFailure'] } },
        },
      },
    },
    leaving: {
      invoke: { id: 'navigate', src: 'navigate', input: thanksInput, onDone: 'closed', onError: 'closed' },
    },
  },
})
