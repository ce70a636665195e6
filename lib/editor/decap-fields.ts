/**
 * A collection's zod schema as Decap CMS fields: one field per key of the schema, in its order,
 * with the widget, the required flag and the limits the schema enforces, so that the editor
 * refuses what the build would refuse wherever Decap can say it.
 *
 * | zod                               | Decap                                                   |
 * |-----------------------------------|---------------------------------------------------------|
 * | string (`text(max)`)              | `copy`, or `copy-text` (several lines) over 200 characters |
| string with a pattern (a slug)    | `string` or `text`: a code, typed as it is               |
 * |   max/min length, regex           |   `pattern`, with the message in the interface language  |
 * | `richText()` (Markdown)           | `copy-markdown`: paragraphs, bold, italic, links, lists  |
 * | `isoDate`                         | `isodate`: the browser's date picker, written YYYY-MM-DD |
 * | `z.int()`, `z.number()` min/max   | `number` (int or float) with `min`, `max`                |
 * | boolean                           | `boolean`                                                |
 * | `z.enum([...])`                   | `select`                                                 |
 * | array of a type / of objects      | `list` with `field` / `fields`, `min`, `max`             |
 * | object                            | `object` with `fields`                                   |
 * | `.optional()`                     | `required: false`                                        |
 * | `.default(v)`                     | `required: false`, `default: v`                          |
| a list or object read by a transform | the list or object the file holds                      |
 *
 * Decap has no "all or none" for an optional group whose fields are required: in the editor the
 * fields of an optional object are optional each, and the build names the one left out. A type
 * with no Decap widget (a union, a record, null) stops the generation, naming the field, rather
 * than giving the editor a field that writes what the schema refuses.
 */
import { mediaFolder as mediaFolderName } from '../../content/loader/images.ts'
import { z } from 'zod'
import {
  contentDefinitions,
  editorFields,
  type ContentDefinition,
  type EditorText,
  type FieldEditor,
  type Reference,
} from '../../content/loader/editor.ts'
import type { Locale } from '../../content/site/locale-list.ts'

/** A Decap field as its configuration file writes it (the keys this generator uses). */
export type DecapField = {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  i18n?: true | 'duplicate'
  pattern?: [string, string]
  default?: unknown
  min?: number
  max?: number
  step?: number
  value_type?: 'int' | 'float'
  options?: { label: string; value: string }[]
  field?: DecapField
  fields?: DecapField[]
  collapsed?: boolean
  [option: string]: unknown
}

/** Longer texts get a box of several lines. */
const multilineFrom = 200

/**
 * What the Markdown of the content may hold (content/loader/markdown.ts refuses headings, quotes,
 * code and images; a field with `subheadings` also gets the button for a `###` heading).
 */
export const markdownOptions = {
  buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'],
  editor_components: [],
  modes: ['rich_text', 'raw'],
  sanitize_preview: true,
} as const

/**
 * The editor's copy fields (./widgets/copy-widget.ts), which show a placeholder as its value: a
 * line, several lines, Markdown (with the options above) and a line of Markdown.
 */
export const copyWidgets = {
  line: 'copy',
  text: 'copy-text',
  markdown: 'copy-markdown',
  /** One line of Markdown (a link, a plan's feature): bold, italic and links, no line breaks. */
  markdownLine: 'copy-line',
} as const

/** The editor's own date field, which ./interface-strings.ts registers with Decap. */
export const dateWidget = 'isodate'

/** The words of the generated rules, in each interface language. */
const words: Record<
  Locale,
  { atMost: (n: number) => string; between: (min: number, max: number) => string; writtenOnce: string; date: string }
> = {
  nb: {
    atMost: (n) => `Høyst ${n} tegn.`,
    between: (min, max) => `Mellom ${min} og ${max} tegn.`,
    writtenOnce: 'Skrives én gang, her, og gjelder begge språk.',
    date: 'Velg en dato i kalenderen, med firesifret årstall.',
  },
  en: {
    atMost: (n) => `At most ${n} characters.`,
    between: (min, max) => `Between ${min} and ${max} characters.`,
    writtenOnce: 'Written once, here, for both languages.',
    date: 'Pick a date in the calendar, with a four-digit year.',
  },
}

export class EditorSchemaError extends Error {
  override readonly name = 'EditorSchemaError'
}

/**
 * Where the editor finds the entries a reference names: the Decap collection, and for a list in a
 * file the file's name in it. Undefined for content the editor does not offer.
 */
export type ReferenceTarget = (contentPath: string) => { collection: string; file?: string } | undefined

/** A Decap collection name for a content path: `jobs`, `careers-job-template`. */
export function collectionName(contentPath: string): string {
  return contentPath
    .replace(/\.ya?ml$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The group a file is listed in when its definition names none. */
export const pagesGroup = { name: 'pages', label: { nb: 'Sider', en: 'Pages' } }

/**
 * Where each kind of content the editor offers is in its configuration: a folder is a collection
 * of its own, a file is one of its group's.
 */
export function referenceTargets(
  definitions: readonly ContentDefinition[] = contentDefinitions().filter((definition) => definition.editor),
): ReferenceTarget {
  return (contentPath) => {
    const definition = definitions.find((candidate) => candidate.path === contentPath)
    if (definition === undefined) return undefined
    if (definition.kind === 'folder') return { collection: collectionName(definition.path) }
    return { collection: (definition.editor?.group ?? pagesGroup).name, file: collectionName(definition.path) }
  }
}

type Context = {
  /** Resolves references to other collections. */
  target: ReferenceTarget
  locale: Locale
  /** The field's dotted path inside a language's block (`meta.title`). */
  path: string
  /** Dotted paths of fields that do not depend on the language. */
  shared: readonly string[]
  /** Whether the field's value is the same in both languages (a shared field or inside one). */
  duplicate: boolean
  /** Whether the file holds both languages (Decap's i18n); a file of one language has no i18n keys. */
  translated: boolean
  /** The content's media folder from the repository's root (`content/media`), where uploads go. */
  mediaRoot: string
}

type Check = {
  check: string
  minimum?: number
  maximum?: number
  value?: number
  inclusive?: boolean
  pattern?: RegExp
}

function checks(schema: z.ZodType): Check[] {
  const list = (schema._zod.def as { checks?: { _zod: { def: Check } }[] }).checks ?? []
  return list.map((check) => check._zod.def)
}

/** The schema's editor metadata, with that of the schemas it wraps (the outer wins). */
function metaOf(chain: z.ZodType[]): FieldEditor {
  return chain.reduceRight<FieldEditor>((meta, schema) => ({ ...meta, ...editorFields.get(schema) }), {})
}

/** Strips `.optional()` and `.default()`, keeping what they say. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; chain: z.ZodType[]; optional: boolean; fallback: unknown } {
  const chain: z.ZodType[] = []
  let inner = schema
  let optional = false
  let fallback: unknown = undefined
  for (;;) {
    chain.push(inner)
    if (inner instanceof z.ZodOptional) {
      optional = true
      inner = inner.unwrap() as z.ZodType
    } else if (inner instanceof z.ZodDefault) {
      optional = true
      fallback = inner._zod.def.defaultValue
      inner = inner.unwrap() as z.ZodType
    } else {
      return { inner, chain, optional, fallback }
    }
  }
}

function text(value: EditorText | undefined, locale: Locale): string | undefined {
  return value?.[locale]
}

/** A pattern for Decap's string widgets: the length limit and the schema's regular expressions together. */
function stringPattern(schema: z.ZodString, meta: FieldEditor, locale: Locale): [string, string] | undefined {
  const regexes = checks(schema)
    .filter((check) => check.check === 'string_format' && check.pattern instanceof RegExp)
    .map((check) => check.pattern as RegExp)
  const min = schema.minLength ?? 0
  const max = schema.maxLength
  const parts: string[] = []
  const messages: string[] = []
  if (max !== null) {
    // The length counts a placeholder (`{fact:caseResults.moreConversionsPercent}`, `{client}`) as
    // one character: the file holds the placeholder, the page the fact it stands for, whose length
    // the build checks once it is written out. Counted as typed, a figure's 40 characters refused
    // the case studies' own files.
    parts.push(`(?=(?:\\{[A-Za-z][\\w.:-]*\\}|[\\s\\S]){${min > 1 ? min : 0},${max}}$)`)
    messages.push(min > 1 ? words[locale].between(min, max) : words[locale].atMost(max))
  }
  for (const regex of regexes) {
    if (regex.flags.replace('u', '') !== '') {
      throw new EditorSchemaError(`a pattern with flags (${regex}) cannot be checked by the editor`)
    }
    parts.push(`(?=${regex.source})`)
    const message = text(meta.patternMessage, locale)
    if (message === undefined) throw new EditorSchemaError(`a pattern (${regex}) without the editor's message for it`)
    messages.push(message)
  }
  if (parts.length === 0) return undefined
  return [`^${parts.join('')}`, messages.join(' ')]
}

function numberLimits(schema: z.ZodNumber): Pick<DecapField, 'min' | 'max' | 'step' | 'value_type'> {
  const int = schema.isInt === true
  const limits: Pick<DecapField, 'min' | 'max' | 'step' | 'value_type'> = { value_type: int ? 'int' : 'float' }
  if (int) limits.step = 1
  for (const check of checks(schema)) {
    if (check.check === 'greater_than' && check.value !== undefined) {
      limits.min = check.inclusive || !int ? check.value : check.value + 1
      if (!check.inclusive && !int) {
        throw new EditorSchemaError('a number that must be greater than a limit, which the editor cannot say')
      }
    }
    if (check.check === 'less_than' && check.value !== undefined) {
      limits.max = check.inclusive || !int ? check.value : check.value - 1
      if (!check.inclusive && !int) {
        throw new EditorSchemaError('a number that must be less than a limit, which the editor cannot say')
      }
    }
  }
  return limits
}

function arrayLimits(schema: z.ZodArray): Pick<DecapField, 'min' | 'max'> {
  const limits: Pick<DecapField, 'min' | 'max'> = {}
  for (const check of checks(schema)) {
    if (check.check === 'min_length' && check.minimum !== undefined) limits.min = check.minimum
    if (check.check === 'max_length' && check.maximum !== undefined) limits.max = check.maximum
    if (check.check === 'length_equals') throw new EditorSchemaError('a list of a fixed length')
  }
  return limits
}

function isShared(path: string, shared: readonly string[]): boolean {
  return shared.includes(path)
}

/** The Decap field of one key of a schema. */
function field(name: string, schema: z.ZodType, context: Context, parentOptional: boolean): DecapField {
  const { inner, chain, optional, fallback } = unwrap(schema)
  const meta = metaOf(chain)
  const { locale, path } = context
  const duplicate = context.duplicate || isShared(path, context.shared)
  const base: DecapField = {
    name,
    label: text(meta.label, locale) ?? name,
    widget: 'string',
    // Decap cannot make a group "all or none": inside an optional group every field is optional.
    required: !optional && !parentOptional,
  }
  // Decap cannot duplicate a list into the other language (its configuration refuses `i18n:
  // duplicate` on a list). A list that does not depend on the language is edited once, in the
  // Norwegian pane: the field has no i18n key, so Decap shows it in that pane only and writes it in
  // the Norwegian block only, and the loader reads the other languages' value from there. A list of
  // choices is no list here: it is one field, a select of several values, duplicated like any other.
  const choices = inner instanceof z.ZodArray && unwrap(inner.element as z.ZodType).inner instanceof z.ZodEnum
  const sharedList = duplicate && context.translated && inner instanceof z.ZodArray && !choices
  if (context.translated && !sharedList) base.i18n = duplicate ? 'duplicate' : true
  const hint = [text(meta.hint, locale), sharedList ? words[locale].writtenOnce : undefined].filter(Boolean).join(' ')
  if (hint !== '') base.hint = hint
  if (fallback !== undefined) base.default = fallback
  if (meta.reference) {
    // A relation is one field, a list of them included: a shared one is written once, in both languages.
    if (context.translated) base.i18n = duplicate ? 'duplicate' : true
    const own = text(meta.hint, locale)
    if (own) base.hint = own
    else delete base.hint
    return { ...base, ...relation(meta.reference, inner, context, path) }
  }
  try {
    const inside = sharedList
      ? { ...context, translated: false, duplicate: false, shared: [] }
      : { ...context, duplicate }
    return { ...base, ...widgetOf(inner, meta, inside, optional || parentOptional) }
  } catch (error) {
    if (error instanceof EditorSchemaError && !error.message.startsWith('field ')) {
      throw new EditorSchemaError(`field ${path}: ${error.message}`)
    }
    throw error
  }
}

/** Decap's relation widget for a reference: one entry, or a list of them with the list's limits. */
function relation(reference: Reference, schema: z.ZodType, context: Context, at: string): Partial<DecapField> {
  const where = 'folder' in reference ? reference.folder : reference.file
  const target = context.target(where)
  if (target === undefined) {
    throw new EditorSchemaError(`field ${at}: a reference to content/${where}, which the editor does not offer`)
  }
  const item = (field: string) => ('folder' in reference ? field : `${reference.list}.*.${field}`)
  const multiple = schema instanceof z.ZodArray
  return {
    widget: 'relation',
    collection: target.collection,
    ...(target.file ? { file: target.file } : {}),
    value_field: 'folder' in reference ? '{{slug}}' : item(reference.value),
    search_fields: [item(reference.display)],
    display_fields: [item(reference.display)],
    options_length: 500,
    multiple,
    ...(multiple ? arrayLimits(schema) : {}),
  }
}

function widgetOf(schema: z.ZodType, meta: FieldEditor, context: Context, optional: boolean): Partial<DecapField> {
  const { locale } = context
  if (schema instanceof z.ZodPipe) {
    // A list or a group read into another shape (the plan sets into a record by name): the file
    // holds the list or the group, so that is what the editor edits.
    const input = editedInput(schema)
    if (input instanceof z.ZodArray || input instanceof z.ZodObject) return widgetOf(input, meta, context, optional)
    // An image: the file holds its path in the media folder, which Decap's image widget writes. A
    // field of its own subfolder (the customers' logos in media/customers/) uploads there and shows
    // its files from there: Decap finds an image by its name in the field's folder.
    if (meta.widget === 'image') {
      const folder = meta.mediaSubfolder
      return {
        widget: 'image',
        choose_url: false,
        ...(folder
          ? { media_folder: `/${context.mediaRoot}/${folder}`, public_folder: `${mediaFolderName}/${folder}` }
          : {}),
      }
    }
    if (meta.widget !== 'markdown' && meta.widget !== 'line') {
      throw new EditorSchemaError('a transformed value that is not marked as Markdown, which the editor cannot show')
    }
    // The text the file holds is what the first step of the (possibly chained) transform reads.
    let source = schema._zod.def.in as z.ZodType
    while (source instanceof z.ZodPipe) source = source._zod.def.in as z.ZodType
    if (!(source instanceof z.ZodString)) throw new EditorSchemaError('Markdown that is not read from a text')
    const pattern = stringPattern(source, meta, locale)
    if (meta.widget === 'line') {
      return { widget: copyWidgets.markdownLine, buttons: ['bold', 'italic', 'link'], ...(pattern ? { pattern } : {}) }
    }
    const buttons = meta.subheadings ? [...markdownOptions.buttons, 'heading-three'] : markdownOptions.buttons
    return { widget: copyWidgets.markdown, ...markdownOptions, buttons, ...(pattern ? { pattern } : {}) }
  }
  if (schema instanceof z.ZodString) {
    if (meta.widget === 'date') {
      // The editor's own date field (./interface-strings.ts): the browser's date picker, its value
      // kept as the YYYY-MM-DD text it gives. Decap's datetime widget read each keystroke of the
      // year as a date of its own, so "2027" typed digit by digit became 1907.
      return { widget: dateWidget, pattern: ['^(19|20)\\d\\d-\\d\\d-\\d\\d$', words[locale].date] }
    }
    if (meta.widget === 'markdown') throw new EditorSchemaError('Markdown that the schema does not read into rich text')
    const pattern = stringPattern(schema, meta, locale)
    const multiline = meta.widget === 'multiline' || (schema.maxLength ?? 0) > multilineFrom
    // A text the schema holds to a pattern (an address, a slug, a phone number) is a code, typed as
    // it is; any other is copy, whose placeholders the copy fields show as their values.
    const code = checks(schema).some((check) => check.check === 'string_format')
    if (code) return { widget: multiline ? 'text' : 'string', ...(pattern ? { pattern } : {}) }
    return { widget: multiline ? copyWidgets.text : copyWidgets.line, ...(pattern ? { pattern } : {}) }
  }
  if (schema instanceof z.ZodNumber) return { widget: 'number', ...numberLimits(schema) }
  if (schema instanceof z.ZodBoolean) return { widget: 'boolean' }
  if (schema instanceof z.ZodEnum) {
    const values = schema.options.map(String)
    return {
      widget: 'select',
      options: values.map((value) => ({ value, label: text(meta.choices?.[value], locale) ?? value })),
    }
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType
    const limits = arrayLimits(schema)
    const inner = editedInput(unwrap(element).inner)
    if (inner instanceof z.ZodEnum) {
      // Several of a fixed set of values: one select that takes several, each shown by its name.
      const { widget, options } = field('item', element, context, false)
      return { widget, options, multiple: true, ...limits }
    }
    if (inner instanceof z.ZodObject) {
      return { widget: 'list', ...limits, fields: objectFields(inner, context, false) }
    }
    const item = field('item', element, context, false)
    return { widget: 'list', ...limits, field: { ...item, label: text(meta.label, locale) ?? item.label } }
  }
  if (schema instanceof z.ZodObject) {
    return { widget: 'object', collapsed: false, fields: objectFields(schema, context, optional) }
  }
  throw new EditorSchemaError(`a ${schema._zod.def.type}, for which the editor has no field`)
}

/** What a file holds for a schema that reads it into another shape (a transform): the schema the transforms start from. */
function editedInput(schema: z.ZodType): z.ZodType {
  let source = schema
  while (source instanceof z.ZodPipe) source = source._zod.def.in as z.ZodType
  return source
}

function objectFields(schema: z.ZodObject, context: Context, optional: boolean): DecapField[] {
  return Object.entries(schema.shape).map(([key, value]) =>
    field(key, value as z.ZodType, { ...context, path: context.path ? `${context.path}.${key}` : key }, optional),
  )
}

/**
 * The fields of a collection whose language blocks (or, with `translated: false`, whose files of
 * one language) have `schema`, named in the interface `locale`.
 */
export function decapFields(
  schema: z.ZodType,
  options: {
    locale: Locale
    shared: readonly string[]
    translated?: boolean
    mediaRoot?: string
    target?: ReferenceTarget
  },
): DecapField[] {
  if (!(schema instanceof z.ZodObject)) {
    throw new EditorSchemaError('a collection schema that is not an object of fields')
  }
  const context = {
    locale: options.locale,
    shared: options.shared,
    path: '',
    duplicate: false,
    target: options.target ?? referenceTargets(),
  }
  return objectFields(
    schema,
    {
      ...context,
      translated: options.translated ?? true,
      mediaRoot: options.mediaRoot ?? `content/${mediaFolderName}`,
    },
    false,
  )
}
