/**
 * Business facts: every claim, timeline and price the copy states, once.
 * Copy interpolates these values; tests/facts-consistency checks that no copy types its own.
 * Readings settled in ../shared/spec/decisions.md.
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

export const careers = {
  openPositions: 4,
  seniorDeveloperYears: 5,
} as const

export const onlineStore = {
  minimumAge: 18,
  priceFromNok: 69_900,
  paymentsClosingRateIncreasePercent: 36,
} as const
