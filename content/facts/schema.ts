/**
 * The schemas of the fact files in content/facts/: every claim, timeline, price and figure the copy
 * states, written once. The files are data, not copy: no language blocks; a value that differs by
 * language (a price in NOK on the Norwegian pages and in USD on the English ones) is a group with an
 * `nb:` and an `en:` field. Copy states a fact with a placeholder, `{fact:claims.emailAnswerHours}`
 * (content/loader/placeholders.ts); code reads the typed values of ./facts.ts.
 *
 * Each group's named facts are required (the code reads them); a group may hold further facts of
 * the simple kinds (a number, a text, a range), so that copy can state a new figure without code.
 *
 * Each file is a form in the editor at /admin, under "Fakta og priser": every named fact a field
 * with its name and a hint (what it means, its unit, where the site states it) in both interface
 * languages, which lib/editor/decap-facts.test.ts requires. The form shows a group's named facts
 * only; a further fact stays in the file when the form is saved, and is edited by hand.
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
/** A range, `{ from: 30, to: 60 }`, written "30–60". */
const range = z.strictObject({
  from: inEditor(
    z.number(),
    { nb: 'Fra', en: 'From' },
    { nb: 'Det laveste tallet i spennet.', en: 'The low end of the range.' },
  ),
  to: inEditor(
    z.number(),
    { nb: 'Til', en: 'To' },
    { nb: 'Det høyeste tallet i spennet.', en: 'The high end of the range.' },
  ),
})
const year = z.int().min(1990).max(2100)
/** An hour of the clock, 0 to 23. */
const hour = z.int().min(0).max(23)
const beforeAfter = z.strictObject({ before: z.number(), after: z.number() })
/** Any further fact of a group: a number, a text, yes or no, a range or a before-and-after pair. */
const furtherFact = z.union([z.number(), text(200), z.boolean(), range, beforeAfter], {
  error: 'expected a number, a text, true or false, a range ({ from, to }) or { before, after }',
})

/** The editor's group of the fact files: one form each, under "Fakta og priser". */
const factsGroup = { name: 'facts', label: { nb: 'Fakta og priser', en: 'Facts and prices' } }

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
        nb: 'Slik tjenestefilene og listen over fakta kaller planen.',
        en: 'What the service files and the list of facts call the plan.',
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
    claims: inEditor(
      z
        .strictObject({
          moreEnquiriesPercent: inEditor(
            count,
            { nb: 'Flere henvendelser (prosent)', en: 'More enquiries (per cent)' },
            {
              nb: 'Hvor mange prosent flere henvendelser kundene i snitt får det første året. Står på forsiden, «Om oss», tjenesteoversikten og tjenestesidene («i snitt … flere henvendelser det første året»), alltid med grunnlaget nedenfor.',
              en: 'How many per cent more enquiries our clients get on average in their first year. Stated on the home page, About us, the services overview and the service pages ("an average of … more enquiries in their first year"), always with the basis below.',
            },
          ),
          moreEnquiriesBasis: inEditor(
            z.strictObject({
              customers: inEditor(
                count,
                { nb: 'Antall kunder', en: 'Number of clients' },
                {
                  nb: 'Hvor mange kunder snittet er regnet ut fra.',
                  en: 'How many clients the average is worked out from.',
                },
              ),
              years: inEditor(
                range,
                { nb: 'År', en: 'Years' },
                {
                  nb: 'Årene kundene fikk ny nettside eller annonsering fra oss, fra og med og til og med.',
                  en: 'The years in which the clients got a new website or advertising from us, first and last.',
                },
              ),
            }),
            { nb: 'Grunnlaget for flere henvendelser', en: 'Basis of the rise in enquiries' },
            {
              nb: 'Hvem snittet gjelder og når: henvendelser via skjema og telefon de første tolv månedene mot de tolv før. Står i parentes overalt der prosenten står.',
              en: 'Whom the average covers, and when: form and phone enquiries in the first twelve months against the twelve before. Given in brackets wherever the percentage is stated.',
            },
          ),
          firstCampaignDays: inEditor(
            count,
            { nb: 'Første kampanje (dager)', en: 'First campaign (days)' },
            {
              nb: 'Innen hvor mange dager kundens første kampanje er i gang. Står blant annet på forsiden, «Om oss» og sidene om annonsering.',
              en: "Within how many days a client's first campaign is live. Stated on the home page, About us and the advertising pages, among others.",
            },
          ),
          resultsDays: inEditor(
            range,
            { nb: 'Målbare resultater (dager)', en: 'Measurable results (days)' },
            {
              nb: 'Innen hvor mange dager de fleste kunder ser målbare resultater, som et spenn fra–til. Står på forsiden, «Om oss», prosjektsiden og siden om Google Ads.',
              en: 'Within how many days most clients see measurable results, as a range. Stated on the home page, About us, the projects page and the Google Ads page.',
            },
          ),
          hostingYears: inEditor(
            count,
            { nb: 'Erfaring med drift (år)', en: 'Hosting experience (years)' },
            {
              nb: 'Skrives «over … års erfaring» på forsiden, «Om oss» og siden om driftsavtale. Kan ikke være flere år enn siden grunnleggerne begynte å drifte servere (under «Selskapet»).',
              en: 'Written "more than … years of experience" on the home page, About us and the managed hosting page. Cannot be more years than have passed since the founders began running servers (under "The company").',
            },
          ),
          customers: inEditor(
            count,
            { nb: 'Kunder med positive tilbakemeldinger', en: 'Customers with positive feedback' },
            {
              nb: 'Skrives «mer enn … kunder» under stjernene ved kundelogoene (på forsiden, tjenesteoversikten og tjenestesidene) og på «Om oss».',
              en: 'Written "more than … customers" under the stars beside the client logos (on the home page, the services overview and the service pages) and on About us.',
            },
          ),
          emailAnswerHours: inEditor(
            count,
            { nb: 'Svar på e-post (timer)', en: 'E-mail reply (hours)' },
            {
              nb: 'Innen hvor mange timer vi svarer på e-post. Står mange steder: forsiden, kontaktsiden, tjenestesidene, «Om oss» og kontaktskjemaet.',
              en: 'Within how many hours we answer e-mail. Stated in many places: the home page, the contact page, the service pages, About us and the contact form.',
            },
          ),
          rating: inEditor(
            z.int().min(1).max(5),
            { nb: 'Stjerner', en: 'Stars' },
            {
              nb: 'Vurderingen vi viser ved kundelogoene på forsiden, tjenesteoversikten og tjenestesidene, fra 1 til 5 hele stjerner.',
              en: 'The rating shown beside the client logos on the home page, the services overview and the service pages, from 1 to 5 whole stars.',
            },
          ),
          noObligationPercent: inEditor(
            count,
            { nb: 'Uforpliktende (prosent)', en: 'No obligation (per cent)' },
            {
              nb: 'Skrives «… uforpliktende» ved knappen nederst på sidene og på takkesiden etter kontaktskjemaet.',
              en: 'Written "… no obligation" beside the button at the foot of the pages and on the thank-you page after the contact form.',
            },
          ),
        })
        .catchall(furtherFact),
      { nb: 'Tall og løfter', en: 'Figures and promises' },
      {
        nb: 'Det byrået lover og viser til i tekstene.',
        en: 'What the agency promises and cites in its copy.',
      },
    ),
    contact: inEditor(
      z
        .strictObject({
          opensAtHour: inEditor(
            hour,
            { nb: 'Åpner (klokken)', en: 'Opens (hour)' },
            {
              nb: 'Hel time fra 0 til 23, for eksempel 8 for 08.00. Står på kontaktsiden.',
              en: 'A whole hour from 0 to 23, such as 8 for 8 am. Stated on the contact page.',
            },
          ),
          closesAtHour: inEditor(
            hour,
            { nb: 'Stenger (klokken)', en: 'Closes (hour)' },
            {
              nb: 'Hel time fra 0 til 23, for eksempel 16 for 16.00. Står på kontaktsiden.',
              en: 'A whole hour from 0 to 23, such as 16 for 4 pm. Stated on the contact page.',
            },
          ),
        })
        .catchall(furtherFact),
      { nb: 'Åpningstider', en: 'Opening hours' },
      {
        nb: 'Når vi tar telefonen og er på kontoret på hverdager, i norsk tid.',
        en: 'When we answer the phone and are in the office on working days, Norwegian time.',
      },
    ),
    company: inEditor(
      z.strictObject({
        foundedYear: inEditor(
          year,
          { nb: 'Grunnlagt (år)', en: 'Founded (year)' },
          {
            nb: 'Året byrået ble grunnlagt. Står på «Om oss».',
            en: 'The year the agency was founded. Stated on About us.',
          },
        ),
        hostingSinceYear: inEditor(
          year,
          { nb: 'Drifter servere siden (år)', en: 'Running servers since (year)' },
          {
            nb: 'Året grunnleggerne begynte å drifte servere for norske bedrifter, som årene med erfaring med drift regnes fra. Står på «Om oss».',
            en: 'The year the founders began running servers for Norwegian businesses, which the years of hosting experience count from. Stated on About us.',
          },
        ),
      }),
      { nb: 'Selskapet', en: 'The company' },
      { nb: 'Årstallene i historien vår.', en: 'The years of our story.' },
    ),
    timelines: inEditor(
      z
        .strictObject({
          onlineStoreSimpleWeeks: inEditor(
            range,
            { nb: 'Enkel nettbutikk (uker)', en: 'Simple online store (weeks)' },
            {
              nb: 'Hvor mange uker det tar å lage en enkel nettbutikk. Står på siden om nettbutikk.',
              en: 'How many weeks a simple online store takes to build. Stated on the online store page.',
            },
          ),
          onlineStoreCustomMonths: inEditor(
            range,
            { nb: 'Skreddersydd nettbutikk (måneder)', en: 'Custom online store (months)' },
            {
              nb: 'Hvor mange måneder det tar å lage en skreddersydd nettbutikk med integrasjoner. Står på siden om nettbutikk.',
              en: 'How many months a custom online store with integrations takes to build. Stated on the online store page.',
            },
          ),
          seoResultsMonths: inEditor(
            range,
            { nb: 'Resultater av SEO (måneder)', en: 'SEO results (months)' },
            {
              nb: 'Etter hvor mange måneder de fleste ser tydelige resultater av SEO. Står på siden om SEO.',
              en: 'After how many months most clients see clear results from SEO. Stated on the SEO page.',
            },
          ),
          aeoResultsMonths: inEditor(
            range,
            { nb: 'Resultater av AEO (måneder)', en: 'AEO results (months)' },
            {
              nb: 'Etter hvor mange måneder de fleste blir sitert av svarmotorene for første gang. Står på siden om AEO.',
              en: 'After how many months most clients are first cited by answer engines. Stated on the AEO page.',
            },
          ),
        })
        .catchall(furtherFact),
      { nb: 'Tidsrammer', en: 'Timescales' },
      {
        nb: 'Hvor lang tid et prosjekt tar, og når resultatene kommer, hver som et spenn fra–til.',
        en: 'How long a project takes and when results come, each as a range.',
      },
    ),
    careers: inEditor(
      z
        .strictObject({
          seniorDeveloperYears: inEditor(
            count,
            { nb: 'Erfaring for seniorutvikler (år)', en: 'Senior developer experience (years)' },
            {
              nb: 'Hvor mange års erfaring vi ber om i stillingsannonsen for senior fullstack-utvikler («minst … års erfaring»).',
              en: 'How many years of experience the senior full-stack developer job ad asks for ("at least … years of experience").',
            },
          ),
        })
        .catchall(furtherFact),
      { nb: 'Jobb hos oss', en: 'Careers' },
      {
        nb: 'Tall i stillingsannonsene. Antallet ledige stillinger står ikke her: det telles fra annonsene.',
        en: 'Figures in the job ads. The number of openings is not here: it is counted from the ads.',
      },
    ),
    onlineStore: inEditor(
      z
        .strictObject({
          minimumAge: inEditor(
            count,
            { nb: 'Aldersgrense (år)', en: 'Minimum age (years)' },
            {
              nb: 'Hvor gammel man må være i Norge for å registrere et foretak og inngå avtaler om betaling. Står under spørsmål og svar på siden om nettbutikk.',
              en: 'How old you must be in Norway to register a business and sign payment agreements. Stated in the FAQ of the online store page.',
            },
          ),
          paymentsClosingRateIncreasePercent: inEditor(
            count,
            { nb: 'Flere fullførte kjøp (prosent)', en: 'More completed purchases (per cent)' },
            {
              nb: 'Hvor mange prosent flere kjøp som fullføres med gode betalingsløsninger. Står på siden om nettbutikk.',
              en: 'How many per cent more purchases are completed with good payment options. Stated on the online store page.',
            },
          ),
        })
        .catchall(furtherFact),
      { nb: 'Nettbutikk', en: 'Online stores' },
      { nb: 'Tall på siden om nettbutikk.', en: 'Figures on the online store page.' },
    ),
    hosting: inEditor(
      z
        .strictObject({
          diskGb: inEditor(
            count,
            { nb: 'Diskplass (GB)', en: 'Disk space (GB)' },
            {
              nb: 'Hvor mange gigabyte lagringsplass kunden får. Står på siden om driftsavtale.',
              en: 'How many gigabytes of storage the client gets. Stated on the managed hosting page.',
            },
          ),
          emailAccounts: inEditor(
            count,
            { nb: 'E-postkontoer', en: 'E-mail accounts' },
            {
              nb: 'Hvor mange e-postkontoer som følger med. Står på siden om driftsavtale.',
              en: 'How many e-mail accounts are included. Stated on the managed hosting page.',
            },
          ),
          freeSetup: inEditor(
            z.boolean(),
            { nb: 'Gratis oppsett', en: 'Free setup' },
            {
              nb: 'Om oppsett og flytting er gratis. Siden om driftsavtale sier det med egne ord, så endrer du dette, må teksten der endres også.',
              en: 'Whether setup and migration are free. The managed hosting page says so in its own words, so if you change this, change that copy too.',
            },
          ),
          dailyBackup: inEditor(
            z.boolean(),
            { nb: 'Daglig sikkerhetskopi', en: 'Daily backup' },
            {
              nb: 'Om nettsiden sikkerhetskopieres hver dag. Siden om driftsavtale sier det med egne ord, så endrer du dette, må teksten der endres også.',
              en: 'Whether the website is backed up every day. The managed hosting page says so in its own words, so if you change this, change that copy too.',
            },
          ),
          serversIn: inEditor(
            text(60),
            { nb: 'Serverne står i', en: 'Servers located in' },
            {
              nb: 'Byen der serverne står. Står på forsiden, «Om oss», siden om driftsavtale og i personvernerklæringen.',
              en: 'The city where the servers are. Stated on the home page, About us, the managed hosting page and in the privacy policy.',
            },
          ),
        })
        .catchall(furtherFact),
      { nb: 'Driftsavtale', en: 'Managed hosting' },
      {
        nb: 'Hva driftsavtalen gir. Prisene står under «Priser», i planserien hosting.',
        en: 'What managed hosting includes. Its prices are under "Prices", in the plan set hosting.',
      },
    ),
  }),
  {
    label: { nb: 'Byråets tall og løfter', en: "The agency's figures and promises" },
    description: {
      nb: 'Tallene og løftene tekstene på nettstedet viser til: svartid, resultater, tidsrammer, åpningstider og driftsavtalen.',
      en: "The figures and promises the site's copy cites: reply time, results, timescales, opening hours and managed hosting.",
    },
    group: factsGroup,
  },
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
    group: factsGroup,
  },
)

export const pluginFactsFile = defineDataFile(
  'facts/plugin.yml',
  z.strictObject({
    ttsPlugin: inEditor(
      z
        .strictObject({
          languages: inEditor(
            count,
            { nb: 'Språk', en: 'Languages' },
            {
              nb: 'Hvor mange språk pluginen kan lese opp på. Står på siden om pluginen, på siden om WordPress-utvidelsene og i sidebeskrivelsen søkemotorene viser.',
              en: 'How many languages the plugin can read aloud in. Stated on the plugin page, the WordPress plugins page and in the page description search engines show.',
            },
          ),
          freeCreditsPerMonth: inEditor(
            count,
            { nb: 'Gratis kreditter i måneden', en: 'Free credits a month' },
            {
              nb: 'Hvor mange lydkreditter gratisversjonen gir hver måned. Står på plugin-sidene og i refusjonsvilkårene.',
              en: 'How many audio credits the free version gives each month. Stated on the plugin pages and in the refund policy.',
            },
          ),
          proCreditsPerMonth: inEditor(
            count,
            { nb: 'PRO-kreditter i måneden', en: 'PRO credits a month' },
            {
              nb: 'Hvor mange lydkreditter PRO gir hver måned. Står på plugin-sidene. Hører sammen med minuttene under: endrer du det ene, se over det andre.',
              en: 'How many audio credits PRO gives each month. Stated on the plugin pages. Goes with the minutes below: if you change one, check the other.',
            },
          ),
          proMinutesPerMonth: inEditor(
            count,
            { nb: 'PRO-minutter i måneden', en: 'PRO minutes a month' },
            {
              nb: 'Omtrent hvor mange minutter lyd PRO-kredittene gir i måneden. Står ved kredittene på siden om pluginen.',
              en: 'Roughly how many minutes of audio the PRO credits give a month. Stated beside the credits on the plugin page.',
            },
          ),
          audioKbps: inEditor(
            count,
            { nb: 'Lydkvalitet (kbit/s)', en: 'Audio quality (kbit/s)' },
            {
              nb: 'Hvor mange kilobit per sekund lyden lages med. Står på plugin-sidene («klar lyd i … kbit/s»).',
              en: 'How many kilobits a second the audio is made at. Stated on the plugin pages ("clear sound at … kbit/s").',
            },
          ),
          refundDays: inEditor(
            count,
            { nb: 'Full refusjon (dager)', en: 'Full refund (days)' },
            {
              nb: 'Innen hvor mange dager en kjøper av PRO får alle pengene tilbake. Står på plugin-sidene og i refusjonsvilkårene.',
              en: 'Within how many days a PRO buyer gets all their money back. Stated on the plugin pages and in the refund policy.',
            },
          ),
          version: inEditor(
            text(20),
            { nb: 'Versjon', en: 'Version' },
            {
              nb: 'Versjonsnummeret slik WordPress-katalogen viser det. Står på plugin-sidene.',
              en: 'The version number as the WordPress plugin directory shows it. Stated on the plugin pages.',
            },
          ),
          rating: inEditor(
            z.number().min(1).max(5),
            { nb: 'Stjerner', en: 'Stars' },
            {
              nb: 'Snittet av vurderingene i WordPress-katalogen, fra 1 til 5 (desimaler er lov). Står på plugin-sidene og i opplysningene søkemotorene leser.',
              en: 'The average rating in the WordPress plugin directory, from 1 to 5 (decimals allowed). Stated on the plugin pages and in the details search engines read.',
            },
          ),
          reviewCount: inEditor(
            count,
            { nb: 'Anmeldelser', en: 'Reviews' },
            {
              nb: 'Hvor mange anmeldelser pluginen har i WordPress-katalogen. Står ved stjernene på plugin-sidene.',
              en: 'How many reviews the plugin has in the WordPress plugin directory. Stated beside the stars on the plugin pages.',
            },
          ),
          /** The PRO price per year, which only the Norwegian page states; the monthly prices are plans.tts. */
          pro: inEditor(
            z.strictObject({
              nokPerYear: inEditor(
                z.number().nonnegative(),
                { nb: 'Kroner i året', en: 'NOK a year' },
                {
                  nb: 'Årsprisen for PRO i kroner, uten mva. Står bare på den norske siden om pluginen («eller … per år»).',
                  en: 'The yearly PRO price in Norwegian kroner, excluding VAT. Stated only on the Norwegian plugin page.',
                },
              ),
            }),
            { nb: 'PRO per år', en: 'PRO by the year' },
            {
              nb: 'Månedsprisene står under «Priser», i planserien tts.',
              en: 'The monthly prices are under "Prices", in the plan set tts.',
            },
          ),
        })
        .catchall(furtherFact),
      { nb: 'Tekst til tale', en: 'Text to speech' },
      {
        nb: 'Tallene for WordPress-pluginen, på siden om pluginen, siden om WordPress-utvidelsene og i refusjonsvilkårene.',
        en: 'The figures of the WordPress plugin, on the plugin page, the WordPress plugins page and in the refund policy.',
      },
    ),
  }),
  {
    label: { nb: 'Tekst-til-tale-pluginen', en: 'The text-to-speech plugin' },
    description: {
      nb: 'Tallene for tekst-til-tale-pluginen: språk, kreditter, lydkvalitet, refusjon, versjon og vurderinger.',
      en: 'The figures of the text-to-speech plugin: languages, credits, audio quality, refunds, version and ratings.',
    },
    group: factsGroup,
  },
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
      nb: 'Kan settes inn på alle sider med «Sett inn fakta», under Kunderesultater og navnet; navnet må være unikt blant alle casene.',
      en: 'May be inserted on any page with "Insert fact", under Client results and the name; the name must be unique among all cases.',
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
    retention: inEditor(
      z
        .strictObject({
          enquiryMonths: inEditor(
            count,
            { nb: 'Henvendelser (måneder)', en: 'Enquiries (months)' },
            {
              nb: 'En henvendelse som ikke fører til en avtale, slettes så mange måneder etter siste kontakt. Serveren sletter etter dette tallet.',
              en: 'An enquiry that leads to no agreement is deleted this many months after the last contact. The server deletes by this figure.',
            },
          ),
          technicalDataDays: inEditor(
            count,
            { nb: 'Tekniske opplysninger (dager)', en: 'Technical data (days)' },
            {
              nb: 'IP-adressen og nettlesertypen som lagres med en melding, og meldinger som stoppes som søppelpost, slettes etter så mange dager. Serveren sletter etter dette tallet.',
              en: 'The IP address and browser type stored with a message, and messages stopped as spam, are deleted after this many days. The server deletes by this figure.',
            },
          ),
          mailQueueDays: inEditor(
            count,
            { nb: 'Utgående e-post (dager)', en: 'Outgoing e-mail (days)' },
            {
              nb: 'Kopier av e-post nettstedet sender (kvitteringer, lenker for nytt passord) slettes fra utsendingskøen etter så mange dager. Serveren sletter etter dette tallet.',
              en: 'Copies of e-mail the site sends (receipts, password reset links) are deleted from the outgoing queue after this many days. The server deletes by this figure.',
            },
          ),
          serverLogDays: inEditor(
            count,
            { nb: 'Serverlogger (dager)', en: 'Server logs (days)' },
            {
              nb: 'Hvor mange dager driftsleverandøren tar vare på loggene over besøk på serveren.',
              en: 'How many days the hosting provider keeps the server access logs.',
            },
          ),
          rateLimitHours: inEditor(
            count,
            { nb: 'Tellere mot misbruk (timer)', en: 'Abuse counters (hours)' },
            {
              nb: 'Tellerne som begrenser hvor mange meldinger én IP-adresse kan sende, slettes senest etter så mange timer. Serveren sletter etter dette tallet.',
              en: 'The counters that limit how many messages one IP address can send are deleted within this many hours. The server deletes by this figure.',
            },
          ),
          accountAfterAgreementMonths: inEditor(
            count,
            { nb: 'Kundekonto etter avtalen (måneder)', en: 'Customer account after the agreement (months)' },
            {
              nb: 'En konto i kundeportalen slettes så mange måneder etter at avtalen er avsluttet.',
              en: 'A customer portal account is deleted this many months after the agreement ends.',
            },
          ),
          accountingYears: inEditor(
            count,
            { nb: 'Regnskapsmateriale (år)', en: 'Accounting records (years)' },
            {
              nb: 'Hvor mange år regnskapsmateriale oppbevares, slik bokføringsloven krever.',
              en: 'How many years accounting records are kept, as the Norwegian Bookkeeping Act requires.',
            },
          ),
        })
        .catchall(furtherFact),
      { nb: 'Lagringstid', en: 'Retention' },
      {
        nb: 'Hvor lenge opplysninger tas vare på, slik personvernerklæringen sier. Der serveren sletter selv, sletter den etter de samme tallene: endrer du tallet, endrer du også hva serveren gjør.',
        en: 'How long data is kept, as the privacy policy states. Where the server deletes data itself, it deletes by the same figures: changing a figure changes what the server does too.',
      },
    ),
    signIn: inEditor(
      z
        .strictObject({
          sessionHours: inEditor(
            count,
            { nb: 'Innlogging uten «Husk meg» (timer)', en: 'Session without "Remember me" (hours)' },
            {
              nb: 'Hvor mange timer en innlogging varer når «Husk meg» ikke er krysset av.',
              en: 'How many hours a sign-in lasts when "Remember me" is not ticked.',
            },
          ),
          rememberDays: inEditor(
            count,
            { nb: 'Innlogging med «Husk meg» (dager)', en: 'Session with "Remember me" (days)' },
            {
              nb: 'Hvor mange dager en innlogging varer når «Husk meg» er krysset av.',
              en: 'How many days a sign-in lasts when "Remember me" is ticked.',
            },
          ),
          resetLinkMinutes: inEditor(
            count,
            { nb: 'Lenke for nytt passord (minutter)', en: 'Password reset link (minutes)' },
            {
              nb: 'Hvor mange minutter lenken for å lage nytt passord virker.',
              en: 'How many minutes a password reset link works for.',
            },
          ),
          attemptsPerPair: inEditor(
            count,
            { nb: 'Forsøk på én konto fra én adresse', en: 'Attempts on one account from one address' },
            {
              nb: 'Hvor mange ganger én IP-adresse kan prøve å logge inn på én konto i løpet av tidsrommet; deretter må akkurat den kombinasjonen vente.',
              en: 'How many times one IP address may try to sign in to one account within the time window; then that pair has to wait.',
            },
          ),
          attemptsPerAddress: inEditor(
            count,
            { nb: 'Forsøk fra én adresse', en: 'Attempts from one address' },
            {
              nb: 'Hvor mange innloggingsforsøk én IP-adresse kan gjøre i løpet av tidsrommet, uansett konto; deretter får hver konto ett forsøk derfra.',
              en: 'How many sign-in attempts one IP address may make within the time window, whatever the account; after that each account gets one try from there.',
            },
          ),
          attemptsPerAddressCeiling: inEditor(
            count,
            { nb: 'Øvre grense for én adresse', en: 'Ceiling for one address' },
            {
              nb: 'Etter så mange forsøk fra én IP-adresse i løpet av tidsrommet tas ingen flere imot.',
              en: 'After this many attempts from one IP address within the time window, no more are accepted.',
            },
          ),
          windowMinutes: inEditor(
            count,
            { nb: 'Tidsrom for forsøkene (minutter)', en: 'Time window (minutes)' },
            {
              nb: 'Hvor mange minutter begge grensene for innloggingsforsøk telles over.',
              en: 'How many minutes both limits on sign-in attempts count over.',
            },
          ),
          maxDelayMinutes: inEditor(
            count,
            { nb: 'Lengste ventetid (minutter)', en: 'Longest wait (minutes)' },
            {
              nb: 'Den lengste ventetiden mellom forsøk på én konto, uansett hvor de kommer fra: ventetiden øker gradvis, og kontoen stenges aldri.',
              en: 'The longest wait between attempts on one account, wherever they come from: the wait grows step by step, and the account is never locked.',
            },
          ),
        })
        .catchall(furtherFact),
      { nb: 'Innlogging', en: 'Signing in' },
      {
        nb: 'Hvor lenge en innlogging i kundeportalen varer, og hvor mange forsøk som tillates. Personvernerklæringen oppgir tallene, og serveren følger dem: endrer du et tall, endrer du også hva serveren gjør.',
        en: 'How long a sign-in to the customer portal lasts and how many attempts are allowed. The privacy policy states the figures and the server follows them: changing a figure changes what the server does too.',
      },
    ),
    cookies: inEditor(
      z
        .strictObject({
          consentRequiredSinceDate: inEditor(
            isoDate,
            { nb: 'Samtykke påkrevd siden', en: 'Consent required since' },
            {
              nb: 'Datoen ekomloven § 3-15 begynte å kreve samtykke til informasjonskapsler. Skrives med ord i personvernerklæringen.',
              en: 'The date from which section 3-15 of the Norwegian Electronic Communications Act has required consent to cookies. Written out in words in the privacy policy.',
            },
          ),
          googleAdsLifetimeDays: inEditor(
            count,
            { nb: 'Levetid for Googles annonsekapsel (dager)', en: "Lifetime of Google's ad cookie (days)" },
            {
              nb: 'Den lengste levetiden Google oppgir for informasjonskapselen som måler hva annonsene fører til.',
              en: 'The longest lifetime Google gives the cookie that measures what the ads lead to.',
            },
          ),
        })
        .catchall(furtherFact),
      { nb: 'Informasjonskapsler', en: 'Cookies' },
      {
        nb: 'Tall i personvernerklæringens del om informasjonskapsler.',
        en: "Figures in the privacy policy's section on cookies.",
      },
    ),
    terms: inEditor(
      z
        .strictObject({
          liabilityCapMonths: inEditor(
            count,
            { nb: 'Ansvarsgrense (måneder)', en: 'Liability cap (months)' },
            {
              nb: 'Ansvaret vårt er begrenset til det kunden har betalt for tjenesten de siste så mange månedene.',
              en: 'Our liability is capped at what the client has paid for the service over this many months.',
            },
          ),
          changeNoticeDays: inEditor(
            count,
            { nb: 'Varsel om endrede vilkår (dager)', en: 'Notice of changed terms (days)' },
            {
              nb: 'Endrede vilkår gjelder for løpende avtaler tidligst så mange dager etter at kunden er varslet på e-post.',
              en: 'Changed terms take effect for ongoing agreements no earlier than this many days after the client is told by e-mail.',
            },
          ),
          complaintDays: inEditor(
            count,
            { nb: 'Frist for å melde feil (dager)', en: 'Time to report faults (days)' },
            {
              nb: 'Innen hvor mange dager etter overleveringen kunden må melde skriftlig fra om feil i en leveranse.',
              en: 'Within how many days of handover the client must report a fault in a delivery in writing.',
            },
          ),
        })
        .catchall(furtherFact),
      { nb: 'Vilkår', en: 'Terms' },
      { nb: 'Tall i vilkårene.', en: 'Figures in the terms.' },
    ),
    refunds: inEditor(
      z
        .strictObject({
          payoutDays: inEditor(
            count,
            { nb: 'Utbetaling av refusjon (dager)', en: 'Refund payout (days)' },
            {
              nb: 'En godkjent refusjon er tilbake på samme betalingsmåte senest så mange dager etter forespørselen (angrerettloven § 25).',
              en: 'An approved refund reaches the same payment method no later than this many days after the request (section 25 of the Norwegian Cancellation Act).',
            },
          ),
          statutoryWithdrawalDays: inEditor(
            count,
            { nb: 'Angrerett (dager)', en: 'Right of withdrawal (days)' },
            {
              nb: 'Angreretten forbrukere har etter loven når de kjøper på nett (angrerettloven § 20). Endres bare om loven endres.',
              en: 'The right of withdrawal consumers have by law when buying online (section 20 of the Norwegian Cancellation Act). Changes only if the law does.',
            },
          ),
        })
        .catchall(furtherFact),
      { nb: 'Refusjon', en: 'Refunds' },
      {
        nb: 'Tall i refusjonsvilkårene. Fristen for full refusjon av PRO står under «Tekst-til-tale-pluginen».',
        en: 'Figures in the refund policy. The deadline for a full PRO refund is under "The text-to-speech plugin".',
      },
    ),
  }),
  {
    label: { nb: 'Tall i de juridiske dokumentene', en: 'Figures in the legal documents' },
    description: {
      nb: 'Tallene personvernerklæringen, vilkårene og refusjonsvilkårene oppgir; lagringstidene og innloggingen følger serveren også.',
      en: 'The figures the privacy policy, the terms and the refund policy state; the server follows the retention periods and the sign-in limits too.',
    },
    group: factsGroup,
  },
)

/** Every fact file, in the order their groups are merged. */
export const factFiles = [agencyFactsFile, priceFactsFile, pluginFactsFile, legalFactsFile] as const

export type PlanFactsEntry = z.output<typeof planFacts>['plan']
