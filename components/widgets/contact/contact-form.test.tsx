// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type EventObject, type SnapshotFrom } from 'xstate'
import { widgetUi } from '../../../content/strings/widgets'
import type { Locale } from '../../../content/site/locales'
import { pathFor } from '../../../content/site/routes'
import { contactFormMachine } from '../../../machines/contactFormMachine'
import { modelPaths, stateId } from '../../../tests/support/machines/model-paths'
import { contactFormEvents } from '../../../tests/support/machines/models'
import { controllablePromises } from '../../../tests/support/machines/actor-doubles'
import { LocaleProvider } from '../../../renderer/locale'
import ContactForm from './contact-form.island'
import { replayOnView } from '../replay'
import { mountedWidget, resetAltchaDouble } from '../../../tests/support/altcha-double'
import { KeysAfterCommit } from '../../../tests/support/keys-after-commit'

// The spam-check widget's module, replaced: the tests say what the widget reports.
vi.mock('./altcha-widget', async () => (await import('../../../tests/support/altcha-double')).altchaDouble)

type Snapshot = SnapshotFrom<typeof contactFormMachine>

function setup(locale: Locale) {
  const fakes = controllablePromises(['sendMessage', 'navigate'] as const)
  const logic = contactFormMachine.provide({ actors: fakes.actors })
  const view = render(
    <LocaleProvider locale={locale}>
      <ContactForm logic={logic} />
    </LocaleProvider>,
  )
  const field = (name: string) => view.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!
  const drive = async (event: EventObject) => {
    if (event.type === 'CHANGE') {
      const { field: name, value } = event as EventObject & { field: string; value: string }
      fireEvent.change(field(name), { target: { value } })
    } else if (event.type === 'SUBMIT') fireEvent.click(screen.getByTestId('contact-submit'))
    else if (event.type === 'PROOF_SOLVED') {
      const { payload, sendableAt } = event as EventObject & { payload: string; sendableAt: number }
      const widget = await mountedWidget()
      act(() => widget.report({ state: 'solved', payload, sendableAt }))
    } else if (event.type === 'PROOF_FAILED') {
      const widget = await mountedWidget()
      act(() => widget.report({ state: 'failed' }))
    } else throw new Error(`No visitor action for ${event.type}`)
  }
  const t = widgetUi[locale]
  const expectView = (snapshot: Snapshot) => {
    const id = stateId(snapshot)
    const button = screen.getByTestId('contact-submit')
    const form = view.container.querySelector('form')!
    expect(form).toHaveAttribute('data-state', id)
    if (id === 'submitting' || id === 'awaitingProof') {
      expect(button).toBeDisabled()
      expect(button).toHaveTextContent(t.contactForm.submitting)
    } else {
      expect(button).toBeEnabled()
      expect(button).toHaveTextContent(t.contactForm.submit)
    }
    for (const name of ['name', 'email', 'subject', 'message', 'phone'] as const) {
      expect(field(name)).toHaveValue(snapshot.context.values[name])
    }
    for (const name of ['name', 'email', 'message'] as const) {
      const error = snapshot.context.errors[name]
      if (error) expect(field(name)).toHaveAttribute('aria-invalid', 'true')
      else expect(field(name)).not.toHaveAttribute('aria-invalid')
    }
    const failureText = {
      send: t.contactForm.failure,
      unavailable: t.proofOfWork.unavailable,
      refused: t.proofOfWork.refused,
    }
    for (const [reason, text] of Object.entries(failureText)) {
      if (id === 'failure' && snapshot.context.failure === reason) expect(screen.getByText(text)).toBeInTheDocument()
      else expect(screen.queryByText(text)).toBeNull()
    }
    // The widget's place, with what the check is, is always in the form.
    expect(screen.getByText(t.proofOfWork.note)).toBeInTheDocument()
    if (id === 'success') {
      expect(fakes.calls('navigate').map((call) => call.input)).toEqual([{ path: pathFor('contactThanks', locale) }])
    } else expect(fakes.calls('navigate')).toHaveLength(0)
  }
  return { fakes, drive, expectView, field }
}

const input = (locale: Locale) => ({ thanksPath: pathFor('contactThanks', locale) })
const initial = (locale: Locale) => createActor(contactFormMachine, { input: input(locale) }).getSnapshot()

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  resetAltchaDouble()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

for (const locale of ['nb', 'en'] as const) {
  const paths = modelPaths(contactFormMachine, { events: contactFormEvents, input: input(locale) })
  // In each language, the few paths that together take every transition of the model.
  const chosen = paths.covering
  describe(`given the contact page form in ${locale}`, () => {
    for (const path of chosen) {
      it(`shows ${path.title}`, async () => {
        const { fakes, drive, expectView } = setup(locale)
        await replayOnView(path, { initial: initial(locale), drive, settle: fakes.settle, expectView })
      })
    }

    it('sends nothing when the honeypot is filled', () => {
      const { fakes, field } = setup(locale)
      fireEvent.change(field('name'), { target: { value: 'Kari' } })
      fireEvent.change(field('email'), { target: { value: 'kari@firma.no' } })
      fireEvent.change(field('message'), { target: { value: 'Hei' } })
      fireEvent.change(field('phone'), { target: { value: 'bot' } })
      fireEvent.click(screen.getByTestId('contact-submit'))
      expect(fakes.calls('sendMessage')).toHaveLength(0)
      expect(screen.getByTestId('contact-submit')).toBeEnabled()
    })

    it('refuses a name that turns the writing direction, with the message in the page language, and sends nothing', () => {
      const { fakes, field } = setup(locale)
      const t = widgetUi[locale]
      fireEvent.change(field('name'), { target: { value: 'Kari \u202Eon.ecifnruoy@oec' } })
      fireEvent.change(field('email'), { target: { value: 'kari@firma.no' } })
      fireEvent.change(field('message'), { target: { value: 'Hei' } })
      fireEvent.change(field('subject'), { target: { value: 'Tilbud\u2066' } })
      fireEvent.click(screen.getByTestId('contact-submit'))
      expect(field('name')).toHaveAttribute('aria-invalid', 'true')
      expect(field('name')).toHaveAccessibleDescription(t.form.singleLine)
      expect(field('subject')).toHaveAccessibleDescription(t.form.singleLine)
      expect(field('message')).not.toHaveAttribute('aria-invalid')
      expect(fakes.calls('sendMessage')).toHaveLength(0)
    })

    it('labels every field and ties errors to them', () => {
      const { field } = setup(locale)
      fireEvent.click(screen.getByTestId('contact-submit'))
      const t = widgetUi[locale]
      expect(screen.getByLabelText(t.contactForm.name)).toBe(field('name'))
      expect(field('name')).toHaveAccessibleDescription(t.form.required)
      expect(field('name')).toHaveFocus()
    })
  })
}

describe('given the form typed into before and as it went live', () => {
  it('keeps every key: those typed before it was live and those pressed as it went live', async () => {
    vi.useRealTimers()
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    const logic = contactFormMachine.provide({
      actors: controllablePromises(['sendMessage', 'navigate'] as const).actors,
    })
    const page = (
      <LocaleProvider locale="en">
        <KeysAfterCommit selector='[name="name"]' keys="dm" />
        <ContactForm logic={logic} />
      </LocaleProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!
    // Typed into the prerendered field before the form's code had arrived.
    field('name').value = 'Kari Nor'
    const root = hydrateRoot(container, page)
    try {
      // Two keys in the gap: the second used to start from an emptied field ("m").
      await vi.waitFor(() => expect(field('name')).toHaveValue('Kari Nordm'))
      const form = container.querySelector('form')!
      await vi.waitFor(() => expect(form).toHaveAttribute('data-state', 'idle'))
      expect(field('name')).toHaveValue('Kari Nordm')
    } finally {
      root.unmount()
      container.remove()
      ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
  })
})
