import { useEffect, useRef, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import type { FieldError } from '../../machines/actors'
import { cn } from '../ui/cn'
import { fieldErrorText } from './strings'
import { widgetUi } from '../../content/strings/widgets'
import { useStrings } from '../../renderer/locale'

const controlClass =
  'mt-1 block w-full rounded-control border border-border bg-bg px-3 py-2.5 text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60 aria-[invalid=true]:border-danger'

type FieldProps = {
  id: string
  label: string
  /** Shown after the label, e.g. "optional". */
  hint?: string
  error?: string
  children?: ReactNode
} & (({ multiline?: false } & ComponentProps<'input'>) | ({ multiline: true } & ComponentProps<'textarea'>))

/** A labelled form control whose error is tied to it (aria-invalid, aria-describedby) and announced. */
function Field({ id, label, hint, error, className, ...props }: FieldProps) {
  const errorId = `${id}-error`
  const describedBy = error ? errorId : undefined
  return (
    <div data-slot="field" className={className}>
      <label htmlFor={id} className="font-medium text-fg">
        {label}
        {hint ? <span className="font-normal text-fg-muted"> ({hint})</span> : null}
      </label>
      {props.multiline ? (
        <textarea
          {...(({ multiline: _m, ...rest }) => rest)(props)}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClass, 'min-h-32')}
        />
      ) : (
        <input
          {...(({ multiline: _m, ...rest }) => rest)(props)}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass}
        />
      )}
      <p id={errorId} data-slot="field-error" className="mt-1 min-h-5 text-sm text-danger" aria-live="polite">
        {error}
      </p>
    </div>
  )
}

/** A field bots fill in and people never see: hidden from sight, tab order and assistive technology. */
function Honeypot({ id, label, ...props }: { id: string; label: string } & ComponentProps<'input'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  )
}

type FormFieldEvent<Name extends string> = { type: 'CHANGE'; field: Name; value: string } | { type: 'SUBMIT' }

/** Binds a machine-driven form's fields and, after a submit that shows errors, focuses the first invalid field in `order`. */
function useFormFields<Name extends string, Lock extends { disabled: boolean } | { readOnly: boolean }>({
  order,
  values,
  errors,
  send,
  maxLengths,
  lock,
}: {
  order: readonly Name[]
  values: Record<Name, string>
  errors: Partial<Record<Name, FieldError>>
  send: (event: FormFieldEvent<Name>) => void
  /** Each field's longest value (the API contract's limits, which the server enforces too). */
  maxLengths: Partial<Record<Name, number>>
  /** Spread onto every field, e.g. `{ disabled: busy }` or `{ readOnly: !editable }`; none when a fieldset locks them. */
  lock?: Lock
}) {
  const t = useStrings(widgetUi)
  const formRef = useRef<HTMLFormElement>(null)
  const submitted = useRef(false)

  // The form is on the page before its code (an island): text typed before it went live is in the
  // fields but not in the machine. Take it over once, when the form goes live.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    for (const field of order) {
      const control = form.elements.namedItem(field)
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue
      if (control.value !== values[field]) send({ type: 'CHANGE', field, value: control.value })
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form goes live
  }, [])

  useEffect(() => {
    if (!submitted.current) return
    submitted.current = false
    const first = order.find((field) => errors[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [errors, order])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submitted.current = true
    send({ type: 'SUBMIT' })
  }
  /** A control's name, value, lock and change handler: what the honeypot needs. */
  const bind = (field: Name) => ({
    name: field,
    value: values[field],
    ...lock,
    onChange: (event: { target: { value: string } }) => send({ type: 'CHANGE', field, value: event.target.value }),
  })
  /** Everything a `<Field>` takes from the form: the binding, its longest value and its error text. */
  const field = (name: Name) => ({ ...bind(name), maxLength: maxLengths[name], error: fieldErrorText(t, errors[name]) })

  return { formRef, onSubmit, bind, field }
}

/**
 * A status line announced to screen readers when it changes. The element stays in the page while
 * empty, so the live region exists before its first message (a region that appears together with
 * its text is often not announced), but it paints nothing then: no padding, no tint, no height.
 */
function FormStatus({ tone, children, ...props }: ComponentProps<'p'> & { tone: 'success' | 'danger' | 'muted' }) {
  const empty = children === undefined || children === null || children === false || children === ''
  return (
    <p
      data-slot="form-status"
      data-tone={tone}
      data-empty={empty ? '' : undefined}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'text-sm font-medium',
        !empty && 'rounded-control px-3 py-2',
        !empty && tone === 'success' && 'bg-success/10 text-success',
        !empty && tone === 'danger' && 'bg-danger/10 text-danger',
        tone === 'muted' && 'text-fg-muted',
      )}
      {...props}
    >
      {children}
    </p>
  )
}

/** A small spinning circle for busy buttons; hidden from assistive technology (the label says it). */
function Spinner() {
  return (
    <svg data-slot="spinner" viewBox="0 0 24 24" className="size-4 animate-spin" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

export { Field, FormStatus, Honeypot, Spinner, useFormFields }
