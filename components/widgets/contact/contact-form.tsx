import { fieldLimits } from '../../../server/contract/limits'
import type { SnapshotFrom } from 'xstate'
import type { ContactFieldName, contactFormMachine, ContactFormEvent } from '../../../machines/contactFormMachine'
import { Button } from '../../ui/button'
import { Field, FormStatus, Honeypot, Spinner, useFormFields } from '../field'
import { widgetUi } from '../../../content/strings/widgets'
import { useStrings } from '../../../renderer/locale'
import { ProofOfWork } from './proof-of-work'

type ContactFormState = SnapshotFrom<typeof contactFormMachine>

const fieldOrder: ContactFieldName[] = ['name', 'email', 'subject', 'message']

/** The contact page form as the visitor sees it in one machine state. */
function ContactFormView({
  state,
  send,
  simulatedProof = false,
}: {
  state: ContactFormState
  send: (event: ContactFormEvent) => void
  /** The spam check pretends to solve, with no server (stories). */
  simulatedProof?: boolean
}) {
  const t = useStrings(widgetUi)
  const busy = state.hasTag('busy')
  const { values, errors, failure, renewals } = state.context
  const failureText =
    failure === 'unavailable'
      ? t.proofOfWork.unavailable
      : failure === 'refused'
        ? t.proofOfWork.refused
        : failure === 'send'
          ? t.contactForm.failure
          : ''
  const { formRef, onSubmit, bind, field } = useFormFields({
    order: fieldOrder,
    values,
    errors,
    send,
    maxLengths: fieldLimits.contactPage,
    lock: { disabled: busy },
  })

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      aria-busy={busy}
      data-slot="contact-form"
      data-state={String(state.value)}
      className="space-y-4"
    >
      <h2 id="contact-form-heading" className="text-h2">
        {t.contactForm.heading}
      </h2>
      <p className="text-fg-muted">{t.contactForm.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label={t.contactForm.name} autoComplete="name" required {...field('name')} />
        <Field
          id="contact-email"
          label={t.contactForm.email}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
      </div>
      <Field id="contact-subject" label={t.contactForm.subject} hint={t.form.optional} {...field('subject')} />
      <Field id="contact-message" label={t.contactForm.message} multiline required rows={6} {...field('message')} />
      <Honeypot id="contact-phone" label={t.contactForm.honeypot} {...bind('phone')} />
      <ProofOfWork send={send} renewals={renewals} simulated={simulatedProof} />
      <FormStatus tone="danger" aria-live="assertive">
        {state.matches('failure') ? failureText : ''}
      </FormStatus>
      <Button type="submit" size="lg" disabled={busy} data-testid="contact-submit">
        {busy ? <Spinner /> : null}
        {busy ? t.contactForm.submitting : t.contactForm.submit}
      </Button>
    </form>
  )
}

export { ContactFormView }
