/**
 * Business facts: every claim, timeline and price the copy states, once.
 * Copy interpolates these values; tests/facts-consistency checks that no copy types its own.
 * Where sources of a figure disagreed, one value was chosen and is used everywhere.
 */

export const claims = {
  /** Average increase in enquiries during the first year. */
  moreEnquiriesPercent: 70,
  /** Days until the first campaign is live. */
  firstCampaignDays: 7,
  /** Results within this many days. */
  resultsDays: { from: 30, to: 60 },
  /** Years of hosting experience ("more than"). */
  hostingYears: 25,
  /** Customers behind the positive feedback ("more than"). */
  customers: 100,
  /** Hours within which e-mail is answered. */
  emailAnswerHours: 24,
  /** Star rating shown on the trust strip. */
  rating: 5,
  /** Percent: "100% no obligation". */
  noObligationPercent: 100,
} as const

export const timelines = {
  onlineStoreSimpleWeeks: { from: 2, to: 4 },
  onlineStoreCustomMonths: { from: 1, to: 3 },
  seoResultsMonths: { from: 3, to: 6 },
  aeoResultsMonths: { from: 1, to: 2 },
} as const

export const ttsPlugin = {
  languages: 32,
  freeCreditsPerMonth: 10_000,
  proCreditsPerMonth: 50_000,
  proMinutesPerMonth: 50,
  audioKbps: 196,
  refundDays: 14,
  version: '1.7.9',
  rating: 5,
  reviewCount: 28,
  pro: { nokPerMonth: 39, nokPerYear: 468, usdPerMonth: 4.99 },
} as const

/** The number of open positions is no fact written here: it is the number of job files (`{fact:careers.openPositions}`). */
export const careers = {
  seniorDeveloperYears: 5,
} as const

export const onlineStore = {
  minimumAge: 18,
  priceFromNok: 69_900,
  paymentsClosingRateIncreasePercent: 36,
} as const

/** Results of the customer cases, one per case. */
export const caseResults = {
  revenueIncreasePercent: 300,
  courseSignupsPercent: 78,
  leadsIn3Months: { leads: 150, months: 3 },
  businessCustomersPercent: 25,
  lowerAcquisitionCostPercent: 42,
  organicTrafficPercent: 37,
  moreConversionsPercent: 64,
  linkedInMoreLeadsPercent: 130,
} as const

/**
 * The further results of each case study (content/pages/case-studies/), beside its headline result in
 * caseResults: what the client measured after the launch, against the months before it.
 */
export const caseStudyFacts = {
  'nordvik-bakeri': {
    /** Less unsold bread thrown away, now that baking follows the orders. */
    lessBreadWastedPercent: 60,
    weeklyBreadSubscriptions: 180,
    /** From the first meeting to the store taking orders. */
    launchWeeks: 4,
  },
  'solvind-kurs': {
    /** Until the first course page was cited in AI answers. */
    firstAiCitationMonths: 2,
    questionsAnswered: 120,
    /** Share of new sign-ups that came through AI assistants and AI overviews. */
    signupsFromAiAnswersPercent: 18,
  },
  'kystlinje-logistikk': {
    /** Quote requests answered by the route's salesperson the same day. */
    answeredSameDayPercent: 90,
    /** Quote requests sent from a phone. */
    quotesFromMobilePercent: 45,
    /** Pages for freight services and regions, one each. */
    servicePages: 14,
  },
  'tindra-regnskap': {
    /** Leads from managing directors and finance managers. */
    leadsFromDecisionMakersPercent: 80,
    lowerCostPerLeadPercent: 35,
  },
  'lysverk-energi': {
    moreSiteSurveysPercent: 55,
    /** One campaign per service: solar, heat pumps, car charging, business. */
    campaigns: 4,
  },
  'fjellstue-sport': {
    moreOrganicRevenuePercent: 29,
    /** Category pages on a mobile connection, before and after. */
    categoryLoadSeconds: { before: 4.2, after: 1.6 },
    duplicatePagesRemoved: 1200,
  },
  'bergli-klinikk': {
    fewerBookingCallsPercent: 40,
    clicksToBook: 2,
    /** Largest paint of a treatment page on a mid-range phone. */
    mobileLoadSeconds: 0.9,
  },
  'havbris-eiendom': {
    viewingsBooked: 48,
    signedLeases: 6,
    /** Vacant share of the office space, before and after. */
    vacancyPercent: { before: 24, after: 9 },
  },
} as const

/** Prices are stated excluding VAT; the pages say so beside them. */
export type Price =
  | { kind: 'amount'; currency: 'NOK' | 'USD'; amount: number; per?: 'month' | 'year'; from?: boolean }
  | { kind: 'quote' }

export type PlanFacts = {
  id: string
  price: Price
  setup?: Price
  hoursPerMonth?: number
  reviewMinutes?: number
  supportMonths?: number
  features?: { from: number; to: number } | 'unlimited'
  highlight?: boolean
}

const nok = (amount: number, per?: 'month' | 'year', from?: boolean): Price => ({
  kind: 'amount',
  currency: 'NOK',
  amount,
  ...(per ? { per } : {}),
  ...(from ? { from } : {}),
})
const usd = (amount: number, per?: 'month' | 'year', from?: boolean): Price => ({
  kind: 'amount',
  currency: 'USD',
  amount,
  ...(per ? { per } : {}),
  ...(from ? { from } : {}),
})
const quote: Price = { kind: 'quote' }

/**
 * Plan sets per service. Norwegian pages show NOK; English pages show USD for the services
 * priced in dollars (SEO, Google Ads, apps, hosting, plugin PRO), NOK elsewhere.
 */
export const plans = {
  seo: {
    nb: [
      { id: 'visibility', price: nok(4990, 'month'), setup: nok(4990), hoursPerMonth: 4, reviewMinutes: 30 },
      {
        id: 'dominance',
        price: nok(9990, 'month'),
        setup: nok(4990),
        hoursPerMonth: 8,
        reviewMinutes: 60,
        highlight: true,
      },
      { id: 'tailored', price: quote },
    ],
    en: [
      { id: 'visibility', price: usd(479, 'month'), setup: usd(479), hoursPerMonth: 4, reviewMinutes: 30 },
      {
        id: 'dominance',
        price: usd(979, 'month'),
        setup: usd(479),
        hoursPerMonth: 8,
        reviewMinutes: 60,
        highlight: true,
      },
      { id: 'tailored', price: quote },
    ],
  },
  googleAds: {
    nb: [
      { id: 'starter', price: nok(3990, 'month'), setup: nok(4990), hoursPerMonth: 2 },
      { id: 'pro', price: nok(7990, 'month'), setup: nok(4990), hoursPerMonth: 5, highlight: true },
      { id: 'enterprise', price: quote },
    ],
    en: [
      { id: 'starter', price: usd(379, 'month'), setup: usd(479), hoursPerMonth: 2 },
      { id: 'pro', price: usd(779, 'month'), setup: usd(479), hoursPerMonth: 5, highlight: true },
      { id: 'enterprise', price: quote },
    ],
  },
  app: {
    nb: [
      { id: 'basic', price: nok(49_900, undefined, true), supportMonths: 3, features: { from: 3, to: 4 } },
      {
        id: 'standard',
        price: nok(99_900, undefined, true),
        supportMonths: 6,
        features: { from: 5, to: 8 },
        highlight: true,
      },
      { id: 'premium', price: nok(149_900, undefined, true), supportMonths: 12, features: 'unlimited' },
    ],
    en: [
      { id: 'basic', price: usd(4900, undefined, true), supportMonths: 3, features: { from: 3, to: 4 } },
      {
        id: 'standard',
        price: usd(9900, undefined, true),
        supportMonths: 6,
        features: { from: 5, to: 8 },
        highlight: true,
      },
      { id: 'premium', price: usd(14_900, undefined, true), supportMonths: 12, features: 'unlimited' },
    ],
  },
  hosting: {
    nb: [
      { id: 'monthly', price: nok(1500, 'month') },
      { id: 'halfYear', price: nok(1250, 'month'), highlight: true },
      { id: 'annual', price: nok(1125, 'month') },
    ],
    en: [
      { id: 'monthly', price: usd(149, 'month') },
      { id: 'halfYear', price: usd(119, 'month'), highlight: true },
      { id: 'annual', price: usd(109, 'month') },
    ],
  },
  tts: {
    nb: [
      { id: 'free', price: nok(0, 'month') },
      { id: 'pro', price: nok(39, 'month'), highlight: true },
    ],
    en: [
      { id: 'free', price: usd(0, 'month') },
      { id: 'pro', price: usd(4.99, 'month'), highlight: true },
    ],
  },
} satisfies Record<string, Record<'nb' | 'en', PlanFacts[]>>

/** Hosting agreement details. */
export const hosting = {
  savings: {
    nb: { halfYear: { amount: 1500, freeMonths: 1 }, annual: { amount: 4500, freeMonths: 3 } },
    en: { halfYear: { amount: 149, freeMonths: 1 }, annual: { amount: 447, freeMonths: 3 } },
  },
  diskGb: 500,
  emailAccounts: 100,
  freeSetup: true,
  dailyBackup: true,
  serversIn: 'Oslo',
} as const

export const linkedIn = { priceFromNokPerMonth: 4990 } as const
export const ttsProNokPerYear = ttsPlugin.pro.nokPerYear
