/**
 * Title and description of every page that is not generated from a content record.
 * Blog posts, blog categories, job pages, case studies and service pages build theirs from their own records.
 */
import type { Localized } from '../site/locales'
import type { RouteId } from '../site/routes'
import { claims, ttsPlugin } from '../facts/facts'
import { settings } from '../site/settings'

const brand = settings.brandName

export type PageMeta = { title: string; description: string }

type GeneratedRouteId = 'blogCategory' | 'blogPost' | 'job' | 'projectCase' | 'service'
export type StaticRouteId = Exclude<RouteId, GeneratedRouteId>

export const pageMeta: Record<StaticRouteId, Localized<PageMeta>> = {
  home: {
    nb: {
      title: 'Nettsider, nettbutikker og markedsføring som gir flere henvendelser',
      description: `${brand} lager raske nettsider og nettbutikker, og får dem funnet med SEO, AEO, Google Ads og LinkedIn-annonser. Ingen bindingstid, fast kontaktperson og månedlige rapporter.`,
    },
    en: {
      title: 'Websites, online stores and marketing that bring more enquiries',
      description: `${brand} builds fast websites and online stores and gets them found with SEO, AEO, Google Ads and LinkedIn ads. No lock-in, a dedicated contact person and monthly reports.`,
    },
  },
  services: {
    nb: {
      title: 'Tjenester',
      description:
        'Webdesign, nettbutikk, SEO, AEO, Google Ads, LinkedIn-annonsering, driftsavtale og apputvikling fra ett byrå i Oslo og Bergen.',
    },
    en: {
      title: 'Services',
      description:
        'Web design, online stores, SEO, AEO, Google Ads, LinkedIn advertising, managed hosting and app development from one agency in Oslo and Bergen.',
    },
  },
  contact: {
    nb: {
      title: 'Kontakt oss',
      description: `Be om et uforpliktende tilbud eller en gratis rådgivningssamtale. Vi svarer på e-post innen ${claims.emailAnswerHours} timer.`,
    },
    en: {
      title: 'Contact us',
      description: `Ask for a no-obligation quote or a free consultation. We answer e-mail within ${claims.emailAnswerHours} hours.`,
    },
  },
  contactThanks: {
    nb: {
      title: 'Takk for meldingen',
      description: `Vi har mottatt meldingen din og svarer deg innen ${claims.emailAnswerHours} timer.`,
    },
    en: {
      title: 'Thank you for your message',
      description: `We have received your message and will answer within ${claims.emailAnswerHours} hours.`,
    },
  },
  sitemap: {
    nb: { title: 'Sidekart', description: 'Alle sidene på nettstedet: tjenester, WordPress-utvidelser, blogg og mer.' },
    en: { title: 'Sitemap', description: 'Every page on the site: services, WordPress plugins, blog and more.' },
  },
  search: {
    nb: { title: 'Søk', description: 'Søk i tjenester, priser, prosjekter, blogginnlegg og stillinger.' },
    en: { title: 'Search', description: 'Search services, prices, projects, blog posts and jobs.' },
  },
  about: {
    nb: {
      title: 'Om oss',
      description:
        'Et digitalbyrå med kontorer i Oslo og Bergen. Møt folkene bak, se hvordan vi jobber, og les hva kundene sier om oss.',
    },
    en: {
      title: 'About us',
      description:
        'A digital agency with offices in Oslo and Bergen. Meet the people behind it, see how we work and read what our clients say.',
    },
  },
  projects: {
    nb: {
      title: 'Prosjekter',
      description: 'Åtte kundecaser med konkrete resultater: flere leads, lavere kostnader og mer omsetning.',
    },
    en: {
      title: 'Projects',
      description: 'Eight case studies with concrete results: more leads, lower costs and more revenue.',
    },
  },
  plugins: {
    nb: {
      title: 'WordPress-utvidelser',
      description: `Utvidelser for WordPress fra ${brand}, blant annet tekst til tale.`,
    },
    en: { title: 'WordPress plugins', description: `WordPress plugins from ${brand}, including text to speech.` },
  },
  pluginTts: {
    nb: {
      title: 'Tekst til tale for WordPress',
      description: `Gjør innleggene dine om til naturlig tale på ${ttsPlugin.languages} språk. Gratis versjon og PRO med mer lyd og ekstern lagring.`,
    },
    en: {
      title: 'Text to speech for WordPress',
      description: `Turn your posts into natural speech in ${ttsPlugin.languages} languages. A free version and PRO with more audio and external storage.`,
    },
  },
  pluginRefund: {
    nb: {
      title: 'Angrerett og refusjon',
      description: 'Slik fungerer refusjon for kjøp av PRO-versjonen av utvidelsene våre.',
    },
    en: { title: 'Refund policy', description: 'How refunds work for purchases of the PRO version of our plugins.' },
  },
  terms: {
    nb: {
      title: 'Vilkår og betingelser',
      description: `Vilkårene for bruk av nettstedet og kjøp av tjenester fra ${brand}.`,
    },
    en: {
      title: 'Terms and conditions',
      description: `The terms for using this site and buying services from ${brand}.`,
    },
  },
  privacy: {
    nb: {
      title: 'Personvern',
      description: 'Hvilke opplysninger vi behandler, hvorfor, hvor lenge og hvilke rettigheter du har.',
    },
    en: { title: 'Privacy policy', description: 'Which data we process, why, for how long and what your rights are.' },
  },
  accessibility: {
    nb: {
      title: 'Tilgjengelighetserklæring',
      description:
        'Hvordan vi sørger for at nettstedet kan brukes av alle: standarden vi følger, hvordan vi tester, kjente mangler og hvordan du melder fra.',
    },
    en: {
      title: 'Accessibility statement',
      description:
        'How we make sure everyone can use this site: the standard we follow, how we test, known gaps and how to report a problem.',
    },
  },
  blog: {
    nb: {
      title: 'Blogg',
      description: 'Råd om SEO, AEO, AI, design, nettbutikk og digital markedsføring fra rådgiverne våre.',
    },
    en: {
      title: 'Blog',
      description: 'Advice on SEO, AEO, AI, design, e-commerce and digital marketing from our consultants.',
    },
  },
  jobs: {
    nb: {
      title: 'Ledige stillinger',
      // The number of job files (content/jobs/), filled in by the page's data.
      description: 'Bli med i teamet: vi har {fact:careers.openPositions} ledige stillinger i Oslo og på hjemmekontor.',
    },
    en: {
      title: 'Job Openings',
      description: 'Join the team: we have {fact:careers.openPositions} open positions, based in Oslo or remote.',
    },
  },
  portal: {
    nb: { title: 'Kundeportal', description: 'Logg inn i kundeportalen for å se avtaler, fakturaer og saker.' },
    en: {
      title: 'Customer portal',
      description: 'Log in to the customer portal to see agreements, invoices and tickets.',
    },
  },
  portalResetPassword: {
    nb: { title: 'Nytt passord', description: 'Velg et nytt passord til kundeportalen.' },
    en: { title: 'Reset password', description: 'Choose a new password for the customer portal.' },
  },
  portalAccount: {
    nb: { title: 'Min konto', description: 'Kontoen din i kundeportalen: avtaler, kontaktinformasjon og innlogging.' },
    en: { title: 'My account', description: 'Your customer portal account: agreements, contact details and sign-in.' },
  },
}
