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
import { editorFieldType, inEditor, type EditorText } from '../loader/editor.ts'
import { isoDate, text } from '../loader/fields.ts'

/** A price as the formatters write it (content/site/format.ts). Prices exclude VAT; pages say so. */
export type Price =
  | { kind: 'amount'; currency: 'NOK' | 'USD'; amount: number; per?: 'month' | 'year'; from?: boolean }
  | { kind: 'quote' }

const count = z.int().nonnegative()
const range = z.strictObject({ from: z.number(), to: z.number() })
const year = z.int().min(1990).max(2100)
/** An hour of the clock, 0 to 23. */
const hour = z.int().min(0).max(23)
const beforeAfter = z.strictObject({ before: z.number(), after: z.number() })
/** Any further fact of a group: a number, a text, yes or no, a range or a before-and-after pair. */
const furtherFact = z.union([z.number(), text(200), z.boolean(), range, beforeAfter], {
  error: 'expected a number, a text, true or false, a range ({ from, to }) or { before, after }',
})

/** A price's amount, excluding VAT (the pages say so beside it). */
const priceAmount = inEditor(
  z.number().nonnegative(),
  { nb: 'Beløp', en: 'Amount' },
  { nb: 'Uten mva., uten mellomrom: 4990.', en: 'Excluding VAT, no spaces: 4990.' },
)

const currency = inEditor(z.enum(['NOK', 'USD']), { nb: 'Valuta', en: 'Currency' })

const pricePeriod = inEditor(
  editorFieldType(z.enum(['month', 'year']), {
    choices: { month: { nb: 'per måned', en: 'a month' }, year: { nb: 'per år', en: 'a year' } },
  }).optional(),
  { nb: 'Per', en: 'Per' },
  { nb: 'Tomt for en engangspris.', en: 'Empty for a one-off price.' },
)

const fromPrice = inEditor(
  z.boolean().optional(),
  { nb: 'Fra-pris', en: 'Starting price' },
  { nb: 'Skrives «fra 49 900 kr».', en: 'Written "from $4,900".' },
)

/** One language's price: `{ amount: 4990, currency: NOK, per: month }`; `from: true` for "from 4 990 kr". */
const amount = z
  .strictObject({ amount: priceAmount, currency, per: pricePeriod, from: fromPrice })
  .transform((price): Price => ({ kind: 'amount', ...price }))

/** A value in each language: the Norwegian pages' and the English pages'. */
function perLanguage<T extends z.ZodType>(schema: T) {
  return z.strictObject({
    nb: inEditor(schema, { nb: 'På norske sider', en: 'On the Norwegian pages' }),
    en: inEditor(schema, { nb: 'På engelske sider', en: 'On the English pages' }),
  })
}

/** A name of a plan set or a plan: `seo`, `googleAds`, `halfYear`. */
const key = editorFieldType(
  z.string().regex(/^[a-z][a-zA-Z0-9-]*$/, { error: 'expected a name of letters and digits, such as halfYear' }),
  {
    patternMessage: {
      nb: 'Bokstaver a-z og tall, uten mellomrom, og først en liten bokstav (halfYear).',
      en: 'Letters a-z and digits, no spaces, starting with a lowercase letter (halfYear).',
    },
  },
)

const optionalCount = (label: EditorText, hint?: EditorText) => inEditor(count.optional(), label, hint)

/**
 * How many features a plan builds: `{ from: 3, to: 4 }`, or `{ unlimited: true }`; read as the range
 * or `unlimited`.
 */
const features = inEditor(
  z
    .strictObject({
      from: optionalCount({ nb: 'Fra', en: 'From' }),
      to: optionalCount({ nb: 'Til', en: 'To' }),
      unlimited: inEditor(z.boolean().optional(), { nb: 'Ubegrenset', en: 'Unlimited' }),
    })
    .superRefine((value, ctx) => {
      const range = value.from !== undefined && value.to !== undefined
      if (value.unlimited === true ? value.from !== undefined || value.to !== undefined : !range) {
        ctx.addIssue({ code: 'custom', message: 'expected from and to ({ from: 3, to: 4 }) or unlimited: true' })
      }
    })
    .transform((value): { from: number; to: number } | 'unlimited' =>
      value.unlimited === true ? 'unlimited' : { from: value.from!, to: value.to! },
    )
    .optional(),
  { nb: 'Antall funksjoner', en: 'Number of features' },
)

/** The figures of one plan of a service or the plugin. */
const planFacts = z
  .strictObject({
    /** The name copy and the service files use for the plan (`visibility`). */
    id: inEditor(
      key,
      { nb: 'Planens navn', en: 'Plan name' },
      {
        nb: 'Slik tjenestefilene og {fact:…}-plassholderne kaller planen.',
        en: 'What the service files and the {fact:…} placeholders call the plan.',
      },
    ),
    /** The price in each language; or `quote: true` for a plan priced by quote. */
    price: inEditor(perLanguage(amount).optional(), { nb: 'Pris', en: 'Price' }),
    quote: inEditor(
      z.boolean().optional(),
      { nb: 'Pris etter tilbud', en: 'Priced by quote' },
      { nb: 'I stedet for en pris.', en: 'Instead of a price.' },
    ),
    /** A one-time setup fee. */
    setup: inEditor(perLanguage(amount).optional(), { nb: 'Oppstartspris', en: 'Setup fee' }),
    /** What the plan saves against paying month by month, and the months that is worth. */
    saving: inEditor(perLanguage(amount).optional(), { nb: 'Besparelse', en: 'Saving' }),
    freeMonths: optionalCount({ nb: 'Gratis måneder', en: 'Free months' }),
    hoursPerMonth: optionalCount({ nb: 'Timer per måned', en: 'Hours a month' }),
    reviewMinutes: optionalCount({ nb: 'Gjennomgang i minutter', en: 'Review in minutes' }),
    supportMonths: optionalCount({ nb: 'Måneder support', en: 'Months of support' }),
    features,
  })
  .superRefine((plan, ctx) => {
    if (Boolean(plan.price) === (plan.quote === true)) {
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: plan.price
          ? 'expected either a price or quote: true, not both'
          : 'expected a price (nb: and en:, each with amount and currency) or quote: true',
      })
    }
  })
  .transform(({ id, quote: _quote, price, ...rest }) => {
    const byQuote: Price = { kind: 'quote' }
    return { id, plan: { ...rest, price: price ?? { nb: byQuote, en: byQuote } } }
  })

/** One plan set: the plans a service page's (or the plugin's) price table shows, in its order. */
const planSetFacts = z.strictObject({
  set: inEditor(
    key,
    { nb: 'Planserie', en: 'Plan set' },
    {
      nb: 'Navnet tjenestefilene bruker (pricing: planSet), for eksempel seo.',
      en: 'The name the service files use (pricing: planSet), such as seo.',
    },
  ),
  plans: inEditor(z.array(planFacts).min(1), { nb: 'Planer', en: 'Plans' }),
})

/**
 * The plan sets as the file lists them, read as a record by set and plan (`plans.seo.visibility`,
 * which copy's placeholders and code use); a set or a plan named twice is an error.
 */
const planSets = z
  .array(planSetFacts)
  .min(1)
  .superRefine((sets, ctx) => {
    const seen = new Set<string>()
    sets.forEach((set, index) => {
      if (seen.has(set.set))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'set'],
          message: `expected a plan set named once, got "${set.set}" again`,
        })
      seen.add(set.set)
      const ids = new Set<string>()
      set.plans.forEach(({ id }, plan) => {
        if (ids.has(id))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'plans', plan, 'id'],
            message: `expected a plan named once in its set, got "${id}" again`,
          })
        ids.add(id)
      })
    })
  })
  .transform((sets) =>
    Object.fromEntries(
      sets.map(({ set, plans }) => [set, Object.fromEntries(plans.map(({ id, plan }) => [id, plan]))]),
    ),
  )

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
    contact: z.strictObject({ opensAtHour: hour, closesAtHour: hour }).catchall(furtherFact),
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

/**
 * Every price of the site (prices.yml), excluding VAT (the pages say so beside them), written once
 * and edited in the editor at /admin or by hand; the editor rewrites the whole file, so it holds
 * no comments and its rules are here. A plan's price is given per language: the Norwegian pages
 * show NOK, the English pages USD where the service is sold in dollars (the online store and
 * LinkedIn advertising are sold in NOK on the English pages too). The service pages show the plan
 * set they name (`pricing: planSet` in content/services/*.yml), the plugin page the set `tts` (its
 * yearly PRO price is `ttsPlugin.pro.nokPerYear` of plugin.yml); the order of the plans is the
 * order on the page. Copy states a plan's figures with a placeholder:
 * `{fact:plans.seo.visibility.price}` writes the price in the page's language,
 * `{fact:plans.seo.visibility.hoursPerMonth}` a number.
 */
export const priceFactsFile = defineDataFile(
  'facts/prices.yml',
  z.strictObject({
    /** The plan sets, each with its plans in the order the pages list them. */
    plans: inEditor(planSets, { nb: 'Planserier', en: 'Plan sets' }),
  }),
  {
    label: { nb: 'Priser', en: 'Prices' },
    description: {
      nb: 'Alle priser på nettstedet, uten mva., skrevet én gang: prislistene, sammendragene, spørsmål og svar og de strukturerte dataene leser dem herfra.',
      en: 'Every price of the site, excluding VAT, written once: the price tables, the summaries, the FAQs and the structured data read them here.',
    },
    group: { name: 'facts', label: { nb: 'Fakta og priser', en: 'Facts and prices' } },
  },
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

/**
 * One case's project: the year it was delivered (the agency's cases are from 2021 on, none from
 * a year still to come), the weeks from the first meeting to the launch, and the roles of the
 * team, each once.
 */
export const caseProject = z.strictObject({
  year: inEditor(
    z
      .int()
      .min(2021)
      .refine((year) => year <= new Date().getFullYear(), { error: 'expected a year that has begun' }),
    { nb: 'År levert', en: 'Year delivered' },
  ),
  weeks: inEditor(
    z.int().positive(),
    { nb: 'Uker', en: 'Weeks' },
    {
      nb: 'Fra første møte til lansering.',
      en: 'From the first meeting to the launch.',
    },
  ),
  team: inEditor(
    z
      .array(
        editorFieldType(z.enum(teamRoles), {
          choices: {
            projectManager: { nb: 'Prosjektleder', en: 'Project manager' },
            designer: { nb: 'Designer', en: 'Designer' },
            developer: { nb: 'Utvikler', en: 'Developer' },
            seoSpecialist: { nb: 'SEO-spesialist', en: 'SEO specialist' },
            copywriter: { nb: 'Tekstforfatter', en: 'Copywriter' },
            adsSpecialist: { nb: 'Annonsespesialist', en: 'Ads specialist' },
          },
        }),
      )
      .min(1)
      .refine((roles) => new Set(roles).size === roles.length, { error: 'expected each role once' }),
    { nb: 'Teamet', en: 'The team' },
  ),
})

/** A result's name: a fact's key (`organicTrafficPercent`), or a side of a pair (`vacancyPercent.before`). */
const resultName = editorFieldType(
  z.string().regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)?$/, {
    error: 'expected a name such as organicTrafficPercent, or a side of a pair such as vacancyPercent.before',
  }),
  {
    patternMessage: {
      nb: 'Et navn som organicTrafficPercent (slutten sier hvordan tallet skrives: Percent, Seconds, weeks ...), eller en side av et par: vacancyPercent.before.',
      en: 'A name such as organicTrafficPercent (its end says how the number is written: Percent, Seconds, weeks ...), or a side of a pair: vacancyPercent.before.',
    },
  },
)

/**
 * One of a case's results: a figure the copy states as `{fact:caseStudyFacts.<case>.<name>}`, or,
 * marked as the headline, as `{fact:caseResults.<name>}`, which any page may state (the home page's
 * cases, the service pages).
 */
export const caseResult = z.strictObject({
  name: inEditor(resultName, { nb: 'Navn', en: 'Name' }),
  value: inEditor(z.number().nonnegative(), { nb: 'Tall', en: 'Figure' }),
  headline: inEditor(
    z.boolean(),
    { nb: 'Hovedresultat', en: 'Headline result' },
    {
      nb: 'Kan nevnes på alle sider som {fact:caseResults.<navn>}; navnet må være unikt blant alle casene.',
      en: 'May be stated on any page as {fact:caseResults.<name>}; the name must be unique among all cases.',
    },
  ).optional(),
})

/**
 * The numbers the legal documents promise (legal.yml): what the privacy policy says of retention
 * and sign-in is what the server does (server/housekeeping.ts and server/policy.ts read them here).
 */
export const legalFactsFile = defineDataFile(
  'facts/legal.yml',
  z.strictObject({
    retention: z
      .strictObject({
        enquiryMonths: count,
        technicalDataDays: count,
        mailQueueDays: count,
        serverLogDays: count,
        rateLimitHours: count,
        accountAfterAgreementMonths: count,
        accountingYears: count,
      })
      .catchall(furtherFact),
    signIn: z
      .strictObject({
        sessionHours: count,
        rememberDays: count,
        resetLinkMinutes: count,
        attemptsPerPair: count,
        attemptsPerAddress: count,
        attemptsPerAddressCeiling: count,
        windowMinutes: count,
        maxDelayMinutes: count,
      })
      .catchall(furtherFact),
    cookies: z.strictObject({ consentRequiredSinceDate: isoDate, googleAdsLifetimeDays: count }).catchall(furtherFact),
    terms: z
      .strictObject({ liabilityCapMonths: count, changeNoticeDays: count, complaintDays: count })
      .catchall(furtherFact),
    refunds: z.strictObject({ payoutDays: count, statutoryWithdrawalDays: count }).catchall(furtherFact),
  }),
)

/** Every fact file, in the order their groups are merged. */
export const factFiles = [agencyFactsFile, priceFactsFile, pluginFactsFile, legalFactsFile] as const

export type PlanFactsEntry = z.output<typeof planFacts>['plan']
