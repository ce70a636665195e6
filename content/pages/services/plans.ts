/**
 * Pricing plans of the service pages, built from the plan sets of content/facts/facts.ts: names,
 * descriptions and features are copy; every price, hour and month comes from the facts.
 */
import { hosting, plans, type Price } from '../../facts/facts'
import { planSet, type PlanFacts } from '../../facts/plans'
import { formatMoney, formatPrice, formatPriceAmount, formatPriceSuffix, formatRange } from '../../site/format'
import type { Locale, Localized } from '../../site/locales'
import type { Inline } from '../../rich-text'
import type { PricingPlan } from '../../types'

function facts(set: PlanFacts[], id: string): PlanFacts {
  const plan = set.find((p) => p.id === id)
  if (!plan) throw new Error(`No plan "${id}" in the facts`)
  return plan
}

/** Price, suffix and setup note of a plan. */
function priced(plan: PlanFacts, locale: Locale, setupLabel: Record<Locale, string>) {
  const price: Price = plan.price
  const from = price.kind === 'amount' && price.from
  return {
    price: from ? formatPrice(price, locale, { capitalize: true }) : formatPriceAmount(price, locale),
    ...(formatPriceSuffix(price, locale) ? { priceSuffix: formatPriceSuffix(price, locale) } : {}),
    ...(plan.setup ? { priceNote: `+ ${formatPriceAmount(plan.setup, locale)} ${setupLabel[locale]}` } : {}),
    highlight: ['dominance', 'pro', 'standard', 'halfYear'].includes(plan.id),
  }
}

const setup: Record<Locale, string> = { nb: 'i oppstart', en: 'setup' }
const hours = (n: number, locale: Locale) => (locale === 'nb' ? `${n} timer` : `${n} hours`)
const minutes = (n: number, locale: Locale) =>
  n % 60 === 0
    ? locale === 'nb'
      ? `${n / 60} ${n === 60 ? 'time' : 'timer'}`
      : `${n / 60} ${n === 60 ? 'hour' : 'hours'}`
    : `${n} min`

type PlanCopy = Pick<PricingPlan, 'plan' | 'description' | 'features' | 'buttonText' | 'topic'>

export function seoPlans(locale: Locale): PricingPlan[] {
  const set = planSet(plans, 'seo', locale)
  const visibility = facts(set, 'visibility')
  const dominance = facts(set, 'dominance')
  const copy: Localized<Record<'visibility' | 'dominance' | 'tailored', PlanCopy>> = {
    nb: {
      visibility: {
        plan: 'Synlighetspakken',
        description: 'For bedrifter som vil bli funnet lokalt og bygge synlighet steg for steg.',
        features: [
          [`Inntil ${hours(visibility.hoursPerMonth!, 'nb')} SEO-arbeid per måned`],
          [`${minutes(visibility.reviewMinutes!, 'nb')} gjennomgang hver måned`],
          ['Teknisk revisjon og søkeordsanalyse ved oppstart'],
          ['Optimalisering av eksisterende sider'],
          ['Månedlig rapport og fast kontaktperson'],
        ],
        buttonText: 'Velg Synlighetspakken',
      },
      dominance: {
        plan: 'Dominansepakken',
        description: 'For bedrifter som vil ta førsteplassen i sin bransje, i Google og i AI-søk.',
        features: [
          [`Inntil ${hours(dominance.hoursPerMonth!, 'nb')} SEO-arbeid per måned`],
          [`${minutes(dominance.reviewMinutes!, 'nb')} gjennomgang hver måned`],
          [{ type: 'strong', text: 'Lokal SEO og AEO inkludert' }],
          ['Nytt innhold og lenkebygging hver måned'],
          ['Månedlig rapport og fast kontaktperson'],
        ],
        buttonText: 'Velg Dominansepakken',
      },
      tailored: {
        plan: 'Skreddersydd',
        description: 'For nettbutikker og større nettsteder med mange sider, språk eller markeder.',
        features: [
          ['Timer og leveranser etter behov'],
          ['Internasjonal og flerspråklig SEO'],
          ['Tett samarbeid med utviklerne og markedsteamet ditt'],
        ],
        buttonText: 'Be om tilbud',
        topic: 'quote',
      },
    },
    en: {
      visibility: {
        plan: 'Visibility',
        description: 'For businesses that want to be found locally and build visibility step by step.',
        features: [
          [`Up to ${hours(visibility.hoursPerMonth!, 'en')} of SEO work a month`],
          [`A ${minutes(visibility.reviewMinutes!, 'en')} review every month`],
          ['Technical audit and keyword research at the start'],
          ['Optimisation of your existing pages'],
          ['Monthly report and a dedicated contact person'],
        ],
        buttonText: 'Choose Visibility',
      },
      dominance: {
        plan: 'Dominance',
        description: 'For businesses that want the top spot in their industry, in Google and in AI search.',
        features: [
          [`Up to ${hours(dominance.hoursPerMonth!, 'en')} of SEO work a month`],
          [`A ${minutes(dominance.reviewMinutes!, 'en')} review every month`],
          [{ type: 'strong', text: 'Local SEO and AEO included' }],
          ['New content and link building every month'],
          ['Monthly report and a dedicated contact person'],
        ],
        buttonText: 'Choose Dominance',
      },
      tailored: {
        plan: 'Tailored',
        description: 'For online stores and larger sites with many pages, languages or markets.',
        features: [
          ['Hours and deliverables to match your needs'],
          ['International and multilingual SEO'],
          ['Close work with your developers and marketing team'],
        ],
        buttonText: 'Request a quote',
        topic: 'quote',
      },
    },
  }
  return set.map((plan) => ({
    id: plan.id,
    ...copy[locale][plan.id as 'visibility' | 'dominance' | 'tailored'],
    ...priced(plan, locale, setup),
    isModalLink: true,
  }))
}

export function googleAdsPlans(locale: Locale): PricingPlan[] {
  const set = planSet(plans, 'googleAds', locale)
  const starter = facts(set, 'starter')
  const pro = facts(set, 'pro')
  const copy: Localized<Record<'starter' | 'pro' | 'enterprise', PlanCopy>> = {
    nb: {
      starter: {
        plan: 'Startpakke',
        description: 'For deg som vil teste Google Ads med et oversiktlig budsjett.',
        features: [
          [`${hours(starter.hoursPerMonth!, 'nb')} annonsearbeid per måned`],
          ['Søkeordsanalyse og kampanjeoppsett'],
          ['Konverteringssporing med samtykke'],
          ['Månedlig rapport'],
        ],
        buttonText: 'Velg Startpakke',
      },
      pro: {
        plan: 'Pro',
        description: 'For bedrifter som vil skalere det som virker og kutte det som ikke gjør det.',
        features: [
          [`${hours(pro.hoursPerMonth!, 'nb')} annonsearbeid per måned`],
          [{ type: 'strong', text: 'Ukentlig optimalisering' }],
          ['Søk, Performance Max og remarketing'],
          ['A/B-testing av annonsetekster og landingssider'],
          ['Månedlig rapport og fast kontaktperson'],
        ],
        buttonText: 'Velg Pro',
      },
      enterprise: {
        plan: 'Enterprise',
        description: 'For store budsjetter, flere markeder og kontoer med mange kampanjer.',
        features: [['Eget team og egne rutiner'], ['Flere språk og markeder'], ['Rapportering mot egne KPI-er']],
        buttonText: 'Be om tilbud',
        topic: 'quote',
      },
    },
    en: {
      starter: {
        plan: 'Starter',
        description: 'For trying Google Ads with a budget you can keep an eye on.',
        features: [
          [`${hours(starter.hoursPerMonth!, 'en')} of campaign work a month`],
          ['Keyword research and campaign set-up'],
          ['Consent-based conversion tracking'],
          ['Monthly report'],
        ],
        buttonText: 'Choose Starter',
      },
      pro: {
        plan: 'Pro',
        description: 'For businesses that want to scale what works and cut what does not.',
        features: [
          [`${hours(pro.hoursPerMonth!, 'en')} of campaign work a month`],
          [{ type: 'strong', text: 'Weekly optimisation' }],
          ['Search, Performance Max and remarketing'],
          ['A/B tests of ad copy and landing pages'],
          ['Monthly report and a dedicated contact person'],
        ],
        buttonText: 'Choose Pro',
      },
      enterprise: {
        plan: 'Enterprise',
        description: 'For large budgets, several markets and accounts with many campaigns.',
        features: [
          ['A dedicated team and routines'],
          ['Several languages and markets'],
          ['Reporting on your own KPIs'],
        ],
        buttonText: 'Request a quote',
        topic: 'quote',
      },
    },
  }
  return set.map((plan) => ({
    id: plan.id,
    ...copy[locale][plan.id as 'starter' | 'pro' | 'enterprise'],
    ...priced(plan, locale, setup),
    isModalLink: true,
  }))
}

export function appPlans(locale: Locale): PricingPlan[] {
  const set = planSet(plans, 'app', locale)
  const names = { basic: 'Basic', standard: 'Standard', premium: 'Premium' } as const
  const descriptions: Localized<Record<keyof typeof names, string>> = {
    nb: {
      basic: 'En avgrenset app eller et internt verktøy som løser én oppgave godt.',
      standard: 'En komplett app med innlogging, integrasjoner og administrasjonspanel.',
      premium: 'En plattform som skal vokse, med så mange funksjoner som virksomheten trenger.',
    },
    en: {
      basic: 'A focused app or internal tool that does one job well.',
      standard: 'A complete app with sign-in, integrations and an admin panel.',
      premium: 'A platform built to grow, with as many features as the business needs.',
    },
  }
  return set.map((plan) => {
    const id = plan.id as keyof typeof names
    const features: Inline[][] =
      locale === 'nb'
        ? [
            [
              plan.features === 'unlimited'
                ? 'Ubegrenset antall funksjoner'
                : `${formatRange(plan.features!, 'nb')} funksjoner`,
            ],
            [`${plan.supportMonths} måneder support etter lansering`],
            ['Design, utvikling og testing'],
            ['Publisering i appbutikkene til Apple og Google'],
          ]
        : [
            [plan.features === 'unlimited' ? 'Unlimited features' : `${formatRange(plan.features!, 'en')} features`],
            [`${plan.supportMonths} months of support after launch`],
            ['Design, development and testing'],
            ['Publishing to the App Store and Google Play'],
          ]
    return {
      id,
      plan: names[id],
      description: descriptions[locale][id],
      features,
      buttonText: locale === 'nb' ? `Velg ${names[id]}` : `Choose ${names[id]}`,
      ...priced(plan, locale, setup),
      isModalLink: true,
    }
  })
}

export function hostingPlans(locale: Locale): PricingPlan[] {
  const set = planSet(plans, 'hosting', locale)
  const saving = (id: 'halfYear' | 'annual') => {
    const plan = facts(set, id)
    const price = plan.saving
    if (price?.kind !== 'amount' || plan.freeMonths === undefined) throw new Error(`hosting ${id} states no saving`)
    return { amount: price.amount, freeMonths: plan.freeMonths }
  }
  const savings = { halfYear: saving('halfYear'), annual: saving('annual') }
  const currency = locale === 'nb' ? 'NOK' : 'USD'
  const copy: Localized<Record<'monthly' | 'halfYear' | 'annual', { plan: string; description: string }>> = {
    nb: {
      monthly: { plan: 'Månedlig', description: 'Full fleksibilitet: betal måned for måned, uten bindingstid.' },
      halfYear: {
        plan: 'Halvårlig',
        description: `Faktureres hver sjette måned. Du sparer ${formatMoney(savings.halfYear.amount, currency, 'nb')}, tilsvarende ${savings.halfYear.freeMonths} måned gratis.`,
      },
      annual: {
        plan: 'Årlig',
        description: `Faktureres én gang i året. Du sparer ${formatMoney(savings.annual.amount, currency, 'nb')}, tilsvarende ${savings.annual.freeMonths} måneder gratis.`,
      },
    },
    en: {
      monthly: { plan: 'Monthly', description: 'Full flexibility: pay month by month, with no lock-in.' },
      halfYear: {
        plan: 'Every six months',
        description: `Billed every six months. You save ${formatMoney(savings.halfYear.amount, currency, 'en')}, the same as ${savings.halfYear.freeMonths} month free.`,
      },
      annual: {
        plan: 'Annual',
        description: `Billed once a year. You save ${formatMoney(savings.annual.amount, currency, 'en')}, the same as ${savings.annual.freeMonths} months free.`,
      },
    },
  }
  const features: Inline[][] =
    locale === 'nb'
      ? [
          ['Gratis oppsett og flytting'],
          [`${hosting.diskGb} GB NVMe-disk`],
          [`${hosting.emailAccounts} e-postkontoer`],
          ['Daglig backup'],
          ['Ubegrenset trafikk'],
          [`Servere i ${hosting.serversIn}`],
        ]
      : [
          ['Free set-up and migration'],
          [`${hosting.diskGb} GB NVMe storage`],
          [`${hosting.emailAccounts} e-mail accounts`],
          ['Daily backups'],
          ['Unlimited traffic'],
          [`Servers in ${hosting.serversIn}`],
        ]
  return set.map((plan) => ({
    id: plan.id,
    ...copy[locale][plan.id as 'monthly' | 'halfYear' | 'annual'],
    features,
    buttonText: locale === 'nb' ? 'Bestill driftsavtale' : 'Order managed hosting',
    topic: 'hosting',
    ...priced(plan, locale, setup),
    isModalLink: true,
  }))
}

/** The online store's single "from" price. English shows NOK: the service has no dollar price. */
export function onlineStorePlans(locale: Locale): PricingPlan[] {
  const price: Price = planSet(plans, 'onlineStore', locale)[0]!.price
  return [
    {
      id: 'store',
      plan: locale === 'nb' ? 'Komplett nettbutikk' : 'Complete online store',
      price: formatPrice(price, locale, { capitalize: true }),
      description:
        locale === 'nb'
          ? 'Fast pris etter en kort kartlegging. Du vet hva du betaler for før vi starter.'
          : 'A fixed price after a short discovery. You know what you pay for before we start.',
      features:
        locale === 'nb'
          ? [
              ['Design tilpasset merkevaren din'],
              ['WooCommerce, Shopify, Magento eller headless'],
              ['Betaling med kort, Vipps og faktura'],
              ['Frakt, lager og regnskapsintegrasjon'],
              ['Opplæring og teknisk SEO ved lansering'],
            ]
          : [
              ['Design tailored to your brand'],
              ['WooCommerce, Shopify, Magento or headless'],
              ['Payments by card, Vipps and invoice'],
              ['Shipping, stock and accounting integrations'],
              ['Training and technical SEO at launch'],
            ],
      buttonText: locale === 'nb' ? 'Få et fastpristilbud' : 'Get a fixed-price quote',
      topic: 'store',
      highlight: false,
      isModalLink: true,
    },
  ]
}

/** LinkedIn advertising: a "from" price per month. English shows NOK: the service has no dollar price. */
export function linkedInPlans(locale: Locale): PricingPlan[] {
  const price = planSet(plans, 'linkedIn', locale)[0]!.price
  if (price.kind !== 'amount') throw new Error('LinkedIn advertising has no price')
  return [
    {
      id: 'linkedin',
      plan: locale === 'nb' ? 'LinkedIn-annonsering' : 'LinkedIn advertising',
      price: formatPrice({ ...price, per: undefined }, locale, { capitalize: true }),
      priceSuffix: formatPriceSuffix(price, locale),
      description:
        locale === 'nb'
          ? 'Månedlig pris for strategi, annonser og optimalisering. Annonsebudsjettet betaler du direkte til LinkedIn.'
          : 'A monthly fee for strategy, ads and optimisation. You pay the ad budget directly to LinkedIn.',
      features:
        locale === 'nb'
          ? [
              ['Målgruppe etter stilling, bransje og bedriftsstørrelse'],
              ['Annonsetekster og grafikk'],
              ['Lead-skjema koblet til CRM-et ditt'],
              ['Månedlig rapport og fast kontaktperson'],
            ]
          : [
              ['Audiences by job title, industry and company size'],
              ['Ad copy and creative'],
              ['Lead forms connected to your CRM'],
              ['Monthly report and a dedicated contact person'],
            ],
      buttonText: locale === 'nb' ? 'Be om tilbud' : 'Request a quote',
      topic: 'quote',
      highlight: false,
      isModalLink: true,
    },
  ]
}
