import { useEffect, useMemo } from 'react'
import { useMachine } from '@xstate/react'
import type { forgotPasswordMachine } from '../../machines/forgotPasswordMachine'
import { loginMachine } from '../../machines/loginMachine'
import { useLocale } from '../../renderer/locale'
import { logIn, redirectBrowser } from './api'
import { ForgotPasswordDialogView, useForgotPassword } from './forgot-password-dialog'
import { LoginFormView, type QueuedEvent } from './login-form'

type LoginLogic = typeof loginMachine

/** The login form and forgot-password dialog driven by their machines. `logic` props replace them (tests). */
export default function LoginFormLive({
  logic,
  forgotLogic,
  initialEvents = [],
}: {
  logic?: LoginLogic
  forgotLogic?: typeof forgotPasswordMachine
  /** Events the visitor sent before the machines had loaded. */
  initialEvents?: QueuedEvent[]
}) {
  const locale = useLocale()
  const machine = useMemo(
    () => logic ?? loginMachine.provide({ actors: { logIn: logIn(locale), redirect: redirectBrowser } }),
    [logic, locale],
  )
  const [state, send, actorRef] = useMachine(machine)
  const [forgotState, forgotSend, forgotRef] = useForgotPassword(forgotLogic)
  useEffect(() => {
    for (const event of initialEvents.splice(0)) {
      if (event.type === 'FORGOT_PASSWORD')
        forgotRef.send({ type: 'OPEN', email: actorRef.getSnapshot().context.values.email })
      else actorRef.send(event)
    }
  }, [actorRef, forgotRef, initialEvents])
  return (
    <>
      <LoginFormView
        state={state}
        send={send}
        onForgotPassword={() => forgotSend({ type: 'OPEN', email: state.context.values.email })}
      />
      <ForgotPasswordDialogView state={forgotState} send={forgotSend} />
    </>
  )
}

export { LoginFormLive }
