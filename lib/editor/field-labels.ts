/**
 * The names the editor gives the fields along a dotted path of a content file (`nb.hero.subtitle`
 * is «Toppen av siden › Undertittel» in Norwegian), read from the schemas' editor metadata, so a
 * message about a field and a fact's name say what the marketer sees in the form.
 */
import { z } from 'zod'
import { contentDefinitions, editorFields, type ContentDefinition } from '../../content/loader/editor.ts'
import { locales, type Locale } from '../../content/site/locale-list.ts'

/** The schema inside `.optional()`, `.default()` and a transform: what the file holds. */
function edited(schema: z.ZodType): z.ZodType[] {
  const chain = [schema]
  let inner = schema
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType
    else if (inner instanceof z.ZodPipe) inner = inner._zod.def.in as z.ZodType
    else return chain
    chain.push(inner)
  }
}

/** The name a schema has in the editor, if any, in the language. */
function labelOf(schema: z.ZodType, locale: Locale): string | undefined {
  return edited(schema)
    .map((each) => editorFields.get(each)?.label?.[locale])
    .find(Boolean)
}

type Step = { schema: z.ZodType; label: string; item: boolean }

/**
 * One part of a path: a field of a group, or an item of a list (by its number, shown from 1; or by
 * its id, where the site reads a list by its items' ids: `plans.seo.visibility` is the plan
 * `visibility` of the list in the set `seo`).
 */
function step(schema: z.ZodType, part: string, locale: Locale, item: boolean): Step | undefined {
  const inner = edited(schema).at(-1)
  if (inner instanceof z.ZodArray) {
    const label = /^\d+$/.test(part) ? `${locale === 'nb' ? 'nr.' : 'no.'} ${Number(part) + 1}` : part
    return { schema: inner.element as z.ZodType, label, item: true }
  }
  if (!(inner instanceof z.ZodObject)) return undefined
  const field = inner.shape[part] as z.ZodType | undefined
  if (field) return { schema: field, label: labelOf(field, locale) ?? part, item: false }
  if (!item) return undefined
  const lists = Object.values(inner.shape as Record<string, z.ZodType>).filter(
    (each) => edited(each).at(-1) instanceof z.ZodArray,
  )
  return lists.length === 1 ? step(lists[0]!, part, locale, false) : undefined
}

/**
 * The editor's names of the fields along `parts` in `schema`, as far as it names them; the parts
 * it does not name follow as they are. Empty when the schema names not even the first.
 */
export function labelsAlong(schema: z.ZodType, parts: readonly string[], locale: Locale): string[] {
  const labels: string[] = []
  let at: Step = { schema, label: '', item: false }
  for (const part of parts) {
    const next = step(at.schema, part, locale, at.item)
    if (next === undefined) break
    labels.push(next.label)
    at = next
  }
  return labels.length === 0 ? [] : [...labels, ...parts.slice(labels.length)]
}

/** The definition of a content file (`services/webdesign.yml`, from the content root). */
export function definitionOf(file: string, definitions = contentDefinitions()): ContentDefinition | undefined {
  return definitions.find((definition) =>
    definition.kind === 'file' ? definition.path === file : file.startsWith(`${definition.path}/`),
  )
}

/**
 * A field of a content file by the names the editor shows, with the language it is in:
 * `Toppen av siden › Undertittel (norsk)`. Undefined where the editor does not name it.
 */
export function fieldName(file: string, path: string, locale: Locale): string | undefined {
  const definition = definitionOf(file)
  if (definition === undefined || path === '') return undefined
  // A post's text after its front matter is the field the definition names.
  if (definition.markdown && path === 'body') return definition.markdown.body[locale]
  let parts = path.split('.')
  let language: Locale | undefined
  if (definition.translated !== false && definition.markdown === undefined) {
    if (!(locales as readonly string[]).includes(parts[0]!)) return undefined
    language = parts[0] as Locale
    parts = parts.slice(1)
  }
  const labels = labelsAlong(definition.schema, parts, locale)
  if (labels.length === 0) return undefined
  const languages: Record<Locale, Record<Locale, string>> = {
    nb: { nb: 'norsk', en: 'engelsk' },
    en: { nb: 'Norwegian', en: 'English' },
  }
  return `${labels.join(' › ')}${language ? ` (${languages[locale][language]})` : ''}`
}
