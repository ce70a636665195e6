/**
 * The contact dialog's markup contract, shared by its React component (./contact-dialog.tsx) and
 * by the page's first script (./contact-cta.ts), which opens the dialog before React has loaded.
 *
 * The dialog is in every page's HTML, closed. Its title and description hold one element per
 * topic (`data-contact-topic`), and only the one of the current topic is shown; the plan's name
 * goes into `data-contact-plan-name`. So the first script shows the right title by toggling
 * `hidden`, exactly as the component renders it, and the component hydrates onto the same markup.
 */
import type { ContactTopic } from '../../../content/site/contact-topics'

/** The dialog element's id (its close button and tests name it). */
export const contactDialogId = 'contact-dialog'
export const contactTopicAttribute = 'data-contact-topic'
export const contactPlanNameAttribute = 'data-contact-plan-name'
/** Sent to the live dialog by a call-to-action: `{ topic, plan }` in `detail`. */
export const contactOpenEvent = 'contact-dialog-open'

export type ContactOpenDetail = { topic: ContactTopic; plan?: string }

/**
 * `topic` when the dialog has a title for it, else null. The dialog's markup holds one title per
 * topic it knows, so the first script needs no list of topics of its own.
 */
export function topicIn(dialog: HTMLElement, topic: string | null): ContactTopic | null {
  for (const element of dialog.querySelectorAll(`[${contactTopicAttribute}]`)) {
    if (element.getAttribute(contactTopicAttribute) === topic) return topic as ContactTopic
  }
  return null
}

/** Shows the title and description of `topic` (and the plan's name) in the dialog's markup. */
export function showTopic(dialog: HTMLElement, { topic, plan }: ContactOpenDetail): void {
  dialog.setAttribute('data-topic', topic)
  for (const element of dialog.querySelectorAll<HTMLElement>(`[${contactTopicAttribute}]`)) {
    element.hidden = element.getAttribute(contactTopicAttribute) !== topic
  }
  for (const element of dialog.querySelectorAll(`[${contactPlanNameAttribute}]`)) element.textContent = plan ?? ''
}

/** Whether the visitor points with a finger: then focusing a field would open the on-screen keyboard. */
function coarsePointer(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches
}

/**
 * Opens the dialog as a modal, with focus where the visitor can use it: the first field for a mouse
 * or keyboard, the dialog itself on a touch screen (a focused field would open the keyboard over
 * the form before the visitor has read what it is for).
 */
export function showDialog(dialog: HTMLDialogElement): void {
  if (!dialog.open) dialog.showModal()
  if (coarsePointer()) dialog.focus()
  else dialog.querySelector('input')?.focus()
}
