/** Web design: page copy in both languages. */
import { caseResults, claims } from '../../facts/facts'
import { formatPercent } from '../../site/format'
import type { Localized } from '../../site/locales'
import { settings } from '../../site/settings'
import type { ServicePageCopy } from '../../types'
import { casesIntro, preCta, testimonialsIntro } from './common'

const brand = settings.brandName
const leads = caseResults.leadsIn3Months

export const webDesignCopy: Localized<ServicePageCopy> = {
  nb: {
    id: 'serviceWebDesign',
    serviceType: 'Webdesign',
    openGraph: { type: 'website', imageAlt: 'Webdesign som gjør besøkende til kunder' },
    hero: {
      eyebrow: 'Webdesign',
      title: 'Nettsider som gjør besøkende til kunder',
      subtitle:
        'Vi designer og bygger raske, universelt utformede nettsider med tekst, design og teknisk SEO i samme leveranse.',
      descriptions: [
        'En god nettside er din beste selger: den svarer på spørsmålene kundene har, bygger tillit og gjør det lett å ta kontakt. Vi starter med målene dine og bygger nettsiden rundt dem.',
        `Kundene våre får i snitt ${formatPercent(claims.moreEnquiriesPercent, 'nb')} flere henvendelser det første året.`,
      ],
      button: 'Få et tilbud på ny nettside',
      secondary: { to: 'projects', text: 'Se prosjektene våre' },
    },
    why: {
      title: `Hvorfor velge ${brand} til webdesign?`,
      intro: 'Vi lager ikke bare pene nettsider. Vi lager nettsider som gir flere henvendelser.',
      rows: [
        {
          id: 'konvertering',
          title: 'Designet for å selge',
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                `Tydelige budskap, gode bilder og enkle skjemaer gjør besøkende til kunder. For et logistikkfirma ga den nye nettsiden ${leads.leads} leads på ${leads.months} måneder.`,
              ],
            },
          ],
        },
        {
          id: 'fart',
          title: 'Rask og tilgjengelig for alle',
          description: [
            'Vi bygger etter kravene til universell utforming (WCAG) og måler hastigheten før lansering. Raske sider rangerer bedre i Google og mister færre besøkende.',
            {
              type: 'unorderedList',
              items: [
                ['Universell utforming etter WCAG 2.2'],
                ['Sidetider under ett sekund på mobil'],
                ['Teknisk SEO fra første dag'],
              ],
            },
          ],
        },
        {
          id: 'enkel',
          title: 'Lett å oppdatere selv',
          description:
            'Du får et publiseringsverktøy som er enkelt å bruke, og opplæring i hvordan du legger ut nyheter, endrer tekster og bytter bilder. Trenger du hjelp, har du en fast kontaktperson.',
          link: { to: 'serviceHosting', text: 'Les om driftsavtale' },
        },
      ],
    },
    keyFeatures: {
      title: 'Alt i én leveranse',
      items: [
        {
          id: 'strategi',
          icon: 'globe',
          title: 'Strategi',
          description: 'Mål, målgrupper og innhold før vi tegner noe.',
        },
        { id: 'design', icon: 'star', title: 'Design', description: 'Skreddersydd design i tråd med merkevaren din.' },
        { id: 'tekst', icon: 'check', title: 'Tekst', description: 'Salgstekster som svarer på det kundene lurer på.' },
        {
          id: 'utvikling',
          icon: 'check',
          title: 'Utvikling',
          description: 'WordPress, Webflow eller skreddersydd, etter behov.',
        },
        {
          id: 'seo',
          icon: 'check',
          title: 'Teknisk SEO',
          description: 'Struktur, hastighet og strukturerte data ved lansering.',
        },
        {
          id: 'drift',
          icon: 'phone',
          title: 'Drift og support',
          description: 'Hosting, oppdateringer og hjelp når du trenger det.',
        },
      ],
    },
    cta: preCta('nb', 'Klar for en nettside som selger?', 'Få et tilbud på ny nettside'),
    testimonials: {
      ...testimonialsIntro.nb,
      ids: ['sara-kystlinje', 'hanne-bergli', 'ingrid-nordvik', 'erik-fjellstue', 'mona-tindra'],
    },
    blogs: { blogType: 'blogs_design' },
    faq: {
      title: 'Spørsmål om webdesign',
      items: [
        {
          id: 'pris',
          question: 'Hva koster en ny nettside?',
          expanded: true,
          answer:
            'Det avhenger av antall sider, funksjoner og hvor mye tekst og bilder vi skal lage. Etter et kort møte får du et fastpristilbud, så du vet hva du betaler for.',
        },
        {
          id: 'tid',
          question: 'Hvor lang tid tar det å lage en nettside?',
          answer:
            'En typisk bedriftsnettside tar noen uker fra oppstart til lansering. Vi lager en tidsplan sammen med deg, og du ser fremdriften underveis.',
        },
        {
          id: 'plattform',
          question: 'Hvilken plattform bygger dere på?',
          answer:
            'Oftest WordPress, fordi det er enkelt å oppdatere og har et stort økosystem. For spesielle behov bygger vi skreddersydd med moderne rammeverk.',
        },
        {
          id: 'tekst',
          question: 'Skriver dere tekstene også?',
          answer:
            'Ja. Vi skriver salgstekster som er optimalisert for søk, basert på et kort intervju med deg. Du godkjenner alt før lansering.',
        },
        {
          id: 'uu',
          question: 'Er nettsidene universelt utformet?',
          answer:
            'Ja. Vi følger WCAG 2.2 på nivå AA, som de norske kravene til universell utforming bygger på, og tester med tastatur og skjermleser.',
        },
        {
          id: 'etter-lansering',
          question: 'Hva skjer etter lansering?',
          answer: [
            {
              type: 'paragraph',
              content: [
                'Du kan oppdatere nettsiden selv, og vi kan ta oss av hosting, oppdateringer og sikkerhet med en ',
                { type: 'link', to: 'serviceHosting', text: 'driftsavtale' },
                '. Vil du ha flere besøkende, hjelper vi med ',
                { type: 'link', to: 'serviceSeo', text: 'SEO' },
                '.',
              ],
            },
          ],
        },
      ],
    },
    customerCases: { ...casesIntro.nb, ids: ['kystlinje-logistikk', 'bergli-klinikk', 'nordvik-bakeri'] },
  },
  en: {
    id: 'serviceWebDesign',
    serviceType: 'Web design',
    openGraph: { type: 'website', imageAlt: 'Web design that turns visitors into customers' },
    hero: {
      eyebrow: 'Web design',
      title: 'Websites that turn visitors into customers',
      subtitle: 'We design and build fast, accessible websites with copy, design and technical SEO in one delivery.',
      descriptions: [
        'A good website is your best salesperson: it answers the questions customers have, builds trust and makes it easy to get in touch. We start with your goals and build the site around them.',
        `Our clients get an average of ${formatPercent(claims.moreEnquiriesPercent, 'en')} more enquiries in their first year.`,
      ],
      button: 'Get a quote for a new website',
      secondary: { to: 'projects', text: 'See our projects' },
    },
    why: {
      title: `Why choose ${brand} for web design?`,
      intro: 'We do not just make good-looking websites. We make websites that bring more enquiries.',
      rows: [
        {
          id: 'conversion',
          title: 'Designed to sell',
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                `Clear messages, good images and simple forms turn visitors into customers. For a logistics company, the new website brought ${leads.leads} leads in ${leads.months} months.`,
              ],
            },
          ],
        },
        {
          id: 'speed',
          title: 'Fast and accessible to everyone',
          description: [
            'We build to the accessibility standard (WCAG) and measure speed before launch. Fast pages rank better in Google and lose fewer visitors.',
            {
              type: 'unorderedList',
              items: [
                ['Accessible to WCAG 2.2'],
                ['Page loads under a second on mobile'],
                ['Technical SEO from day one'],
              ],
            },
          ],
        },
        {
          id: 'easy',
          title: 'Easy to update yourself',
          description:
            'You get a content editor that is easy to use, and training in posting news, changing copy and swapping images. If you need help, you have a dedicated contact person.',
          link: { to: 'serviceHosting', text: 'Read about managed hosting' },
        },
      ],
    },
    keyFeatures: {
      title: 'Everything in one delivery',
      items: [
        {
          id: 'strategy',
          icon: 'globe',
          title: 'Strategy',
          description: 'Goals, audiences and content before we draw anything.',
        },
        { id: 'design', icon: 'star', title: 'Design', description: 'A tailored design in line with your brand.' },
        {
          id: 'copy',
          icon: 'check',
          title: 'Copy',
          description: 'Sales copy that answers what customers wonder about.',
        },
        {
          id: 'development',
          icon: 'check',
          title: 'Development',
          description: 'WordPress, Webflow or custom, as needed.',
        },
        {
          id: 'seo',
          icon: 'check',
          title: 'Technical SEO',
          description: 'Structure, speed and structured data at launch.',
        },
        {
          id: 'hosting',
          icon: 'phone',
          title: 'Hosting and support',
          description: 'Hosting, updates and help when you need it.',
        },
      ],
    },
    cta: preCta('en', 'Ready for a website that sells?', 'Get a quote for a new website'),
    testimonials: {
      ...testimonialsIntro.en,
      ids: ['sara-kystlinje', 'hanne-bergli', 'ingrid-nordvik', 'erik-fjellstue', 'mona-tindra'],
    },
    blogs: { blogType: 'blogs_design' },
    faq: {
      title: 'Questions about web design',
      items: [
        {
          id: 'price',
          question: 'What does a new website cost?',
          expanded: true,
          answer:
            'It depends on the number of pages, the features and how much copy and imagery we create. After a short meeting you get a fixed-price quote, so you know what you pay for.',
        },
        {
          id: 'time',
          question: 'How long does it take to build a website?',
          answer:
            'A typical business website takes a few weeks from kick-off to launch. We make a timeline together with you, and you see progress along the way.',
        },
        {
          id: 'platform',
          question: 'Which platform do you build on?',
          answer:
            'Most often WordPress, because it is easy to update and has a large ecosystem. For special needs we build custom solutions with modern frameworks.',
        },
        {
          id: 'copy',
          question: 'Do you write the copy too?',
          answer:
            'Yes. We write search-optimised sales copy based on a short interview with you. You approve everything before launch.',
        },
        {
          id: 'accessibility',
          question: 'Are your websites accessible?',
          answer:
            'Yes. We follow WCAG 2.2 at level AA, which the Norwegian accessibility rules build on, and test with keyboard and screen reader.',
        },
        {
          id: 'after-launch',
          question: 'What happens after launch?',
          answer: [
            {
              type: 'paragraph',
              content: [
                'You can update the site yourself, and we can take care of hosting, updates and security with a ',
                { type: 'link', to: 'serviceHosting', text: 'service agreement' },
                '. If you want more visitors, we help with ',
                { type: 'link', to: 'serviceSeo', text: 'SEO' },
                '.',
              ],
            },
          ],
        },
      ],
    },
    customerCases: { ...casesIntro.en, ids: ['kystlinje-logistikk', 'bergli-klinikk', 'nordvik-bakeri'] },
  },
}
