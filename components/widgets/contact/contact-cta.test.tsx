// @vitest-environment jsdom
/**
 * A call-to-action opens the contact dialog at once, before React has loaded: the page's first
 * script shows the dialog that is already in the HTML, in the markup the dialog's component renders
 * for the CTA's topic, and the component then hydrates onto it, open, with what was typed.
 */
import { screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultContactTopic, type ContactTopic, type GeneralContactTopic } from '../../../content/site/contact-topics'
import { serviceContactTopics } from '../../../content/pages/services/directory'
import { serviceTopicText } from '../../../content/pages/services/links'
import { widgetUi } from '../../../content/strings/widgets'
import { LocaleProvider } from '../../../renderer/locale'
import { polyfillDialog } from '../../../tests/support/dialog-polyfill'
import { Island } from '../../islands/island'
import { matchesRender } from '../../islands/island-testing'
import { islandAttr } from '../../islands/names'
import { startIslands } from '../../islands/runtime'
import { watchContactCtas } from './contact-cta'
import { contactCtaProps } from './contact-cta-props'
import ContactDialog from './contact-dialog.island'
import { resetAltchaDouble } from '../../../tests/support/altcha-double'

// The form loads the spam check's widget when it goes live; jsdom has no Worker for the real one,
// whose failure to start would be logged whenever its import settles before the test's last look.
vi.mock('./altcha-widget', async () => (await import('../../../tests/support/altcha-double')).altchaDouble)

type Subject = { topic?: ContactTopic; plan?: string }

/** The first topic a service file adds, or the dialog's own quote where none does, and its title. */
const topic = serviceContactTopics[0]?.id ?? defaultContactTopic
const topicTitle = (serviceTopicText(topic, 'nb') ?? widgetUi.nb.contactModal.topics[topic as GeneralContactTopic])
  .title
/** A plan of the test's own, and the title the dialog gives it. */
const plan = 'Testpakken'
const planTitle = widgetUi.nb.contactModal.topics.plan.title.replace('{plan}', plan)

/** The dialog's island as the page's HTML has it, or as it renders for `subject`. */
function dialogHtml(subject: Subject = {}) {
  return renderToString(
    <LocaleProvider locale="nb">
      <Island component={ContactDialog} props={subject} hydrate="interaction" />
    </LocaleProvider>,
  )
}

function serve() {
  document.documentElement.lang = 'nb'
  document.body.innerHTML =
    renderToString(
      <p>
        <a href="/kontakt/" {...contactCtaProps(topic)}>
          Topic
        </a>
        <a href="/kontakt/" {...contactCtaProps('plan', plan)}>
          Plan
        </a>
      </p>,
    ) + dialogHtml()
  return {
    island: document.querySelector<HTMLElement>(`[${islandAttr.name}="contact-dialog"]`)!,
    dialog: document.querySelector<HTMLDialogElement>('dialog#contact-dialog')!,
    cta: (topic: ContactTopic) => document.querySelector<HTMLAnchorElement>(`a[data-contact-cta="${topic}"]`)!,
  }
}

/** A click as a browser makes it: a link that is clicked gets focus first. */
function click(element: HTMLElement) {
  element.focus()
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  element.dispatchEvent(event)
  return event
}

/** The island's markup equals the component's render for `subject`, apart from the dialog being open. */
function showsAsRendered(island: HTMLElement, subject: Subject) {
  const copy = island.cloneNode(true) as HTMLElement
  copy.querySelector('dialog')!.removeAttribute('open')
  return matchesRender(copy, dialogHtml(subject))
}

beforeAll(() => {
  polyfillDialog()
  watchContactCtas()
})

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
  resetAltchaDouble()
})

describe('given a page whose dialog island is not live yet', () => {
  it('opens the dialog at once, titled for the topic, in the markup the dialog renders for it', () => {
    const { island, dialog, cta } = serve()
    startIslands(document)
    const event = click(cta(topic))
    expect(event.defaultPrevented).toBe(true)
    // Synchronously: no code had to arrive first.
    expect(dialog.open).toBe(true)
    expect(screen.getByRole('dialog', { name: topicTitle })).toBe(dialog)
    expect(showsAsRendered(island, { topic })).toBe(true)
    expect(JSON.parse(island.getAttribute(islandAttr.props)!)).toEqual({ topic })
    // A mouse or keyboard gets the first field focused.
    expect(document.activeElement).toBe(dialog.querySelector('[name="firstName"]'))
  })

  it("names a plan's button's plan", () => {
    const { island, cta } = serve()
    startIslands(document)
    click(cta('plan'))
    expect(screen.getByRole('dialog', { name: planTitle })).toBeInTheDocument()
    expect(showsAsRendered(island, { topic: 'plan', plan })).toBe(true)
  })

  it('then hydrates open, without a mismatch, keeps what was typed, and closes back to the CTA', async () => {
    const { island, dialog, cta } = serve()
    const error = vi.spyOn(console, 'error')
    startIslands(document)
    click(cta(topic))
    const name = dialog.querySelector<HTMLInputElement>('[name="firstName"]')!
    name.value = 'Kari'
    await vi.waitFor(() => expect(island).toHaveAttribute(islandAttr.hydrated), { timeout: 5000 })
    expect(dialog.open).toBe(true)
    expect(name.value).toBe('Kari')
    expect(dialog.querySelector('form')).toHaveAttribute('data-state', JSON.stringify({ open: 'idle' }))
    expect(error).not.toHaveBeenCalled()

    click(dialog.querySelector<HTMLButtonElement>('[data-slot="sheet-close"]')!)
    expect(dialog.open).toBe(false)
    expect(document.activeElement).toBe(cta(topic))
    await vi.waitFor(() => expect(dialog.querySelector('form')).toHaveAttribute('data-state', '"closed"'))

    // Live: the next CTA asks the component, which titles the dialog for its own topic.
    click(cta('plan'))
    await vi.waitFor(() => expect(dialog.open).toBe(true))
    expect(screen.getByRole('dialog', { name: planTitle })).toBe(dialog)
    expect(dialog.querySelector<HTMLInputElement>('[name="firstName"]')!.value).toBe('Kari')
  })
})

describe('given a CTA whose topic the dialog has no title for', () => {
  it('lets it go to the contact page and leaves the dialog closed', () => {
    const { dialog } = serve()
    const stray = document.createElement('a')
    stray.href = '/kontakt/'
    stray.setAttribute('data-contact-cta', 'no-such-topic')
    document.body.append(stray)
    expect(click(stray).defaultPrevented).toBe(false)
    expect(dialog.open).toBe(false)
  })
})

describe('given a page without the dialog', () => {
  it('lets the CTA go to the contact page', () => {
    document.body.innerHTML = renderToString(
      <a href="/kontakt/" {...contactCtaProps('quote')}>
        Tilbud
      </a>,
    )
    const event = click(document.querySelector<HTMLAnchorElement>('a')!)
    expect(event.defaultPrevented).toBe(false)
  })
})
