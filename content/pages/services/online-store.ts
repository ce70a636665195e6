/** Starting an online store: page copy in both languages. */
import { caseResults, onlineStore, plans, timelines } from '../../facts/facts'
import { planSet } from '../../facts/plans'
import { formatMoney, formatPercent, formatRange } from '../../site/format'
import type { Localized } from '../../site/locales'
import { settings } from '../../site/settings'
import type { ServicePageCopy } from '../../types'
import { casesIntro, preCta, testimonialsIntro } from './common'
import { onlineStorePlans } from './plans'

/** The amount of a plan's price (the set's only plan). */
const amountOf = (set: string) => {
  const price = planSet(plans, set, 'nb')[0]!.price
  if (price.kind !== 'amount') throw new Error(`${set} has no amount`)
  return price.amount
}

const brand = settings.brandName
const price = {
  nb: formatMoney(amountOf('onlineStore'), 'NOK', 'nb'),
  en: formatMoney(amountOf('onlineStore'), 'NOK', 'en'),
}
const simple = {
  nb: formatRange(timelines.onlineStoreSimpleWeeks, 'nb'),
  en: formatRange(timelines.onlineStoreSimpleWeeks, 'en'),
}
const custom = {
  nb: formatRange(timelines.onlineStoreCustomMonths, 'nb'),
  en: formatRange(timelines.onlineStoreCustomMonths, 'en'),
}
const closing = {
  nb: formatPercent(onlineStore.paymentsClosingRateIncreasePercent, 'nb'),
  en: formatPercent(onlineStore.paymentsClosingRateIncreasePercent, 'en'),
}

export const onlineStoreCopy: Localized<ServicePageCopy> = {
  nb: {
    id: 'serviceOnlineStore',
    serviceType: 'Utvikling av nettbutikk',
    openGraph: { type: 'website', imageAlt: 'Starte nettbutikk med WooCommerce, Shopify eller headless' },
    hero: {
      eyebrow: 'Starte nettbutikk',
      title: 'Start en nettbutikk som selger fra dag én',
      subtitle:
        'Vi bygger nettbutikken din på WooCommerce, Shopify, Magento eller headless, med betaling, frakt og markedsføring på plass.',
      descriptions: [
        'Du får en butikk som er rask, enkel å handle i og enkel å drive. Vi hjelper deg med valg av plattform, design, produktoppsett, betaling og frakt, og med å skaffe de første kundene.',
        `En enkel nettbutikk tar ${simple.nb} uker, en skreddersydd ${custom.nb} måneder. Pris fra ${price.nb}.`,
      ],
      button: 'Få et fastpristilbud',
      secondary: { to: 'serviceOnlineStore', hash: 'priser', text: 'Se pris' },
    },
    why: {
      title: `Hvorfor velge ${brand} til nettbutikken?`,
      intro:
        'Vi har bygget nettbutikker for alt fra bakerier til sportskjeder, og vi vet hva som skal til for å selge.',
      rows: [
        {
          id: 'plattform',
          title: 'Riktig plattform for deg',
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                'Vi er ikke bundet til én løsning, og anbefaler den som passer størrelsen og ambisjonene dine:',
              ],
            },
            {
              type: 'unorderedList',
              items: [
                [{ type: 'strong', text: 'WooCommerce:' }, ' fleksibelt og rimelig å drive, bygget på WordPress.'],
                [{ type: 'strong', text: 'Shopify:' }, ' raskt i gang, lite vedlikehold.'],
                [{ type: 'strong', text: 'Magento og headless:' }, ' for store sortiment og høye krav til fart.'],
              ],
            },
          ],
        },
        {
          id: 'betaling',
          title: 'Betaling og frakt som bare virker',
          description: `Kort, Vipps, Klarna og faktura, og frakt med Posten, Bring eller Helthjem. Gode betalingsløsninger kan øke andelen fullførte kjøp med ${closing.nb}.`,
        },
        {
          id: 'vekst',
          title: 'Vi hjelper deg å selge',
          description: `En nettbutikk uten besøkende selger ingenting. Vi setter opp SEO, Google Shopping og e-post fra start. Et bakeri vi jobber med økte omsetningen med ${formatPercent(caseResults.revenueIncreasePercent, 'nb')}.`,
          link: { to: 'projects', text: 'Se prosjektene våre' },
        },
      ],
    },
    keyFeatures: {
      title: 'Alt du trenger for å selge på nett',
      items: [
        {
          id: 'design',
          icon: 'star',
          title: 'Design',
          description: 'Butikkdesign i tråd med merkevaren din, laget for mobil.',
        },
        {
          id: 'produkter',
          icon: 'check',
          title: 'Produktoppsett',
          description: 'Import av produkter, varianter, bilder og lager.',
        },
        { id: 'betaling', icon: 'check', title: 'Betaling', description: 'Kort, Vipps, Klarna og faktura.' },
        { id: 'frakt', icon: 'mapPin', title: 'Frakt', description: 'Fraktalternativer, hentepunkter og sporing.' },
        {
          id: 'integrasjoner',
          icon: 'check',
          title: 'Integrasjoner',
          description: 'Regnskap, lager og nyhetsbrev koblet sammen.',
        },
        {
          id: 'markedsforing',
          icon: 'globe',
          title: 'Markedsføring',
          description: 'SEO, Google Shopping og e-post fra første dag.',
        },
      ],
    },
    cta: preCta('nb', 'Klar for å starte nettbutikk?', 'Få et fastpristilbud'),
    testimonials: {
      ...testimonialsIntro.nb,
      ids: ['ingrid-nordvik', 'erik-fjellstue', 'jonas-lysverk', 'hanne-bergli', 'sara-kystlinje'],
    },
    pricing: {
      title: 'Pris for nettbutikk',
      intro: 'En komplett nettbutikk til fast pris. Endelig pris får du etter en kort kartlegging.',
      plans: onlineStorePlans('nb'),
    },
    blogs: { blogType: 'blogs_ecommerce' },
    faq: {
      title: 'Spørsmål om å starte nettbutikk',
      items: [
        {
          id: 'pris',
          question: 'Hva koster det å starte en nettbutikk?',
          expanded: true,
          answer: `En komplett nettbutikk fra oss koster fra ${price.nb}. I tillegg kommer løpende kostnader til drift, betalingsløsning og eventuelle lisenser, som vi går gjennom før du bestemmer deg.`,
        },
        {
          id: 'tid',
          question: 'Hvor lang tid tar det?',
          answer: `En enkel nettbutikk er klar på ${simple.nb} uker. En skreddersydd butikk med integrasjoner tar ${custom.nb} måneder.`,
        },
        {
          id: 'plattform',
          question: 'Hvilken plattform bør vi velge?',
          answer: [
            {
              type: 'paragraph',
              content: [
                'Det avhenger av sortiment, budsjett og hvor mye du vil gjøre selv. Vi går gjennom fordeler og ulemper med deg. Les også artikkelen om ',
                {
                  type: 'link',
                  to: 'blogPost',
                  params: { category: 'nettbutikker', slug: 'woocommerce' },
                  text: 'WooCommerce',
                },
                '.',
              ],
            },
          ],
        },
        {
          id: 'alder',
          question: 'Hvor gammel må man være for å starte nettbutikk?',
          answer: `I Norge må du være minst ${onlineStore.minimumAge} år for å registrere et foretak og inngå avtaler om betalingsløsning på egen hånd.`,
        },
        {
          id: 'betaling',
          question: 'Hvilke betalingsløsninger kan vi tilby?',
          answer: 'Kort, Vipps, Klarna, faktura og delbetaling. Vi setter opp og tester betalingene før lansering.',
        },
        {
          id: 'selv',
          question: 'Kan vi drive butikken selv etterpå?',
          answer:
            'Ja. Du får opplæring i å legge inn produkter, behandle ordre og lage kampanjer. Vi kan også ta drift og oppdateringer med en driftsavtale.',
        },
      ],
    },
    customerCases: { ...casesIntro.nb, ids: ['nordvik-bakeri', 'fjellstue-sport', 'lysverk-energi'] },
  },
  en: {
    id: 'serviceOnlineStore',
    serviceType: 'Online store development',
    openGraph: { type: 'website', imageAlt: 'Start an online store with WooCommerce, Shopify or headless' },
    hero: {
      eyebrow: 'Start an online store',
      title: 'Start an online store that sells from day one',
      subtitle:
        'We build your store on WooCommerce, Shopify, Magento or headless, with payments, shipping and marketing in place.',
      descriptions: [
        'You get a store that is fast, easy to shop in and easy to run. We help you choose the platform, design the store, set up products, payments and shipping, and find your first customers.',
        `A simple store takes ${simple.en} weeks, a custom one ${custom.en} months. Prices from ${price.en}.`,
      ],
      button: 'Get a fixed-price quote',
      secondary: { to: 'serviceOnlineStore', hash: 'priser', text: 'See the price' },
    },
    why: {
      title: `Why choose ${brand} for your online store?`,
      intro:
        'We have built online stores for everything from bakeries to sports chains, and we know what it takes to sell.',
      rows: [
        {
          id: 'platform',
          title: 'The right platform for you',
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: ['We are not tied to one solution, and recommend the one that fits your size and ambitions:'],
            },
            {
              type: 'unorderedList',
              items: [
                [{ type: 'strong', text: 'WooCommerce:' }, ' flexible and affordable to run, built on WordPress.'],
                [{ type: 'strong', text: 'Shopify:' }, ' quick to start, little maintenance.'],
                [{ type: 'strong', text: 'Magento and headless:' }, ' for large ranges and high demands on speed.'],
              ],
            },
          ],
        },
        {
          id: 'payments',
          title: 'Payments and shipping that just work',
          description: `Card, Vipps, Klarna and invoice, and shipping with Posten, Bring or Helthjem. Good payment options can raise the share of completed purchases by ${closing.en}.`,
        },
        {
          id: 'growth',
          title: 'We help you sell',
          description: `An online store without visitors sells nothing. We set up SEO, Google Shopping and e-mail from the start. A bakery we work with increased its revenue by ${formatPercent(caseResults.revenueIncreasePercent, 'en')}.`,
          link: { to: 'projects', text: 'See our projects' },
        },
      ],
    },
    keyFeatures: {
      title: 'Everything you need to sell online',
      items: [
        {
          id: 'design',
          icon: 'star',
          title: 'Design',
          description: 'A store design in line with your brand, made for mobile.',
        },
        {
          id: 'products',
          icon: 'check',
          title: 'Product set-up',
          description: 'Import of products, variants, images and stock.',
        },
        { id: 'payments', icon: 'check', title: 'Payments', description: 'Card, Vipps, Klarna and invoice.' },
        {
          id: 'shipping',
          icon: 'mapPin',
          title: 'Shipping',
          description: 'Shipping options, pickup points and tracking.',
        },
        {
          id: 'integrations',
          icon: 'check',
          title: 'Integrations',
          description: 'Accounting, stock and newsletters connected.',
        },
        {
          id: 'marketing',
          icon: 'globe',
          title: 'Marketing',
          description: 'SEO, Google Shopping and e-mail from day one.',
        },
      ],
    },
    cta: preCta('en', 'Ready to start your online store?', 'Get a fixed-price quote'),
    testimonials: {
      ...testimonialsIntro.en,
      ids: ['ingrid-nordvik', 'erik-fjellstue', 'jonas-lysverk', 'hanne-bergli', 'sara-kystlinje'],
    },
    pricing: {
      title: 'Online store pricing',
      intro: 'A complete online store at a fixed price. You get the final price after a short discovery.',
      plans: onlineStorePlans('en'),
    },
    blogs: { blogType: 'blogs_ecommerce' },
    faq: {
      title: 'Questions about starting an online store',
      items: [
        {
          id: 'price',
          question: 'What does it cost to start an online store?',
          expanded: true,
          answer: `A complete online store from us costs from ${price.en}. On top come running costs for hosting, payments and any licences, which we go through before you decide.`,
        },
        {
          id: 'time',
          question: 'How long does it take?',
          answer: `A simple online store is ready in ${simple.en} weeks. A custom store with integrations takes ${custom.en} months.`,
        },
        {
          id: 'platform',
          question: 'Which platform should we choose?',
          answer: [
            {
              type: 'paragraph',
              content: [
                'It depends on your range, budget and how much you want to do yourself. We go through the pros and cons with you. Also read our article on ',
                {
                  type: 'link',
                  to: 'blogPost',
                  params: { category: 'e-commerce', slug: 'woocommerce' },
                  text: 'WooCommerce',
                },
                '.',
              ],
            },
          ],
        },
        {
          id: 'age',
          question: 'How old do you have to be to start an online store?',
          answer: `In Norway you must be at least ${onlineStore.minimumAge} to register a business and sign payment agreements on your own.`,
        },
        {
          id: 'payments',
          question: 'Which payment options can we offer?',
          answer: 'Card, Vipps, Klarna, invoice and instalments. We set up and test the payments before launch.',
        },
        {
          id: 'run-it',
          question: 'Can we run the store ourselves afterwards?',
          answer:
            'Yes. You get training in adding products, handling orders and creating campaigns. We can also handle hosting and updates with a service agreement.',
        },
      ],
    },
    customerCases: { ...casesIntro.en, ids: ['nordvik-bakeri', 'fjellstue-sport', 'lysverk-energi'] },
  },
}
