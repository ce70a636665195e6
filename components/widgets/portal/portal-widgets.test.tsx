// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import type { Locale } from '../../../content/site/locales'
import { portalAccountUi } from '../../../content/strings/portal-account'
import { accountMachine, type AccountCustomer } from '../../../machines/accountMachine'
import { resetPasswordMachine, type ResetAnswer, type ResetInput } from '../../../machines/resetPasswordMachine'
import { LocaleProvider } from '../../../renderer/locale'
import AccountPanel from './account-panel.island'
import ResetPasswordForm from './reset-password-form.island'

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

function renderReset(locale: Locale, answer: (input: ResetInput) => Promise<ResetAnswer>, search = '?token=abc123') {
  window.history.replaceState(null, '', `/kundeportal/nytt-passord/${search}`)
  const calls: ResetInput[] = []
  const logic = resetPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise<ResetAnswer, ResetInput>(({ input }) => {
        calls.push(input)
        return answer(input)
      }),
    },
  })
  render(
    <LocaleProvider locale={locale}>
      <ResetPasswordForm logic={logic} />
    </LocaleProvider>,
  )
  return { calls, t: portalAccountUi[locale].resetPassword }
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

describe('given the reset-password form', () => {
  it('reads the token from the address and sends it with the new password (Norwegian)', async () => {
    const { calls, t } = renderReset('nb', async () => 'ok')
    type(t.password, 'et nytt passord')
    type(t.confirm, 'et nytt passord')
    fireEvent.click(screen.getByTestId('reset-submit'))
    await screen.findByText(t.done)
    expect(calls).toEqual([{ token: 'abc123', password: 'et nytt passord' }])
    expect(screen.getByTestId('reset-to-login')).toHaveAttribute('href', '/kundeportal/')
  })

  it('names the field problem and sends nothing (English)', () => {
    const { calls, t } = renderReset('en', async () => 'ok')
    type(t.password, 'short')
    fireEvent.click(screen.getByTestId('reset-submit'))
    expect(screen.getByLabelText(t.password)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText(t.tooShort)).toBeInTheDocument()
    type(t.password, 'long enough')
    type(t.confirm, 'long enougH')
    fireEvent.click(screen.getByTestId('reset-submit'))
    expect(screen.getByText(t.mismatch)).toBeInTheDocument()
    expect(calls).toEqual([])
  })

  it('says the link is dead when the server refuses the token, and links to a new one', async () => {
    const { t } = renderReset('en', async () => 'invalid_token')
    type(t.password, '12345678')
    type(t.confirm, '12345678')
    fireEvent.click(screen.getByTestId('reset-submit'))
    await screen.findByText(t.expired)
    expect(screen.getByRole('link', { name: t.requestNew })).toHaveAttribute('href', '/en/customer-portal/')
  })

  it('explains a missing token', async () => {
    const { t } = renderReset('nb', async () => 'ok', '')
    await screen.findByText(t.noToken)
  })

  it('disables the form while saving and keeps it filled after a network error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let reject: (error: Error) => void = () => {}
    const { t } = renderReset('nb', () => new Promise<ResetAnswer>((_, r) => (reject = r)))
    type(t.password, '12345678')
    type(t.confirm, '12345678')
    fireEvent.click(screen.getByTestId('reset-submit'))
    expect(screen.getByTestId('reset-submit')).toHaveTextContent(t.submitting)
    expect(screen.getByLabelText(t.password)).toBeDisabled()
    reject(new Error('offline'))
    await screen.findByText(t.error)
    expect(screen.getByLabelText(t.password)).toHaveValue('12345678')
  })
})

describe('given the account panel', () => {
  const kari: AccountCustomer = { name: 'Kari Nordmann', email: 'kari@example.no' }
  function renderAccount(locale: Locale, customer: AccountCustomer | null, logOut = async () => {}) {
    const logic = accountMachine.provide({
      actors: { loadAccount: fromPromise(async () => customer), logOut: fromPromise(logOut) },
    })
    render(
      <LocaleProvider locale={locale}>
        <AccountPanel logic={logic} />
      </LocaleProvider>,
    )
    return portalAccountUi[locale].account
  }

  it('shows the customer and logs out', async () => {
    const t = renderAccount('en', kari)
    expect(await screen.findByTestId('account-name')).toHaveTextContent('Kari Nordmann')
    expect(screen.getByTestId('account-email')).toHaveTextContent('kari@example.no')
    fireEvent.click(screen.getByRole('button', { name: t.logOut }))
    await screen.findByText(t.signedOut)
    expect(screen.getByTestId('account-login-link')).toHaveAttribute('href', '/en/customer-portal/')
  })

  it('links a visitor without a session to the Norwegian login page', async () => {
    const t = renderAccount('nb', null)
    await screen.findByText(t.signedOut)
    expect(screen.getByRole('link', { name: t.toLogin })).toHaveAttribute('href', '/kundeportal/')
  })

  it('says so when logging out failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const t = renderAccount('nb', kari, async () => {
      throw new Error('offline')
    })
    fireEvent.click(await screen.findByRole('button', { name: t.logOut }))
    await waitFor(() => expect(screen.getByText(t.logoutFailed)).toBeInTheDocument())
    expect(screen.getByTestId('account-name')).toHaveTextContent('Kari Nordmann')
  })
})
