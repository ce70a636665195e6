/** AEO optimisation (answer-engine optimisation): page copy in both languages. */
import { caseResults, claims, timelines } from '../../facts/facts'
import { formatPercent } from '../../site/format'
import type { Localized } from '../../site/locales'
import { settings } from '../../site/settings'
import type { ServicePageCopy } from '../../types'
import { bindingFaq, casesIntro, preCta, resultsRange, testimonialsIntro } from './common'
import { seoPlans } from './plans'

const brand = settings.brandName

export const aeoCopy: Localized<ServicePageCopy> = {
  nb: {
    id: 'serviceAeo',
    serviceType: 'AEO-optimalisering',
    openGraph: { type: 'website', imageAlt: 'AEO-optimalisering: bli svaret i AI-søk' },
    hero: {
      eyebrow: 'AEO-optimalisering',
      title: 'Bli svaret når kundene spør AI',
      subtitle:
        'Stadig flere spør ChatGPT, Perplexity og Googles AI-oversikter i stedet for å klikke seg gjennom søkeresultater.',
      descriptions: [
        'AEO (answer engine optimization) gjør innholdet ditt til kilden svarmotorene henter fra og lenker til. Vi strukturerer fagkunnskapen din som tydelige svar, merker den opp med strukturerte data og følger med på hvor du blir sitert.',
        `De fleste ser de første effektene etter ${resultsRange('nb', timelines.aeoResultsMonths, 'months')}.`,
      ],
      button: 'Få en gratis AEO-analyse',
      secondary: { to: 'serviceSeo', text: 'Les om SEO' },
    },
    why: {
      title: `Hvorfor velge ${brand} til AEO?`,
      intro: 'Vi har jobbet med søkemotoroptimalisering i mange år, og vi har fulgt AI-søket fra første dag.',
      rows: [
        {
          id: 'svar',
          title: 'Vi skriver svar, ikke bare tekster',
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                'Svarmotorer leter etter korte, presise svar med tydelig avsender. Vi kartlegger spørsmålene kundene dine faktisk stiller, og bygger sider som svarer på dem i første avsnitt, med utdypning, kilder og eksempler under.',
              ],
            },
          ],
        },
        {
          id: 'struktur',
          title: 'Strukturerte data som maskinene forstår',
          description: [
            'Vi legger inn schema.org-data for organisasjon, tjenester, produkter, FAQ og artikler, slik at AI-modellene vet hvem du er, hva du selger og hvorfor du er en troverdig kilde.',
            {
              type: 'unorderedList',
              items: [
                ['Organisasjon og kontaktinformasjon'],
                ['Tjenester, produkter og priser'],
                ['FAQ, artikler og forfattere'],
              ],
            },
          ],
        },
        {
          id: 'maling',
          title: 'Vi måler hvor du blir sitert',
          description: `Hver måned tester vi et fast sett med spørsmål i de store svarmotorene og rapporterer hvor du nevnes, hvilke sider som siteres og hva konkurrentene gjør. En av kursleverandørene våre fikk ${formatPercent(caseResults.courseSignupsPercent, 'nb')} flere påmeldinger etter at kurssidene ble skrevet om.`,
          link: { to: 'projects', text: 'Se flere resultater' },
        },
      ],
    },
    keyFeatures: {
      title: 'Dette inngår i AEO-arbeidet',
      items: [
        {
          id: 'sporsmal',
          icon: 'globe',
          title: 'Spørsmålskartlegging',
          description: 'Vi finner spørsmålene kundene stiller i AI-chat, søk og til salgsteamet ditt.',
        },
        {
          id: 'innhold',
          icon: 'check',
          title: 'Svarinnhold',
          description: 'Sider og FAQ skrevet for å bli sitert: kort svar først, detaljer etterpå.',
        },
        {
          id: 'schema',
          icon: 'check',
          title: 'Strukturerte data',
          description: 'Schema.org-oppmerking for organisasjon, tjenester, FAQ og artikler.',
        },
        {
          id: 'entitet',
          icon: 'star',
          title: 'Merkevare som entitet',
          description: 'Konsistente opplysninger om deg på nettsiden, i kataloger og på profiler.',
        },
        {
          id: 'teknisk',
          icon: 'check',
          title: 'Teknisk tilgjengelighet',
          description: 'Raske sider som AI-crawlere kan lese, med riktig robots-oppsett.',
        },
        {
          id: 'rapport',
          icon: 'mail',
          title: 'Månedlig rapport',
          description: 'Hvor du blir sitert, hva som er endret og hva vi gjør neste måned.',
        },
      ],
    },
    cta: preCta('nb', 'Vil du vite om AI anbefaler deg eller konkurrenten?', 'Bestill gratis AEO-analyse'),
    testimonials: {
      ...testimonialsIntro.nb,
      ids: ['ola-solvind', 'erik-fjellstue', 'lars-havbris', 'mona-tindra', 'hanne-bergli'],
    },
    pricing: {
      title: 'AEO er inkludert i Dominansepakken',
      intro: 'AEO gir best effekt sammen med god SEO. Derfor selger vi det som en del av SEO-pakkene våre.',
      plans: seoPlans('nb'),
    },
    blogs: { blogType: 'blogs_AI' },
    faq: {
      title: 'Spørsmål om AEO',
      items: [
        {
          id: 'hva-er-aeo',
          question: 'Hva er AEO?',
          expanded: true,
          answer:
            'AEO står for answer engine optimization. Det er arbeidet med å gjøre innholdet ditt til det svaret AI-tjenester som ChatGPT, Perplexity, Copilot og Googles AI-oversikter henter frem og viser til når noen stiller et spørsmål.',
        },
        {
          id: 'aeo-vs-seo',
          question: 'Hva er forskjellen på AEO og SEO?',
          answer: [
            'SEO handler om å rangere høyt i søkeresultatene. AEO handler om å bli valgt som kilde i svaret. De bygger på hverandre:',
            {
              type: 'unorderedList',
              items: [
                ['SEO sørger for at sidene dine blir funnet og lest.'],
                ['AEO sørger for at innholdet er formulert og merket slik at det kan siteres.'],
              ],
            },
          ],
        },
        {
          id: 'hvor-lang-tid',
          question: 'Hvor lang tid tar det før vi ser resultater?',
          answer: `Vanligvis ${resultsRange('nb', timelines.aeoResultsMonths, 'months')} for de første siteringene. Tiden avhenger av hvor ofte svarmotorene leser nettsiden din og hvor sterk konkurransen er.`,
        },
        {
          id: 'hvilke-tjenester',
          question: 'Hvilke AI-tjenester optimaliserer dere for?',
          answer:
            'ChatGPT, Perplexity, Microsoft Copilot, Gemini og Googles AI-oversikter. Prinsippene er de samme: tydelige svar, troverdig avsender og god struktur.',
        },
        {
          id: 'maling',
          question: 'Hvordan måler dere resultatene?',
          answer:
            'Vi tester et fast sett med spørsmål hver måned og logger om du nevnes, om du lenkes til og hvilke sider som brukes. I tillegg følger vi trafikk fra AI-tjenester i analyseverktøyet ditt.',
        },
        {
          id: 'pris',
          question: 'Hva koster AEO?',
          answer: [
            {
              type: 'paragraph',
              content: [
                'AEO er inkludert i Dominansepakken, som også dekker SEO og lokal SEO. Se prisene over, eller les mer om ',
                { type: 'link', to: 'serviceSeo', text: 'SEO-optimalisering' },
                '.',
              ],
            },
          ],
        },
        bindingFaq('nb'),
        {
          id: 'rapport',
          question: 'Får vi rapporter?',
          answer: `Ja. Du får en månedlig rapport og en fast kontaktperson. Første kampanje eller innholdsleveranse er normalt klar innen ${claims.firstCampaignDays} dager etter oppstart.`,
        },
      ],
    },
    customerCases: { ...casesIntro.nb, ids: ['solvind-kurs', 'fjellstue-sport', 'kystlinje-logistikk'] },
  },
  en: {
    id: 'serviceAeo',
    serviceType: 'Answer engine optimization',
    openGraph: { type: 'website', imageAlt: 'AEO: become the answer in AI search' },
    hero: {
      eyebrow: 'Answer engine optimisation',
      title: 'Be the answer when customers ask AI',
      subtitle:
        'More and more people ask ChatGPT, Perplexity and Google AI Overviews instead of clicking through search results.',
      descriptions: [
        'AEO (answer engine optimisation) makes your content the source that answer engines quote and link to. We structure your expertise as clear answers, mark it up with structured data and track where you are cited.',
        `Most clients see the first effects after ${resultsRange('en', timelines.aeoResultsMonths, 'months')}.`,
      ],
      button: 'Get a free AEO review',
      secondary: { to: 'serviceSeo', text: 'Read about SEO' },
    },
    why: {
      title: `Why choose ${brand} for AEO?`,
      intro: 'We have worked with search engine optimisation for years, and we have followed AI search from day one.',
      rows: [
        {
          id: 'answers',
          title: 'We write answers, not just copy',
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                'Answer engines look for short, precise answers from a clear source. We map the questions your customers actually ask and build pages that answer them in the first paragraph, with detail, sources and examples below.',
              ],
            },
          ],
        },
        {
          id: 'structure',
          title: 'Structured data machines understand',
          description: [
            'We add schema.org data for your organisation, services, products, FAQs and articles, so AI models know who you are, what you sell and why you are a credible source.',
            {
              type: 'unorderedList',
              items: [
                ['Organisation and contact details'],
                ['Services, products and prices'],
                ['FAQs, articles and authors'],
              ],
            },
          ],
        },
        {
          id: 'measure',
          title: 'We measure where you are cited',
          description: `Every month we test a fixed set of questions in the major answer engines and report where you are mentioned, which pages are cited and what competitors do. One of our course providers got ${formatPercent(caseResults.courseSignupsPercent, 'en')} more sign-ups after their course pages were rewritten.`,
          link: { to: 'projects', text: 'See more results' },
        },
      ],
    },
    keyFeatures: {
      title: 'What AEO work includes',
      items: [
        {
          id: 'questions',
          icon: 'globe',
          title: 'Question research',
          description: 'We find the questions customers ask in AI chats, in search and to your sales team.',
        },
        {
          id: 'content',
          icon: 'check',
          title: 'Answer content',
          description: 'Pages and FAQs written to be cited: the short answer first, details after.',
        },
        {
          id: 'schema',
          icon: 'check',
          title: 'Structured data',
          description: 'Schema.org markup for your organisation, services, FAQs and articles.',
        },
        {
          id: 'entity',
          icon: 'star',
          title: 'Your brand as an entity',
          description: 'Consistent facts about you on your site, in directories and on profiles.',
        },
        {
          id: 'technical',
          icon: 'check',
          title: 'Technical access',
          description: 'Fast pages that AI crawlers can read, with the right robots settings.',
        },
        {
          id: 'report',
          icon: 'mail',
          title: 'Monthly report',
          description: 'Where you are cited, what has changed and what we do next month.',
        },
      ],
    },
    cta: preCta('en', 'Does AI recommend you or your competitor?', 'Book a free AEO review'),
    testimonials: {
      ...testimonialsIntro.en,
      ids: ['ola-solvind', 'erik-fjellstue', 'lars-havbris', 'mona-tindra', 'hanne-bergli'],
    },
    pricing: {
      title: 'AEO is included in the Dominance package',
      intro: 'AEO works best together with good SEO. That is why we sell it as part of our SEO packages.',
      plans: seoPlans('en'),
    },
    blogs: { blogType: 'blogs_AI' },
    faq: {
      title: 'Questions about AEO',
      items: [
        {
          id: 'what-is-aeo',
          question: 'What is AEO?',
          expanded: true,
          answer:
            'AEO stands for answer engine optimisation. It is the work of making your content the answer that AI services such as ChatGPT, Perplexity, Copilot and Google AI Overviews pick up and refer to when someone asks a question.',
        },
        {
          id: 'aeo-vs-seo',
          question: 'What is the difference between AEO and SEO?',
          answer: [
            'SEO is about ranking high in search results. AEO is about being chosen as the source of the answer. They build on each other:',
            {
              type: 'unorderedList',
              items: [
                ['SEO makes sure your pages are found and read.'],
                ['AEO makes sure the content is phrased and marked up so it can be quoted.'],
              ],
            },
          ],
        },
        {
          id: 'how-long',
          question: 'How long before we see results?',
          answer: `Usually ${resultsRange('en', timelines.aeoResultsMonths, 'months')} for the first citations. It depends on how often the answer engines read your site and how strong the competition is.`,
        },
        {
          id: 'which-services',
          question: 'Which AI services do you optimise for?',
          answer:
            'ChatGPT, Perplexity, Microsoft Copilot, Gemini and Google AI Overviews. The principles are the same: clear answers, a credible source and good structure.',
        },
        {
          id: 'measurement',
          question: 'How do you measure results?',
          answer:
            'We test a fixed set of questions every month and log whether you are mentioned, whether you are linked and which pages are used. We also follow traffic from AI services in your analytics.',
        },
        {
          id: 'price',
          question: 'What does AEO cost?',
          answer: [
            {
              type: 'paragraph',
              content: [
                'AEO is included in the Dominance package, which also covers SEO and local SEO. See the prices above, or read more about ',
                { type: 'link', to: 'serviceSeo', text: 'our SEO service' },
                '.',
              ],
            },
          ],
        },
        bindingFaq('en'),
        {
          id: 'reports',
          question: 'Do we get reports?',
          answer: `Yes. You get a monthly report and a dedicated contact person. The first campaign or content delivery is normally ready within ${claims.firstCampaignDays} days of the start.`,
        },
      ],
    },
    customerCases: { ...casesIntro.en, ids: ['solvind-kurs', 'fjellstue-sport', 'kystlinje-logistikk'] },
  },
}
