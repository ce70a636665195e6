// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type EventObject, type SnapshotFrom } from 'xstate'
import type { Locale } from '../../../content/site/locales'
import { pathFor } from '../../../content/site/routes'
import { widgetUi } from '../../../content/strings/widgets'
import { serviceContactTopics } from '../../../content/pages/services/directory'
import { serviceTopicText } from '../../../content/pages/services/links'
import { defaultContactTopic, type ContactTopic, type GeneralContactTopic } from '../../../content/site/contact-topics'
import { contactModalMachine } from '../../../machines/contactModalMachine'
import { modelPaths, stateId } from '../../../tests/support/machines/model-paths'
import { contactModalEvents } from '../../../tests/support/machines/models'
import { controllablePromises } from '../../../tests/support/machines/actor-doubles'
import { LocaleProvider } from '../../../renderer/locale'
import { polyfillDialog } from '../../../tests/support/dialog-polyfill'
import { ContactDialog } from './contact-dialog'
import { replayOnView } from '../replay'
import { mountedWidget, resetAltchaDouble } from '../../../tests/support/altcha-double'

// The spam-check widget's module, replaced: the tests say what the widget reports.
vi.mock('./altcha-widget', async () => (await import('../../../tests/support/altcha-double')).altchaDouble)

type Snapshot = SnapshotFrom<typeof contactModalMachine>

polyfillDialog()

function setup(locale: Locale) {
  const fakes = controllablePromises(['sendRequest', 'navigate'] as const)
  const logic = contactModalMachine.provide({ actors: fakes.actors })
  let openRequest = 0
  const ui = () => (
    <LocaleProvider locale={locale}>
      <button type="button">CTA</button>
      <ContactDialog logic={logic} openRequest={openRequest} />
    </LocaleProvider>
  )
  const view = render(ui())
  const t = widgetUi[locale]
  const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!
  const drive = async (event: EventObject) => {
    if (event.type === 'PROOF_SOLVED') {
      const { payload, sendableAt } = event as EventObject & { payload: string; sendableAt: number }
      const widget = await mountedWidget()
      act(() => widget.report({ state: 'solved', payload, sendableAt }))
    } else if (event.type === 'PROOF_FAILED') {
      const widget = await mountedWidget()
      act(() => widget.report({ state: 'failed' }))
    } else if (event.type === 'OPEN') {
      openRequest += 1
      view.rerender(ui())
    } else if (event.type === 'CLOSE') fireEvent.click(screen.getByRole('button', { name: t.contactModal.close }))
    else if (event.type === 'CHANGE') {
      const { field: name, value } = event as EventObject & { field: string; value: string }
      fireEvent.change(field(name), { target: { value } })
    } else if (event.type === 'SUBMIT') fireEvent.click(screen.getByTestId('modal-submit'))
    else throw new Error(`No visitor action for ${event.type}`)
  }
  const expectView = (snapshot: Snapshot) => {
    const id = stateId(snapshot)
    if (id === 'closed' || id === 'leaving') {
      // The dialog stays in the page (it is part of its HTML), closed.
      expect(screen.getByTestId<HTMLDialogElement>('contact-dialog').open).toBe(false)
      if (id === 'leaving') {
        expect(fakes.calls('navigate').map((call) => call.input)).toEqual([{ path: pathFor('contactThanks', locale) }])
      }
      return
    }
    expect(screen.getByTestId<HTMLDialogElement>('contact-dialog').open).toBe(true)
    expect(screen.getByRole('dialog', { name: t.contactModal.topics.quote.title })).toBeInTheDocument()
    const button = screen.getByTestId('modal-submit')
    const status = screen.getByTestId('modal-status')
    const { failure } = snapshot.context
    const failureText = {
      send: t.contactModal.failure,
      unavailable: t.proofOfWork.unavailable,
      refused: t.proofOfWork.refused,
    }
    if (id === 'open.idle') {
      expect(button).toBeEnabled()
      expect(button).toHaveTextContent(t.contactModal.submit)
      // Why the check failed stays in view; nothing else does.
      expect(status).toHaveTextContent(failure === 'unavailable' || failure === 'refused' ? failureText[failure] : '')
    } else {
      expect(button).toBeDisabled()
      const sending = id === 'open.submitting' || id === 'open.awaitingProof'
      expect(button).toHaveTextContent(sending ? t.contactModal.sending : t.contactModal.submit)
    }
    if (id === 'open.success') expect(status).toHaveTextContent(t.contactModal.success)
    if (id === 'open.failure') expect(status).toHaveTextContent(failureText[failure!])
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'message'] as const) {
      expect(field(name)).toHaveValue(snapshot.context.values[name])
    }
    for (const name of ['firstName', 'email', 'message'] as const) {
      if (snapshot.context.errors[name]) expect(field(name)).toHaveAttribute('aria-invalid', 'true')
      else expect(field(name)).not.toHaveAttribute('aria-invalid')
    }
  }
  return { fakes, drive, expectView }
}

const input = (locale: Locale) => ({ thanksPath: pathFor('contactThanks', locale) })

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
  const paths = modelPaths(contactModalMachine, { events: contactModalEvents, input: input(locale) })
  const chosen = paths.covering
  describe(`given the contact dialog in ${locale}`, () => {
    for (const path of chosen) {
      it(`shows ${path.title}`, async () => {
        const { fakes, drive, expectView } = setup(locale)
        const initial = createActor(contactModalMachine, { input: input(locale) }).getSnapshot()
        await replayOnView(path, { initial, drive, settle: fakes.settle, expectView })
      })
    }
  })
}

describe('given one-line fields with a line break or a direction override', () => {
  for (const locale of ['nb', 'en'] as const) {
    it(`names them with the ${locale} message and sends nothing`, async () => {
      const { fakes, drive } = setup(locale)
      const t = widgetUi[locale]
      const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!
      await drive({ type: 'OPEN' })
      await drive({ type: 'CHANGE', field: 'firstName', value: 'Ola' } as EventObject)
      await drive({ type: 'CHANGE', field: 'email', value: 'ola@firma.no' } as EventObject)
      await drive({ type: 'CHANGE', field: 'message', value: 'Hei' } as EventObject)
      await drive({ type: 'CHANGE', field: 'company', value: 'Firma \u202EAS' } as EventObject)
      await drive({ type: 'CHANGE', field: 'phone', value: '+47 900\u2028E-post: ceo@firma.no' } as EventObject)
      await drive({ type: 'SUBMIT' })
      await vi.advanceTimersByTimeAsync(0)
      for (const name of ['company', 'phone']) {
        expect(field(name)).toHaveAttribute('aria-invalid', 'true')
        expect(field(name)).toHaveAccessibleDescription(t.form.singleLine)
      }
      expect(field('firstName')).not.toHaveAttribute('aria-invalid')
      expect(fakes.calls('sendRequest')).toHaveLength(0)
    })
  }
})

describe('given a failed send', () => {
  it("logs the server's error field", async () => {
    const { fakes, drive } = setup('en')
    const { ContactSendError } = await import('../../../machines/contactModalMachine')
    await drive({ type: 'OPEN' })
    await drive({ type: 'CHANGE', field: 'firstName', value: 'Kari' } as EventObject)
    await drive({ type: 'CHANGE', field: 'email', value: 'kari@firma.no' } as EventObject)
    await drive({ type: 'CHANGE', field: 'message', value: 'Hei' } as EventObject)
    await drive({ type: 'PROOF_SOLVED', payload: 'solved', sendableAt: 0 } as EventObject)
    await drive({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    fakes.settle({ type: 'xstate.error.actor.sendRequest', error: new ContactSendError('rate_limited') } as EventObject)
    await vi.advanceTimersByTimeAsync(0)
    expect(console.error).toHaveBeenCalledWith('Contact request failed:', 'rate_limited')
  })
})

describe('given a call to action with a topic', () => {
  function open(props: { topic?: ContactTopic; plan?: string }, locale: Locale = 'en') {
    const logic = contactModalMachine.provide({
      actors: controllablePromises(['sendRequest', 'navigate'] as const).actors,
    })
    render(
      <LocaleProvider locale={locale}>
        <ContactDialog logic={logic} openRequest={1} {...props} />
      </LocaleProvider>,
    )
  }

  it('titles the dialog for what the button asked for', () => {
    // The first topic a service file adds, or the dialog's own quote where none does.
    const topic = serviceContactTopics[0]?.id ?? defaultContactTopic
    const text = serviceTopicText(topic, 'en') ?? widgetUi.en.contactModal.topics[topic as GeneralContactTopic]
    open({ topic })
    expect(screen.getByRole('dialog', { name: text.title })).toHaveAttribute('data-topic', topic)
    expect(screen.getByText(text.description)).toBeInTheDocument()
  })

  it('names the plan of a price table', () => {
    open({ topic: 'plan', plan: 'Testpakken' }, 'nb')
    expect(
      screen.getByRole('dialog', { name: widgetUi.nb.contactModal.topics.plan.title.replace('{plan}', 'Testpakken') }),
    ).toBeInTheDocument()
  })

  it('focuses the first field for a mouse or keyboard', () => {
    open({ topic: 'quote' })
    expect(document.activeElement).toBe(document.querySelector('[name="firstName"]'))
  })

  it('focuses the dialog itself on a touch screen, so no keyboard pops up over it', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query }))
    try {
      open({ topic: 'quote' })
      expect(document.activeElement).toBe(screen.getByRole('dialog'))
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('given the dialog opened and typed into before its code was live', () => {
  /**
   * A key pressed just after the form went live, before the dialog had taken the page over (after
   * React's commit, before its effects): on a slow phone the visitor types on while the island
   * hydrates. Pressed from a microtask queued in a layout effect, which runs at the commit; the
   * effects run in a task after it.
   */
  function KeyAfterCommit({ field, value }: { field: string; value: string }) {
    useLayoutEffect(() => {
      queueMicrotask(() => {
        const control = document.querySelector<HTMLInputElement>(`[name="${field}"]`)!
        // As the browser sets it: past React's record of the value, so that React sees a change.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, value)
        control.dispatchEvent(new Event('input', { bubbles: true }))
      })
    }, [field, value])
    return null
  }

  it('keeps every key, also one pressed as the form went live', async () => {
    vi.useRealTimers()
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    const logic = contactModalMachine.provide({
      actors: controllablePromises(['sendRequest', 'navigate'] as const).actors,
    })
    const page = (
      <LocaleProvider locale="nb">
        <KeyAfterCommit field="email" value="kari@fjordbedrift.no" />
        <ContactDialog logic={logic} />
      </LocaleProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    // The first script opened the dialog, and the visitor typed into the prerendered fields.
    container.querySelector<HTMLDialogElement>('dialog')!.showModal()
    const field = (name: string) => container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!
    field('firstName').value = 'Kari'
    field('email').value = 'kari@fjordbedrift.n'
    const root = hydrateRoot(container, page)
    try {
      const form = container.querySelector('[data-slot="contact-modal-form"]')!
      await vi.waitFor(() => expect(form).toHaveAttribute('data-state', JSON.stringify({ open: 'idle' })))
      expect(field('firstName')).toHaveValue('Kari')
      expect(field('email')).toHaveValue('kari@fjordbedrift.no')
      // And the machine holds it too: a submit names only the empty message.
      fireEvent.click(screen.getByTestId('modal-submit'))
      await vi.waitFor(() => expect(field('message')).toHaveAttribute('aria-invalid', 'true'))
      expect(field('email')).not.toHaveAttribute('aria-invalid')
      expect(field('email')).toHaveValue('kari@fjordbedrift.no')
    } finally {
      root.unmount()
      container.remove()
      ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
  })
})
