/**
 * What a content file says, for tests that compare a page's copy with the file it is read from
 * rather than with today's wording: the file as the marketer wrote it (`writtenIn`), a text of it
 * with its placeholders filled as the page shows them (`filled`), and the texts of a loaded copy
 * that differ from the file's (`textsNotAsWritten`).
 *
 * `filled` writes each fact with the facts' own formatter (content/loader/placeholders.ts,
 * `formatFact`) and each setting as copy states it, so a test that uses it holds whatever the
 * file says, and fails when a page shows a placeholder, a stale figure or a text of another field.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { contentRoot } from '../../content/loader/files'
import { formatFact, settingsInCopy } from '../../content/loader/placeholders'
import { placeholder } from '../../content/loader/slots'
import type { Locale } from '../../content/site/locales'
import { settings } from '../../content/site/settings'
import type { Blocks } from './content-copy'

/**
 * The YAML file `file` of the content root (such as 'pages/about.yml') as written, placeholders and
 * all: the file the loaders read, CONTENT_DIR's when it is set.
 */
export function writtenIn<Data = Blocks>(file: string): Data {
  return parse(readFileSync(path.join(contentRoot(), file), 'utf8')) as Data
}

/** A file's own slots and what fills each (`{ proPrice: ... }`); a slot mapped to itself is left as written. */
export type Slots = Readonly<Record<string, string>>

/**
 * A text of a content file as a page in `locale` shows it: `{brand}`, `{fact:<key>}`,
 * `{fact:<key>:number}` and `{setting:<name>}` filled in, and the file's own `slots` by what the
 * test gives. Any other name in braces is left as written; so is a placeholder that names
 * nothing, which the loader refuses.
 */
export function filled(text: string, locale: Locale, slots: Slots = {}): string {
  return text.replace(placeholder, (match, name: string) => {
    if (Object.hasOwn(slots, name)) return slots[name]!
    if (name === 'brand') return settings.brandName
    if (name.startsWith('setting:')) return settingsInCopy[name.slice('setting:'.length)]?.(locale) ?? match
    if (!name.startsWith('fact:')) return match
    const [key = '', form] = name.slice('fact:'.length).split(':')
    const fact = formatFact(key, locale, form === 'number' ? { as: 'number' } : {})
    return 'text' in fact ? fact.text : match
  })
}

/**
 * Where a loaded copy's texts are not its file's texts with the placeholders filled: the dotted
 * path of each, with both texts. Only the texts that are texts on both sides are compared (a
 * field the loader reads into rich text or a link is another shape, and is left to the tests of
 * that field); an empty list is a copy that shows what its file says.
 */
export function textsNotAsWritten(
  written: unknown,
  shown: unknown,
  locale: Locale,
  slots: Slots = {},
  at: string = locale,
): string[] {
  if (typeof written === 'string') {
    if (typeof shown !== 'string') return []
    const expected = filled(written, locale, slots)
    return shown === expected
      ? []
      : [`${at}: shows ${JSON.stringify(shown)}, the file says ${JSON.stringify(expected)}`]
  }
  if (Array.isArray(written)) {
    if (!Array.isArray(shown)) return []
    return written.flatMap((item, i) => textsNotAsWritten(item, shown[i], locale, slots, `${at}.${i}`))
  }
  if (written && typeof written === 'object') {
    if (!shown || typeof shown !== 'object') return []
    return Object.entries(written).flatMap(([key, item]) =>
      textsNotAsWritten(item, (shown as Record<string, unknown>)[key], locale, slots, `${at}.${key}`),
    )
  }
  return []
}

/** The number of texts `textsNotAsWritten` compares: a test checks that it compared some. */
export function textsCompared(written: unknown, shown: unknown): number {
  if (typeof written === 'string') return typeof shown === 'string' ? 1 : 0
  if (Array.isArray(written))
    return Array.isArray(shown) ? written.reduce<number>((sum, item, i) => sum + textsCompared(item, shown[i]), 0) : 0
  if (written && typeof written === 'object' && shown && typeof shown === 'object')
    return Object.entries(written).reduce<number>(
      (sum, [key, item]) => sum + textsCompared(item, (shown as Record<string, unknown>)[key]),
      0,
    )
  return 0
}
