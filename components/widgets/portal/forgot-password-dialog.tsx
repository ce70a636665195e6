import { useMemo, type FormEvent, type RefObject } from 'react'
import { useLiveMachine } from '../use-live-machine'
import type { SnapshotFrom } from 'xstate'
import { limits } from '../../../server/contract/limits'
import { forgotPasswordMachine, type ForgotPasswordEvent } from '../../../machines/forgotPasswordMachine'
import { useLocale, useStrings } from '../../../renderer/locale'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'
import { requestPasswordReset } from '../api'
import { Field, FormStatus, Spinner } from '../field'
import { widgetUi } from '../../../content/strings/widgets'

export type ForgotPasswordState = SnapshotFrom<typeof forgotPasswordMachine>
type ForgotPasswordLogic = typeof forgotPasswordMachine

/** The form inside the dialog, in one machine state. */
function ForgotPasswordFormView({
  state,
  send,
}: {
  state: ForgotPasswordState
  send: (event: ForgotPasswordEvent) => void
}) {
  const t = useStrings(widgetUi)
  const busy = state.hasTag('busy')
  const sent = state.hasTag('sent')
  const { email, problem } = state.context
  const fieldError =
    problem === 'required' ? t.forgotPassword.emailRequired : problem === 'invalid' ? t.forgotPassword.invalidEmail : ''
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'SUBMIT' })
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} data-slot="forgot-password-form" className="mt-4 space-y-3">
      <fieldset disabled={busy || sent} className="space-y-3">
        <Field
          id="forgot-email"
          name="email"
          label={t.forgotPassword.email}
          type="email"
          autoComplete="email"
          required
          maxLength={limits.email}
          value={email}
          error={fieldError}
          onChange={(event) => send({ type: 'CHANGE', value: event.target.value })}
        />
        <FormStatus tone={state.hasTag('failed') ? 'danger' : 'success'} data-testid="forgot-status">
          {sent ? t.forgotPassword.success : state.hasTag('failed') ? t.forgotPassword.error : ''}
        </FormStatus>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => send({ type: 'CLOSE' })} disabled={!state.can({ type: 'CLOSE' })}>
            {t.forgotPassword.cancel}
          </Button>
          <Button type="submit" data-testid="forgot-submit">
            {busy ? <Spinner /> : null}
            {busy ? t.forgotPassword.submitting : t.forgotPassword.submit}
          </Button>
        </div>
      </fieldset>
    </form>
  )
}

function ForgotPasswordDialogView({
  state,
  send,
  returnFocusTo,
}: {
  state: ForgotPasswordState
  send: (event: ForgotPasswordEvent) => void
  /**
   * The link that opened the dialog. It is a plain button, not a Radix trigger, so Radix would
   * leave focus on the page body when the dialog closes, above all when it closes itself after a
   * sent request (its focused button was disabled meanwhile); focus goes back to the link instead.
   */
  returnFocusTo?: RefObject<HTMLElement | null>
}) {
  const t = useStrings(widgetUi)
  const closable = state.can({ type: 'CLOSE' })
  return (
    <Dialog
      open={state.matches('open')}
      onOpenChange={(open) => {
        if (!open) send({ type: 'CLOSE' })
      }}
    >
      <DialogContent
        closeLabel={t.forgotPassword.close}
        data-testid="forgot-dialog"
        onEscapeKeyDown={(event) => {
          if (!closable) event.preventDefault()
        }}
        onPointerDownOutside={(event) => {
          if (!closable) event.preventDefault()
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current
          if (target && target.isConnected) {
            event.preventDefault()
            target.focus()
          }
        }}
      >
        <DialogTitle>{t.forgotPassword.title}</DialogTitle>
        <DialogDescription>{t.forgotPassword.description}</DialogDescription>
        <ForgotPasswordFormView state={state} send={send} />
      </DialogContent>
    </Dialog>
  )
}

/** The forgot-password machine with the real request, for the login form to drive. */
function useForgotPassword(logic?: ForgotPasswordLogic) {
  const locale = useLocale()
  const machine = useMemo(
    () => logic ?? forgotPasswordMachine.provide({ actors: { requestReset: requestPasswordReset(locale) } }),
    [logic, locale],
  )
  return useLiveMachine(machine)
}

export { ForgotPasswordDialogView, ForgotPasswordFormView, useForgotPassword }
