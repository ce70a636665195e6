/**
 * Strings of the cookie-consent banner and the footer's cookie-settings button. Kept apart from
 * ./widgets.ts because the button is part of every page's footer.
 */
import type { Locale } from '../site/locales.ts'

export type ConsentStrings = {
  title: string
  body: string
  accept: string
  reject: string
  privacy: string
  settings: string
}

export const consentUi: Record<Locale, ConsentStrings> = {
  nb: {
    title: 'Informasjonskapsler',
    body: 'Vi bruker nødvendige informasjonskapsler for at nettstedet skal virke. Med ditt samtykke bruker vi også Google Ads til å måle hvilke annonser som gir resultater. Du kan endre valget når som helst nederst på siden.',
    accept: 'Godta annonsemåling',
    reject: 'Bare nødvendige',
    privacy: 'Les personvernerklæringen',
    settings: 'Informasjonskapsler',
  },
  en: {
    title: 'Cookies',
    body: 'We use necessary cookies to make the site work. With your consent we also use Google Ads to measure which ads bring results. You can change your choice at any time at the bottom of the page.',
    accept: 'Accept ad measurement',
    reject: 'Necessary only',
    privacy: 'Read the privacy policy',
    settings: 'Cookie settings',
  },
}
