/**
 * Contact page form: idle -> submitting -> success (form cleared, the visitor goes to the
 * thank-you page) | failure (a localized error, the form stays filled).
 *
 * Every message carries a proof of work (./contact-send.ts), which the form's widget solves while
 * the visitor types. A send waits for it (`awaitingProof`) when the visitor is quicker; when the
 * check could not run, or the server refused it, the form says so, keeps what was typed and asks
 * the widget for a new one.
 *
 * A filled honeypot (`phone`, hidden from people) makes SUBMIT do nothing at all.
 */
import { assign, setup } from 'xstate'
import { requiredActor, schemaErrors, withValue, type FieldErrors, type NavigateInput } from './actors'
import {
  pendingProof,
  proofAfter,
  refusedProof,
  sendProof,
  type Proof,
  type ProofEvent,
  type SendFailure,
  type SendProof,
} from './contact-send'
import { contactPageSchema } from '../server/contract/schemas'

export type ContactFieldName = 'name' | 'email' | 'subject' | 'message' | 'phone'
export type ContactValues = Record<ContactFieldName, string>

export type ContactFormContext = {
  values: ContactValues
  errors: FieldErrors<ContactFieldName>
  /** Why the last send failed (shown until the next one); null otherwise. */
  failure: SendFailure | null
  proof: Proof
  /** How many times the form has asked its widget for a new proof. */
  renewals: number
  /** Where a successful send leads (the thank-you page of the visitor's locale). */
  thanksPath: string
}

export type ContactFormEvent =
  { type: 'CHANGE'; field: ContactFieldName; value: string } | { type: 'SUBMIT' } | ProofEvent

export type ContactFormInput = { thanksPath: string }

/** What the send actor gets: the fields and the solved proof. */
export type ContactSendInput = { values: ContactValues; proof: SendProof }

export const emptyContactValues: ContactValues = { name: '', email: '', subject: '', message: '', phone: '' }

function initialContext({ input }: { input: ContactFormInput }): ContactFormContext {
  return {
    values: { ...emptyContactValues },
    errors: {},
    failure: null,
    proof: pendingProof,
    renewals: 0,
    thanksPath: input.thanksPath,
  }
}

function sendInput({ context }: { context: ContactFormContext }): ContactSendInput {
  return { values: context.values, proof: sendProof(context.proof) }
}

function thanksInput({ context }: { context: ContactFormContext }): NavigateInput {
  return { path: context.thanksPath }
}

/** The fields the schema checks: the honeypot is left out (it never reaches validation). */
function validationErrors(values: ContactValues): FieldErrors<ContactFieldName> {
  const { phone: _honeypot, ...fields } = values
  return schemaErrors(contactPageSchema, fields)
}

/** What a SUBMIT does in a state the visitor can edit. */
const submit = [
  { guard: 'honeypotFilled' },
  { guard: 'formInvalid', actions: 'showErrors' },
  { guard: 'proofSolved', target: 'submitting', actions: 'clearErrors' },
  { guard: 'proofFailed', target: 'failure', actions: ['failUnavailable', 'renewProof'] },
  { target: 'awaitingProof', actions: 'clearErrors' },
] as const

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
  },
  actors: {
    /** POST /api/contact; resolves on an ok answer, rejects with a ContactSendError otherwise. */
    sendMessage: requiredActor<void, ContactSendInput>('sendMessage'),
    navigate: requiredActor<void, NavigateInput>('navigate'),
  },
  guards: {
    honeypotFilled: ({ context }) => context.values.phone.trim() !== '',
    formInvalid: ({ context }) => Object.keys(validationErrors(context.values)).length > 0,
    proofSolved: ({ context }) => context.proof.status === 'solved',
    proofFailed: ({ context }) => context.proof.status === 'failed',
    proofRefused: ({ event }) => 'error' in event && refusedProof(event.error),
  },
  actions: {
    setValue: assign(({ context, event }) => (event.type === 'CHANGE' ? withValue(context, event) : {})),
    takeProof: assign(({ event }) =>
      event.type.startsWith('PROOF_') ? { proof: proofAfter(event as ProofEvent) } : {},
    ),
    renewProof: assign(({ context }) => ({ proof: pendingProof, renewals: context.renewals + 1 })),
    showErrors: assign(({ context }) => ({ errors: validationErrors(context.values) })),
    clearErrors: assign({ errors: {}, failure: null }),
    failSend: assign({ failure: 'send' as const }),
    failUnavailable: assign({ failure: 'unavailable' as const }),
    failRefused: assign({ failure: 'refused' as const }),
    clearForm: assign({ values: { ...emptyContactValues }, errors: {}, failure: null }),
  },
}).createMachine({
  id: 'contactForm',
  context: initialContext,
  initial: 'idle',
  // The widget works whatever the form is doing.
  on: {
    PROOF_PENDING: { actions: 'takeProof' },
    PROOF_SOLVED: { actions: 'takeProof' },
    PROOF_FAILED: { actions: 'takeProof' },
  },
  states: {
    idle: {
      tags: ['editable'],
      on: { CHANGE: { actions: 'setValue' }, SUBMIT: [...submit] },
    },
    /** Sent before the widget had solved its challenge: the send goes as soon as it has. */
    awaitingProof: {
      tags: ['busy'],
      on: {
        PROOF_SOLVED: { target: 'submitting', actions: 'takeProof' },
        PROOF_FAILED: { target: 'failure', actions: ['takeProof', 'failUnavailable', 'renewProof'] },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: sendInput,
        onDone: { target: 'success' },
        onError: [
          { guard: 'proofRefused', target: 'failure', actions: ['failRefused', 'renewProof'] },
          { target: 'failure', actions: 'failSend' },
        ],
      },
    },
    success: {
      tags: ['sent'],
      entry: 'clearForm',
      invoke: { id: 'navigate', src: 'navigate', input: thanksInput },
    },
    failure: {
      tags: ['editable', 'failed'],
      on: { CHANGE: { actions: 'setValue' }, SUBMIT: [...submit] },
    },
  },
})
