/**
 * Placeholders in copy: a text that states a fact refers to it instead of repeating it.
 *
 * - `{fact:claims.moreEnquiriesPercent}`: a value of the fact files (content/facts/*.yml) by its
 *   dotted key, written for the locale by its kind (content/site/format.ts): a `...Percent` number
 *   as a percentage (`70 %` with a no-break space in Norwegian, `70%` in English), a `...Nok` or
 *   `...Usd` number as money, a `...Minutes` number as a length of time (`30 min`, `1 time`), a
 *   `...Seconds` number in seconds with one decimal (`1,6 s`), a `...Year` as the year it is
 *   (`2012`, never grouped like a number), an `...AtHour` as an hour of the clock (`08` and `8 am`:
 *   opening hours), a case's `weeks` as weeks (`6 uker`;
 *   the side of a pair or a range, `vacancyPercent.before`, is of its group's kind), a
 *   price as a price (`4 990 kr/mnd`), the `amount` of a price as money in its currency, a
 *   `{ from, to }` range with an en dash, any other number grouped for the locale. A fact written
 *   per language (a group with `nb:` and `en:`, such as a plan's price) gives each language its
 *   own: `{fact:plans.seo.visibility.price}` is `4 990 kr/mnd` in Norwegian and `$479/mo` in English.
 *   A `...Date` (YYYY-MM-DD) is a date in words: `1. januar 2025`, `January 1, 2025`.
 * - `{fact:signIn.windowMinutes:number}`: a number fact as a plain number, whatever its kind, where
 *   the copy writes the unit itself (`15 minutter`, where the kind would write `15 min`).
 * - `{fact:claims.moreEnquiriesBasis}`: a group of facts stated in words (content/strings/claim-basis.ts):
 *   whom and when the "70 %" was measured for, written beside the figure wherever copy states it.
 * - `{fact:careers.openPositions}`: the facts that follow from the content itself (the number
 *   of job files) or from other facts (`{fact:ttsPlugin.freeMinutesPerMonth}`, the free credits
 *   in minutes), so that no one keeps a count or a sum by hand.
 * - `{brand}`: the agency's name as copy uses it (settings, without "AS").
 * - `{setting:email}`: a contact detail or address of the settings (content/site/settings.ts), which
 *   the environment may override at build: the copy states whatever the site is built with. The
 *   names are those of `settingsInCopy` below, such as `{setting:phone}`, `{setting:phoneHref}` (a
 *   `tel:` address), `{setting:offices}` (the cities, "Oslo og Bergen"), `{setting:otherOffices}`
 *   (the cities besides the head office's) and `{setting:headOffice.address}`.
 *
 * A collection may name slots of its own (the job template's `{title}`) that it fills later, a fact
 * too where a page states it when it renders (the page titles' `{fact:careers.openPositions}`); any
 * other `{name}` is an error naming the file and the field, never text left on a page.
 */
import { loadFacts } from '../facts/facts.ts'
import { locales, type Locale } from '../site/locales.ts'
import { formatFactValue } from './fact-format.ts'
import { formatNumber } from '../site/format.ts'
import { formatOrgNumber } from '../site/org-number.ts'
import { headOffice, phoneHref, settings } from '../site/settings.ts'
import { moreEnquiriesBasisText } from '../strings/claim-basis.ts'
import { entryFiles, type LoadOptions } from './files.ts'
import type { ContentProblem } from './errors.ts'
import { placeholder } from './slots.ts'

/** Facts stated in words: a group of facts the copy states as one phrase in the page's language. */
const factsInWords: Record<string, (locale: Locale, options: LoadOptions) => string> = {
  'claims.moreEnquiriesBasis': (locale, options) =>
    moreEnquiriesBasisText(loadFacts(options).claims.moreEnquiriesBasis, locale),
}

/** A list of names joined as the language joins them: "Oslo og Bergen", "Oslo and Bergen". */
function joinNames(names: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', { type: 'conjunction' }).format(names)
}

/** The settings copy may state, `{setting:<name>}`, each as the page's language writes it. */
export const settingsInCopy: Record<string, (locale: Locale) => string> = {
  agencyName: () => settings.agencyName,
  brandName: () => settings.brandName,
  email: () => settings.email,
  phone: () => settings.phone,
  phoneHref: () => phoneHref(settings.phone),
  orgNumber: () => formatOrgNumber(settings.orgNumber),
  siteUrl: () => settings.siteUrl,
  offices: (locale) =>
    joinNames(
      settings.offices.map((office) => office.city),
      locale,
    ),
  /** The cities of the offices besides the head office: "we also have an office in Bergen". */
  otherOffices: (locale) =>
    joinNames(
      settings.offices.filter((office) => !office.head).map((office) => office.city),
      locale,
    ),
  'headOffice.city': () => headOffice().city,
  'headOffice.streetAddress': () => headOffice().streetAddress,
  'headOffice.postalCode': () => headOffice().postalCode,
  'headOffice.address': () => {
    const office = headOffice()
    return `${office.streetAddress}, ${office.postalCode} ${office.city}`
  },
  'plugin.wordpressDirectoryUrl': () => settings.plugin.wordpressDirectoryUrl,
  'plugin.proShopUrl': () => settings.plugin.proShopUrl,
  'plugin.freeDownloadUrl': () => settings.plugin.freeDownloadUrl,
}

/** Facts that follow from the content files or from other facts rather than being written down. */
const derivedFacts: Record<string, (options: LoadOptions) => number> = {
  /** One file per opening in content/jobs/. */
  'careers.openPositions': (options) => entryFiles('jobs', options).length,
  /** The minutes of audio the plugin's free credits give, at the PRO tier's credits per minute. */
  'ttsPlugin.freeMinutesPerMonth': (options) => {
    const { freeCreditsPerMonth, proCreditsPerMonth, proMinutesPerMonth } = loadFacts(options).ttsPlugin
    return Math.round((freeCreditsPerMonth / proCreditsPerMonth) * proMinutesPerMonth)
  },
}

/** The keys of the facts that follow from the content or from other facts. */
export const derivedFactKeys: readonly string[] = Object.keys(derivedFacts)

/** A group written per language (`{ nb: ..., en: ... }`): the value of the locale; anything else as it is. */
function inLanguage(value: unknown, locale: Locale): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const keys = Object.keys(value)
  const perLanguage = keys.length === locales.length && locales.every((l) => keys.includes(l))
  return perLanguage ? (value as Record<Locale, unknown>)[locale] : value
}

/**
 * A fact's value written for the locale by its kind (or, `as: 'number'`, as a plain number); a
 * message instead when the key names no single value.
 */
export function formatFact(
  key: string,
  locale: Locale,
  options: LoadOptions & { as?: 'number' } = {},
): { text: string } | { error: string } {
  const derived = derivedFacts[key]
  if (derived) return { text: formatNumber(derived(options), locale) }
  const inWords = factsInWords[key]
  if (inWords) return { text: inWords(locale, options) }
  let value: unknown = loadFacts(options)
  let parent: unknown
  for (const part of key.split('.')) {
    // A per-language group is passed through unless the key names a language itself.
    if (!(locales as readonly string[]).includes(part)) value = inLanguage(value, locale)
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) {
      return { error: `{fact:${key}} names no fact of the fact files (content/facts/*.yml)` }
    }
    parent = value
    value = (value as Record<string, unknown>)[part]
  }
  return formatFactValue(key, inLanguage(value, locale), parent, locale, options.as)
}

export type PlaceholderContext = LoadOptions & {
  locale: Locale
  /** Names the collection fills in itself later (left as written here). */
  slots?: readonly string[]
}

/** A text with its placeholders resolved, and the problems of the ones that could not be. */
function resolveText(text: string, context: PlaceholderContext): { text: string; errors: string[] } {
  const errors: string[] = []
  const result = text.replace(placeholder, (match, name: string) => {
    if (context.slots?.includes(name)) return match
    if (name === 'brand') return settings.brandName
    if (name.startsWith('setting:')) {
      const setting = settingsInCopy[name.slice('setting:'.length)]
      if (setting) return setting(context.locale)
      errors.push(
        `unknown setting ${match}: expected one of ${Object.keys(settingsInCopy)
          .map((key) => `{setting:${key}}`)
          .join(', ')}`,
      )
      return match
    }
    if (name.startsWith('fact:')) {
      const [key = '', form, ...rest] = name.slice('fact:'.length).split(':')
      if ((form !== undefined && form !== 'number') || rest.length > 0) {
        errors.push(`unknown form ${match}: a fact is written by its kind, or as {fact:<key>:number}`)
        return match
      }
      const fact = formatFact(key, context.locale, { ...context, ...(form ? { as: form } : {}) })
      if ('error' in fact) {
        errors.push(fact.error)
        return match
      }
      return fact.text
    }
    const known = ['{brand}', '{fact:<key>}', '{setting:<name>}', ...(context.slots ?? []).map((slot) => `{${slot}}`)]
    errors.push(`unknown placeholder ${match}: expected one of ${known.join(', ')}`)
    return match
  })
  return { text: result, errors }
}

/**
 * Every text of a value with its placeholders resolved for the locale, and the problems found,
 * each at its dotted path under `at`.
 */
export function resolvePlaceholders<T>(
  value: T,
  at: string,
  context: PlaceholderContext,
  problems: ContentProblem[],
): T {
  if (typeof value === 'string') {
    const { text, errors } = resolveText(value, context)
    for (const message of errors) problems.push({ path: at, message })
    return text as T
  }
  if (Array.isArray(value)) {
    return value.map((item, i) => resolvePlaceholders(item, `${at}.${i}`, context, problems)) as T
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolvePlaceholders(item, `${at}.${key}`, context, problems)]),
    ) as T
  }
  return value
}
