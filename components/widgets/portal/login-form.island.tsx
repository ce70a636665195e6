import { useMemo, useRef } from 'react'
import { useLiveMachine } from '../use-live-machine'
import type { forgotPasswordMachine } from '../../../machines/forgotPasswordMachine'
import { loginMachine } from '../../../machines/loginMachine'
import { useLocale } from '../../../renderer/locale'
import { logIn, redirectBrowser } from '../api'
import { ForgotPasswordDialogView, useForgotPassword } from './forgot-password-dialog'
import { LoginFormView } from './login-form'

type LoginLogic = typeof loginMachine

/**
 * The login form and forgot-password dialog driven by their machines, an island that hydrates on
 * first interaction. `logic` props replace the machines (tests).
 */
export default function LoginForm({
  logic,
  forgotLogic,
}: {
  logic?: LoginLogic
  forgotLogic?: typeof forgotPasswordMachine
}) {
  const locale = useLocale()
  const machine = useMemo(
    () => logic ?? loginMachine.provide({ actors: { logIn: logIn(locale), redirect: redirectBrowser } }),
    [logic, locale],
  )
  const [state, send] = useLiveMachine(machine)
  const [forgotState, forgotSend] = useForgotPassword(forgotLogic)
  const forgotLink = useRef<HTMLButtonElement>(null)
  return (
    <>
      <LoginFormView
        state={state}
        send={send}
        forgotLinkRef={forgotLink}
        onForgotPassword={() => forgotSend({ type: 'OPEN', email: state.context.values.email })}
      />
      <ForgotPasswordDialogView state={forgotState} send={forgotSend} returnFocusTo={forgotLink} />
    </>
  )
}
