/** The home page copy in both languages. Figures come from content/facts.ts. */
import { caseResults, claims, hosting } from './facts'
import { formatPercent, formatRange } from './format'
import type { Localized } from './locales'
import { bindingFaq, ctaBullets, illustration } from './services/common'
import { settings } from './settings'
import type { CtaCopy, FaqItem, FeatureBlock, HeroCopy, SectionIntro } from './types'

export type HomeCopy = {
  hero: HeroCopy
  services: SectionIntro
  hvorfor: SectionIntro & { rows: FeatureBlock[] }
  keyFeatures: SectionIntro & { items: FeatureBlock[] }
  testimonials: SectionIntro & { ids: string[] }
  kundecaser: SectionIntro & { ids: string[] }
  faq: SectionIntro & { items: FaqItem[] }
  cta: CtaCopy
}

const brand = settings.brandName
const offices = (joiner: string) => settings.offices.map((o) => o.city).join(joiner)
const testimonialIds = [
  'lars-havbris',
  'mona-tindra',
  'erik-fjellstue',
  'sara-kystlinje',
  'jonas-lysverk',
  'hanne-bergli',
  'ola-solvind',
]
const caseIds = [
  'nordvik-bakeri',
  'kystlinje-logistikk',
  'lysverk-energi',
  'fjellstue-sport',
  'tindra-regnskap',
  'solvind-kurs',
]

export const homeCopy: Localized<HomeCopy> = {
  nb: {
    hero: {
      eyebrow: `${brand}: digitalbyrå i ${offices(' og ')}`,
      title: 'Nettsider og markedsføring som gir flere henvendelser',
      subtitle: `Vi bygger nettsider og nettbutikker som selger, og sørger for at de blir funnet. Kundene våre får i snitt ${formatPercent(claims.moreEnquiriesPercent, 'nb')} flere henvendelser det første året.`,
      descriptions: [
        `Webdesign, nettbutikk, SEO, AEO, Google Ads, LinkedIn, drift og apper. Ingen bindingstid, fast kontaktperson og første kampanje i gang på ${claims.firstCampaignDays} dager.`,
      ],
      button: 'Få et uforpliktende tilbud',
      secondary: { to: 'services', hash: 'tjenester', text: 'Se tjenestene' },
      image: illustration('growth', 'Illustrasjon av en nettside med et stigende diagram'),
    },
    services: {
      title: 'Hva kan vi hjelpe deg med?',
      intro: 'Åtte tjenester, ett team. Velg det du trenger nå, og bygg videre når du er klar.',
    },
    hvorfor: {
      title: `Hvorfor velge ${brand}?`,
      intro: 'Vi er et byrå for bedrifter som vil se resultater, ikke bare rapporter.',
      rows: [
        {
          id: 'resultater',
          title: `${formatPercent(claims.moreEnquiriesPercent, 'nb')} flere henvendelser i snitt`,
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                `Vi måler det som betyr noe for deg: henvendelser, salg og kostnad per kunde. Kundene våre får i snitt ${formatPercent(claims.moreEnquiriesPercent, 'nb')} flere henvendelser det første året, og de fleste ser resultater i løpet av ${formatRange(claims.resultsDays, 'nb')} dager.`,
              ],
            },
          ],
          image: illustration('growth', 'Illustrasjon av et stigende diagram'),
          link: { to: 'projects', text: 'Se prosjektene våre' },
        },
        {
          id: 'trygghet',
          title: 'Ingen bindingstid, fast kontaktperson',
          description: [
            'Vi vil beholde deg fordi du er fornøyd, ikke fordi kontrakten sier det. Derfor har ingen av avtalene våre bindingstid.',
            {
              type: 'unorderedList',
              items: [
                ['Én fast kontaktperson som kjenner virksomheten din'],
                ['Månedlige rapporter skrevet på vanlig norsk'],
                [`Svar på e-post innen ${claims.emailAnswerHours} timer`],
              ],
            },
          ],
          image: illustration('team', 'Illustrasjon av et team rundt en rapport'),
        },
        {
          id: 'erfaring',
          title: 'Erfaring du kan bygge på',
          description: `Vi har over ${claims.hostingYears} års erfaring med hosting, og serverne våre står i ${hosting.serversIn}. Nettsidene vi bygger er raske, sikre og universelt utformet, og vi tar ansvar for dem også etter lansering.`,
          image: illustration('server', 'Illustrasjon av servere'),
          link: { to: 'serviceHosting', text: 'Les om driftsavtale' },
        },
      ],
    },
    keyFeatures: {
      title: 'Det du kan forvente av oss',
      items: [
        {
          id: 'raskt',
          icon: 'arrowRight',
          title: `I gang på ${claims.firstCampaignDays} dager`,
          description: 'Første kampanje eller leveranse er ute innen en uke.',
        },
        {
          id: 'bindingstid',
          icon: 'check',
          title: 'Ingen bindingstid',
          description: 'Alle månedlige avtaler kan sies opp fra måned til måned.',
        },
        {
          id: 'rapporter',
          icon: 'mail',
          title: 'Månedlige rapporter',
          description: 'Tydelige tall og en plan for neste måned.',
        },
        {
          id: 'kontakt',
          icon: 'phone',
          title: 'Fast kontaktperson',
          description: 'Du snakker med den samme personen hver gang.',
        },
        {
          id: 'kontorer',
          icon: 'mapPin',
          title: `Kontorer i ${offices(' og ')}`,
          description: 'Vi møter deg gjerne, på stedet eller på video.',
        },
        {
          id: 'kunder',
          icon: 'star',
          title: `Over ${claims.customers} fornøyde kunder`,
          description: 'Fra lokale bakerier til nasjonale kjeder.',
        },
      ],
    },
    testimonials: {
      title: 'Kundene våre forteller',
      intro: `Se hvem vi er i introduksjonsvideoen, og hør fra noen av de over ${claims.customers} kundene vi jobber med.`,
      ids: testimonialIds,
    },
    kundecaser: {
      title: 'Resultater vi er stolte av',
      intro: `Fra ${formatPercent(caseResults.organicTrafficPercent, 'nb')} mer organisk trafikk til ${formatPercent(caseResults.revenueIncreasePercent, 'nb')} økning i omsetning.`,
      ids: caseIds,
    },
    faq: {
      title: 'Ofte stilte spørsmål',
      items: [
        {
          id: 'hvem',
          question: `Hvem er ${brand}?`,
          expanded: true,
          answer: `Vi er et digitalbyrå med kontorer i ${offices(' og ')}. Vi lager nettsider, nettbutikker og apper, og hjelper bedrifter å bli funnet med SEO, AEO, Google Ads og LinkedIn-annonsering.`,
        },
        {
          id: 'hvor-raskt',
          question: 'Hvor raskt ser vi resultater?',
          answer: `Annonsering gir ofte målbare resultater i løpet av ${formatRange(claims.resultsDays, 'nb')} dager. SEO tar lengre tid, men bygger seg opp og varer.`,
        },
        bindingFaq('nb'),
        {
          id: 'pris',
          question: 'Hva koster det?',
          answer: [
            {
              type: 'paragraph',
              content: [
                'Det avhenger av tjenesten. De fleste tjenestene har faste priser som du finner på tjenestesidene, for eksempel ',
                { type: 'link', to: 'serviceSeo', hash: 'priser', text: 'SEO' },
                ', ',
                { type: 'link', to: 'serviceGoogleAds', hash: 'priser', text: 'Google Ads' },
                ' og ',
                { type: 'link', to: 'serviceHosting', hash: 'priser', text: 'driftsavtale' },
                '. Alle priser er oppgitt eksklusive mva.',
              ],
            },
          ],
        },
        {
          id: 'rapport',
          question: 'Hvordan følger vi med på resultatene?',
          answer:
            'Du får en månedlig rapport med de tallene som betyr noe for deg, og en gjennomgang med din faste kontaktperson.',
        },
        {
          id: 'kontakt',
          question: 'Hvordan tar vi kontakt?',
          answer: `Ring ${settings.phone}, send e-post til ${settings.email} eller bruk skjemaet. Vi svarer på e-post innen ${claims.emailAnswerHours} timer.`,
        },
      ],
    },
    cta: {
      title: 'Klar for flere henvendelser?',
      description:
        'Fortell oss kort om bedriften din og hva du vil oppnå. Du får et konkret forslag med pris, helt uten forpliktelser.',
      bullets: ctaBullets.nb,
      button: 'Få et uforpliktende tilbud',
    },
  },
  en: {
    hero: {
      eyebrow: `${brand}: a digital agency in ${offices(' and ')}`,
      title: 'Websites and marketing that bring more enquiries',
      subtitle: `We build websites and online stores that sell, and make sure they are found. Our clients get an average of ${formatPercent(claims.moreEnquiriesPercent, 'en')} more enquiries in their first year.`,
      descriptions: [
        `Web design, online stores, SEO, AEO, Google Ads, LinkedIn, hosting and apps. No binding period, a dedicated contact person and your first campaign live in ${claims.firstCampaignDays} days.`,
      ],
      button: 'Get a quote with no obligation',
      secondary: { to: 'services', hash: 'tjenester', text: 'See our services' },
      image: illustration('growth', 'Illustration of a website with a rising chart'),
    },
    services: {
      title: 'How can we help you?',
      intro: 'Eight services, one team. Choose what you need now and build on it when you are ready.',
    },
    hvorfor: {
      title: `Why choose ${brand}?`,
      intro: 'We are an agency for businesses that want to see results, not just reports.',
      rows: [
        {
          id: 'results',
          title: `${formatPercent(claims.moreEnquiriesPercent, 'en')} more enquiries on average`,
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                `We measure what matters to you: enquiries, sales and cost per customer. Our clients get an average of ${formatPercent(claims.moreEnquiriesPercent, 'en')} more enquiries in their first year, and most see results within ${formatRange(claims.resultsDays, 'en')} days.`,
              ],
            },
          ],
          image: illustration('growth', 'Illustration of a rising chart'),
          link: { to: 'projects', text: 'See our projects' },
        },
        {
          id: 'peace-of-mind',
          title: 'No binding period, a dedicated contact person',
          description: [
            'We want to keep you because you are happy, not because a contract says so. That is why none of our agreements has a binding period.',
            {
              type: 'unorderedList',
              items: [
                ['One dedicated contact person who knows your business'],
                ['Monthly reports in plain language'],
                [`E-mail answered within ${claims.emailAnswerHours} hours`],
              ],
            },
          ],
          image: illustration('team', 'Illustration of a team around a report'),
        },
        {
          id: 'experience',
          title: 'Experience you can build on',
          description: `We have more than ${claims.hostingYears} years of hosting experience, and our servers are in ${hosting.serversIn}. The websites we build are fast, secure and accessible, and we take responsibility for them after launch too.`,
          image: illustration('server', 'Illustration of servers'),
          link: { to: 'serviceHosting', text: 'Read about managed hosting' },
        },
      ],
    },
    keyFeatures: {
      title: 'What you can expect from us',
      items: [
        {
          id: 'fast',
          icon: 'arrowRight',
          title: `Live in ${claims.firstCampaignDays} days`,
          description: 'Your first campaign or delivery is out within a week.',
        },
        {
          id: 'binding',
          icon: 'check',
          title: 'No binding period',
          description: 'Every monthly agreement can be cancelled from month to month.',
        },
        {
          id: 'reports',
          icon: 'mail',
          title: 'Monthly reports',
          description: 'Clear numbers and a plan for next month.',
        },
        {
          id: 'contact',
          icon: 'phone',
          title: 'A dedicated contact person',
          description: 'You talk to the same person every time.',
        },
        {
          id: 'offices',
          icon: 'mapPin',
          title: `Offices in ${offices(' and ')}`,
          description: 'We are happy to meet, on site or by video.',
        },
        {
          id: 'clients',
          icon: 'star',
          title: `More than ${claims.customers} happy clients`,
          description: 'From local bakeries to national chains.',
        },
      ],
    },
    testimonials: {
      title: 'Our clients tell the story',
      intro: `See who we are in the intro video, and hear from some of the more than ${claims.customers} clients we work with.`,
      ids: testimonialIds,
    },
    kundecaser: {
      title: 'Results we are proud of',
      intro: `From ${formatPercent(caseResults.organicTrafficPercent, 'en')} more organic traffic to a ${formatPercent(caseResults.revenueIncreasePercent, 'en')} revenue increase.`,
      ids: caseIds,
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        {
          id: 'who',
          question: `Who is ${brand}?`,
          expanded: true,
          answer: `We are a digital agency with offices in ${offices(' and ')}. We build websites, online stores and apps, and help businesses get found with SEO, AEO, Google Ads and LinkedIn advertising.`,
        },
        {
          id: 'how-fast',
          question: 'How soon will we see results?',
          answer: `Advertising often gives measurable results within ${formatRange(claims.resultsDays, 'en')} days. SEO takes longer, but builds up and lasts.`,
        },
        bindingFaq('en'),
        {
          id: 'price',
          question: 'What does it cost?',
          answer: [
            {
              type: 'paragraph',
              content: [
                'It depends on the service. Most services have fixed prices you find on the service pages, for example ',
                { type: 'link', to: 'serviceSeo', hash: 'priser', text: 'SEO' },
                ', ',
                { type: 'link', to: 'serviceGoogleAds', hash: 'priser', text: 'Google Ads' },
                ' and ',
                { type: 'link', to: 'serviceHosting', hash: 'priser', text: 'managed hosting' },
                '. All prices exclude VAT.',
              ],
            },
          ],
        },
        {
          id: 'reports',
          question: 'How do we follow the results?',
          answer:
            'You get a monthly report with the numbers that matter to you, and a review with your dedicated contact person.',
        },
        {
          id: 'contact',
          question: 'How do we get in touch?',
          answer: `Call ${settings.phone}, e-mail ${settings.email} or use the form. We answer e-mail within ${claims.emailAnswerHours} hours.`,
        },
      ],
    },
    cta: {
      title: 'Ready for more enquiries?',
      description:
        'Tell us briefly about your business and what you want to achieve. You get a concrete proposal with a price, with no obligation at all.',
      bullets: ctaBullets.en,
      button: 'Get a quote with no obligation',
    },
  },
}
