import type { Ref } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { LoginEvent, LoginFieldName, loginMachine } from '../../../machines/loginMachine'
import { fieldLimits } from '../../../server/contract/limits'
import { Button } from '../../ui/button'
import { Field, FormStatus, Spinner, useFormFields } from '../field'
import { widgetUi } from '../../../content/strings/widgets'
import { useStrings } from '../../../renderer/locale'

export type LoginState = SnapshotFrom<typeof loginMachine>

/** The fields in the order focus visits them after a failed submit. */
const fieldOrder: readonly LoginFieldName[] = ['email', 'password']

/** The login form in one machine state. `onForgotPassword` opens the reset dialog. */
function LoginFormView({
  state,
  send,
  onForgotPassword,
  forgotLinkRef,
}: {
  state: LoginState
  send: (event: LoginEvent) => void
  onForgotPassword: () => void
  /** The "forgot password" link, where focus returns when its dialog closes. */
  forgotLinkRef?: Ref<HTMLButtonElement>
}) {
  const t = useStrings(widgetUi)
  const busy = state.hasTag('busy')
  const { values, errors, serverMessage } = state.context
  // The fieldset below disables the fields while busy.
  const { formRef, onSubmit, field } = useFormFields({
    order: fieldOrder,
    values,
    errors,
    send,
    maxLengths: fieldLimits.login,
  })
  const status = state.hasTag('succeeded')
    ? t.login.success
    : state.matches('failure')
      ? (serverMessage ?? t.login.invalidCredentials)
      : state.matches('error')
        ? t.login.error
        : ''

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      aria-labelledby="login-heading"
      data-slot="login-form"
      data-state={String(state.value)}
      className="space-y-4"
    >
      <h2 id="login-heading" className="text-h2">
        {t.login.heading}
      </h2>
      <p className="text-fg-muted">{t.login.intro}</p>
      <fieldset disabled={busy} className="space-y-4">
        <Field
          id="login-email"
          label={t.login.email}
          type="email"
          autoComplete="username"
          required
          {...field('email')}
        />
        <Field
          id="login-password"
          label={t.login.password}
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              name="remember"
              checked={values.remember}
              onChange={(event) => send({ type: 'SET_REMEMBER', value: event.target.checked })}
              className="size-4 accent-primary"
            />
            {t.login.remember}
          </label>
          <Button
            ref={forgotLinkRef}
            variant="link"
            onClick={onForgotPassword}
            aria-haspopup="dialog"
            data-testid="forgot-link"
          >
            {t.login.forgotPassword}
          </Button>
        </div>
        <FormStatus tone={state.hasTag('failed') ? 'danger' : 'success'} data-testid="login-status">
          {status}
        </FormStatus>
        <Button type="submit" size="lg" className="w-full" data-testid="login-submit">
          {busy ? <Spinner /> : null}
          {busy ? t.login.submitting : t.login.submit}
        </Button>
      </fieldset>
    </form>
  )
}

export { LoginFormView }
