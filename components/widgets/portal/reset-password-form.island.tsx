import { useEffect, type FormEvent } from 'react'
import { useLiveMachine } from '../use-live-machine'
import type { SnapshotFrom } from 'xstate'
import { portalAccountUi } from '../../../content/strings/portal-account'
import {
  resetPasswordMachine,
  type ResetPasswordEvent,
  type ResetProblem,
} from '../../../machines/resetPasswordMachine'
import { limits } from '../../../server/contract/limits'
import { useLocale, useStrings } from '../../../renderer/locale'
import { Button, ButtonLink } from '../../ui/button'
import { hrefFor } from '../../ui/link'
import { Field, FormStatus, Spinner } from '../field'
import { resetPassword } from './portal-api'

export type ResetPasswordState = SnapshotFrom<typeof resetPasswordMachine>

/** The reset form in one machine state. */
function ResetPasswordFormView({
  state,
  send,
}: {
  state: ResetPasswordState
  send: (event: ResetPasswordEvent) => void
}) {
  const locale = useLocale()
  const t = useStrings(portalAccountUi).resetPassword
  const { password, confirm, problem } = state.context
  const busy = state.hasTag('busy')
  const problemText: Record<ResetProblem, string> = { too_short: t.tooShort, too_long: t.tooLong, mismatch: t.mismatch }
  const loginHref = hrefFor('portal', locale)

  if (state.matches('done')) {
    return (
      <div data-slot="reset-password" data-state="done" className="space-y-4">
        <FormStatus tone="success" data-testid="reset-status">
          {t.done}
        </FormStatus>
        <ButtonLink href={loginHref} data-testid="reset-to-login">
          {t.toLogin}
        </ButtonLink>
      </div>
    )
  }
  if (state.hasTag('dead')) {
    return (
      <div data-slot="reset-password" data-state={String(state.value)} className="space-y-4">
        <FormStatus tone="danger" data-testid="reset-status">
          {state.matches('expired') ? t.expired : t.noToken}
        </FormStatus>
        <ButtonLink href={loginHref} variant="outline">
          {t.requestNew}
        </ButtonLink>
      </div>
    )
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'SUBMIT' })
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      aria-labelledby="reset-heading"
      data-slot="reset-password"
      data-state={String(state.value)}
      className="space-y-4"
    >
      <h2 id="reset-heading" className="text-h2">
        {t.heading}
      </h2>
      <p className="text-fg-muted">{t.intro}</p>
      <fieldset disabled={busy} className="space-y-4">
        <Field
          id="reset-password"
          name="password"
          label={t.password}
          type="password"
          autoComplete="new-password"
          required
          minLength={limits.passwordMin}
          maxLength={limits.passwordMax}
          value={password}
          error={problem === 'too_short' || problem === 'too_long' ? problemText[problem] : undefined}
          onChange={(event) => send({ type: 'CHANGE', field: 'password', value: event.target.value })}
        />
        <p className="-mt-3 text-sm text-fg-muted">{t.rule}</p>
        <Field
          id="reset-confirm"
          name="confirm"
          label={t.confirm}
          type="password"
          autoComplete="new-password"
          required
          maxLength={limits.passwordMax}
          value={confirm}
          error={problem === 'mismatch' ? problemText.mismatch : undefined}
          onChange={(event) => send({ type: 'CHANGE', field: 'confirm', value: event.target.value })}
        />
        <FormStatus tone="danger" data-testid="reset-status">
          {state.matches('error') ? t.error : ''}
        </FormStatus>
        <Button type="submit" size="lg" className="w-full" data-testid="reset-submit">
          {busy ? <Spinner /> : null}
          {busy ? t.submitting : t.submit}
        </Button>
      </fieldset>
    </form>
  )
}

/**
 * The reset page's form, an island that hydrates at load: the token travels in `?token=` and is
 * read once the form is live, so the prerendered page never holds one.
 */
export default function ResetPasswordForm({ logic }: { logic?: typeof resetPasswordMachine }) {
  const [state, send] = useLiveMachine(logic ?? resetPasswordMachine.provide({ actors: { resetPassword } }))
  useEffect(() => {
    send({ type: 'START', token: new URLSearchParams(window.location.search).get('token') })
  }, [send])
  return <ResetPasswordFormView state={state} send={send} />
}

export { ResetPasswordFormView }
