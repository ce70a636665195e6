/** SEO optimisation: page copy in both languages. */
import { caseResults, claims, timelines } from '../../facts/facts'
import { formatPercent } from '../../site/format'
import type { Localized } from '../../site/locales'
import { settings } from '../../site/settings'
import type { ServicePageCopy } from '../../types'
import { bindingFaq, casesIntro, preCta, resultsRange, testimonialsIntro } from './common'
import { seoPlans } from './plans'

const brand = settings.brandName

export const seoCopy: Localized<ServicePageCopy> = {
  nb: {
    id: 'serviceSeo',
    serviceType: 'Søkemotoroptimalisering',
    openGraph: { type: 'website', imageAlt: 'SEO-optimalisering som gir flere kunder' },
    hero: {
      eyebrow: 'SEO-byrå',
      title: 'Bli funnet av kundene som leter etter deg',
      subtitle:
        'Vi gjør nettsiden din synlig i Google og AI-søk, med faste timer hver måned og rapporter du faktisk forstår.',
      descriptions: [
        'Teknisk SEO, innhold og lokal synlighet i én plan. Vi starter med en grundig gjennomgang og prioriterer det som gir flest nye kunder først.',
        `SEO er et langsiktig arbeid: de fleste ser tydelige resultater etter ${resultsRange('nb', timelines.seoResultsMonths, 'months')}.`,
      ],
      button: 'Få en gratis SEO-analyse',
      secondary: { to: 'serviceSeo', hash: 'priser', text: 'Se prisene' },
    },
    why: {
      title: `Hvorfor velge ${brand} som SEO-byrå?`,
      intro: 'Vi jobber med SEO slik vi selv ville kjøpt det: åpent, målbart og uten bindingstid.',
      rows: [
        {
          id: 'teknisk',
          title: 'Et solid teknisk fundament',
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                'Rask lasting, ryddige URL-er, riktig indeksering og god struktur. Vi finner og fikser det som hindrer Google i å forstå nettsiden din, før vi skriver en eneste ny tekst.',
              ],
            },
          ],
        },
        {
          id: 'innhold',
          title: 'Innhold som svarer på det kundene spør om',
          description:
            'Vi kartlegger søkeordene som faktisk gir salg, og skriver og forbedrer sider som svarer bedre enn konkurrentene. Det gir både bedre plasseringer og flere henvendelser.',
          title2: 'Lokal SEO',
          description2:
            'Google-bedriftsprofil, lokale landingssider og omtaler, slik at du blir valgt når noen søker i nærheten.',
        },
        {
          id: 'resultater',
          title: 'Resultater du kan måle',
          description: `Hver måned får du en rapport med plasseringer, trafikk og henvendelser. En av kundene våre i sportsbransjen fikk ${formatPercent(caseResults.organicTrafficPercent, 'nb')} mer organisk trafikk, og kundene våre får i snitt ${formatPercent(claims.moreEnquiriesPercent, 'nb')} flere henvendelser det første året.`,
          link: { to: 'projects', text: 'Se kundecasene' },
        },
      ],
    },
    keyFeatures: {
      title: 'Slik jobber vi med SEO',
      items: [
        {
          id: 'analyse',
          icon: 'globe',
          title: 'Analyse',
          description: 'Teknisk revisjon, søkeordsanalyse og gjennomgang av konkurrentene.',
        },
        {
          id: 'plan',
          icon: 'check',
          title: 'Plan',
          description: 'En prioritert liste over tiltak, sortert etter effekt og innsats.',
        },
        {
          id: 'gjennomforing',
          icon: 'check',
          title: 'Gjennomføring',
          description: 'Vi gjør jobben selv: tekniske rettelser, tekster og interne lenker.',
        },
        {
          id: 'rapport',
          icon: 'mail',
          title: 'Rapport',
          description: 'Månedlig rapport og gjennomgang med din faste kontaktperson.',
        },
      ],
    },
    featureList: {
      title: 'Dette jobber vi med',
      items: [
        {
          id: 'hastighet',
          title: 'Hastighet og Core Web Vitals',
          description: 'Raskere sider rangerer bedre og selger mer.',
        },
        {
          id: 'indeksering',
          title: 'Indeksering og crawling',
          description: 'XML-sidekart, robots-regler, kanoniske adresser og feilsider.',
        },
        { id: 'sokeord', title: 'Søkeord og innhold', description: 'Sider som matcher det kundene søker etter.' },
        { id: 'lokal', title: 'Lokal SEO', description: 'Google-bedriftsprofil, kart og lokale landingssider.' },
        {
          id: 'lenker',
          title: 'Lenkebygging',
          description: 'Relevante lenker fra bransje, presse og samarbeidspartnere.',
        },
        { id: 'schema', title: 'Strukturerte data', description: 'Rikere visning i søk og bedre grunnlag for AI-søk.' },
      ],
    },
    cta: preCta('nb', 'Klar for flere kunder fra Google?', 'Få en gratis SEO-analyse'),
    testimonials: {
      ...testimonialsIntro.nb,
      ids: ['erik-fjellstue', 'ola-solvind', 'sara-kystlinje', 'hanne-bergli', 'ingrid-nordvik'],
    },
    pricing: {
      title: 'Priser for SEO',
      intro: 'Faste månedspriser og faste timer. Du ser hva du betaler for, og kan si opp når du vil.',
      plans: seoPlans('nb'),
    },
    blogs: { blogType: 'blogs_SEO' },
    faq: {
      title: 'Spørsmål om SEO',
      items: [
        {
          id: 'hva-er-seo',
          question: 'Hva er SEO?',
          expanded: true,
          answer: [
            {
              type: 'paragraph',
              content: [
                'SEO (søkemotoroptimalisering) er arbeidet med å gjøre nettsiden din lettere å finne i Google og andre søkemotorer, gjennom teknikk, innhold og lenker. Les mer i artikkelen ',
                { type: 'link', to: 'blogPost', params: { category: 'seo', slug: 'hva-er-seo' }, text: 'Hva er SEO?' },
                '.',
              ],
            },
          ],
        },
        {
          id: 'hvor-lang-tid',
          question: 'Hvor lang tid tar SEO?',
          answer: `De fleste ser tydelige resultater etter ${resultsRange('nb', timelines.seoResultsMonths, 'months')}. Tekniske rettelser kan gi effekt raskere, mens nytt innhold og lenker bygger seg opp over tid.`,
        },
        {
          id: 'forskjell-pakker',
          question: 'Hva er forskjellen på Synlighetspakken og Dominansepakken?',
          answer: [
            'Begge har fast månedspris, oppstartsavgift og månedlig rapport. Forskjellen er omfanget:',
            {
              type: 'unorderedList',
              items: [
                ['Synlighetspakken passer for lokale bedrifter som vil bygge synlighet jevnt og trutt.'],
                ['Dominansepakken har dobbelt så mange timer, lengre gjennomgang og inkluderer lokal SEO og AEO.'],
              ],
            },
          ],
        },
        {
          id: 'garanti',
          question: 'Kan dere garantere førsteplass i Google?',
          answer:
            'Nei, og det kan ingen ærlige byråer. Vi lover tydelige mål, åpne rapporter og at vi prioriterer de tiltakene som gir mest effekt for deg.',
        },
        {
          id: 'eksisterende-nettside',
          question: 'Må vi bytte nettside for å gjøre SEO?',
          answer:
            'Nei. Vi jobber med WordPress, Shopify, WooCommerce, Webflow og de fleste andre plattformer. Hvis noe må bygges om, sier vi det tidlig og begrunner det.',
        },
        {
          id: 'lokal',
          question: 'Hva er lokal SEO?',
          answer: [
            {
              type: 'paragraph',
              content: [
                'Lokal SEO gjør at du dukker opp når folk søker etter tjenesten din i nærheten, for eksempel i kartet i Google. Les mer om ',
                { type: 'link', to: 'blogPost', params: { category: 'seo', slug: 'lokal-seo' }, text: 'lokal SEO' },
                '.',
              ],
            },
          ],
        },
        bindingFaq('nb'),
      ],
    },
    customerCases: { ...casesIntro.nb, ids: ['fjellstue-sport', 'solvind-kurs', 'nordvik-bakeri'] },
  },
  en: {
    id: 'serviceSeo',
    serviceType: 'Search engine optimization',
    openGraph: { type: 'website', imageAlt: 'SEO that brings more customers' },
    hero: {
      eyebrow: 'SEO agency',
      title: 'Get found by the customers looking for you',
      subtitle:
        'We make your website visible in Google and AI search, with fixed hours every month and reports you actually understand.',
      descriptions: [
        'Technical SEO, content and local visibility in one plan. We start with a thorough review and do first what brings the most new customers.',
        `SEO is long-term work: most clients see clear results after ${resultsRange('en', timelines.seoResultsMonths, 'months')}.`,
      ],
      button: 'Get a free SEO review',
      secondary: { to: 'serviceSeo', hash: 'priser', text: 'See the prices' },
    },
    why: {
      title: `Why choose ${brand} as your SEO agency?`,
      intro: 'We do SEO the way we would want to buy it: openly, measurably and with no lock-in.',
      rows: [
        {
          id: 'technical',
          title: 'A solid technical foundation',
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                'Fast loading, clean URLs, correct indexing and a sound structure. We find and fix what keeps Google from understanding your site before we write a single new page.',
              ],
            },
          ],
        },
        {
          id: 'content',
          title: 'Content that answers what customers ask',
          description:
            'We map the keywords that actually lead to sales, and write and improve pages that answer better than your competitors. That means better rankings and more enquiries.',
          title2: 'Local SEO',
          description2:
            'Google Business Profile, local landing pages and reviews, so you are chosen when someone searches nearby.',
        },
        {
          id: 'results',
          title: 'Results you can measure',
          description: `Every month you get a report with rankings, traffic and enquiries. One of our clients in sports retail got ${formatPercent(caseResults.organicTrafficPercent, 'en')} more organic traffic, and our clients get an average of ${formatPercent(claims.moreEnquiriesPercent, 'en')} more enquiries in their first year.`,
          link: { to: 'projects', text: 'See the customer cases' },
        },
      ],
    },
    keyFeatures: {
      title: 'How we work with SEO',
      items: [
        {
          id: 'analysis',
          icon: 'globe',
          title: 'Analysis',
          description: 'Technical audit, keyword research and a look at your competitors.',
        },
        {
          id: 'plan',
          icon: 'check',
          title: 'Plan',
          description: 'A prioritised list of actions, sorted by impact and effort.',
        },
        {
          id: 'delivery',
          icon: 'check',
          title: 'Delivery',
          description: 'We do the work ourselves: technical fixes, copy and internal links.',
        },
        {
          id: 'report',
          icon: 'mail',
          title: 'Report',
          description: 'A monthly report and review with your dedicated contact person.',
        },
      ],
    },
    featureList: {
      title: 'What we work on',
      items: [
        { id: 'speed', title: 'Speed and Core Web Vitals', description: 'Faster pages rank better and sell more.' },
        {
          id: 'indexing',
          title: 'Indexing and crawling',
          description: 'Sitemaps, robots rules, canonical URLs and error pages.',
        },
        { id: 'keywords', title: 'Keywords and content', description: 'Pages that match what customers search for.' },
        { id: 'local', title: 'Local SEO', description: 'Google Business Profile, maps and local landing pages.' },
        {
          id: 'links',
          title: 'Link building',
          description: 'Relevant links from your industry, the press and partners.',
        },
        {
          id: 'schema',
          title: 'Structured data',
          description: 'Richer search results and a better basis for AI search.',
        },
      ],
    },
    cta: preCta('en', 'Ready for more customers from Google?', 'Get a free SEO review'),
    testimonials: {
      ...testimonialsIntro.en,
      ids: ['erik-fjellstue', 'ola-solvind', 'sara-kystlinje', 'hanne-bergli', 'ingrid-nordvik'],
    },
    pricing: {
      title: 'SEO pricing',
      intro: 'Fixed monthly prices and fixed hours. You see what you pay for and can cancel whenever you like.',
      plans: seoPlans('en'),
    },
    blogs: { blogType: 'blogs_SEO' },
    faq: {
      title: 'Questions about SEO',
      items: [
        {
          id: 'what-is-seo',
          question: 'What is SEO?',
          expanded: true,
          answer: [
            {
              type: 'paragraph',
              content: [
                'SEO (search engine optimisation) is the work of making your website easier to find in Google and other search engines, through technology, content and links. Read more in ',
                {
                  type: 'link',
                  to: 'blogPost',
                  params: { category: 'seo', slug: 'what-is-seo' },
                  text: 'What is SEO?',
                },
                '.',
              ],
            },
          ],
        },
        {
          id: 'how-long',
          question: 'How long does SEO take?',
          answer: `Most clients see clear results after ${resultsRange('en', timelines.seoResultsMonths, 'months')}. Technical fixes can work sooner, while new content and links build up over time.`,
        },
        {
          id: 'packages',
          question: 'What is the difference between Visibility and Dominance?',
          answer: [
            'Both have a fixed monthly price, a setup fee and a monthly report. The difference is the scope:',
            {
              type: 'unorderedList',
              items: [
                ['Visibility suits local businesses that want to build visibility steadily.'],
                ['Dominance has twice the hours, a longer review and includes local SEO and AEO.'],
              ],
            },
          ],
        },
        {
          id: 'guarantee',
          question: 'Can you guarantee the top spot in Google?',
          answer:
            'No, and no honest agency can. We promise clear goals, open reports and that we prioritise the work with the most impact for you.',
        },
        {
          id: 'existing-site',
          question: 'Do we need a new website to do SEO?',
          answer:
            'No. We work with WordPress, Shopify, WooCommerce, Webflow and most other platforms. If something needs rebuilding, we say so early and explain why.',
        },
        {
          id: 'local',
          question: 'What is local SEO?',
          answer: [
            {
              type: 'paragraph',
              content: [
                'Local SEO makes you show up when people search for your service nearby, for example in the Google map. Read more about ',
                { type: 'link', to: 'blogPost', params: { category: 'seo', slug: 'local-seo' }, text: 'local SEO' },
                '.',
              ],
            },
          ],
        },
        bindingFaq('en'),
      ],
    },
    customerCases: { ...casesIntro.en, ids: ['fjellstue-sport', 'solvind-kurs', 'nordvik-bakeri'] },
  },
}
