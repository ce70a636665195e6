/**
 * Contact page form: idle -> submitting -> success (form cleared, the
 * visitor goes to the thank-you page) | failure (a localized error, the form stays filled).
 * A filled honeypot (`phone`, hidden from people) makes SUBMIT do nothing at all.
 */
import { assign, setup } from 'xstate'
import { requiredActor, schemaErrors, withValue, type FieldErrors, type NavigateInput } from './actors'
import { contactPageSchema } from '../server/contract/schemas'

export type ContactFieldName = 'name' | 'email' | 'subject' | 'message' | 'phone'
export type ContactValues = Record<ContactFieldName, string>

export type ContactFormContext = {
  values: ContactValues
  errors: FieldErrors<ContactFieldName>
  /** The held error of the last failed send ("Failed to send message"), for logs; null otherwise. */
  failure: string | null
  /** Where a successful send leads (the thank-you page of the visitor's locale). */
  thanksPath: string
}

export type ContactFormEvent = { type: 'CHANGE'; field: ContactFieldName; value: string } | { type: 'SUBMIT' }

export type ContactFormInput = { thanksPath: string }

/** The message every non-ok answer raises; the visitor sees a localized message instead. */
export const contactFailureMessage = 'Failed to send message'

export const emptyContactValues: ContactValues = { name: '', email: '', subject: '', message: '', phone: '' }

function initialContext({ input }: { input: ContactFormInput }): ContactFormContext {
  return { values: { ...emptyContactValues }, errors: {}, failure: null, thanksPath: input.thanksPath }
}

function sendInput({ context }: { context: ContactFormContext }): ContactValues {
  return context.values
}

function thanksInput({ context }: { context: ContactFormContext }): NavigateInput {
  return { path: context.thanksPath }
}

/** The fields the schema checks: the honeypot is left out (it never reaches validation). */
function validationErrors(values: ContactValues): FieldErrors<ContactFieldName> {
  const { phone: _honeypot, ...fields } = values
  return schemaErrors(contactPageSchema, fields)
}

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
  },
  actors: {
    /** POST /api/contact; resolves on an ok answer, rejects otherwise. */
    sendMessage: requiredActor<void, ContactValues>('sendMessage'),
    navigate: requiredActor<void, NavigateInput>('navigate'),
  },
  guards: {
    honeypotFilled: ({ context }) => context.values.phone.trim() !== '',
    formInvalid: ({ context }) => Object.keys(validationErrors(context.values)).length > 0,
  },
  actions: {
    setValue: assign(({ context, event }) => (event.type === 'CHANGE' ? withValue(context, event) : {})),
    showErrors: assign(({ context }) => ({ errors: validationErrors(context.values) })),
    clearErrors: assign({ errors: {}, failure: null }),
    holdFailure: assign({ failure: contactFailureMessage }),
    clearForm: assign({ values: { ...emptyContactValues }, errors: {}, failure: null }),
  },
}).createMachine({
  id: 'contactForm',
  context: initialContext,
  initial: 'idle',
  states: {
    idle: {
      tags: ['editable'],
      on: {
        CHANGE: { actions: 'setValue' },
        SUBMIT: [
          { guard: 'honeypotFilled' },
          { guard: 'formInvalid', actions: 'showErrors' },
          { target: 'submitting', actions: 'clearErrors' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: sendInput,
        onDone: { target: 'success' },
        onError: { target: 'failure', actions: 'holdFailure' },
      },
    },
    success: {
      tags: ['sent'],
      entry: 'clearForm',
      invoke: { id: 'navigate', src: 'navigate', input: thanksInput },
    },
    failure: {
      tags: ['editable', 'failed'],
      on: {
        CHANGE: { actions: 'setValue' },
        SUBMIT: [
          { guard: 'honeypotFilled' },
          { guard: 'formInvalid', actions: 'showErrors' },
          { target: 'submitting', actions: 'clearErrors' },
        ],
      },
    },
  },
})
