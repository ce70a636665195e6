import { useEffect, useMemo } from 'react'
import { useMachine } from '@xstate/react'
import { pathFor } from '../../content/routes'
import { contactFormMachine, type ContactFormEvent } from '../../machines/contactFormMachine'
import { useLocale } from '../../renderer/locale'
import { navigateWithinSite, sendContactPage } from './api'
import { ContactFormView } from './contact-form'

type ContactFormLogic = typeof contactFormMachine

/** The contact page form driven by `contactFormMachine`. `logic` replaces the machine (tests). */
export default function ContactFormLive({
  logic,
  initialEvents = [],
}: {
  logic?: ContactFormLogic
  /** Events the visitor sent before the machine had loaded. */
  initialEvents?: ContactFormEvent[]
}) {
  const locale = useLocale()
  const machine = useMemo(
    () =>
      logic ??
      contactFormMachine.provide({ actors: { sendMessage: sendContactPage(locale), navigate: navigateWithinSite } }),
    [logic, locale],
  )
  const [state, send, actorRef] = useMachine(machine, { input: { thanksPath: pathFor('contactThanks', locale) } })
  useEffect(() => {
    for (const event of initialEvents.splice(0)) actorRef.send(event)
  }, [actorRef, initialEvents])
  return <ContactFormView state={state} send={send} />
}

export { ContactFormLive }
