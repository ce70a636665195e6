import { useMemo } from 'react'
import { useLiveMachine } from '../use-live-machine'
import { pathFor } from '../../../content/site/routes'
import { contactFormMachine } from '../../../machines/contactFormMachine'
import { useLocale } from '../../../renderer/locale'
import { navigateWithinSite, sendContactPage } from '../api'
import { ContactFormView } from './contact-form'

type ContactFormLogic = typeof contactFormMachine

/**
 * The contact page form driven by `contactFormMachine`, an island that hydrates on first
 * interaction; what was typed before that is kept (useFormFields). `logic` replaces the machine (tests).
 */
export default function ContactForm({ logic }: { logic?: ContactFormLogic }) {
  const locale = useLocale()
  const machine = useMemo(
    () =>
      logic ??
      contactFormMachine.provide({ actors: { sendMessage: sendContactPage(locale), navigate: navigateWithinSite } }),
    [logic, locale],
  )
  const [state, send] = useLiveMachine(machine, { input: { thanksPath: pathFor('contactThanks', locale) } })
  return <ContactFormView state={state} send={send} />
}
