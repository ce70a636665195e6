/** Google Ads advertising: page copy in both languages. */
import { caseResults, claims } from '../../facts/facts'
import { formatPercent, formatRange } from '../../site/format'
import type { Localized } from '../../site/locales'
import { settings } from '../../site/settings'
import type { ServicePageCopy } from '../../types'
import { bindingFaq, casesIntro, preCta, testimonialsIntro } from './common'
import { googleAdsPlans } from './plans'

const brand = settings.brandName
const days = claims.firstCampaignDays

export const googleAdsCopy: Localized<ServicePageCopy> = {
  nb: {
    id: 'serviceGoogleAds',
    serviceType: 'Google Ads-annonsering',
    openGraph: { type: 'website', imageAlt: 'Google Ads-annonsering med første kampanje i gang raskt' },
    hero: {
      eyebrow: 'Google Ads-byrå',
      title: `Google Ads som gir salg, med første kampanje i gang på ${days} dager`,
      subtitle: 'Vi setter opp, styrer og forbedrer kampanjene dine, så hver krone i annonsebudsjettet jobber for deg.',
      descriptions: [
        'Søkeannonser fanger kundene i det øyeblikket de leter etter det du selger. Vi velger søkeordene, skriver annonsene, bygger sporingen og optimaliserer løpende.',
        `De fleste kunder ser målbare resultater i løpet av ${formatRange(claims.resultsDays, 'nb')} dager.`,
      ],
      button: 'Få et uforpliktende tilbud',
      secondary: { to: 'serviceGoogleAds', hash: 'priser', text: 'Se prisene' },
    },
    why: {
      title: `Hvorfor velge ${brand} til Google Ads?`,
      intro: 'Vi betaler oss selv fra budsjettet ditt først når kampanjene gir mer enn de koster.',
      rows: [
        {
          id: 'raskt',
          title: `I gang på ${days} dager`,
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                `Etter et kort oppstartsmøte setter vi opp konto, sporing og første kampanje. Innen ${days} dager er annonsene dine ute, og vi begynner å lære hva som virker.`,
              ],
            },
          ],
        },
        {
          id: 'optimalisering',
          title: 'Vi kutter det som ikke virker',
          description: `Vi følger søkeord, annonser og landingssider tett, flytter budsjettet dit det gir salg og stopper det som bare koster. En kunde i energibransjen fikk ${formatPercent(caseResults.lowerAcquisitionCostPercent, 'nb')} lavere kostnad per ny kunde.`,
        },
        {
          id: 'rapport',
          title: 'Rapporter på det som betyr noe',
          description:
            'Hver måned får du en rapport med henvendelser, salg og kostnad per kunde, ikke bare klikk og visninger. Du har én fast kontaktperson som kjenner kontoen din.',
          link: { to: 'projects', text: 'Se kundecasene' },
        },
      ],
    },
    keyFeatures: {
      title: 'Dette får du',
      items: [
        {
          id: 'sok',
          icon: 'globe',
          title: 'Søkeannonser',
          description: 'Annonser på søkeordene som viser kjøpsintensjon.',
        },
        {
          id: 'pmax',
          icon: 'check',
          title: 'Performance Max og Shopping',
          description: 'For nettbutikker som vil vise produktene sine overalt i Google.',
        },
        {
          id: 'remarketing',
          icon: 'check',
          title: 'Remarketing',
          description: 'Nå igjen dem som besøkte deg uten å kjøpe.',
        },
        {
          id: 'sporing',
          icon: 'check',
          title: 'Konverteringssporing',
          description: 'Samtykkebasert sporing med Consent Mode v2.',
        },
        {
          id: 'landingssider',
          icon: 'star',
          title: 'Landingssider',
          description: 'Råd om, eller bygging av, sider som gjør klikk til kunder.',
        },
        {
          id: 'rapport',
          icon: 'mail',
          title: 'Månedlig rapport',
          description: 'Tydelige tall og en plan for neste måned.',
        },
      ],
    },
    cta: preCta('nb', 'Klar for kampanjer som betaler seg?', 'Få et uforpliktende tilbud'),
    testimonials: {
      ...testimonialsIntro.nb,
      ids: ['lars-havbris', 'jonas-lysverk', 'ingrid-nordvik', 'sara-kystlinje', 'erik-fjellstue'],
    },
    pricing: {
      title: 'Priser for Google Ads',
      intro: 'Fast månedspris for arbeidet vårt. Annonsebudsjettet betaler du direkte til Google.',
      plans: googleAdsPlans('nb'),
    },
    blogs: { blogType: 'blogs_dm' },
    faq: {
      title: 'Spørsmål om Google Ads',
      items: [
        {
          id: 'budsjett',
          question: 'Hvor stort annonsebudsjett trenger vi?',
          expanded: true,
          answer:
            'Det avhenger av bransje og konkurranse. Vi anbefaler et budsjett etter en gjennomgang av søkevolum og klikkpriser, slik at kampanjene får nok data til å lære. Du bestemmer alltid budsjettet selv.',
        },
        {
          id: 'budsjett-inkludert',
          question: 'Er annonsebudsjettet inkludert i prisen?',
          answer:
            'Nei. Månedsprisen dekker arbeidet vårt. Annonsebudsjettet betaler du direkte til Google, så du har full kontroll og innsyn.',
        },
        {
          id: 'hvor-raskt',
          question: 'Hvor raskt er vi i gang?',
          answer: `Første kampanje er normalt i gang innen ${days} dager, og de fleste ser målbare resultater innen ${formatRange(claims.resultsDays, 'nb')} dager.`,
        },
        {
          id: 'konto',
          question: 'Hvem eier Google Ads-kontoen?',
          answer:
            'Det gjør du. Vi jobber i kontoen din med tilgang du gir oss, og alle data og kampanjer blir værende hos deg om dere en dag går videre.',
        },
        {
          id: 'startpakke-pro',
          question: 'Hva er forskjellen på Startpakke og Pro?',
          answer: [
            'Begge har fast månedspris og samme oppstartsavgift.',
            {
              type: 'unorderedList',
              items: [
                ['Startpakke passer for én eller to kampanjer og et oversiktlig budsjett.'],
                ['Pro har flere timer, ukentlig optimalisering, remarketing og testing av annonser og landingssider.'],
              ],
            },
          ],
        },
        {
          id: 'samtykke',
          question: 'Hva med informasjonskapsler og samtykke?',
          answer:
            'Vi setter opp sporingen med Consent Mode v2, slik at annonseverktøyene bare måler når besøkende har sagt ja, i tråd med de norske reglene for informasjonskapsler.',
        },
        bindingFaq('nb'),
      ],
    },
    customerCases: { ...casesIntro.nb, ids: ['lysverk-energi', 'nordvik-bakeri', 'kystlinje-logistikk'] },
  },
  en: {
    id: 'serviceGoogleAds',
    serviceType: 'Google Ads management',
    openGraph: { type: 'website', imageAlt: 'Google Ads advertising with your first campaign live fast' },
    hero: {
      eyebrow: 'Google Ads agency',
      title: `Google Ads that sell, with your first campaign live in ${days} days`,
      subtitle: 'We set up, run and improve your campaigns so every krone of your ad budget works for you.',
      descriptions: [
        'Search ads reach customers the moment they look for what you sell. We choose the keywords, write the ads, build the tracking and optimise continuously.',
        `Most clients see measurable results within ${formatRange(claims.resultsDays, 'en')} days.`,
      ],
      button: 'Get a no-obligation quote',
      secondary: { to: 'serviceGoogleAds', hash: 'priser', text: 'See the prices' },
    },
    why: {
      title: `Why choose ${brand} for Google Ads?`,
      intro: 'We only consider a campaign a success when it brings in more than it costs.',
      rows: [
        {
          id: 'fast',
          title: `Live in ${days} days`,
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                `After a short kick-off meeting we set up the account, tracking and your first campaign. Within ${days} days your ads are out and we start learning what works.`,
              ],
            },
          ],
        },
        {
          id: 'optimisation',
          title: 'We cut what does not work',
          description: `We follow keywords, ads and landing pages closely, move the budget to what sells and stop what only costs. A client in the energy sector cut the cost per new customer by ${formatPercent(caseResults.lowerAcquisitionCostPercent, 'en')}.`,
        },
        {
          id: 'reports',
          title: 'Reports on what matters',
          description:
            'Every month you get a report on enquiries, sales and cost per customer, not just clicks and impressions. You have one dedicated contact person who knows your account.',
          link: { to: 'projects', text: 'See the customer cases' },
        },
      ],
    },
    keyFeatures: {
      title: 'What you get',
      items: [
        {
          id: 'search',
          icon: 'globe',
          title: 'Search ads',
          description: 'Ads on the keywords that show buying intent.',
        },
        {
          id: 'pmax',
          icon: 'check',
          title: 'Performance Max and Shopping',
          description: 'For online stores that want their products everywhere in Google.',
        },
        {
          id: 'remarketing',
          icon: 'check',
          title: 'Remarketing',
          description: 'Reach visitors again who left without buying.',
        },
        {
          id: 'tracking',
          icon: 'check',
          title: 'Conversion tracking',
          description: 'Consent-based tracking with Consent Mode v2.',
        },
        {
          id: 'landing',
          icon: 'star',
          title: 'Landing pages',
          description: 'Advice on, or building of, pages that turn clicks into customers.',
        },
        {
          id: 'report',
          icon: 'mail',
          title: 'Monthly report',
          description: 'Clear numbers and a plan for next month.',
        },
      ],
    },
    cta: preCta('en', 'Ready for campaigns that pay their way?', 'Get a no-obligation quote'),
    testimonials: {
      ...testimonialsIntro.en,
      ids: ['lars-havbris', 'jonas-lysverk', 'ingrid-nordvik', 'sara-kystlinje', 'erik-fjellstue'],
    },
    pricing: {
      title: 'Google Ads pricing',
      intro: 'A fixed monthly price for our work. You pay the ad budget directly to Google.',
      plans: googleAdsPlans('en'),
    },
    blogs: { blogType: 'blogs_dm' },
    faq: {
      title: 'Questions about Google Ads',
      items: [
        {
          id: 'budget',
          question: 'How big an ad budget do we need?',
          expanded: true,
          answer:
            'It depends on your industry and competition. We recommend a budget after looking at search volumes and click prices, so the campaigns get enough data to learn. You always decide the budget yourself.',
        },
        {
          id: 'budget-included',
          question: 'Is the ad budget included in the price?',
          answer:
            'No. The monthly price covers our work. You pay the ad budget directly to Google, so you keep full control and insight.',
        },
        {
          id: 'how-fast',
          question: 'How quickly can we start?',
          answer: `The first campaign is normally live within ${days} days, and most clients see measurable results within ${formatRange(claims.resultsDays, 'en')} days.`,
        },
        {
          id: 'account',
          question: 'Who owns the Google Ads account?',
          answer:
            'You do. We work in your account with the access you give us, and all data and campaigns stay with you if you ever move on.',
        },
        {
          id: 'starter-pro',
          question: 'What is the difference between Starter and Pro?',
          answer: [
            'Both have a fixed monthly price and the same setup fee.',
            {
              type: 'unorderedList',
              items: [
                ['Starter suits one or two campaigns and a budget you can keep an eye on.'],
                ['Pro has more hours, weekly optimisation, remarketing and tests of ads and landing pages.'],
              ],
            },
          ],
        },
        {
          id: 'consent',
          question: 'What about cookies and consent?',
          answer:
            'We set up tracking with Consent Mode v2, so the ad tools only measure when visitors have agreed, in line with the Norwegian cookie rules.',
        },
        bindingFaq('en'),
      ],
    },
    customerCases: { ...casesIntro.en, ids: ['lysverk-energi', 'nordvik-bakeri', 'kystlinje-logistikk'] },
  },
}
