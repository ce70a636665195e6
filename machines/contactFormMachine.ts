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
import { sendProof, type ProofEvent, type SendProof } from './contact-send'
import {
  awaitingProofState,
  initialProofContext,
  proofActions,
  proofGuards,
  submitWithProof,
  takeProofEvents,
  type ProofContext,
} from './proof-of-work'
import { contactPageSchema } from '../server/contract/schemas'

export type ContactFieldName = 'name' | 'email' | 'subject' | 'message' | 'phone'
export type ContactValues = Record<ContactFieldName, string>

/** The form shows why the last send failed until the next one (`failure`, see ProofContext). */
export type ContactFormContext = ProofContext & {
  values: ContactValues
  errors: FieldErrors<ContactFieldName>
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
    ...initialProofContext,
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
  ...submitWithProof('clearErrors'),
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
    ...proofGuards,
  },
  actions: {
    setValue: assign(({ context, event }) => (event.type === 'CHANGE' ? withValue(context, event) : {})),
    ...proofActions<ContactFormContext, ContactFormEvent>(),
    showErrors: assign(({ context }) => ({ errors: validationErrors(context.values) })),
    clearErrors: assign({ errors: {}, failure: null }),
    clearForm: assign({ values: { ...emptyContactValues }, errors: {}, failure: null }),
  },
}).createMachine({
  id: 'contactForm',
  context: initialContext,
  initial: 'idle',
  on: takeProofEvents,
  states: {
    idle: {
      tags: ['editable'],
      on: { CHANGE: { actions: 'setValue' }, SUBMIT: [...submit] },
    },
    awaitingProof: awaitingProofState,
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
