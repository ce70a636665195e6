import type { SnapshotFrom } from 'xstate'
import { fieldLimits } from '../../../server/contract/limits'
import type { contactModalMachine } from '../../../machines/contactModalMachine'
import { type ContactModalEvent, type ModalFieldName } from '../../../machines/contactModalMachine'
import { Button } from '../../ui/button'
import { Field, FormStatus, Honeypot, Spinner, useFormFields } from '../field'
import { widgetUi } from '../../../content/strings/widgets'
import { useStrings } from '../../../renderer/locale'
import { ProofOfWork } from './proof-of-work'

export type ContactModalState = SnapshotFrom<typeof contactModalMachine>

const fieldOrder: ModalFieldName[] = ['firstName', 'lastName', 'email', 'phone', 'company', 'message']

/** The form inside the contact dialog, in one machine state. */
function ContactModalFormView({
  state,
  send,
  simulatedProof = false,
}: {
  state: ContactModalState
  send: (event: ContactModalEvent) => void
  /** The spam check pretends to solve, with no server (stories). */
  simulatedProof?: boolean
}) {
  const t = useStrings(widgetUi)
  const busy = state.hasTag('busy')
  // Editable unless a send is under way or done; closed too, since the closed form is the page's
  // HTML that a visitor fills in before the dialog's island is live.
  const editable = !busy || state.matches({ open: 'failure' })
  const { values, errors } = state.context
  const { formRef, onSubmit, bind, field } = useFormFields({
    order: fieldOrder,
    values,
    errors,
    send,
    maxLengths: fieldLimits.contactModal,
    lock: { readOnly: !editable },
  })
  const { failure } = state.context
  // Why the check failed stays in view once the button is back; a failed send shows while it pauses.
  const status = state.matches({ open: 'success' })
    ? t.contactModal.success
    : failure === 'unavailable'
      ? t.proofOfWork.unavailable
      : failure === 'refused'
        ? t.proofOfWork.refused
        : state.matches({ open: 'failure' })
          ? t.contactModal.failure
          : ''
  const danger = failure !== null && !state.matches({ open: 'success' })
  const sending = state.matches({ open: 'submitting' }) || state.matches({ open: 'awaitingProof' })

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      data-slot="contact-modal-form"
      data-state={JSON.stringify(state.value)}
      className="space-y-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="modal-first-name"
          label={t.contactModal.firstName}
          autoComplete="given-name"
          required
          {...field('firstName')}
        />
        <Field
          id="modal-last-name"
          label={t.contactModal.lastName}
          hint={t.form.optional}
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
      <Field
        id="modal-email"
        label={t.contactModal.email}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="modal-phone"
          label={t.contactModal.phone}
          hint={t.form.optional}
          type="tel"
          autoComplete="tel"
          {...field('phone')}
        />
        <Field
          id="modal-company"
          label={t.contactModal.company}
          hint={t.form.optional}
          autoComplete="organization"
          {...field('company')}
        />
      </div>
      <Field id="modal-message" label={t.contactModal.message} multiline required rows={5} {...field('message')} />
      <Honeypot id="modal-website" label={t.contactModal.honeypot} {...bind('website')} />
      <ProofOfWork send={send} renewals={state.context.renewals} simulated={simulatedProof} />
      <FormStatus tone={danger ? 'danger' : 'success'} data-testid="modal-status">
        {status}
      </FormStatus>
      <Button type="submit" className="w-full" disabled={busy} data-testid="modal-submit">
        {sending ? <Spinner /> : null}
        {sending ? t.contactModal.sending : t.contactModal.submit}
      </Button>
    </form>
  )
}

export { ContactModalFormView }
