import type { Story, StoryDefault } from '@ladle/react'
import { forgotPasswordMachine } from '../../../machines/forgotPasswordMachine'
import { loginMachine } from '../../../machines/loginMachine'
import { forgotPasswordEvents, loginEvents } from '../../../tests/support/machines/models'
import { ForgotPasswordFormView } from './forgot-password-dialog'
import { LoginFormView } from './login-form'
import { logEvent, stateOf } from '../story-states'

export default { title: 'Widgets / Login and forgot password' } satisfies StoryDefault

const login = (id: string, where?: Parameters<typeof stateOf<typeof loginMachine>>[3]) => (
  <div className="max-w-md">
    <LoginFormView state={stateOf(loginMachine, loginEvents, id, where)} send={logEvent} onForgotPassword={() => {}} />
  </div>
)
const forgot = (id: string, where?: Parameters<typeof stateOf<typeof forgotPasswordMachine>>[3]) => (
  <div className="max-w-md">
    <ForgotPasswordFormView state={stateOf(forgotPasswordMachine, forgotPasswordEvents, id, where)} send={logEvent} />
  </div>
)
const clean = (s: { context: { errors: object; values: { email: string } } }) =>
  Object.keys(s.context.errors).length === 0 && s.context.values.email === ''

export const LoginIdleNb: Story = () => login('idle', clean)
LoginIdleNb.meta = { locale: 'nb' }
export const LoginIdleEn: Story = () => login('idle', clean)
LoginIdleEn.meta = { locale: 'en' }
export const LoginSubmittingNb: Story = () => login('submitting')
LoginSubmittingNb.meta = { locale: 'nb' }
export const LoginSubmittingEn: Story = () => login('submitting')
LoginSubmittingEn.meta = { locale: 'en' }
export const LoginSuccessNb: Story = () => login('success')
LoginSuccessNb.meta = { locale: 'nb' }
export const LoginSuccessEn: Story = () => login('success')
LoginSuccessEn.meta = { locale: 'en' }
export const LoginServerMessageNb: Story = () => login('failure', (s) => s.context.serverMessage !== null)
LoginServerMessageNb.meta = { locale: 'nb' }
export const LoginServerMessageEn: Story = () => login('failure', (s) => s.context.serverMessage !== null)
LoginServerMessageEn.meta = { locale: 'en' }
export const LoginInvalidCredentialsNb: Story = () => login('failure', (s) => s.context.serverMessage === null)
LoginInvalidCredentialsNb.meta = { locale: 'nb' }
export const LoginInvalidCredentialsEn: Story = () => login('failure', (s) => s.context.serverMessage === null)
LoginInvalidCredentialsEn.meta = { locale: 'en' }
export const LoginErrorNb: Story = () => login('error')
LoginErrorNb.meta = { locale: 'nb' }
export const LoginErrorEn: Story = () => login('error')
LoginErrorEn.meta = { locale: 'en' }

export const ForgotIdleNb: Story = () => forgot('open.idle', (s) => s.context.problem === null)
ForgotIdleNb.meta = { locale: 'nb' }
export const ForgotIdleEn: Story = () => forgot('open.idle', (s) => s.context.problem === null)
ForgotIdleEn.meta = { locale: 'en' }
export const ForgotRequiredNb: Story = () => forgot('open.idle', (s) => s.context.problem === 'required')
ForgotRequiredNb.meta = { locale: 'nb' }
export const ForgotRequiredEn: Story = () => forgot('open.idle', (s) => s.context.problem === 'required')
ForgotRequiredEn.meta = { locale: 'en' }
export const ForgotInvalidNb: Story = () => forgot('open.idle', (s) => s.context.problem === 'invalid')
ForgotInvalidNb.meta = { locale: 'nb' }
export const ForgotInvalidEn: Story = () => forgot('open.idle', (s) => s.context.problem === 'invalid')
ForgotInvalidEn.meta = { locale: 'en' }
export const ForgotSubmittingNb: Story = () => forgot('open.submitting')
ForgotSubmittingNb.meta = { locale: 'nb' }
export const ForgotSubmittingEn: Story = () => forgot('open.submitting')
ForgotSubmittingEn.meta = { locale: 'en' }
export const ForgotSuccessNb: Story = () => forgot('open.success')
ForgotSuccessNb.meta = { locale: 'nb' }
export const ForgotSuccessEn: Story = () => forgot('open.success')
ForgotSuccessEn.meta = { locale: 'en' }
export const ForgotErrorNb: Story = () => forgot('open.error')
ForgotErrorNb.meta = { locale: 'nb' }
export const ForgotErrorEn: Story = () => forgot('open.error')
ForgotErrorEn.meta = { locale: 'en' }
