/** Interface strings of the careers pages. A missing translation is a type error. */
import { claims } from '../facts/facts.ts'
import type { Locale } from '../site/locales.ts'
import { settings } from '../site/settings.ts'

export type CareersUi = {
  lookingFor: string
  aboutRole: string
  responsibilities: string
  qualifications: string
  joinHeading: string
  joinParagraph: string
  benefitsHeading: string
  sideBox: {
    heading: string
    positionType: string
    fullTime: string
    location: string
    mapLink: string
    opensInNewTab: string
    remote: string
    salary: string
    negotiable: string
    contact: string
  }
  /** `{percent}` is replaced with the share. */
  shareLabel: string
  /** `{title}` is replaced with the job title. */
  openings: { heading: string; lead: string; moreInfo: string; moreInfoContext: string }
  latest: { heading: string; viewAll: string }
  preCta: { title: string; description: string; button: string }
  notFound: { title: string; body: string; metaDescription: string }
  landing: {
    eyebrow: string
    lead: string
    servicesLabel: string
    /** Short names of the four service pages the landing hero links to. */
    benefitsHeading: string
    benefitsIntro: string[]
  }
}

/** The careers pages' interface strings; components read them with `useStrings(careersPageStrings)`. */
export const careersUi: Record<Locale, CareersUi> = {
  nb: {
    lookingFor: 'Vi søker',
    aboutRole: 'Om stillingen',
    responsibilities: 'Arbeidsoppgaver',
    qualifications: 'Kvalifikasjoner',
    joinHeading: 'Bli en del av teamet',
    joinParagraph: `Hos ${settings.brandName} blir du en del av et lite team med korte beslutningsveier, der det du gjør, merkes hos kundene. Skriv noen ord om deg selv og hvorfor stillingen passer deg, så tar vi en uformell prat.`,
    benefitsHeading: 'Dette får du hos oss',
    sideBox: {
      heading: 'Kort om stillingen',
      positionType: 'Stillingstype',
      fullTime: 'Heltid',
      location: 'Arbeidssted',
      mapLink: 'Oslo',
      opensInNewTab: '(åpner kart i ny fane)',
      remote: 'eller hjemmekontor',
      salary: 'Lønn',
      negotiable: 'Etter avtale',
      contact: 'Ta kontakt',
    },
    shareLabel: '{percent}\u00a0% stilling',
    openings: {
      heading: 'Ledige stillinger',
      lead: 'Finn stillingen som passer deg. Alle kan jobbe fra Oslo eller hjemmefra.',
      moreInfo: 'Mer informasjon',
      /** Read after "Mer informasjon" by screen readers (and link-text checks): which job. */
      moreInfoContext: 'om stillingen {title}',
    },
    latest: { heading: 'Siste artikler', viewAll: 'Se alle' },
    preCta: {
      title: 'Lurer du på noe om stillingen?',
      description: `Send oss noen linjer om deg selv eller still et spørsmål, så svarer vi innen ${claims.emailAnswerHours} timer. Du trenger ikke ha en ferdig søknad for å ta kontakt.`,
      button: 'Kontakt oss',
    },
    notFound: {
      title: 'Stillingen finnes ikke',
      body: 'Stillingsannonsen du leter etter finnes ikke eller er fjernet.',
      metaDescription: 'Stillingsannonsen finnes ikke lenger. Se de ledige stillingene våre.',
    },
    landing: {
      eyebrow: 'Jobb hos oss',
      lead: 'Vi lager nettsider, nettbutikker og markedsføring som gir kundene våre flere henvendelser. Nå søker vi flere kollegaer som vil gjøre det samme, på kontoret i Oslo eller hjemmefra.',
      servicesLabel: 'Dette jobber vi med',
      benefitsHeading: 'Hvorfor jobbe hos oss?',
      benefitsIntro: [
        'Vi er et lite byrå med korte beslutningsveier. Du jobber tett på kundene, ser resultatet av det du gjør og får ansvar fra første dag.',
        'Hos oss kan du jobbe der du jobber best, med kollegaer som deler det de kan, og du får ordnede vilkår med pensjon og forsikring.',
      ],
    },
  },
  en: {
    lookingFor: 'We are looking for',
    aboutRole: 'About the role',
    responsibilities: 'Responsibilities',
    qualifications: 'Qualifications',
    joinHeading: 'Join the team',
    joinParagraph: `At ${settings.brandName} you join a small team where decisions are made quickly and your work makes a real difference to our clients. Tell us a little about yourself and why the role suits you, and we will set up an informal chat.`,
    benefitsHeading: 'What we offer',
    sideBox: {
      heading: 'The role at a glance',
      positionType: 'Position type',
      fullTime: 'Full-time',
      location: 'Location',
      mapLink: 'Oslo',
      opensInNewTab: '(opens a map in a new tab)',
      remote: 'or remote',
      salary: 'Salary',
      negotiable: 'Negotiable',
      contact: 'Contact us',
    },
    shareLabel: '{percent}% position',
    openings: {
      heading: 'Job Openings',
      lead: 'Find the role that suits you. Every position can be based in Oslo or remote.',
      moreInfo: 'More information',
      moreInfoContext: 'about the {title} position',
    },
    latest: { heading: 'Latest articles', viewAll: 'View all' },
    preCta: {
      title: 'Questions about the role?',
      description: `Send us a few lines about yourself or ask a question, and we will answer within ${claims.emailAnswerHours} hours. You do not need a finished application to get in touch.`,
      button: 'Contact us',
    },
    notFound: {
      title: 'Job listing not found',
      body: 'The job listing you are looking for does not exist or has been removed.',
      metaDescription: 'This job listing no longer exists. See our current job openings.',
    },
    landing: {
      eyebrow: 'Careers',
      lead: 'We build websites, online stores and marketing that bring our clients more enquiries. We are now looking for more people to join us, at our Oslo office or from home.',
      servicesLabel: 'What we work on',
      benefitsHeading: 'Why work with us?',
      benefitsIntro: [
        'We are a small agency where decisions are made quickly. You work closely with clients, see the results of your work and get real responsibility from day one.',
        'You can work wherever you work best, alongside colleagues who share what they know, on proper terms with a pension and insurance.',
      ],
    },
  },
}
