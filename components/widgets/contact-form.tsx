import { useEffect, useRef, type FormEvent } from 'react'
import { limits } from '../../machines/limits'
import type { ContactFieldName, ContactFormContext, ContactFormEvent } from '../../machines/contactFormMachine'
import { Button } from '../ui/button'
import { Field, FormStatus, Spinner } from './field'
import type { ViewState } from './static-state'
import { fieldErrorText, useWidgetUi } from './strings'

type ContactFormState = ViewState<ContactFormContext>

const fieldOrder: ContactFieldName[] = ['name', 'email', 'subject', 'message']

/** The contact page form as the visitor sees it in one machine state. */
function ContactFormView({ state, send }: { state: ContactFormState; send: (event: ContactFormEvent) => void }) {
  const t = useWidgetUi()
  const busy = state.hasTag('busy')
  const { values, errors } = state.context
  const formRef = useRef<HTMLFormElement>(null)
  const submitted = useRef(false)

  useEffect(() => {
    if (!submitted.current) return
    submitted.current = false
    const first = fieldOrder.find((field) => errors[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [errors])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submitted.current = true
    send({ type: 'SUBMIT' })
  }
  const bind = (field: ContactFieldName) => ({
    name: field,
    value: values[field],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => send({ type: 'CHANGE', field, value: event.target.value }),
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
        <Field
          id="contact-name"
          label={t.contactForm.name}
          autoComplete="name"
          required
          maxLength={limits.name}
          error={fieldErrorText(t, errors.name)}
          {...bind('name')}
        />
        <Field
          id="contact-email"
          label={t.contactForm.email}
          type="email"
          autoComplete="email"
          required
          maxLength={limits.email}
          error={fieldErrorText(t, errors.email)}
          {...bind('email')}
        />
      </div>
      <Field
        id="contact-subject"
        label={t.contactForm.subject}
        hint={t.form.optional}
        maxLength={limits.subject}
        error={fieldErrorText(t, errors.subject)}
        {...bind('subject')}
      />
      <Field
        id="contact-message"
        label={t.contactForm.message}
        multiline
        required
        rows={6}
        maxLength={limits.message}
        error={fieldErrorText(t, errors.message)}
        {...bind('message')}
      />
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-phone">{t.contactForm.honeypot}</label>
        <input id="contact-phone" type="text" tabIndex={-1} autoComplete="off" {...bind('phone')} />
      </div>
      <FormStatus tone="danger" aria-live="assertive">
        {state.matches('failure') ? t.contactForm.failure : ''}
      </FormStatus>
      <Button type="submit" size="lg" disabled={busy} data-testid="contact-submit">
        {busy ? <Spinner /> : null}
        {busy ? t.contactForm.submitting : t.contactForm.submit}
      </Button>
    </form>
  )
}

export { ContactFormView }
