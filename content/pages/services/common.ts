/** Copy that several service pages share: CTA bullets, section titles and common FAQ answers. */
import { claims } from '../../facts/facts'
import { formatPercent, formatRange } from '../../site/format'
import type { Locale } from '../../site/locales'
import type { CtaCopy, FaqItem, SectionIntro } from '../../types'
import { settings } from '../../site/settings'

const brand = settings.brandName

export const ctaBullets: Record<Locale, string[]> = {
  nb: [
    'Ingen bindingstid',
    'Fast kontaktperson',
    'Månedlige rapporter',
    `Svar på e-post innen ${claims.emailAnswerHours} timer`,
  ],
  en: [
    'No lock-in',
    'A dedicated contact person',
    'Monthly reports',
    `E-mail answered within ${claims.emailAnswerHours} hours`,
  ],
}

/** The closing band of a service page. */
export function preCta(locale: Locale, title: string, button: string): CtaCopy {
  return locale === 'nb'
    ? {
        title,
        description: `Fortell oss kort hva du vil oppnå, så får du et konkret forslag med pris. Kundene våre får i snitt ${formatPercent(claims.moreEnquiriesPercent, 'nb')} flere henvendelser det første året.`,
        bullets: ctaBullets.nb,
        button,
      }
    : {
        title,
        description: `Tell us briefly what you want to achieve and you get a concrete proposal with a price. Our clients get an average of ${formatPercent(claims.moreEnquiriesPercent, 'en')} more enquiries in their first year.`,
        bullets: ctaBullets.en,
        button,
      }
}

export const testimonialsIntro: Record<Locale, SectionIntro> = {
  nb: {
    title: 'Dette sier kundene våre',
    intro: `Vi måles på resultater. Her er noen av bedriftene vi jobber med, med egne ord.`,
  },
  en: {
    title: 'What our clients say',
    intro: 'We are measured on results. Here are some of the businesses we work with, in their own words.',
  },
}

export const casesIntro: Record<Locale, SectionIntro> = {
  nb: { title: 'Kundecaser', intro: 'Konkrete prosjekter, konkrete tall. Slik har vi hjulpet andre bedrifter.' },
  en: { title: 'Customer cases', intro: 'Concrete projects, concrete numbers. This is how we have helped others.' },
}

/** The binding-period question, answered the same way on every page that sells a monthly service. */
export function bindingFaq(locale: Locale): FaqItem {
  return locale === 'nb'
    ? {
        id: 'bindingstid',
        question: 'Er det bindingstid?',
        answer: `Nei. Alle månedlige avtaler hos ${brand} kan sies opp fra måned til måned. Vi vil heller beholde deg fordi resultatene er gode enn fordi kontrakten sier det.`,
      }
    : {
        id: 'binding-period',
        question: 'Is there a lock-in period?',
        answer: `No. Every monthly agreement with ${brand} can be cancelled from month to month. We would rather keep you because the results are good than because a contract says so.`,
      }
}

export function resultsRange(locale: Locale, range: { from: number; to: number }, unit: 'months' | 'days'): string {
  const words = { nb: { months: 'måneder', days: 'dager' }, en: { months: 'months', days: 'days' } }
  return `${formatRange(range, locale)} ${words[locale][unit]}`
}
