/**
 * Opens the contact dialog from a call-to-action (./contact-cta.ts): the dialog is mounted on
 * first use, into its own element at the end of the page, and opened again on every later call.
 */
import { mountClientPart } from '../islands/mount'
import ContactDialog from './contact-dialog'

let render: ReturnType<typeof mountClientPart> | null = null
let openRequest = 0
/** Where focus goes back to when the dialog closes: the CTA that opened it. */
const returnFocusTo: { current: HTMLElement | null } = { current: null }

export function openContactDialog(from: HTMLElement): void {
  render ??= mountClientPart()
  returnFocusTo.current = from
  openRequest += 1
  render(<ContactDialog openRequest={openRequest} returnFocusTo={returnFocusTo} />)
}
