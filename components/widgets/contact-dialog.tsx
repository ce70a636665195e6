/**
 * The offcanvas contact dialog (a Radix Dialog side sheet) with its form and machine. Loaded
 * lazily by ContactDialogHost the first time a visitor clicks a call-to-action.
 */
import { useEffect, useMemo, type RefObject } from 'react'
import { useMachine } from '@xstate/react'
import { pathFor } from '../../content/routes'
import { contactModalMachine, type ContactModalEvent } from '../../machines/contactModalMachine'
import { useLocale } from '../../renderer/locale'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet'
import { navigateWithinSite, sendContactModal } from './api'
import { ContactModalFormView, type ContactModalState } from './contact-modal-form'
import { useWidgetUi } from './strings'

type ContactModalLogic = typeof contactModalMachine

function ContactDialogView({
  state,
  send,
  returnFocusTo,
}: {
  state: ContactModalState
  send: (event: ContactModalEvent) => void
  returnFocusTo?: RefObject<HTMLElement | null>
}) {
  const t = useWidgetUi()
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
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current
          if (target && target.isConnected) {
            event.preventDefault()
            target.focus()
          }
        }}
      >
        <SheetTitle>{t.contactModal.title}</SheetTitle>
        <SheetDescription>{t.contactModal.description}</SheetDescription>
        <ContactModalFormView state={state} send={send} />
      </SheetContent>
    </Sheet>
  )
}

type ContactDialogProps = {
  /** Grows by one with every open request from a call-to-action. */
  openRequest: number
  returnFocusTo?: RefObject<HTMLElement | null>
  /** Replaces the machine (tests, stories). */
  logic?: ContactModalLogic
}

export default function ContactDialog({ openRequest, returnFocusTo, logic }: ContactDialogProps) {
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
  return <ContactDialogView state={state} send={send} returnFocusTo={returnFocusTo} />
}

export { ContactDialog, ContactDialogView }
