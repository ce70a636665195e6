/**
 * Opens the contact dialog from a call-to-action (./contact-cta.ts): the dialog is mounted on
 * first use, into its own element at the end of the page, and opened again on every later call.
 */
import { defaultContactTopic, isContactTopic } from '../../content/site/contact-topics'
import { mountClientPart } from '../islands/mount'
import ContactDialog from './contact-dialog'
import { contactCtaAttribute, contactPlanAttribute } from './contact-cta-attributes'

let render: ReturnType<typeof mountClientPart> | null = null
let openRequest = 0
/** Where focus goes back to when the dialog closes: the CTA that opened it. */
const returnFocusTo: { current: HTMLElement | null } = { current: null }

/** Opens the dialog titled for the topic of the CTA `from` (its `data-contact-cta`). */
export function openContactDialog(from: HTMLElement): void {
  render ??= mountClientPart()
  // A CTA in a menu that closed as it was followed is hidden: focus goes back to where the menu
  // gave it back (its button).
  const inClosedMenu = from.closest('dialog:not([open])') !== null
  returnFocusTo.current = inClosedMenu && document.activeElement instanceof HTMLElement ? document.activeElement : from
  openRequest += 1
  const topic = from.getAttribute(contactCtaAttribute)
  render(
    <ContactDialog
      openRequest={openRequest}
      returnFocusTo={returnFocusTo}
      topic={isContactTopic(topic) ? topic : defaultContactTopic}
      plan={from.getAttribute(contactPlanAttribute) ?? undefined}
    />,
  )
}
