/**
 * What the editor's copy fields (./widgets/copy-widget.ts) show for a placeholder and offer to
 * insert: every fact, setting and name copy may state, by its name in the editor and its value in
 * each language as the site writes it (content/loader/placeholders.ts formats both). Made afresh
 * from the content each time the editor asks, so a price changed a moment ago shows its new value.
 */
import { contentDefinitions, type EditorText } from '../../content/loader/editor.ts'
import type { LoadOptions } from '../../content/loader/files.ts'
import { derivedFactKeys, formatFact, settingsInCopy } from '../../content/loader/placeholders.ts'
import { loadFacts } from '../../content/facts/facts.ts'
import { documentLabels } from '../../content/pages/legal/documents.ts'
import { locales, type Locale } from '../../content/site/locale-list.ts'
import { settings } from '../../content/site/settings.ts'
import { contactFile } from '../../content/site/contact-details.ts'
import { fieldName, labelsAlong } from './field-labels.ts'

export type PlaceholderChoice = {
  /** The placeholder's name, as the file writes it inside braces: `fact:claims.rating`, `brand`. */
  name: string
  /** What the marketer reads: the fact's field names in the editor, joined (`Påstander › Vurdering`). */
  label: EditorText
  /** The value the page shows, per language; absent for a name the page fills in itself. */
  value?: EditorText
  kind: 'fact' | 'setting' | 'name'
}

/**
 * The names a collection fills in itself (its `slots`), which the editor shows by what they stand
 * for: the agency's name everywhere, a case's client, a job's title, the contact person's first
 * name, a legal document's date and the buttons it names, the plugin's PRO price.
 */
const names: Record<string, { label: EditorText; value?: (locale: Locale) => string }> = {
  brand: { label: { nb: 'Byråets navn', en: "The agency's name" }, value: () => settings.brandName },
  client: { label: { nb: 'Kundens navn', en: "The client's name" } },
  title: { label: { nb: 'Stillingstittel', en: 'Job title' } },
  lowercaseTitle: { label: { nb: 'Stillingstittel, liten forbokstav', en: 'Job title, lower case' } },
  name: { label: { nb: 'Kontaktpersonens fornavn', en: "The contact person's first name" } },
  updated: { label: { nb: 'Datoen dokumentet ble endret', en: 'The date the document was changed' } },
  proPrice: { label: { nb: 'Prisen på PRO-versjonen', en: 'The price of the PRO version' } },
  ...Object.fromEntries(
    Object.keys(documentLabels('nb')).map((name) => [
      name,
      {
        label: { nb: `Knappen «${documentLabels('nb')[name]}»`, en: `The button "${documentLabels('en')[name]}"` },
        value: (locale: Locale) => documentLabels(locale)[name]!,
      },
    ]),
  ),
}

/** The settings by their names in the editor. */
const settingLabels: Record<string, EditorText> = {
  agencyName: { nb: 'Firmanavn', en: 'Company name' },
  brandName: { nb: 'Merkenavn', en: 'Brand name' },
  phoneHref: { nb: 'Telefonnummer som lenke', en: 'Phone number as a link' },
  orgNumber: { nb: 'Organisasjonsnummer', en: 'Organisation number' },
  siteUrl: { nb: 'Nettstedets adresse', en: "The site's address" },
  offices: { nb: 'Byene vi har kontor i', en: 'The cities of our offices' },
  otherOffices: { nb: 'Byene utenom hovedkontoret', en: 'The cities besides the head office' },
  'headOffice.city': { nb: 'Hovedkontorets by', en: "The head office's city" },
  'headOffice.streetAddress': { nb: 'Hovedkontorets gateadresse', en: "The head office's street address" },
  'headOffice.postalCode': { nb: 'Hovedkontorets postnummer', en: "The head office's postcode" },
  'headOffice.address': { nb: 'Hovedkontorets adresse', en: "The head office's address" },
  'plugin.wordpressDirectoryUrl': {
    nb: 'Utvidelsen i WordPress-katalogen',
    en: 'The plugin in the WordPress directory',
  },
  'plugin.proShopUrl': { nb: 'Butikken for PRO-versjonen', en: 'The shop of the PRO version' },
  'plugin.freeDownloadUrl': { nb: 'Nedlasting av gratisversjonen', en: 'Download of the free version' },
}

/** The facts that are no field of a fact file, by their names in the editor. */
const otherLabels: Record<string, EditorText> = {
  careers: { nb: 'Jobb hos oss', en: 'Careers' },
  'careers.openPositions': { nb: 'Ledige stillinger (antall)', en: 'Open positions (number)' },
  'ttsPlugin.freeMinutesPerMonth': { nb: 'Gratisminutter i måneden', en: 'Free minutes per month' },
  caseResults: { nb: 'Kunderesultater', en: 'Client results' },
  caseStudyFacts: { nb: 'Kundecase', en: 'Case study' },
  caseProjects: { nb: 'Kundeprosjekt', en: 'Client project' },
}

/** The editor's names of the fields along a fact's key, as far as the fact files' schemas name them. */
function factLabels(parts: readonly string[], locale: Locale): string[] {
  const key = parts.join('.')
  if (otherLabels[key]) return [otherLabels[key][locale]]
  for (const definition of contentDefinitions().filter((each) => each.path.startsWith('facts/'))) {
    const labels = labelsAlong(definition.schema, parts, locale)
    if (labels.length > 0) return labels
  }
  return parts.map((part, i) => otherLabels[parts.slice(0, i + 1).join('.')]?.[locale] ?? part)
}

/** Parts of a price or a list that are codes, not figures copy states. */
const codeParts = new Set(['kind', 'currency', 'per'])

/**
 * Every key of the facts that names one value (a number, a text, a price, a range), and the parts of
 * one copy may name too (a price's `amount`, a range's `from`).
 */
function factKeys(value: unknown, options: LoadOptions, at: string[] = []): string[][] {
  const code =
    codeParts.has(at.at(-1) ?? '') ||
    at.some((part) => /^\d+$/.test(part)) ||
    (typeof value === 'string' && /^[a-z]+[A-Za-z]*$/.test(value))
  const own = at.length > 0 && !code && 'text' in formatFact(at.join('.'), 'nb', options) ? [at] : []
  if (typeof value !== 'object' || value === null) return own
  const keys = Object.keys(value)
  // A group per language (a plan's price) is named without the language, which formatFact picks.
  const perLanguage = keys.length === locales.length && locales.every((locale) => keys.includes(locale))
  const inner = perLanguage ? (value as Record<Locale, unknown>)[locales[0]] : value
  if (typeof inner !== 'object' || inner === null) return own
  return [
    ...own,
    ...Object.keys(inner).flatMap((key) => factKeys((inner as Record<string, unknown>)[key], options, [...at, key])),
  ]
}

function perLanguage(make: (locale: Locale) => string): EditorText {
  return Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as EditorText
}

/** Every placeholder the copy may hold, with its name and its value in each language. */
export function placeholderChoices(options: LoadOptions = {}): PlaceholderChoice[] {
  const facts = [...derivedFactKeys.map((key) => key.split('.')), ...factKeys(loadFacts(options), options)].map(
    (parts): PlaceholderChoice => {
      const key = parts.join('.')
      return {
        name: `fact:${key}`,
        kind: 'fact',
        label: perLanguage((locale) => factLabels(parts, locale).join(' › ')),
        value: perLanguage((locale) => {
          const fact = formatFact(key, locale, options)
          return 'text' in fact ? fact.text : ''
        }),
      }
    },
  )
  const settingChoices = Object.entries(settingsInCopy).map(([name, value]): PlaceholderChoice => ({
    name: `setting:${name}`,
    kind: 'setting',
    // A contact detail by the name its field has in the contact details' form; the others by their own.
    label: settingLabels[name] ?? perLanguage((locale) => fieldName(contactFile.file, name, locale) ?? name),
    value: perLanguage(value),
  }))
  const nameChoices = Object.entries(names).map(([name, { label, value }]): PlaceholderChoice => ({
    name,
    kind: 'name',
    label,
    ...(value ? { value: perLanguage(value) } : {}),
  }))
  return [...nameChoices, ...settingChoices, ...facts]
}
