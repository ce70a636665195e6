/**
 * Copy of the about page: who the agency is, its figures (from ../facts/facts.ts), the team
 * (media-src/team.ts), what customers can expect, how a project runs, what we have done (the case
 * studies' results), the offices (from ../site/settings.ts) and the feedback section (#feedback).
 */
import { claims, company } from '../facts/facts'
import { moreEnquiriesBasisText } from '../strings/claim-basis'
import { formatNumber, formatPercent, formatRange } from '../site/format'
import type { Locale, Localized } from '../site/locales'
import type { RichText } from '../rich-text'
import { settings } from '../site/settings'
import type { CtaCopy, FeatureBlock, HeroCopy, SectionIntro } from '../types'
import { serviceTarget } from './services/links'

/** A key figure of the about page; `basis` says what it is counted from, so a buyer can weigh it. */
export type AboutFigure = { id: string; value: string; label: string; basis?: string }

export type AboutPageCopy = {
  /** The hero; its image is the about illustration (media-src/illustrations.ts). */
  hero: Omit<HeroCopy, 'image'> & { teamLink: string }
  story: SectionIntro & { body: RichText; figuresLabel: string; figures: AboutFigure[] }
  /** The team (media-src/team.ts): portrait, name, role, office and a short bio each. */
  team: SectionIntro & { officeLabel: string }
  values: SectionIntro & { items: FeatureBlock[] }
  process: SectionIntro & { items: FeatureBlock[] }
  /** What we have done: the headline result of every case study, each linking to its case. */
  work: SectionIntro & { readCase: string; allProjects: string }
  feedback: SectionIntro
  offices: SectionIntro & {
    cityIntro: string
    emailLabel: string
    peopleLabel: string
    jobsLink: string
  }
  cta: CtaCopy
}

const { brandName } = settings
const cities = settings.offices.map((office) => office.city)

/** A phrase as a sentence of its own: a capital first letter and a full stop. */
const sentence = (phrase: string) => `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}.`

function figures(locale: Locale): AboutFigure[] {
  const n = (value: number) => formatNumber(value, locale)
  return locale === 'nb'
    ? [
        {
          id: 'enquiries',
          value: formatPercent(claims.moreEnquiriesPercent, locale),
          label: 'flere henvendelser i snitt det første året',
          basis: sentence(moreEnquiriesBasisText(claims.moreEnquiriesBasis, locale)),
        },
        { id: 'customers', value: `${n(claims.customers)}+`, label: 'kunder har gitt oss positive tilbakemeldinger' },
        {
          id: 'hosting',
          value: `${n(claims.hostingYears)}+`,
          label: 'års erfaring med hosting, med servere i Oslo',
          basis: `Grunnleggerne har driftet servere for norske bedrifter siden ${company.hostingSinceYear}; byrået ble grunnlagt i ${company.foundedYear}.`,
        },
        { id: 'campaign', value: n(claims.firstCampaignDays), label: 'dager til den første kampanjen er i gang' },
      ]
    : [
        {
          id: 'enquiries',
          value: formatPercent(claims.moreEnquiriesPercent, locale),
          label: 'more enquiries on average in the first year',
          basis: sentence(moreEnquiriesBasisText(claims.moreEnquiriesBasis, locale)),
        },
        { id: 'customers', value: `${n(claims.customers)}+`, label: 'customers have given us positive feedback' },
        {
          id: 'hosting',
          value: `${n(claims.hostingYears)}+`,
          label: 'years of hosting experience, with servers in Oslo',
          basis: `Our founders have run servers for Norwegian businesses since ${company.hostingSinceYear}; the agency was founded in ${company.foundedYear}.`,
        },
        { id: 'campaign', value: n(claims.firstCampaignDays), label: 'days until your first campaign is live' },
      ]
}

export const aboutPage: Localized<AboutPageCopy> = {
  nb: {
    hero: {
      eyebrow: `Om ${brandName}`,
      title: 'Et digitalbyrå som måler seg på resultatene dine',
      subtitle: `Vi lager nettsider og nettbutikker, og sørger for at de blir funnet. Fra kontorene i ${cities.join(' og ')} jobber rådgivere, designere og utviklere i samme team.`,
      descriptions: [
        'Du får én fast kontaktperson som kjenner bedriften din, en plan med tydelige mål og en rapport hver måned som viser hva pengene ga.',
      ],
      button: 'Ta en uforpliktende prat',
      secondary: { to: 'projects', text: 'Se prosjektene våre' },
      teamLink: 'Møt folkene du skal jobbe med',
    },
    story: {
      title: 'Hvem vi er',
      body: [
        {
          type: 'paragraph',
          content: [
            `${brandName} startet som et driftsmiljø for nettsider. Vi har over ${claims.hostingYears} års erfaring med hosting og drifter fortsatt kundenes nettsider på egne servere i Oslo. Derfor vet vi at en pen nettside ikke er nok: den må være rask, trygg og oppe når kundene leter.`,
          ],
        },
        {
          type: 'paragraph',
          content: [
            'I dag hjelper vi små og mellomstore bedrifter hele veien fra første besøk til ny kunde: ',
            { type: 'link', ...serviceTarget('webdesign', 'nb'), text: 'webdesign' },
            ', ',
            { type: 'link', ...serviceTarget('starte-nettbutikk', 'nb'), text: 'nettbutikker' },
            ', ',
            { type: 'link', ...serviceTarget('seo-optimalisering', 'nb'), text: 'SEO' },
            ' og ',
            { type: 'link', ...serviceTarget('aeo-optimalisering', 'nb'), text: 'AEO' },
            ', annonsering i ',
            { type: 'link', ...serviceTarget('google-ads-annonsering', 'nb'), text: 'Google Ads' },
            ' og på ',
            { type: 'link', ...serviceTarget('linkedin-annonsering', 'nb'), text: 'LinkedIn' },
            ', ',
            { type: 'link', ...serviceTarget('driftsavtale', 'nb'), text: 'driftsavtaler' },
            ' og ',
            { type: 'link', ...serviceTarget('apputvikling', 'nb'), text: 'apputvikling' },
            '. Vi lager også ',
            { type: 'link', to: 'plugins', text: 'utvidelser til WordPress' },
            ', blant annet én for tekst til tale.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Vi har ingen bindingstid. Kundene blir fordi de ser resultater, og fordi de alltid vet hva vi gjør og hvorfor.',
          ],
        },
      ],
      figuresLabel: 'Nøkkeltall',
      figures: figures('nb'),
    },
    team: {
      title: 'Folkene du skal jobbe med',
      intro: `Rådgivere, designere og utviklere i ${cities.join(' og ')}. Én av oss blir din faste kontaktperson, og resten av teamet tar del i prosjektet når det trengs.`,
      officeLabel: 'Kontor',
    },
    values: {
      title: 'Dette kan du forvente av oss',
      intro: 'Fire løfter som gjelder i alle prosjekter, store som små.',
      items: [
        {
          id: 'contact-person',
          icon: 'phone',
          title: 'Én fast kontaktperson',
          description:
            'Du slipper å forklare bedriften din på nytt. Kontaktpersonen din kjenner målene, historikken og tallene dine.',
        },
        {
          id: 'reports',
          icon: 'check',
          title: 'Månedlige rapporter på vanlig norsk',
          description:
            'Hver måned får du en rapport som viser hva vi har gjort, hva det ga, og hva vi foreslår videre. Uten fagsjargong.',
        },
        {
          id: 'no-binding',
          icon: 'star',
          title: 'Ingen bindingstid',
          description: 'Du kan si opp løpende tjenester til utgangen av måneden. Vi skal fortjene at du blir.',
        },
        {
          id: 'answer',
          icon: 'mail',
          title: `Svar innen ${claims.emailAnswerHours} timer`,
          description: `Skriver du til oss, får du svar på e-post innen ${claims.emailAnswerHours} timer, også før du er kunde.`,
        },
      ],
    },
    process: {
      title: 'Slik jobber vi',
      intro: `Et typisk prosjekt går i fire steg. De fleste ser de første resultatene innen ${formatRange(claims.resultsDays, 'nb')} dager.`,
      items: [
        {
          id: 'discover',
          title: 'Kartlegging',
          description:
            'Vi starter med en gratis samtale om bedriften, kundene og målene dine, og ser på nettsiden, annonsene og tallene du har i dag.',
        },
        {
          id: 'plan',
          title: 'Plan med mål',
          description:
            'Du får en konkret plan med pris, tidsplan og målene vi skal måles på, for eksempel antall henvendelser eller salg.',
        },
        {
          id: 'deliver',
          title: 'Leveranse',
          description: `Vi bygger, skriver og setter opp. En kampanje kan være i gang på ${claims.firstCampaignDays} dager, og du kan følge arbeidet underveis.`,
        },
        {
          id: 'improve',
          title: 'Måling og forbedring',
          description:
            'Vi følger med på resultatene, justerer det som ikke virker, og rapporterer hver måned. Slik blir resultatene bedre over tid.',
        },
      ],
    },
    work: {
      title: 'Dette har vi gjort',
      intro: 'Et utvalg av prosjektene våre, hvert med resultatet kunden målte. Les hele historien bak hvert av dem.',
      readCase: 'Les casen',
      allProjects: 'Se alle prosjektene',
    },
    feedback: {
      title: 'Hva kundene sier',
      intro: `Vurderingen vår bygger på positive tilbakemeldinger fra mer enn ${claims.customers} kunder. Her er noen av dem, med egne ord.`,
    },
    offices: {
      title: 'Kontorene våre',
      intro: 'Vi møter deg gjerne på kontoret, hos deg eller på video.',
      cityIntro: 'Rådgivning, design og utvikling',
      emailLabel: 'E-post',
      peopleLabel: 'Her jobber',
      jobsLink: 'Vil du jobbe hos oss? Se ledige stillinger',
    },
    cta: {
      title: 'Vil du vite hva vi kan gjøre for deg?',
      description: `Fortell oss kort om bedriften din og hva du vil oppnå. Vi svarer innen ${claims.emailAnswerHours} timer med forslag til neste steg.`,
      bullets: ['Gratis første samtale', 'Ingen bindingstid', 'Fast kontaktperson', 'Månedlige rapporter'],
      button: 'Kontakt oss',
    },
  },
  en: {
    hero: {
      eyebrow: `About ${brandName}`,
      title: 'A digital agency that measures itself by your results',
      subtitle: `We build websites and online stores, and make sure people find them. Our consultants, designers and developers work as one team across our offices in ${cities.join(' and ')}.`,
      descriptions: [
        'You get one dedicated contact person who knows your business, a plan with clear goals and a report every month that shows what your money achieved.',
      ],
      button: 'Book a no-obligation chat',
      secondary: { to: 'projects', text: 'See our projects' },
      teamLink: 'Meet the people you will work with',
    },
    story: {
      title: 'Who we are',
      body: [
        {
          type: 'paragraph',
          content: [
            `${brandName} started out hosting websites. We have more than ${claims.hostingYears} years of hosting experience and still run our clients’ websites on our own servers in Oslo. That is why we know a good-looking website is not enough: it has to be fast, secure and up when customers are looking.`,
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Today we help small and medium-sized businesses with every step from first visit to new customer: ',
            { type: 'link', ...serviceTarget('webdesign', 'en'), text: 'web design' },
            ', ',
            { type: 'link', ...serviceTarget('starte-nettbutikk', 'en'), text: 'online stores' },
            ', ',
            { type: 'link', ...serviceTarget('seo-optimalisering', 'en'), text: 'SEO' },
            ' and ',
            { type: 'link', ...serviceTarget('aeo-optimalisering', 'en'), text: 'AEO' },
            ', advertising on ',
            { type: 'link', ...serviceTarget('google-ads-annonsering', 'en'), text: 'Google Ads' },
            ' and ',
            { type: 'link', ...serviceTarget('linkedin-annonsering', 'en'), text: 'LinkedIn' },
            ', ',
            { type: 'link', ...serviceTarget('driftsavtale', 'en'), text: 'managed hosting' },
            ' and ',
            { type: 'link', ...serviceTarget('apputvikling', 'en'), text: 'app development' },
            '. We also make ',
            { type: 'link', to: 'plugins', text: 'WordPress plugins' },
            ', including one for text to speech.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'There is no lock-in. Clients stay because they see results, and because they always know what we are doing and why.',
          ],
        },
      ],
      figuresLabel: 'Key figures',
      figures: figures('en'),
    },
    team: {
      title: 'The people you will work with',
      intro: `Consultants, designers and developers in ${cities.join(' and ')}. One of us becomes your dedicated contact person, and the rest of the team joins your project when it needs them.`,
      officeLabel: 'Office',
    },
    values: {
      title: 'What you can expect from us',
      intro: 'Four promises that hold in every project, large or small.',
      items: [
        {
          id: 'contact-person',
          icon: 'phone',
          title: 'One dedicated contact person',
          description:
            'No need to explain your business again. Your contact person knows your goals, your history and your numbers.',
        },
        {
          id: 'reports',
          icon: 'check',
          title: 'Monthly reports in plain language',
          description:
            'Every month you get a report on what we did, what it achieved and what we suggest next. No jargon.',
        },
        {
          id: 'no-binding',
          icon: 'star',
          title: 'No lock-in',
          description:
            'You can cancel ongoing services at the end of any month. Our job is to give you reasons to stay.',
        },
        {
          id: 'answer',
          icon: 'mail',
          title: `An answer within ${claims.emailAnswerHours} hours`,
          description: `When you write to us, you get an answer by e-mail within ${claims.emailAnswerHours} hours, even before you become a client.`,
        },
      ],
    },
    process: {
      title: 'How we work',
      intro: `A typical project has four steps. Most clients see the first results within ${formatRange(claims.resultsDays, 'en')} days.`,
      items: [
        {
          id: 'discover',
          title: 'Discovery',
          description:
            'We start with a free conversation about your business, your customers and your goals, and look at your current website, ads and figures.',
        },
        {
          id: 'plan',
          title: 'A plan with goals',
          description:
            'You get a concrete plan with a price, a schedule and the goals we will be measured on, such as the number of enquiries or sales.',
        },
        {
          id: 'deliver',
          title: 'Delivery',
          description: `We build, write and set up. A campaign can be live in ${claims.firstCampaignDays} days, and you can follow the work as it progresses.`,
        },
        {
          id: 'improve',
          title: 'Measure and improve',
          description:
            'We track the results, adjust what is not working and report every month. That is how results improve over time.',
        },
      ],
    },
    work: {
      title: 'What we have done',
      intro:
        'A selection of our projects, each with the result the client measured. Read the full story behind each one.',
      readCase: 'Read the case study',
      allProjects: 'See all projects',
    },
    feedback: {
      title: 'What our clients say',
      intro: `Our rating is based on positive feedback from more than ${claims.customers} customers. Here are some of them, in their own words.`,
    },
    offices: {
      title: 'Our offices',
      intro: 'We are happy to meet at our office, at yours or by video.',
      cityIntro: 'Consulting, design and development',
      emailLabel: 'E-mail',
      peopleLabel: 'Who works here',
      jobsLink: 'Want to work with us? See open positions',
    },
    cta: {
      title: 'Want to know what we can do for you?',
      description: `Tell us briefly about your business and what you want to achieve. We answer within ${claims.emailAnswerHours} hours with a suggested next step.`,
      bullets: ['A free first conversation', 'No lock-in', 'A dedicated contact person', 'Monthly reports'],
      button: 'Contact us',
    },
  },
}
