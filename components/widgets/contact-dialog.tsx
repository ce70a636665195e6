/**
 * The offcanvas contact dialog (a Radix Dialog side sheet) with its form and machine. Loaded
 * lazily by ContactDialogHost the first time a visitor clicks a call-to-action.
 */
import { useEffect, useMemo, type RefObject } from 'react'
import { useMachine } from '@xstate/react'
import { defaultContactTopic, type ContactTopic } from '../../content/site/contact-topics'
import { pathFor } from '../../content/site/routes'
import { contactModalMachine, type ContactModalEvent } from '../../machines/contactModalMachine'
import { useLocale } from '../../renderer/locale'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet'
import { navigateWithinSite, sendContactModal } from './api'
import { ContactModalFormView, type ContactModalState } from './contact-modal-form'
import { useWidgetUi } from './strings'

type ContactModalLogic = typeof contactModalMachine

/** Whether the visitor points with a finger: then focusing a field would open the on-screen keyboard. */
function coarsePointer(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && matchMedia('(pointer: coarse)').matches
  )
}

function ContactDialogView({
  state,
  send,
  returnFocusTo,
  topic = defaultContactTopic,
  plan,
}: {
  state: ContactModalState
  send: (event: ContactModalEvent) => void
  returnFocusTo?: RefObject<HTMLElement | null>
  /** The topic of the button that opened it: the title and description follow it. */
  topic?: ContactTopic
  /** The plan's name, for the `plan` topic. */
  plan?: string
}) {
  const t = useWidgetUi()
  // A plan button always names its plan; without one, the dialog is the general quote.
  const copy = t.contactModal.topics[topic === 'plan' && !plan ? defaultContactTopic : topic]
  const title = copy.title.replace('{plan}', plan ?? '')
  return (
    <Sheet
      open={state.matches('open')}
      onOpenChange={(open) => {
        if (!open) send({ type: 'CLOSE' })
      }}
    >
      <SheetContent
        closeLabel={t.contactModal.close}
        data-testid="contact-dialog"
        data-topic={topic}
        onOpenAutoFocus={(event) => {
          // On a touch screen, focus the dialog itself rather than its first field: a focused field
          // would open the keyboard over the form before the visitor has read what it is for.
          if (!coarsePointer()) return
          event.preventDefault()
          const dialog = event.currentTarget
          if (dialog instanceof HTMLElement) dialog.focus()
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current
          if (target && target.isConnected) {
            event.preventDefault()
            target.focus()
          }
        }}
      >
        <SheetTitle>{title}</SheetTitle>
        <SheetDescription>{copy.description}</SheetDescription>
        <ContactModalFormView state={state} send={send} />
      </SheetContent>
    </Sheet>
  )
}

type ContactDialogProps = {
  /** Grows by one with every open request from a call-to-action. */
  openRequest: number
  returnFocusTo?: RefObject<HTMLElement | null>
  topic?: ContactTopic
  plan?: string
  /** Replaces the machine (tests, stories). */
  logic?: ContactModalLogic
}

export default function ContactDialog({ openRequest, returnFocusTo, topic, plan, logic }: ContactDialogProps) {
  const locale = useLocale()
  const machine = useMemo(
    () =>
      logic ??
      contactModalMachine.provide({ actors: { sendRequest: sendContactModal(locale), navigate: navigateWithinSite } }),
    [logic, locale],
  )
  const [state, send] = useMachine(machine, { input: { thanksPath: pathFor('contactThanks', locale) } })
  useEffect(() => {
    if (openRequest > 0) send({ type: 'OPEN' })
  }, [openRequest, send])
  return <ContactDialogView state={state} send={send} returnFocusTo={returnFocusTo} topic={topic} plan={plan} />
}

export { ContactDialog, ContactDialogView }
