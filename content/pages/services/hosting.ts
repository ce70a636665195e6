/** Hosting and service agreement (driftsavtale): page copy in both languages. */
import { claims, hosting, plans } from '../../facts/facts'
import { planSet } from '../../facts/plans'
import { formatPrice } from '../../site/format'
import type { Localized } from '../../site/locales'
import { settings } from '../../site/settings'
import type { ServicePageCopy } from '../../types'
import { bindingFaq, casesIntro, preCta, testimonialsIntro } from './common'
import { hostingPlans } from './plans'

const brand = settings.brandName
const years = claims.hostingYears
const lowest = {
  nb: formatPrice(planSet(plans, 'hosting', 'nb')[2]!.price, 'nb'),
  en: formatPrice(planSet(plans, 'hosting', 'en')[2]!.price, 'en'),
}

export const hostingCopy: Localized<ServicePageCopy> = {
  nb: {
    id: 'serviceHosting',
    serviceType: 'Driftsavtale og webhotell',
    openGraph: { type: 'website', imageAlt: 'Driftsavtale med servere i Oslo' },
    hero: {
      eyebrow: 'Driftsavtale',
      title: 'Trygg drift av nettsiden din, med servere i Oslo',
      subtitle: `Vi tar oss av hosting, oppdateringer, sikkerhet og backup, med over ${years} års erfaring med drift.`,
      descriptions: [
        'Du får rask NVMe-lagring, daglig backup og overvåking døgnet rundt. Oppdateringer av WordPress, utvidelser og server gjør vi for deg, og vi sier fra før noe blir et problem.',
        `Oppsett og flytting er gratis, og prisen starter på ${lowest.nb} ved årlig fakturering.`,
      ],
      button: 'Bestill driftsavtale',
      secondary: { to: 'serviceHosting', hash: 'priser', text: 'Se prisene' },
    },
    why: {
      title: `Hvorfor velge ${brand} til drift?`,
      intro: 'Nettsiden din er en viktig selger. Den skal være rask, sikker og alltid oppe.',
      rows: [
        {
          id: 'erfaring',
          title: `Over ${years} års erfaring`,
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                `Vi har driftet nettsider og e-post for norske bedrifter i over ${years} år. Serverne står i ${hosting.serversIn}, og dataene dine blir i Norge.`,
              ],
            },
          ],
        },
        {
          id: 'vedlikehold',
          title: 'Oppdateringer og sikkerhet inkludert',
          description: [
            'Utdaterte utvidelser er den vanligste veien inn for angripere. Vi holder alt oppdatert og overvåker nettsiden din.',
            {
              type: 'unorderedList',
              items: [
                ['Oppdatering av WordPress, tema og utvidelser'],
                ['Brannmur og skanning etter skadevare'],
                ['SSL-sertifikat og overvåking av oppetid'],
              ],
            },
          ],
        },
        {
          id: 'backup',
          title: 'Daglig backup, rask gjenoppretting',
          description: `Vi tar backup hver dag og lagrer den separat. Skulle noe skje, setter vi nettsiden tilbake. Du får ${hosting.diskGb} GB NVMe-disk, ${hosting.emailAccounts} e-postkontoer og ubegrenset trafikk.`,
        },
      ],
    },
    keyFeatures: {
      title: 'Dette er inkludert',
      items: [
        {
          id: 'oppsett',
          icon: 'check',
          title: 'Gratis oppsett og flytting',
          description: 'Vi flytter nettside og e-post uten nedetid.',
        },
        {
          id: 'disk',
          icon: 'check',
          title: `${hosting.diskGb} GB NVMe-disk`,
          description: 'Rask lagring som gjør nettsiden raskere.',
        },
        {
          id: 'epost',
          icon: 'mail',
          title: `${hosting.emailAccounts} e-postkontoer`,
          description: 'Profesjonell e-post på ditt eget domene.',
        },
        { id: 'backup', icon: 'check', title: 'Daglig backup', description: 'Lagret separat og lett å hente tilbake.' },
        {
          id: 'trafikk',
          icon: 'globe',
          title: 'Ubegrenset trafikk',
          description: 'Ingen ekstra regning når kampanjen går bra.',
        },
        {
          id: 'oslo',
          icon: 'mapPin',
          title: `Servere i ${hosting.serversIn}`,
          description: 'Korte svartider og data som blir i Norge.',
        },
      ],
    },
    cta: preCta('nb', 'Vil du slippe å tenke på drift?', 'Bestill driftsavtale'),
    testimonials: {
      ...testimonialsIntro.nb,
      ids: ['hanne-bergli', 'ingrid-nordvik', 'jonas-lysverk', 'erik-fjellstue', 'lars-havbris'],
    },
    pricing: {
      title: 'Priser for driftsavtale',
      intro: 'Samme innhold i alle avtalene. Jo lengre fakturaperiode, jo lavere månedspris.',
      plans: hostingPlans('nb'),
    },
    blogs: { blogType: 'blogs_Annet' },
    faq: {
      title: 'Spørsmål om driftsavtale',
      items: [
        {
          id: 'hva-er-driftsavtale',
          question: 'Hva er en driftsavtale?',
          expanded: true,
          answer:
            'En driftsavtale betyr at vi tar ansvar for at nettsiden din er oppe, oppdatert og sikker. Hosting, backup, oppdateringer og overvåking er inkludert i en fast månedspris.',
        },
        {
          id: 'flytting',
          question: 'Hvordan flytter vi nettsiden til dere?',
          answer:
            'Vi gjør det for deg, gratis. Vi kopierer nettside og e-post, tester alt og bytter over når du er klar, normalt uten nedetid.',
        },
        {
          id: 'hvor',
          question: 'Hvor står serverne?',
          answer: `I ${hosting.serversIn}. Dataene dine lagres i Norge, og du får korte svartider for norske besøkende.`,
        },
        {
          id: 'wordpress',
          question: 'Drifter dere bare WordPress?',
          answer:
            'WordPress og WooCommerce er det vi drifter mest, men vi drifter også andre PHP- og Node-løsninger. Spør oss om din plattform.',
        },
        {
          id: 'noe-gaar-galt',
          question: 'Hva skjer hvis nettsiden går ned?',
          answer:
            'Overvåkingen varsler oss med en gang, og vi starter feilsøkingen før du rekker å merke det. Ved behov gjenoppretter vi fra siste backup.',
        },
        {
          id: 'betaling',
          question: 'Hvordan betaler vi?',
          answer:
            'Med kort (VISA eller MasterCard) eller faktura, månedlig, halvårlig eller årlig. Alle priser er oppgitt eksklusive mva.',
        },
        bindingFaq('nb'),
      ],
    },
    customerCases: { ...casesIntro.nb, ids: ['bergli-klinikk', 'nordvik-bakeri', 'fjellstue-sport'] },
  },
  en: {
    id: 'serviceHosting',
    serviceType: 'Managed hosting and service level agreement',
    openGraph: { type: 'website', imageAlt: 'Managed hosting with servers in Oslo' },
    hero: {
      eyebrow: 'Managed hosting and SLA',
      title: 'Secure, managed hosting for your website, with servers in Oslo',
      subtitle: `We take care of hosting, updates, security and backups, with more than ${years} years of hosting experience.`,
      descriptions: [
        'You get fast NVMe storage, daily backups and round-the-clock monitoring. We update WordPress, plugins and the server for you, and we tell you before anything becomes a problem.',
        `Set-up and migration are free, and prices start at ${lowest.en} with annual billing.`,
      ],
      button: 'Order managed hosting',
      secondary: { to: 'serviceHosting', hash: 'priser', text: 'See the prices' },
    },
    why: {
      title: `Why choose ${brand} for hosting?`,
      intro: 'Your website is one of your best salespeople. It should be fast, secure and always up.',
      rows: [
        {
          id: 'experience',
          title: `More than ${years} years of experience`,
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                `We have hosted websites and e-mail for Norwegian businesses for more than ${years} years. The servers are in ${hosting.serversIn}, and your data stays in Norway.`,
              ],
            },
          ],
        },
        {
          id: 'maintenance',
          title: 'Updates and security included',
          description: [
            'Outdated plugins are the most common way in for attackers. We keep everything up to date and monitor your site.',
            {
              type: 'unorderedList',
              items: [
                ['Updates of WordPress, theme and plugins'],
                ['Firewall and malware scanning'],
                ['SSL certificate and uptime monitoring'],
              ],
            },
          ],
        },
        {
          id: 'backup',
          title: 'Daily backups, quick restores',
          description: `We back up every day and store the copies separately. If something happens, we restore your site. You get ${hosting.diskGb} GB of NVMe storage, ${hosting.emailAccounts} e-mail accounts and unlimited traffic.`,
        },
      ],
    },
    keyFeatures: {
      title: 'What is included',
      items: [
        {
          id: 'setup',
          icon: 'check',
          title: 'Free set-up and migration',
          description: 'We move your website and e-mail without downtime.',
        },
        {
          id: 'disk',
          icon: 'check',
          title: `${hosting.diskGb} GB NVMe storage`,
          description: 'Fast storage that makes your site faster.',
        },
        {
          id: 'email',
          icon: 'mail',
          title: `${hosting.emailAccounts} e-mail accounts`,
          description: 'Professional e-mail on your own domain.',
        },
        { id: 'backup', icon: 'check', title: 'Daily backups', description: 'Stored separately and easy to restore.' },
        {
          id: 'traffic',
          icon: 'globe',
          title: 'Unlimited traffic',
          description: 'No extra bill when your campaign goes well.',
        },
        {
          id: 'oslo',
          icon: 'mapPin',
          title: `Servers in ${hosting.serversIn}`,
          description: 'Short response times and data that stays in Norway.',
        },
      ],
    },
    cta: preCta('en', 'Want to stop worrying about hosting?', 'Order managed hosting'),
    testimonials: {
      ...testimonialsIntro.en,
      ids: ['hanne-bergli', 'ingrid-nordvik', 'jonas-lysverk', 'erik-fjellstue', 'lars-havbris'],
    },
    pricing: {
      title: 'Managed hosting pricing',
      intro: 'The same contents in every agreement. The longer the billing period, the lower the monthly price.',
      plans: hostingPlans('en'),
    },
    blogs: { blogType: 'blogs_Annet' },
    faq: {
      title: 'Questions about managed hosting',
      items: [
        {
          id: 'what-is-it',
          question: 'What is a service agreement?',
          expanded: true,
          answer:
            'A service agreement means we take responsibility for your website being up, updated and secure. Hosting, backups, updates and monitoring are included in a fixed monthly price.',
        },
        {
          id: 'migration',
          question: 'How do we move our website to you?',
          answer:
            'We do it for you, free of charge. We copy the website and e-mail, test everything and switch over when you are ready, normally without downtime.',
        },
        {
          id: 'where',
          question: 'Where are the servers?',
          answer: `In ${hosting.serversIn}. Your data is stored in Norway, and Norwegian visitors get short response times.`,
        },
        {
          id: 'wordpress',
          question: 'Do you only host WordPress?',
          answer:
            'WordPress and WooCommerce are what we host most, but we also run other PHP and Node applications. Ask us about your platform.',
        },
        {
          id: 'downtime',
          question: 'What happens if the website goes down?',
          answer:
            'Monitoring alerts us at once, and we start troubleshooting before you notice. If needed, we restore from the latest backup.',
        },
        {
          id: 'payment',
          question: 'How do we pay?',
          answer:
            'By card (VISA or MasterCard) or invoice, monthly, every six months or annually. All prices exclude VAT.',
        },
        bindingFaq('en'),
      ],
    },
    customerCases: { ...casesIntro.en, ids: ['bergli-klinikk', 'nordvik-bakeri', 'fjellstue-sport'] },
  },
}
