/** Copy of the thank-you page the visitor reaches after sending the contact form or dialog. */
import type { Localized } from '../site/locales'
import { claims } from '../facts/facts'
import type { RouteId } from '../site/routes'

export type ContactThanksCopy = {
  stepsHeading: string
  steps: { title: string; body: string }[]
  onwardHeading: string
  onward: { to: RouteId; label: string }[]
}

export const contactThanks: Localized<ContactThanksCopy> = {
  nb: {
    stepsHeading: 'Dette skjer nå',
    steps: [
      {
        title: 'Vi leser henvendelsen',
        body: 'En rådgiver går gjennom det du har skrevet og ser på nettstedet ditt hvis du har oppgitt det.',
      },
      {
        title: `Du får svar innen ${claims.emailAnswerHours} timer`,
        body: `Vi svarer på e-post innen ${claims.emailAnswerHours} timer på hverdager, ofte samme dag. Sjekk gjerne søppelposten hvis du ikke ser svaret.`,
      },
      {
        title: 'Et uforpliktende forslag',
        body: `Passer det, avtaler vi en kort samtale og sender et konkret forslag med pris. Det er ${claims.noObligationPercent} % uforpliktende.`,
      },
    ],
    onwardHeading: 'Mens du venter',
    onward: [
      { to: 'projects', label: 'Se hva vi har gjort for andre kunder' },
      { to: 'services', label: 'Les mer om tjenestene våre' },
      { to: 'blog', label: 'Les bloggen om SEO, annonsering og nettbutikk' },
      { to: 'home', label: 'Tilbake til forsiden' },
    ],
  },
  en: {
    stepsHeading: 'What happens next',
    steps: [
      {
        title: 'We read your message',
        body: 'An adviser reads through your message and looks at your website if you included it.',
      },
      {
        title: `You hear from us within ${claims.emailAnswerHours} hours`,
        body: `We answer e-mail within ${claims.emailAnswerHours} hours on working days, often the same day. Check your spam folder if you do not see our reply.`,
      },
      {
        title: 'A no-obligation proposal',
        body: `If it is a good fit, we set up a short call and send you a concrete proposal with a price. It is ${claims.noObligationPercent}% no obligation.`,
      },
    ],
    onwardHeading: 'While you wait',
    onward: [
      { to: 'projects', label: 'See what we have done for other clients' },
      { to: 'services', label: 'Read more about our services' },
      { to: 'blog', label: 'Read the blog on SEO, advertising and online stores' },
      { to: 'home', label: 'Back to the home page' },
    ],
  },
}
