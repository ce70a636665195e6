/**
 * The text-to-speech plugin page as data: content/pages/tts.yml, both languages side by side, in
 * the editor under "Utvidelser". Every figure is a fact (content/facts/plugin.yml, the plan set
 * `tts` of prices.yml) stated with a placeholder, the shop and directory links are settings, and
 * `{proPrice}` is the file's own PRO price line, which the comparison, the FAQ and the plugins
 * index (./plugins.ts) state. What is code stays here: the plans' prices from the plan set, where
 * their buttons go and which of them the ad conversions track (`track`).
 *
 * This module reads files, so it runs in Node only; where a bundle imports it (a story), the build
 * puts the loaded values in its place (content/content-modules.ts).
 */
import { z } from 'zod'
import { loadFacts } from '../facts/facts.ts'
import { planSet } from '../facts/plans.ts'
import { defineSingleton, type Entry } from '../loader/collection.ts'
import { inEditor, type EditorText } from '../loader/editor.ts'
import type { ContentProblem } from '../loader/errors.ts'
import { inline, isoDate, prose, richText, slug, text } from '../loader/fields.ts'
import { fillSlots } from '../loader/slots.ts'
import { faqAnswer, faqQuestion } from './faq-fields.ts'
import { formatPriceAmount, formatPriceSuffix } from '../site/format.ts'
import { locales, type Locale, type Localized } from '../site/locales.ts'
import { settings } from '../site/settings.ts'
import type { PricingPlan } from '../types.ts'
import { pageMetaBlock } from './page-meta-block.ts'

/** A name or a hint in the editor's two interface languages. */
export const say = (nb: string, en: string): EditorText => ({ nb, en })

/** An id of a row, an item or a question: lowercase letters, digits and hyphens. */
export const itemId = inEditor(
  slug,
  say('Id', 'Id'),
  say(
    'Små bokstaver a-z, tall og bindestreker, ulik de andre i listen.',
    'Lowercase letters a-z, digits and hyphens, unlike the others of the list.',
  ),
)
export const heading = inEditor(text(120), say('Overskrift', 'Heading'))
const intro = inEditor(
  text(400),
  say('Ingress', 'Intro'),
  say('Linjen under overskriften.', 'The line under the heading.'),
)

/** A card of a grid of features: an icon (components/ui/icon.tsx), a heading and a text. */
export const featureItem = z.strictObject({
  id: itemId,
  icon: inEditor(
    z.enum(['check', 'globe', 'star', 'phone', 'mail', 'mapPin', 'play', 'arrowRight', 'externalLink']),
    say('Ikon', 'Icon'),
  ),
  title: heading,
  /** Markdown. */
  description: inEditor(prose(1500), say('Tekst', 'Text')),
})

const buttons = inEditor(
  z.strictObject({
    free: inEditor(text(60), say('Gratis nedlasting', 'Free download')),
    pro: inEditor(text(60), say('Kjøp PRO', 'Buy PRO')),
    demo: inEditor(text(60), say('Demoen', 'The demo')),
    directory: inEditor(text(80), say('WordPress-katalogen', 'The WordPress directory')),
  }),
  say('Knapper', 'Buttons'),
)

/** A cell of the free/PRO table as the file holds it: a text, or whether the version has the feature. */
const cell = z
  .strictObject({
    text: inEditor(text(120), say('Tekst', 'Text')).optional(),
    included: inEditor(
      z.boolean(),
      say('Inkludert (hake) eller ikke (strek)', 'Included (tick) or not (dash)'),
    ).optional(),
  })
  .refine((value) => (value.text === undefined) !== (value.included === undefined), {
    error: 'expected either a text or included: true or false, one of the two',
  })
const cellHint = say('Enten en tekst eller inkludert, ikke begge.', 'Either a text or included, not both.')

/** A plan of the price cards: its copy; its price is the plan's in the plan set tts of prices.yml. */
const plan = z.strictObject({
  id: inEditor(
    z.enum(['free', 'pro']),
    say('Planens navn i prislisten', 'Plan name in the prices'),
    say('Som i Fakta og priser → Priser → tts.', 'As in Facts and prices → Prices → tts.'),
  ),
  name: inEditor(text(60), say('Navn', 'Name')),
  /** A line under the price (the Norwegian PRO plan's yearly price). */
  priceNote: inEditor(text(120), say('Under prisen', 'Under the price')).optional(),
  /** Markdown. */
  description: inEditor(prose(600), say('Beskrivelse', 'Description')),
  features: inEditor(z.array(inline(200)).min(1), say('Dette inngår', 'What it includes')),
  button: inEditor(text(60), say('Knappetekst', 'Button label')),
  /** The plan to choose: marked, and its button stands out. */
  highlight: inEditor(z.boolean(), say('Fremhevet', 'Highlighted')).optional(),
})

const question = z.strictObject({
  id: itemId,
  question: faqQuestion,
  /** Open when the page loads. */
  expanded: inEditor(z.boolean(), say('Åpent når siden lastes', 'Open when the page loads')).optional(),
  /** Markdown. */
  answer: faqAnswer,
})

/** One language's block of content/pages/tts.yml. */
export const ttsSchema = z.strictObject({
  /** The page's title and description in search, edited with the page. */
  meta: pageMetaBlock,
  /** The plugin's name as the plugins index, the shop and the structured data give it. */
  productName: inEditor(text(80), say('Utvidelsens navn', "The plugin's name")),
  /** The PRO price line, `{proPrice}` in the texts of this file and the plugins page. */
  proPrice: inEditor(
    text(120),
    say('PRO-prisen i tekst', 'The PRO price in words'),
    say(
      'Står der tekstene har merkelappen «Prisen på PRO-versjonen». Beløpene er fakta fra «Sett inn fakta».',
      'Stands where the texts have the label "The price of the PRO version". The amounts are facts from "Insert fact".',
    ),
  ),
  hero: inEditor(
    z.strictObject({
      eyebrow: inEditor(text(60), say('Overlinje', 'Eyebrow')),
      title: heading,
      subtitle: inEditor(text(300), say('Undertittel', 'Subtitle')),
      description: inEditor(text(600), say('Tekst', 'Text')),
      /** Visible and read aloud beside the star: "5 av 5 stjerner". */
      ratingLabel: inEditor(text(60), say('Vurdering', 'Rating')),
      reviews: inEditor(text(120), say('Anmeldelser', 'Reviews')),
      version: inEditor(text(60), say('Versjon', 'Version')),
      languages: inEditor(text(60), say('Språk', 'Languages')),
      buttons,
      /** Small print under the buttons. */
      note: inEditor(text(400), say('Liten tekst under knappene', 'Small print under the buttons')),
    }),
    say('Toppen av siden', 'Top of the page'),
  ),
  video: inEditor(
    z.strictObject({
      title: heading,
      intro,
      points: inEditor(z.array(text(200)).min(1), say('Punkter', 'Points')),
    }),
    say('Folkene bak (video)', 'The people behind it (video)'),
  ),
  features: inEditor(
    z.strictObject({ title: heading, intro, items: inEditor(z.array(featureItem).min(1), say('Punkter', 'Items')) }),
    say('Funksjoner', 'Features'),
  ),
  comparison: inEditor(
    z.strictObject({
      title: heading,
      intro,
      caption: inEditor(text(160), say('Tabellens navn (skjermleser)', "The table's name (screen readers)")),
      featureHeader: inEditor(text(40), say('Kolonne: funksjon', 'Column: feature')),
      freeHeader: inEditor(text(40), say('Kolonne: gratis', 'Column: free')),
      proHeader: inEditor(text(40), say('Kolonne: PRO', 'Column: PRO')),
      included: inEditor(text(40), say('Hake (skjermleser)', 'Tick (screen readers)')),
      notIncluded: inEditor(text(40), say('Strek (skjermleser)', 'Dash (screen readers)')),
      rows: inEditor(
        z
          .array(
            z.strictObject({
              id: itemId,
              label: inEditor(text(80), say('Funksjon', 'Feature')),
              free: inEditor(cell, say('Gratis', 'Free'), cellHint),
              pro: inEditor(cell, say('PRO', 'PRO'), cellHint),
            }),
          )
          .min(1),
        say('Rader', 'Rows'),
      ),
      plansTitle: inEditor(text(120), say('Overskrift over planene', 'Heading above the plans')),
      plans: inEditor(z.array(plan).min(1), say('Planer', 'Plans')),
      /** One line of Markdown, with a link to the refund terms. */
      refund: inEditor(inline(400), say('Om refusjon', 'On refunds')),
    }),
    say('Gratis eller PRO', 'Free or PRO'),
  ),
  download: inEditor(
    z.strictObject({
      title: heading,
      intro,
      stepsTitle: inEditor(text(120), say('Overskrift over stegene', 'Heading above the steps')),
      /** Markdown each. */
      steps: inEditor(z.array(richText(600)).min(1), say('Steg', 'Steps')),
      buttons,
      requirementsTitle: inEditor(text(120), say('Overskrift over kravene', 'Heading above the requirements')),
      requirements: inEditor(z.array(text(200)).min(1), say('Krav', 'Requirements')),
    }),
    say('Last ned', 'Download'),
  ),
  faq: inEditor(
    z.strictObject({ title: heading, items: inEditor(z.array(question).min(1), say('Spørsmål', 'Questions')) }),
    say('Spørsmål og svar', 'Questions and answers'),
  ),
  /** The intro video as the structured data describes it. */
  videoMeta: inEditor(
    z.strictObject({
      name: inEditor(text(120), say('Videoens navn', "The video's name")),
      description: inEditor(text(400), say('Videoens beskrivelse', "The video's description")),
      /** When the intro films were published (their size and length: media-src/intro.ts). */
      uploadDate: inEditor(isoDate, say('Publisert', 'Published')),
    }),
    say('Introduksjonsvideoen (strukturerte data)', 'The intro video (structured data)'),
  ),
})

type TtsFile = Entry<typeof ttsSchema>
type TtsBlock = z.output<typeof ttsSchema>

/** A cell of the free/PRO comparison: a text, or a yes/no mark. */
export type ComparisonCell = { kind: 'text'; text: string } | { kind: 'mark'; included: boolean }

export type ComparisonRow = { id: string; label: string; free: ComparisonCell; pro: ComparisonCell }

export type TtsPageCopy = Omit<TtsBlock, 'productName' | 'proPrice' | 'comparison' | 'videoMeta'> & {
  comparison: Omit<TtsBlock['comparison'], 'rows' | 'plans'> & { rows: ComparisonRow[]; plans: PricingPlan[] }
  videoMeta: Omit<TtsBlock['videoMeta'], 'uploadDate'>
}

/** Each plan's copy once, in the order of the plan set tts of prices.yml (which the structured data's offers follow). */
function checkTts(entry: TtsFile): ContentProblem[] {
  const set = Object.keys(loadFacts().plans.tts ?? {})
  return locales.flatMap((locale) => {
    const ids = entry[locale].comparison.plans.map((each) => each.id)
    return ids.join() === set.join()
      ? []
      : [
          {
            path: `${locale}.comparison.plans`,
            message: `expected the plans of tts in content/facts/prices.yml, once each in its order (${set.join(', ')}), got ${ids.join(', ')}`,
          },
        ]
  })
}

export const ttsFile = defineSingleton('pages/tts.yml', {
  schema: ttsSchema,
  shared: ['videoMeta.uploadDate'],
  slots: ['proPrice'],
  check: checkTts,
  editor: {
    label: say('Tekst til tale', 'Text to speech'),
    description: say(
      'Siden til tekst til tale-utvidelsen. Tallene er fakta, skrevet som {fact:…}; {proPrice} er PRO-prisen i tekst.',
      "The text-to-speech plugin's page. The figures are facts, written as {fact:…}; {proPrice} is the PRO price in words.",
    ),
    group: { name: 'plugins', label: say('Utvidelser', 'Plugins') },
  },
})

/** Where each plan's button goes: the free plan's to the download section, PRO's to the shop, tracked. */
const planButtons = {
  free: { buttonLink: { to: 'pluginTts', hash: 'tts-download' } },
  pro: { buttonLink: { href: settings.plugin.proShopUrl, external: true }, isExternalLink: true, track: 'pro' },
} satisfies Record<TtsBlock['comparison']['plans'][number]['id'], Partial<PricingPlan>>

function page(block: TtsBlock, locale: Locale): TtsPageCopy {
  const { productName: _name, proPrice: _price, ...copy } = block
  const { comparison, videoMeta } = copy
  const prices = new Map(planSet(loadFacts().plans, 'tts', locale).map((each) => [each.id, each.price]))
  const plans = comparison.plans.map(({ id, name, priceNote, button, highlight, ...planCopy }): PricingPlan => {
    const price = prices.get(id)!
    return {
      id,
      plan: name,
      price: formatPriceAmount(price, locale),
      priceSuffix: formatPriceSuffix(price, locale),
      ...(priceNote === undefined ? {} : { priceNote }),
      ...planCopy,
      buttonText: button,
      highlight: highlight === true,
      ...planButtons[id],
    }
  })
  const cellOf = ({ text, included }: { text?: string; included?: boolean }): ComparisonCell =>
    text === undefined ? { kind: 'mark', included: included === true } : { kind: 'text', text }
  return {
    ...copy,
    comparison: {
      ...comparison,
      rows: comparison.rows.map((row) => ({ ...row, free: cellOf(row.free), pro: cellOf(row.pro) })),
      plans,
    },
    videoMeta: { name: videoMeta.name, description: videoMeta.description },
  }
}

const file = ttsFile.get()
const blocks: Localized<TtsBlock> = {
  nb: fillSlots(file.nb, { proPrice: file.nb.proPrice }),
  en: fillSlots(file.en, { proPrice: file.en.proPrice }),
}

export const ttsPage: Localized<TtsPageCopy> = { nb: page(blocks.nb, 'nb'), en: page(blocks.en, 'en') }

/** The plugin's name as the listing and the shop show it. */
export const ttsProductName: Localized<string> = { nb: blocks.nb.productName, en: blocks.en.productName }

/** When the intro films were published, for their VideoObject (size and length: media-src/intro.ts). */
export const introVideoFacts = { uploadDate: file.nb.videoMeta.uploadDate } as const

/** The PRO price line: "39 kr/mnd eller 468 kr/år" in Norwegian, "$4.99/mo" in English. */
export function proPriceText(locale: Locale): string {
  return blocks[locale].proPrice
}
