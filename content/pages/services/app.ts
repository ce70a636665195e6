/** App development: page copy in both languages. */
import { caseResults, plans } from '../../facts/facts'
import { planSet } from '../../facts/plans'
import { formatPercent, formatPrice } from '../../site/format'
import type { Localized } from '../../site/locales'
import { settings } from '../../site/settings'
import type { ServicePageCopy } from '../../types'
import { casesIntro, preCta, testimonialsIntro } from './common'
import { appPlans } from './plans'

const brand = settings.brandName
const basicPrice = {
  nb: formatPrice(planSet(plans, 'app', 'nb')[0]!.price, 'nb'),
  en: formatPrice(planSet(plans, 'app', 'en')[0]!.price, 'en'),
}
const support = {
  first: planSet(plans, 'app', 'nb')[0]!.supportMonths!,
  last: planSet(plans, 'app', 'nb')[2]!.supportMonths!,
}

export const appCopy: Localized<ServicePageCopy> = {
  nb: {
    id: 'serviceApp',
    serviceType: 'Apputvikling',
    openGraph: { type: 'website', imageAlt: 'Apputvikling og skreddersydde webløsninger' },
    hero: {
      eyebrow: 'Apputvikling',
      title: 'Apper og webløsninger som løser et konkret behov',
      subtitle:
        'Fra idé til ferdig app i appbutikkene eller i nettleseren, med fast pris og et team som blir med videre.',
      descriptions: [
        'Vi starter med hva appen skal oppnå, ikke med teknologien. Så designer, utvikler og tester vi i korte runder, slik at du ser fremdriften hver uke.',
        `Prosjekter starter ${basicPrice.nb}, og alle pakker har support etter lansering.`,
      ],
      button: 'Fortell oss om ideen din',
      secondary: { to: 'serviceApp', hash: 'priser', text: 'Se pakkene' },
    },
    why: {
      title: `Hvorfor velge ${brand} til apputvikling?`,
      intro: 'Vi bygger det du trenger, ikke det som er mest spennende for oss å bygge.',
      rows: [
        {
          id: 'fastpris',
          title: 'Fast pris og tydelige leveranser',
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                'Etter en kort kartlegging får du en fast pris, en liste over funksjonene og en tidsplan. Endrer behovet seg underveis, avtaler vi det skriftlig før vi gjør noe.',
              ],
            },
          ],
        },
        {
          id: 'teknologi',
          title: 'Moderne teknologi som holder',
          description: [
            'Vi bygger med React, React Native og TypeScript, og velger løsninger som er enkle å vedlikeholde og enkle å finne utviklere til.',
            {
              type: 'unorderedList',
              items: [
                ['iOS og Android fra samme kodebase'],
                ['Webapper som fungerer uten installasjon'],
                ['Integrasjon mot betaling, innlogging og fagsystemer'],
              ],
            },
          ],
        },
        {
          id: 'etter-lansering',
          title: 'Vi blir med etter lansering',
          description: `Alle pakker har support fra ${support.first} til ${support.last} måneder etter lansering. Vi rydder feil, oppdaterer avhengigheter og hjelper deg å prioritere neste versjon. En av webløsningene våre ga kunden ${formatPercent(caseResults.moreConversionsPercent, 'nb')} flere konverteringer.`,
          link: { to: 'projects', text: 'Se prosjektene våre' },
        },
      ],
    },
    keyFeatures: {
      title: 'Fra idé til app',
      items: [
        {
          id: 'kartlegging',
          icon: 'globe',
          title: 'Kartlegging',
          description: 'Mål, brukere og funksjoner, samlet i en kort kravspesifikasjon.',
        },
        {
          id: 'design',
          icon: 'star',
          title: 'Design',
          description: 'Klikkbare skisser du kan teste før vi skriver kode.',
        },
        {
          id: 'utvikling',
          icon: 'check',
          title: 'Utvikling',
          description: 'Korte runder med demo av fremdriften hver uke.',
        },
        {
          id: 'testing',
          icon: 'check',
          title: 'Testing',
          description: 'Automatiske tester og testing på ekte enheter.',
        },
        {
          id: 'lansering',
          icon: 'arrowRight',
          title: 'Lansering',
          description: 'Publisering i appbutikkene til Apple og Google, eller på nettet.',
        },
        {
          id: 'support',
          icon: 'phone',
          title: 'Support',
          description: 'Feilretting, oppdateringer og videreutvikling.',
        },
      ],
    },
    cta: preCta('nb', 'Har du en idé til en app?', 'Fortell oss om ideen din'),
    testimonials: {
      ...testimonialsIntro.nb,
      ids: ['hanne-bergli', 'sara-kystlinje', 'ingrid-nordvik', 'jonas-lysverk', 'ola-solvind'],
    },
    pricing: {
      title: 'Pakker for apputvikling',
      intro: 'Tre utgangspunkt med fast pris. Endelig pris får du etter kartleggingen.',
      plans: appPlans('nb'),
    },
    blogs: { blogType: 'blogs_Annet' },
    faq: {
      title: 'Spørsmål om apputvikling',
      items: [
        {
          id: 'pris',
          question: 'Hva koster det å lage en app?',
          expanded: true,
          answer: `Prosjektene våre starter ${basicPrice.nb}. Prisen avhenger mest av antall funksjoner og integrasjoner. Etter kartleggingen får du en fast pris.`,
        },
        {
          id: 'tid',
          question: 'Hvor lang tid tar det?',
          answer:
            'En avgrenset app tar ofte noen uker, en større plattform noen måneder. Du får en tidsplan med milepæler før vi starter, og ser fremdriften hver uke.',
        },
        {
          id: 'native-web',
          question: 'Bør vi lage en app eller en webapp?',
          answer: [
            'Det kommer an på bruken:',
            {
              type: 'unorderedList',
              items: [
                [
                  'En app i butikkene passer når brukerne skal bruke den ofte, få varsler eller bruke kamera og posisjon.',
                ],
                ['En webapp passer når den skal nås fra en lenke, uten installasjon, og oppdateres ofte.'],
              ],
            },
          ],
        },
        {
          id: 'eierskap',
          question: 'Hvem eier koden?',
          answer:
            'Du gjør. Når prosjektet er betalt, eier du kildekoden, og den ligger i et kodelager du har tilgang til.',
        },
        {
          id: 'vedlikehold',
          question: 'Hva skjer etter supportperioden?',
          answer:
            'Du kan fortsette med en driftsavtale, bestille videreutvikling per time eller ta over selv. Appen er bygget med vanlig teknologi, så du er ikke låst til oss.',
        },
        {
          id: 'integrasjoner',
          question: 'Kan appen kobles til systemene vi allerede har?',
          answer:
            'Ja. Vi integrerer mot betaling, innlogging med BankID eller Vipps, CRM, ERP og de fleste fagsystemer med et API.',
        },
      ],
    },
    customerCases: { ...casesIntro.nb, ids: ['bergli-klinikk', 'kystlinje-logistikk', 'nordvik-bakeri'] },
  },
  en: {
    id: 'serviceApp',
    serviceType: 'App development',
    openGraph: { type: 'website', imageAlt: 'App development and custom web solutions' },
    hero: {
      eyebrow: 'App development',
      title: 'Apps and web solutions that solve a real need',
      subtitle:
        'From idea to app in the App Store, Google Play or the browser, with a fixed price and a team that stays with you.',
      descriptions: [
        'We start with what the app should achieve, not with the technology. Then we design, build and test in short rounds, so you see progress every week.',
        `Projects start ${basicPrice.en}, and every package includes support after launch.`,
      ],
      button: 'Tell us about your idea',
      secondary: { to: 'serviceApp', hash: 'priser', text: 'See the packages' },
    },
    why: {
      title: `Why choose ${brand} for app development?`,
      intro: 'We build what you need, not what is most exciting for us to build.',
      rows: [
        {
          id: 'fixed-price',
          title: 'A fixed price and clear deliverables',
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                'After a short discovery you get a fixed price, a list of features and a timeline. If your needs change along the way, we agree on it in writing before we do anything.',
              ],
            },
          ],
        },
        {
          id: 'technology',
          title: 'Modern technology that lasts',
          description: [
            'We build with React, React Native and TypeScript, and choose solutions that are easy to maintain and easy to hire developers for.',
            {
              type: 'unorderedList',
              items: [
                ['iOS and Android from one code base'],
                ['Web apps that work without installing'],
                ['Integrations with payments, sign-in and business systems'],
              ],
            },
          ],
        },
        {
          id: 'after-launch',
          title: 'We stay after launch',
          description: `Every package includes ${support.first} to ${support.last} months of support after launch. We fix bugs, update dependencies and help you plan the next version. One of our web solutions gave the client ${formatPercent(caseResults.moreConversionsPercent, 'en')} more conversions.`,
          link: { to: 'projects', text: 'See our projects' },
        },
      ],
    },
    keyFeatures: {
      title: 'From idea to app',
      items: [
        {
          id: 'discovery',
          icon: 'globe',
          title: 'Discovery',
          description: 'Goals, users and features in a short requirements document.',
        },
        {
          id: 'design',
          icon: 'star',
          title: 'Design',
          description: 'Clickable prototypes you can test before we write code.',
        },
        {
          id: 'development',
          icon: 'check',
          title: 'Development',
          description: 'Short rounds with a demo of the progress every week.',
        },
        { id: 'testing', icon: 'check', title: 'Testing', description: 'Automated tests and testing on real devices.' },
        {
          id: 'launch',
          icon: 'arrowRight',
          title: 'Launch',
          description: 'Publishing to the App Store and Google Play, or on the web.',
        },
        { id: 'support', icon: 'phone', title: 'Support', description: 'Bug fixes, updates and further development.' },
      ],
    },
    cta: preCta('en', 'Do you have an idea for an app?', 'Tell us about your idea'),
    testimonials: {
      ...testimonialsIntro.en,
      ids: ['hanne-bergli', 'sara-kystlinje', 'ingrid-nordvik', 'jonas-lysverk', 'ola-solvind'],
    },
    pricing: {
      title: 'App development packages',
      intro: 'Three starting points with a fixed price. You get the final price after the discovery.',
      plans: appPlans('en'),
    },
    blogs: { blogType: 'blogs_Annet' },
    faq: {
      title: 'Questions about app development',
      items: [
        {
          id: 'price',
          question: 'What does it cost to build an app?',
          expanded: true,
          answer: `Our projects start ${basicPrice.en}. The price depends mostly on the number of features and integrations. After the discovery you get a fixed price.`,
        },
        {
          id: 'time',
          question: 'How long does it take?',
          answer:
            'A focused app often takes a few weeks, a larger platform a few months. You get a timeline with milestones before we start and see progress every week.',
        },
        {
          id: 'native-web',
          question: 'Should we build an app or a web app?',
          answer: [
            'It depends on how it will be used:',
            {
              type: 'unorderedList',
              items: [
                ['A store app suits frequent use, notifications, or use of the camera and location.'],
                ['A web app suits access from a link, without installing, and frequent updates.'],
              ],
            },
          ],
        },
        {
          id: 'ownership',
          question: 'Who owns the code?',
          answer:
            'You do. Once the project is paid for, you own the source code, and it lives in a repository you have access to.',
        },
        {
          id: 'maintenance',
          question: 'What happens after the support period?',
          answer:
            'You can continue with a service agreement, order further development by the hour or take over yourselves. The app uses mainstream technology, so you are not locked in with us.',
        },
        {
          id: 'integrations',
          question: 'Can the app connect to the systems we already use?',
          answer:
            'Yes. We integrate with payments, sign-in with BankID or Vipps, CRM, ERP and most business systems that have an API.',
        },
      ],
    },
    customerCases: { ...casesIntro.en, ids: ['bergli-klinikk', 'kystlinje-logistikk', 'nordvik-bakeri'] },
  },
}
