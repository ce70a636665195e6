/**
 * Interface strings of the careers pages: the headings that name a part of a job page, the side
 * box's labels and button, the openings' link texts. A missing translation is a type error. The
 * pages' own copy (the hero, the reasons to join, the closing band) is data:
 * content/pages/careers.yml (../pages/careers/careers.ts).
 */
import type { Locale } from '../site/locales.ts'

export type CareersUi = {
  lookingFor: string
  aboutRole: string
  responsibilities: string
  qualifications: string
  sideBox: {
    heading: string
    positionType: string
    fullTime: string
    location: string
    /** The last day to apply, above the date. */
    applyBy: string
    opensInNewTab: string
    salary: string
    negotiable: string
    contact: string
  }
  /** `{percent}` is replaced with the share. */
  shareLabel: string
  /** `{title}` is replaced with the job title. */
  openings: { heading: string; moreInfo: string; moreInfoContext: string }
  latest: { heading: string; viewAll: string }
  /** The heading of a job that does not exist. */
  notFound: { title: string }
}

/** The careers pages' interface strings; components read them with `useStrings(careersPageStrings).ui`. */
export const careersUi: Record<Locale, CareersUi> = {
  nb: {
    lookingFor: 'Vi søker',
    aboutRole: 'Om stillingen',
    responsibilities: 'Arbeidsoppgaver',
    qualifications: 'Kvalifikasjoner',
    sideBox: {
      heading: 'Kort om stillingen',
      positionType: 'Stillingstype',
      fullTime: 'Heltid',
      location: 'Arbeidssted',
      applyBy: 'Søknadsfrist',
      opensInNewTab: '(åpner kart i ny fane)',
      salary: 'Lønn',
      negotiable: 'Etter avtale',
      contact: 'Ta kontakt',
    },
    shareLabel: '{percent}\u00a0% stilling',
    openings: {
      heading: 'Ledige stillinger',
      moreInfo: 'Mer informasjon',
      /** Read after "Mer informasjon" by screen readers (and link-text checks): which job. */
      moreInfoContext: 'om stillingen {title}',
    },
    latest: { heading: 'Siste artikler', viewAll: 'Se alle' },
    notFound: { title: 'Stillingen finnes ikke' },
  },
  en: {
    lookingFor: 'We are looking for',
    aboutRole: 'About the role',
    responsibilities: 'Responsibilities',
    qualifications: 'Qualifications',
    sideBox: {
      heading: 'The role at a glance',
      positionType: 'Position type',
      fullTime: 'Full-time',
      location: 'Location',
      applyBy: 'Apply by',
      opensInNewTab: '(opens a map in a new tab)',
      salary: 'Salary',
      negotiable: 'Negotiable',
      contact: 'Contact us',
    },
    shareLabel: '{percent}% position',
    openings: {
      heading: 'Job Openings',
      moreInfo: 'More information',
      moreInfoContext: 'about the {title} position',
    },
    latest: { heading: 'Latest articles', viewAll: 'View all' },
    notFound: { title: 'Job listing not found' },
  },
}
