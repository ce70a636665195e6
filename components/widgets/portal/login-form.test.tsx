// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type EventObject, type SnapshotFrom } from 'xstate'
import type { Locale } from '../../../content/site/locales'
import { widgetUi } from '../../../content/strings/widgets'
import { forgotPasswordMachine } from '../../../machines/forgotPasswordMachine'
import { loginMachine } from '../../../machines/loginMachine'
import { modelPaths, stateId } from '../../../tests/support/machines/model-paths'
import { forgotPasswordEvents, loginEvents, samples } from '../../../tests/support/machines/models'
import { controllablePromises } from '../../../tests/support/machines/actor-doubles'
import { timing } from '../../../machines/timing'
import { LocaleProvider } from '../../../renderer/locale'
import LoginForm from './login-form.island'
import { replayOnView } from '../replay'

function setup(locale: Locale) {
  const fakes = controllablePromises(['logIn', 'redirect', 'requestReset'] as const)
  const { container } = render(
    <LocaleProvider locale={locale}>
      <LoginForm
        logic={loginMachine.provide({ actors: { logIn: fakes.actors.logIn, redirect: fakes.actors.redirect } })}
        forgotLogic={forgotPasswordMachine.provide({ actors: { requestReset: fakes.actors.requestReset } })}
      />
    </LocaleProvider>,
  )
  // The login form's fields; the dialog renders in a portal outside this container, and in
  // Norwegian both e-mail fields are labelled "E-post".
  const form = within(container)
  const dialog = () => within(screen.getByRole('dialog'))
  return { fakes, t: widgetUi[locale], form, dialog }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

for (const locale of ['nb', 'en'] as const) {
  describe(`given the login form in ${locale}`, () => {
    const paths = modelPaths(loginMachine, { events: loginEvents })
    const chosen = paths.covering
    for (const path of chosen) {
      it(`shows ${path.title}`, async () => {
        const { fakes, t, form } = setup(locale)
        const email = () => form.getByLabelText(t.login.email)
        const password = () => form.getByLabelText(t.login.password)
        const drive = (event: EventObject) => {
          if (event.type === 'CHANGE') {
            const { field, value } = event as EventObject & { field: string; value: string }
            fireEvent.change(field === 'email' ? email() : password(), { target: { value } })
          } else if (event.type === 'SET_REMEMBER') fireEvent.click(form.getByLabelText(t.login.remember))
          else if (event.type === 'SUBMIT') fireEvent.click(screen.getByTestId('login-submit'))
          else throw new Error(`No visitor action for ${event.type}`)
        }
        const expectView = (snapshot: SnapshotFrom<typeof loginMachine>) => {
          const id = stateId(snapshot)
          const status = screen.getByTestId('login-status')
          const button = screen.getByTestId('login-submit')
          const busy = ['submitting', 'success', 'redirecting'].includes(id)
          for (const control of [email(), password(), form.getByLabelText(t.login.remember), button]) {
            if (busy) expect(control).toBeDisabled()
            else expect(control).toBeEnabled()
          }
          if (id === 'submitting') {
            expect(button).toHaveTextContent(t.login.submitting)
            expect(button.querySelector('[data-slot=spinner]')).not.toBeNull()
          }
          expect(email()).toHaveValue(snapshot.context.values.email)
          expect(password()).toHaveValue(snapshot.context.values.password)
          const expected =
            id === 'success' || id === 'redirecting'
              ? t.login.success
              : id === 'failure'
                ? (snapshot.context.serverMessage ?? t.login.invalidCredentials)
                : id === 'error'
                  ? t.login.error
                  : ''
          expect(status).toHaveTextContent(expected)
          if (id === 'redirecting') {
            expect(fakes.calls('redirect').map((call) => call.input)).toEqual([{ url: samples.redirectUrl }])
          } else expect(fakes.calls('redirect')).toHaveLength(0)
        }
        await replayOnView(path, {
          initial: createActor(loginMachine).getSnapshot(),
          drive,
          settle: fakes.settle,
          expectView,
        })
      })
    }
  })

  describe(`given the forgot-password dialog in ${locale}`, () => {
    const paths = modelPaths(forgotPasswordMachine, { events: forgotPasswordEvents })
    const chosen = paths.covering
    for (const path of chosen) {
      it(`shows ${path.title}`, async () => {
        const { fakes, t, form, dialog } = setup(locale)
        const drive = (event: EventObject) => {
          if (event.type === 'OPEN') {
            const { email } = event as EventObject & { email: string }
            fireEvent.change(form.getByLabelText(t.login.email), { target: { value: email } })
            fireEvent.click(screen.getByTestId('forgot-link'))
          } else if (event.type === 'CHANGE') {
            const { value } = event as EventObject & { value: string }
            fireEvent.change(dialog().getByLabelText(t.forgotPassword.email), { target: { value } })
          } else if (event.type === 'SUBMIT') fireEvent.click(screen.getByTestId('forgot-submit'))
          else if (event.type === 'CLOSE') {
            // Cancel when it can be pressed; otherwise the dialog's close button (which must do nothing).
            const cancel = screen.getByRole('button', { name: t.forgotPassword.cancel })
            fireEvent.click(
              cancel.hasAttribute('disabled') ? screen.getByRole('button', { name: t.forgotPassword.close }) : cancel,
            )
          } else throw new Error(`No visitor action for ${event.type}`)
        }
        const expectView = (snapshot: SnapshotFrom<typeof forgotPasswordMachine>) => {
          const id = stateId(snapshot)
          if (id === 'closed') {
            expect(screen.queryByTestId('forgot-dialog')).toBeNull()
            return
          }
          expect(screen.getByRole('dialog', { name: t.forgotPassword.title })).toBeInTheDocument()
          const input = dialog().getByLabelText(t.forgotPassword.email)
          expect(input).toHaveValue(snapshot.context.email)
          const problem = snapshot.context.problem
          expect(input).toHaveAccessibleDescription(
            problem === 'required'
              ? t.forgotPassword.emailRequired
              : problem === 'invalid'
                ? t.forgotPassword.invalidEmail
                : '',
          )
          const status = screen.getByTestId('forgot-status')
          if (id === 'open.success') {
            expect(status).toHaveTextContent(t.forgotPassword.success)
            expect(input).toBeDisabled()
          } else if (id === 'open.error') expect(status).toHaveTextContent(t.forgotPassword.error)
          else expect(status).toHaveTextContent('')
          if (id === 'open.submitting') {
            expect(screen.getByTestId('forgot-submit')).toHaveTextContent(t.forgotPassword.submitting)
            expect(screen.getByRole('button', { name: t.forgotPassword.cancel })).toBeDisabled()
          }
        }
        await replayOnView(path, {
          initial: createActor(forgotPasswordMachine).getSnapshot(),
          drive,
          settle: fakes.settle,
          expectView,
        })
      })
    }
  })
}

describe('given the forgot-password link', () => {
  it('pre-fills the dialog with the e-mail typed in the login form', () => {
    const { t, form, dialog } = setup('nb')
    fireEvent.change(form.getByLabelText(t.login.email), { target: { value: samples.email } })
    fireEvent.click(screen.getByTestId('forgot-link'))
    expect(dialog().getByLabelText(t.forgotPassword.email)).toHaveValue(samples.email)
  })
})

describe('given a forgot-password dialog that closes itself after a sent request', () => {
  it('returns focus to the link that opened it, not to the page body', async () => {
    const { fakes, t, form, dialog } = setup('en')
    fireEvent.change(form.getByLabelText(t.login.email), { target: { value: samples.email } })
    const link = screen.getByTestId('forgot-link')
    link.focus()
    fireEvent.click(link)
    expect(dialog().getByLabelText(t.forgotPassword.email)).toHaveValue(samples.email)
    fireEvent.click(screen.getByTestId('forgot-submit'))
    await vi.advanceTimersByTimeAsync(0)
    fakes.settle({ type: 'xstate.done.actor.requestReset' } as EventObject)
    await vi.advanceTimersByTimeAsync(0)
    expect(screen.getByTestId('forgot-status')).toHaveTextContent(t.forgotPassword.success)
    await vi.advanceTimersByTimeAsync(timing.forgotPasswordCloseMs)
    expect(screen.queryByTestId('forgot-dialog')).toBeNull()
    // Radix moves focus in a timer after the dialog unmounts.
    await vi.runAllTimersAsync()
    expect(document.activeElement).toBe(link)
  })

  it('returns focus to the link when the visitor cancels, too', async () => {
    const { t } = setup('nb')
    const link = screen.getByTestId('forgot-link')
    fireEvent.click(link)
    fireEvent.click(screen.getByRole('button', { name: t.forgotPassword.cancel }))
    await vi.advanceTimersByTimeAsync(0)
    expect(document.activeElement).toBe(link)
  })
})
