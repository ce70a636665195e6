/** Browser side of the portal calls the reset and account pages make (the actors their machines declare). */
import { fromPromise } from 'xstate'
import type { AccountCustomer } from '../../../machines/accountMachine'
import type { ResetAnswer, ResetInput } from '../../../machines/resetPasswordMachine'

export const resetPassword = fromPromise<ResetAnswer, ResetInput>(async ({ input }) => {
  const response = await fetch('/api/reset-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(input),
    credentials: 'same-origin',
  })
  if (response.ok) return 'ok'
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  if (response.status === 400 && body?.error === 'invalid_token') return 'invalid_token'
  throw new Error(`Password reset answered ${response.status} ${String(body?.error ?? '')}`)
})

export const loadAccount = fromPromise<AccountCustomer | null, void>(async () => {
  const response = await fetch('/api/me', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
  if (!response.ok) throw new Error(`Account answered ${response.status}`)
  const body = (await response.json()) as { ok?: boolean; customer?: AccountCustomer | null }
  if (body.ok !== true || body.customer === undefined) throw new Error('Account answer without a customer field')
  return body.customer
})

export const logOut = fromPromise<void, void>(async () => {
  const response = await fetch('/api/logout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  })
  if (!response.ok) throw new Error(`Logout answered ${response.status}`)
})
