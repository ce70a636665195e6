/**
 * The services index page (/tjenester/, anchor #tjenester) and the service cards that the home
 * page shares. Card titles and texts come from each service page's hero, once.
 */
import { claims } from '../facts/facts'
import { formatPercent } from '../site/format'
import type { Localized } from '../site/locales'
import { settings } from '../site/settings'
import type { CtaCopy, FaqItem, HeroCopy, SectionIntro } from '../types'
import { sharedServiceCopy } from './services/directory'

export { serviceCards, type ServiceCard } from './services/links'

export type ServicesIndexCopy = {
  hero: Omit<HeroCopy, 'image' | 'secondary'>
  services: SectionIntro
  process: SectionIntro & { steps: { title: string; description: string }[] }
  faq: SectionIntro & { items: FaqItem[] }
  cta: CtaCopy
}

const brand = settings.brandName

export const servicesIndex: Localized<ServicesIndexCopy> = {
  nb: {
    hero: {
      eyebrow: 'Tjenester',
      title: 'Alt du trenger for å vokse på nett, fra ett byrå',
      subtitle:
        'Nettsider, nettbutikker, synlighet, annonsering, drift og apper, levert av ett team med én kontaktperson.',
      descriptions: [
        `Vi jobber fra Oslo og Bergen for bedrifter over hele landet. Kundene våre får i snitt ${formatPercent(claims.moreEnquiriesPercent, 'nb')} flere henvendelser det første året.`,
      ],
      button: 'Få et uforpliktende tilbud',
    },
    services: {
      title: 'Tjenestene våre',
      intro: 'Velg det du trenger nå. Tjenestene henger sammen, så det er lett å bygge videre senere.',
    },
    process: {
      title: 'Slik jobber vi',
      intro: 'Samme fremgangsmåte uansett tjeneste: tydelige mål, korte runder og åpen rapportering.',
      steps: [
        { title: 'Samtale', description: 'Vi lærer virksomheten og målene dine å kjenne i et uforpliktende møte.' },
        { title: 'Forslag', description: 'Du får et konkret forslag med pris, tidsplan og hva vi skal måle.' },
        {
          title: 'Gjennomføring',
          description: `Vi setter i gang, og første kampanje kan være ute på ${claims.firstCampaignDays} dager.`,
        },
        {
          title: 'Rapport',
          description: 'Hver måned får du en rapport og en gjennomgang med din faste kontaktperson.',
        },
      ],
    },
    faq: {
      title: 'Vanlige spørsmål',
      items: [
        {
          id: 'hvor',
          question: 'Hvor holder dere til?',
          expanded: true,
          answer: `${brand} har kontorer i ${settings.offices.map((o) => o.city).join(' og ')}, og vi jobber med kunder i hele Norge, både på stedet og på video.`,
        },
        {
          id: 'kombinere',
          question: 'Kan vi kombinere flere tjenester?',
          answer:
            'Ja, og det gir ofte best resultat. En ny nettside med SEO fra start, eller Google Ads som sender trafikk til en nettbutikk vi har bygget, henger godt sammen.',
        },
        ...sharedServiceCopy.sharedQuestions.nb,
        {
          id: 'kontakt',
          question: 'Hvordan kommer vi i gang?',
          answer: `Ta kontakt på telefon ${settings.phone} eller e-post ${settings.email}, eller bruk skjemaet. Vi svarer på e-post innen ${claims.emailAnswerHours} timer.`,
        },
      ],
    },
    cta: {
      title: 'Usikker på hva du trenger?',
      description: 'Fortell oss hva du vil oppnå, så foreslår vi hvor du bør starte. Samtalen er gratis.',
      bullets: sharedServiceCopy.ctaBullets.nb,
      button: 'Book en gratis samtale',
    },
  },
  en: {
    hero: {
      eyebrow: 'Services',
      title: 'Everything you need to grow online, from one agency',
      subtitle:
        'Websites, online stores, visibility, advertising, hosting and apps, delivered by one team with one contact person.',
      descriptions: [
        `From our offices in Oslo and Bergen we work with businesses all over Norway. Our clients get an average of ${formatPercent(claims.moreEnquiriesPercent, 'en')} more enquiries in their first year.`,
      ],
      button: 'Get a no-obligation quote',
    },
    services: {
      title: 'Our services',
      intro: 'Choose what you need now. Our services fit together, so it is easy to add more later.',
    },
    process: {
      title: 'How we work',
      intro: 'The same approach whatever the service: clear goals, short iterations and transparent reporting.',
      steps: [
        {
          title: 'Conversation',
          description: 'We get to know your business and goals in a no-obligation meeting.',
        },
        {
          title: 'Proposal',
          description: 'You get a concrete proposal with a price, a timeline and what we will measure.',
        },
        {
          title: 'Delivery',
          description: `We get going, and your first campaign can be live in ${claims.firstCampaignDays} days.`,
        },
        {
          title: 'Reporting',
          description: 'Every month you get a report and a review with your dedicated contact person.',
        },
      ],
    },
    faq: {
      title: 'Common questions',
      items: [
        {
          id: 'where',
          question: 'Where are you based?',
          expanded: true,
          answer: `${brand} has offices in ${settings.offices.map((o) => o.city).join(' and ')}, and we work with clients all over Norway, on site and by video.`,
        },
        {
          id: 'combine',
          question: 'Can we combine several services?',
          answer:
            'Yes, and that often gives the best results. A new website with SEO built in from the start, or Google Ads sending traffic to an online store we built, work well together.',
        },
        ...sharedServiceCopy.sharedQuestions.en,
        {
          id: 'contact',
          question: 'How do we get started?',
          answer: `Call us on ${settings.phone}, e-mail ${settings.email} or use the form. We answer e-mail within ${claims.emailAnswerHours} hours.`,
        },
      ],
    },
    cta: {
      title: 'Not sure what you need?',
      description: 'Tell us what you want to achieve and we will suggest where to start. The conversation is free.',
      bullets: sharedServiceCopy.ctaBullets.en,
      button: 'Book a free conversation',
    },
  },
}
