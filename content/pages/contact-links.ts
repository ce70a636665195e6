/**
 * The contact page's "helpful links" cards and the heading of its offices. Phone, e-mail and the
 * offices' addresses come from the settings; internal links from the route table.
 */
import type { Localized } from '../site/locales'
import { claims } from '../facts/facts'
import { pathFor } from '../site/routes'
import { phoneHref, settings } from '../site/settings'

export type ContactLinkCard = {
  id: string
  /** Name of an icon of components/ui/icon.tsx, shown on a tile beside the card. */
  icon: 'phone' | 'mail' | 'lock' | 'monitor' | 'briefcase'
  /** What the icon shows, as its accessible name. */
  altText: string
  title: string
  /** May contain line breaks ("\n"), shown as such. */
  description: string
  linkText: string
  linkUrl: string
}

export const contactLinksHeading: Localized<{ title: string; lead: string }> = {
  nb: { title: 'Nyttige lenker', lead: 'Velg den veien som passer deg best. Vi er her på hverdager mellom 08 og 16.' },
  en: {
    title: 'Helpful links',
    lead: 'Pick the way that suits you best. We are here on working days from 8 am to 4 pm.',
  },
}

export const contactLinks: Localized<ContactLinkCard[]> = {
  nb: [
    {
      id: 'phone',
      icon: 'phone',
      altText: 'Telefonrør',
      title: 'Ring oss',
      description: `Snakk direkte med en rådgiver.\nHverdager 08–16.`,
      linkText: settings.phone,
      linkUrl: phoneHref(),
    },
    {
      id: 'email',
      icon: 'mail',
      altText: 'Konvolutt',
      title: 'Send en e-post',
      description: `Vi svarer innen ${claims.emailAnswerHours} timer.\nLegg gjerne ved skisser eller lenker.`,
      linkText: settings.email,
      linkUrl: `mailto:${settings.email}`,
    },
    {
      id: 'portal',
      icon: 'lock',
      altText: 'Hengelås',
      title: 'Kundeportalen',
      description: 'Er du allerede kunde?\nSe prosjekter, rapporter og fakturaer.',
      linkText: 'Logg inn',
      linkUrl: pathFor('portal', 'nb'),
    },
    {
      id: 'projects',
      icon: 'monitor',
      altText: 'Skjerm',
      title: 'Se prosjektene våre',
      description: 'Åtte kundecaser med tall.\nFra nettbutikk til Google Ads.',
      linkText: 'Til prosjektene',
      linkUrl: pathFor('projects', 'nb'),
    },
    {
      id: 'jobs',
      icon: 'briefcase',
      altText: 'Koffert',
      title: 'Jobb hos oss',
      description: 'Vi har ledige stillinger.\nOslo eller hjemmekontor.',
      linkText: 'Ledige stillinger',
      linkUrl: pathFor('jobs', 'nb'),
    },
  ],
  en: [
    {
      id: 'phone',
      icon: 'phone',
      altText: 'Telephone handset',
      title: 'Call us',
      description: `Talk directly to an adviser.\nWorking days 8 am–4 pm (CET).`,
      linkText: settings.phone,
      linkUrl: phoneHref(),
    },
    {
      id: 'email',
      icon: 'mail',
      altText: 'Envelope',
      title: 'Send an e-mail',
      description: `We answer within ${claims.emailAnswerHours} hours.\nFeel free to attach sketches or links.`,
      linkText: settings.email,
      linkUrl: `mailto:${settings.email}`,
    },
    {
      id: 'portal',
      icon: 'lock',
      altText: 'Padlock',
      title: 'Customer portal',
      description: 'Already a client?\nSee projects, reports and invoices.',
      linkText: 'Log in',
      linkUrl: pathFor('portal', 'en'),
    },
    {
      id: 'projects',
      icon: 'monitor',
      altText: 'Screen',
      title: 'See our projects',
      description: 'Eight case studies with figures.\nFrom online stores to Google Ads.',
      linkText: 'View the projects',
      linkUrl: pathFor('projects', 'en'),
    },
    {
      id: 'jobs',
      icon: 'briefcase',
      altText: 'Briefcase',
      title: 'Work with us',
      description: 'We have open positions.\nOslo or remote.',
      linkText: 'Job openings',
      linkUrl: pathFor('jobs', 'en'),
    },
  ],
}

/** The heading of the contact page's offices; the addresses and phones under it come from settings. */
export const contactOffices: Localized<{ title: string; lead: string; aboutLink: string }> = {
  nb: {
    title: 'Besøk oss',
    lead: 'Vi møter deg gjerne på ett av kontorene, hos deg eller på video.',
    aboutLink: 'Mer om oss og folkene våre',
  },
  en: {
    title: 'Visit us',
    lead: 'We are happy to meet you at one of our offices, at your place or on video.',
    aboutLink: 'More about us and our people',
  },
}
