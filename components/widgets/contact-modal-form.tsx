import type { SnapshotFrom } from 'xstate'
import { limits } from '../../server/contract/limits'
import type { contactModalMachine } from '../../machines/contactModalMachine'
import { type ContactModalEvent, type ModalFieldName } from '../../machines/contactModalMachine'
import { Button } from '../ui/button'
import { Field, FormStatus, Honeypot, Spinner, useFormFields } from './field'
import { fieldErrorText, useWidgetUi } from './strings'

export type ContactModalState = SnapshotFrom<typeof contactModalMachine>

const fieldOrder: ModalFieldName[] = ['firstName', 'lastName', 'email', 'phone', 'company', 'message']

/** The form inside the contact dialog, in one machine state. */
function ContactModalFormView({ state, send }: { state: ContactModalState; send: (event: ContactModalEvent) => void }) {
  const t = useWidgetUi()
  const busy = state.hasTag('busy')
  const editable = state.hasTag('editable') || state.matches({ open: 'failure' })
  const { values, errors } = state.context
  const { formRef, onSubmit, bind } = useFormFields({
    order: fieldOrder,
    values,
    errors,
    send,
    lock: { readOnly: !editable },
  })
  const status = state.matches({ open: 'success' })
    ? t.contactModal.success
    : state.matches({ open: 'failure' })
      ? t.contactModal.failure
      : ''

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
          maxLength={limits.name}
          error={fieldErrorText(t, errors.firstName)}
          {...bind('firstName')}
        />
        <Field
          id="modal-last-name"
          label={t.contactModal.lastName}
          hint={t.form.optional}
          autoComplete="family-name"
          maxLength={limits.name}
          error={fieldErrorText(t, errors.lastName)}
          {...bind('lastName')}
        />
      </div>
      <Field
        id="modal-email"
        label={t.contactModal.email}
        type="email"
        autoComplete="email"
        required
        maxLength={limits.email}
        error={fieldErrorText(t, errors.email)}
        {...bind('email')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="modal-phone"
          label={t.contactModal.phone}
          hint={t.form.optional}
          type="tel"
          autoComplete="tel"
          maxLength={limits.phone}
          error={fieldErrorText(t, errors.phone)}
          {...bind('phone')}
        />
        <Field
          id="modal-company"
          label={t.contactModal.company}
          hint={t.form.optional}
          autoComplete="organization"
          maxLength={limits.company}
          error={fieldErrorText(t, errors.company)}
          {...bind('company')}
        />
      </div>
      <Field
        id="modal-message"
        label={t.contactModal.message}
        multiline
        required
        rows={5}
        maxLength={limits.message}
        error={fieldErrorText(t, errors.message)}
        {...bind('message')}
      />
      <Honeypot id="modal-website" label={t.contactModal.honeypot} {...bind('website')} />
      <FormStatus tone={state.matches({ open: 'failure' }) ? 'danger' : 'success'} data-testid="modal-status">
        {status}
      </FormStatus>
      <Button type="submit" className="w-full" disabled={busy} data-testid="modal-submit">
        {state.matches({ open: 'submitting' }) ? <Spinner /> : null}
        {state.matches({ open: 'submitting' }) ? t.contactModal.sending : t.contactModal.submit}
      </Button>
    </form>
  )
}

export { ContactModalFormView }
