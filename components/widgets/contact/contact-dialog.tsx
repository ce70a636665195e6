/**
 * The offcanvas contact dialog (a native sheet, ../../ui/sheet.tsx) with its form and machine. It is
 * an island in every page's HTML (./contact-dialog.island.tsx), closed. A call-to-action opens it
 * at once, before React has loaded (./contact-cta.ts): the first script shows the topic's title,
 * opens the dialog and focuses it, which wakes the island. The component then hydrates onto that
 * markup, follows the open dialog and takes over what the visitor has typed meanwhile; from then
 * on a call-to-action asks the live component to open (`contactOpenEvent`).
 */
import { Fragment, useEffect, useMemo, useRef, useState, type Ref } from 'react'
import { useLiveMachine } from '../use-live-machine'
import {
  defaultContactTopic,
  generalContactTopics,
  type ContactTopic,
  type GeneralContactTopic,
} from '../../../content/site/contact-topics'
import { contactTopics } from '../../../content/pages/services/directory'
import { serviceTopicText } from '../../../content/pages/services/links'
import { pathFor } from '../../../content/site/routes'
import { contactModalMachine, type ContactModalEvent } from '../../../machines/contactModalMachine'
import { useLocale, useStrings } from '../../../renderer/locale'
import { Sheet, SheetDescription, SheetTitle } from '../../ui/sheet'
import { navigateWithinSite, sendContactModal } from '../api'
import {
  contactDialogId,
  contactOpenEvent,
  contactPlanNameAttribute,
  contactTopicAttribute,
  showDialog,
  type ContactOpenDetail,
} from './contact-dialog-markup'
import { ContactModalFormView, type ContactModalState } from './contact-modal-form'
import { widgetUi } from '../../../content/strings/widgets'

type ContactModalLogic = typeof contactModalMachine

function isGeneral(topic: ContactTopic): topic is GeneralContactTopic {
  return (generalContactTopics as readonly string[]).includes(topic)
}

const titleId = `${contactDialogId}-title`
const descriptionId = `${contactDialogId}-description`

/** Every topic's text, only the current one shown (the first script switches them the same way). */
function TopicTexts({
  topic,
  plan,
  text,
}: {
  topic: ContactTopic
  plan?: string
  text: (topic: ContactTopic) => string
}) {
  return contactTopics.map((each) => {
    const [before, after] = text(each).split('{plan}')
    return (
      <span key={each} {...{ [contactTopicAttribute]: each }} hidden={each !== topic}>
        {before}
        {after === undefined ? null : (
          <Fragment>
            <span {...{ [contactPlanNameAttribute]: '' }}>{plan ?? ''}</span>
            {after}
          </Fragment>
        )}
      </span>
    )
  })
}

function ContactDialogView({
  state,
  send,
  topic = defaultContactTopic,
  plan,
  dialogRef,
}: {
  state: ContactModalState
  send: (event: ContactModalEvent) => void
  /** The topic of the button that opened it: the title and description follow it. */
  topic?: ContactTopic
  /** The plan's name, for the `plan` topic. */
  plan?: string
  dialogRef?: Ref<HTMLDialogElement>
}) {
  const t = useStrings(widgetUi)
  const locale = useLocale()
  const topicText = (each: ContactTopic) =>
    isGeneral(each) ? t.contactModal.topics[each] : (serviceTopicText(each, locale) ?? t.contactModal.topics.quote)
  // A plan button always names its plan; without one, the dialog is the general quote.
  const shown = topic === 'plan' && !plan ? defaultContactTopic : topic
  return (
    <Sheet
      ref={dialogRef}
      id={contactDialogId}
      tabIndex={-1}
      closeLabel={t.contactModal.close}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="contact-dialog"
      data-topic={shown}
      // Opened by the first script before hydration: `open` is the browser's, not React's.
      suppressHydrationWarning
    >
      <SheetTitle id={titleId}>
        <TopicTexts topic={shown} plan={plan} text={(each) => topicText(each).title} />
      </SheetTitle>
      <SheetDescription id={descriptionId}>
        <TopicTexts topic={shown} plan={plan} text={(each) => topicText(each).description} />
      </SheetDescription>
      <ContactModalFormView state={state} send={send} />
    </Sheet>
  )
}

type ContactDialogProps = {
  topic?: ContactTopic
  plan?: string
  /** Opens the dialog each time it grows (tests, stories). */
  openRequest?: number
  /** Replaces the machine (tests, stories). */
  logic?: ContactModalLogic
}

export default function ContactDialog({
  topic: firstTopic = defaultContactTopic,
  plan: firstPlan,
  openRequest = 0,
  logic,
}: ContactDialogProps) {
  const locale = useLocale()
  const machine = useMemo(
    () =>
      logic ??
      contactModalMachine.provide({ actors: { sendRequest: sendContactModal(locale), navigate: navigateWithinSite } }),
    [logic, locale],
  )
  const [state, send, actor] = useLiveMachine(machine, { input: { thanksPath: pathFor('contactThanks', locale) } })
  const [{ topic, plan }, setSubject] = useState<ContactOpenDetail>({ topic: firstTopic, plan: firstPlan })
  const dialogRef = useRef<HTMLDialogElement>(null)
  const open = state.matches('open')

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Opened by the first script before the island was live: the machine follows. What was typed
    // meanwhile is already in it: the form takes the fields over when it goes live (useFormFields),
    // and the machine takes changes while closed too.
    if (dialog.open) send({ type: 'OPEN', topic: firstTopic, plan: firstPlan })
    const onOpenRequest = (event: Event) => {
      const detail = (event as CustomEvent<ContactOpenDetail>).detail
      setSubject(detail)
      send({ type: 'OPEN', topic: detail.topic, plan: detail.plan })
      if (!dialog.open) showDialog(dialog)
    }
    // Escape, a tap outside or the close button closed the dialog itself. While a message is being
    // sent the machine does not close: the dialog opens again, so the visitor sees how it ends.
    const onClose = () => {
      send({ type: 'CLOSE' })
      if (actor.getSnapshot().matches('open') && !dialog.open) dialog.showModal()
    }
    dialog.addEventListener(contactOpenEvent, onOpenRequest)
    dialog.addEventListener('close', onClose)
    return () => {
      dialog.removeEventListener(contactOpenEvent, onOpenRequest)
      dialog.removeEventListener('close', onClose)
    }
    // Once, when the island goes live: the props are the topic the first script opened it with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, send])

  useEffect(() => {
    if (openRequest > 0) send({ type: 'OPEN', topic: firstTopic, plan: firstPlan })
    // Opens with the topic of its props (tests, stories).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openRequest, send])

  // The dialog follows the machine: shown when it opens, closed when it leaves `open` (after a
  // sent message, on its way to the thank-you page).
  const wasOpen = useRef(open)
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !wasOpen.current && !dialog.open) showDialog(dialog)
    if (!open && wasOpen.current && dialog.open) dialog.close()
    wasOpen.current = open
  }, [open])

  return <ContactDialogView state={state} send={send} topic={topic} plan={plan} dialogRef={dialogRef} />
}

export { ContactDialog, ContactDialogView }
