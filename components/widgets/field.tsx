import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../ui/cn'

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

/** A status line announced to screen readers when it changes. */
function FormStatus({ tone, children, ...props }: ComponentProps<'p'> & { tone: 'success' | 'danger' | 'muted' }) {
  return (
    <p
      data-slot="form-status"
      data-tone={tone}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'rounded-control px-3 py-2 text-sm font-medium',
        tone === 'success' && 'bg-success/10 text-success',
        tone === 'danger' && 'bg-danger/10 text-danger',
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

export { Field, FormStatus, Spinner }
