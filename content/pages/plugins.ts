/**
 * The WordPress plugins page as data: content/pages/plugins.yml, both languages side by side, in
 * the editor under "Utvidelser": the plugins the agency makes (today the text-to-speech plugin) and
 * why to use them. A plugin is listed by its page, which gives it its name (./tts-page.ts); figures
 * are facts, and `{proPrice}` is the PRO price line of that page's file.
 *
 * The list is a field of this page rather than a folder of its own: each plugin has a page of its
 * own, with sections and a route no file can add, so a new plugin is code before it is a card.
 *
 * This module reads files, so it runs in Node only; where a bundle imports it (a story), the build
 * puts the loaded values in its place (content/content-modules.ts).
 */
import { z } from 'zod'
import { defineSingleton, type Entry } from '../loader/collection.ts'
import { editorFieldType, inEditor } from '../loader/editor.ts'
import type { ContentProblem } from '../loader/errors.ts'
import { text } from '../loader/fields.ts'
import { fillSlots } from '../loader/slots.ts'
import { locales, type Localized } from '../site/locales.ts'
import { featureItem, heading, itemId, proPriceText, say, ttsProductName } from './tts-page.ts'
import { pageMetaBlock } from './page-meta-block.ts'

/** The pages of plugins, with the name each gives its plugin. */
const pluginNames = { pluginTts: ttsProductName } as const

const plugin = z.strictObject({
  id: itemId,
  /** The plugin's own page, which names it. */
  page: inEditor(
    editorFieldType(z.enum(['pluginTts']), { choices: { pluginTts: say('Tekst til tale', 'Text to speech') } }),
    say('Utvidelsens side', "The plugin's page"),
    say('Navnet på utvidelsen hentes fra siden.', "The plugin's name is the page's."),
  ),
  summary: inEditor(text(300), say('Sammendrag', 'Summary')),
  highlights: inEditor(z.array(text(160)).min(1), say('Høydepunkter', 'Highlights')),
  /** Visible and read aloud beside the star: "5 av 5 stjerner". */
  ratingLabel: inEditor(text(60), say('Vurdering', 'Rating')),
  reviews: inEditor(text(80), say('Anmeldelser', 'Reviews')),
  version: inEditor(text(60), say('Versjon', 'Version')),
  readMore: inEditor(text(60), say('Lenke til siden', 'Link to the page')),
  directory: inEditor(text(80), say('Lenke til WordPress-katalogen', 'Link to the WordPress directory')),
})

/** One language's block of content/pages/plugins.yml. */
export const pluginsSchema = z.strictObject({
  /** The page's title and description in search, edited with the page. */
  meta: pageMetaBlock,
  eyebrow: inEditor(text(60), say('Overlinje', 'Eyebrow')),
  listTitle: inEditor(text(120), say('Overskrift over listen', 'Heading above the list')),
  listIntro: inEditor(text(400), say('Ingress til listen', 'Intro of the list')),
  plugins: inEditor(z.array(plugin).min(1), say('Utvidelsene', 'The plugins')),
  why: inEditor(
    z.strictObject({ title: heading, items: inEditor(z.array(featureItem).min(1), say('Punkter', 'Items')) }),
    say('Hvorfor oss', 'Why us'),
  ),
  refundLink: inEditor(text(120), say('Lenke til refusjonsvilkårene', 'Link to the refund terms')),
})

type PluginsBlock = z.output<typeof pluginsSchema>

export type PluginSummary = PluginsBlock['plugins'][number] & { name: string }

export type PluginsPageCopy = Omit<PluginsBlock, 'plugins'> & { plugins: PluginSummary[] }

/** The same plugins, by id and page, in both languages (Decap edits the list in each language). */
function checkPlugins(entry: Entry<typeof pluginsSchema>): ContentProblem[] {
  const listed = (block: PluginsBlock) => block.plugins.map((each) => `${each.id} (${each.page})`).join(', ')
  return locales
    .filter((locale) => listed(entry[locale]) !== listed(entry.nb))
    .map((locale) => ({
      path: `${locale}.plugins`,
      message: `expected the plugins of nb.plugins, in its order (${listed(entry.nb)}), got ${listed(entry[locale])}`,
    }))
}

export const pluginsFile = defineSingleton('pages/plugins.yml', {
  schema: pluginsSchema,
  slots: ['proPrice'],
  check: checkPlugins,
  editor: {
    label: say('Utvidelsessiden', 'Plugins page'),
    description: say(
      'Listen over utvidelsene og hvorfor velge dem. Tallene er fakta, satt inn med «Sett inn fakta»; «Prisen på PRO-versjonen» er prisen fra Tekst til tale.',
      'The list of plugins and why to choose them. The figures are facts, inserted with "Insert fact"; "The price of the PRO version" is the price from Text to speech.',
    ),
    group: { name: 'plugins', label: say('Utvidelser', 'Plugins') },
  },
})

const file = pluginsFile.get()

export const pluginsPage: Localized<PluginsPageCopy> = Object.fromEntries(
  locales.map((locale) => {
    const block = fillSlots(file[locale], { proPrice: proPriceText(locale) })
    const plugins = block.plugins.map(({ id, page, ...rest }) => ({
      id,
      name: pluginNames[page][locale],
      page,
      ...rest,
    }))
    return [locale, { ...block, plugins }]
  }),
) as Localized<PluginsPageCopy>
