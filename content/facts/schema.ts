/**
 * The schemas of the fact files in content/facts/: every claim, timeline, price and figure the copy
 * states, written once. The files are data, not copy: no language blocks; a value that differs by
 * language (a price in NOK on the Norwegian pages and in USD on the English ones) is a group with an
 * `nb:` and an `en:` field. Copy states a fact with a placeholder, `{fact:claims.emailAnswerHours}`
 * (content/loader/placeholders.ts); code reads the typed values of ./facts.ts.
 *
 * Each group's named facts are required (the code reads them); a group may hold further facts of
 * the simple kinds (a number, a text, a range), so that copy can state a new figure without code.
 */
import { z } from 'zod'
import { defineDataFile } from '../loader/data-file.ts'
import { text } from '../loader/fields.ts'

/** A price as the formatters write it (content/site/format.ts). Prices exclude VAT; pages say so. */
export type Price =
  | { kind: 'amount'; currency: 'NOK' | 'USD'; amount: number; per?: 'month' | 'year'; from?: boolean }
  | { kind: 'quote' }

const count = z.int().nonnegative()
const range = z.strictObject({ from: z.number(), to: z.number() })
const year = z.int().min(1990).max(2100)
const beforeAfter = z.strictObject({ before: z.number(), after: z.number() })
/** Any further fact of a group: a number, a text, yes or no, a range or a before-and-after pair. */
const furtherFact = z.union([z.number(), text(200), z.boolean(), range, beforeAfter], {
  error: 'expected a number, a text, true or false, a range ({ from, to }) or { before, after }',
})

/** One language's price: `{ amount: 4990, currency: NOK, per: month }`; `from: true` for "from 4 990 kr". */
const amount = z
  .strictObject({
    amount: z.number().nonnegative(),
    currency: z.enum(['NOK', 'USD']),
    per: z.enum(['month', 'year']).optional(),
    from: z.boolean().optional(),
  })
  .transform((price): Price => ({ kind: 'amount', ...price }))

/** A value in each language. */
function perLanguage<T extends z.ZodType>(schema: T) {
  return z.strictObject({ nb: schema, en: schema })
}

/** The figures of one plan of a service or the plugin. */
const planFacts = z
  .strictObject({
    /** The price in each language; or `quote: true` for a plan priced by quote. */
    price: perLanguage(amount).optional(),
    quote: z.literal(true).optional(),
    /** A one-time setup fee. */
    setup: perLanguage(amount).optional(),
    /** What the plan saves against paying month by month, and the months that is worth. */
    saving: perLanguage(amount).optional(),
    freeMonths: count.optional(),
    hoursPerMonth: count.optional(),
    reviewMinutes: count.optional(),
    supportMonths: count.optional(),
    /** How many features the plan builds: a range, or `unlimited`. */
    features: z
      .union([range, z.literal('unlimited')], { error: 'expected a range ({ from, to }) or unlimited' })
      .optional(),
  })
  .superRefine((plan, ctx) => {
    if (Boolean(plan.price) === Boolean(plan.quote)) {
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: plan.price
          ? 'expected either a price or quote: true, not both'
          : 'expected a price (nb: and en:, each with amount and currency) or quote: true',
      })
    }
  })
  .transform(({ quote: _quote, price, ...rest }) => {
    const byQuote: Price = { kind: 'quote' }
    return { ...rest, price: price ?? { nb: byQuote, en: byQuote } }
  })

/** A name of a plan set or a plan: `seo`, `googleAds`, `halfYear`. */
const key = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9-]*$/, { error: 'expected a name of letters and digits, such as halfYear' })

export const agencyFactsFile = defineDataFile(
  'facts/agency.yml',
  z.strictObject({
    claims: z
      .strictObject({
        moreEnquiriesPercent: count,
        moreEnquiriesBasis: z.strictObject({ customers: count, years: range }),
        firstCampaignDays: count,
        resultsDays: range,
        hostingYears: count,
        customers: count,
        emailAnswerHours: count,
        rating: z.int().min(1).max(5),
        noObligationPercent: count,
      })
      .catchall(furtherFact),
    company: z.strictObject({ foundedYear: year, hostingSinceYear: year }),
    timelines: z
      .strictObject({
        onlineStoreSimpleWeeks: range,
        onlineStoreCustomMonths: range,
        seoResultsMonths: range,
        aeoResultsMonths: range,
      })
      .catchall(furtherFact),
    careers: z.strictObject({ seniorDeveloperYears: count }).catchall(furtherFact),
    onlineStore: z.strictObject({ minimumAge: count, paymentsClosingRateIncreasePercent: count }).catchall(furtherFact),
    hosting: z
      .strictObject({
        diskGb: count,
        emailAccounts: count,
        freeSetup: z.boolean(),
        dailyBackup: z.boolean(),
        serversIn: text(60),
      })
      .catchall(furtherFact),
  }),
)

export const priceFactsFile = defineDataFile(
  'facts/prices.yml',
  z.strictObject({
    /** Plan sets by name (`seo`), each plan by its id (`visibility`), in the order the pages list them. */
    plans: z.record(key, z.record(key, planFacts)),
  }),
)

export const pluginFactsFile = defineDataFile(
  'facts/plugin.yml',
  z.strictObject({
    ttsPlugin: z
      .strictObject({
        languages: count,
        freeCreditsPerMonth: count,
        proCreditsPerMonth: count,
        proMinutesPerMonth: count,
        audioKbps: count,
        refundDays: count,
        version: text(20),
        rating: z.number().min(1).max(5),
        reviewCount: count,
        /** The PRO price per year, which only the Norwegian page states; the monthly prices are plans.tts. */
        pro: z.strictObject({ nokPerYear: z.number().nonnegative() }),
      })
      .catchall(furtherFact),
  }),
)

const caseFacts = z.record(z.string(), furtherFact)

/**
 * The roles a case's team can name, as keys; each page writes them in its language
 * (content/strings/cases.ts).
 */
export const teamRoles = [
  'projectManager',
  'designer',
  'developer',
  'seoSpecialist',
  'copywriter',
  'adsSpecialist',
] as const

export type TeamRole = (typeof teamRoles)[number]

/** The case studies that have a project record, by id (content/pages/case-studies/slugs.ts). */
const caseIds = [
  'nordvik-bakeri',
  'solvind-kurs',
  'kystlinje-logistikk',
  'tindra-regnskap',
  'lysverk-energi',
  'fjellstue-sport',
  'bergli-klinikk',
  'havbris-eiendom',
] as const

/**
 * One case's project: the year it was delivered (the agency's cases are from 2021 on, none from
 * a year still to come), the weeks from the first meeting to the launch, and the roles of the
 * team, each once.
 */
const caseProject = z.strictObject({
  year: z
    .int()
    .min(2021)
    .refine((year) => year <= new Date().getFullYear(), { error: 'expected a year that has begun' }),
  weeks: z.int().positive(),
  team: z
    .array(z.enum(teamRoles))
    .min(1)
    .refine((roles) => new Set(roles).size === roles.length, { error: 'expected each role once' }),
})

export const caseFactsFile = defineDataFile(
  'facts/cases.yml',
  z.strictObject({
    /** The headline result of each customer case. */
    caseResults: z
      .strictObject({
        revenueIncreasePercent: count,
        courseSignupsPercent: count,
        leadsIn3Months: z.strictObject({ leads: count, months: count }),
        businessCustomersPercent: count,
        lowerAcquisitionCostPercent: count,
        organicTrafficPercent: count,
        moreConversionsPercent: count,
        linkedInMoreLeadsPercent: count,
      })
      .catchall(furtherFact),
    /** The further results of each case study, by the case's id. */
    caseStudyFacts: z
      .strictObject({
        'nordvik-bakeri': z
          .strictObject({ lessBreadWastedPercent: count, weeklyBreadSubscriptions: count })
          .catchall(furtherFact),
        'solvind-kurs': z
          .strictObject({
            firstAiCitationMonths: count,
            questionsAnswered: count,
            signupsFromAiAnswersPercent: count,
          })
          .catchall(furtherFact),
        'kystlinje-logistikk': z
          .strictObject({ answeredSameDayPercent: count, quotesFromMobilePercent: count, servicePages: count })
          .catchall(furtherFact),
        'tindra-regnskap': z
          .strictObject({ leadsFromDecisionMakersPercent: count, lowerCostPerLeadPercent: count })
          .catchall(furtherFact),
        'lysverk-energi': z.strictObject({ moreSiteSurveysPercent: count, campaigns: count }).catchall(furtherFact),
        'fjellstue-sport': z
          .strictObject({
            moreOrganicRevenuePercent: count,
            categoryLoadSeconds: beforeAfter,
            duplicatePagesRemoved: count,
          })
          .catchall(furtherFact),
        'bergli-klinikk': z
          .strictObject({ fewerBookingCallsPercent: count, clicksToBook: count, mobileLoadSeconds: z.number() })
          .catchall(furtherFact),
        'havbris-eiendom': z
          .strictObject({ viewingsBooked: count, signedLeases: count, vacancyPercent: beforeAfter })
          .catchall(furtherFact),
      })
      .catchall(caseFacts),
    /** Each case study's project, by the case's id: every case has one. */
    caseProjects: z.strictObject(
      Object.fromEntries(caseIds.map((id) => [id, caseProject])) as Record<
        (typeof caseIds)[number],
        typeof caseProject
      >,
    ),
  }),
)

/** Every fact file, in the order their groups are merged. */
export const factFiles = [agencyFactsFile, priceFactsFile, pluginFactsFile, caseFactsFile] as const

export type PlanFactsEntry = z.output<typeof planFacts>
