/**
 * What the editor at /admin needs to know about content beyond its schemas: the names it shows for
 * collections and fields in each interface language, and a field's kind where its zod type alone
 * does not say it (Markdown, a date). The editor's configuration is generated from the schemas and
 * this (lib/editor/), so a collection appears in the editor by being defined with
 * `defineCollection`, `defineSingleton` or `defineDataFile`, and a field by being in its schema.
 *
 * Field metadata lives in a zod registry of its own (`editorFields`), so the schemas stay plain
 * zod and their `z.infer` types are untouched.
 */
import { z } from 'zod'
import type { Locale } from '../site/locale-list.ts'

/** A name or a hint in each interface language of the editor. */
export type EditorText = Record<Locale, string>

/**
 * How the editor shows a field whose zod type does not say it by itself: Markdown rich text, a date,
 * a text of several lines, one line of Markdown (a link, a plan's feature) edited as a line of text,
 * or an image of the media folder (content/loader/images.ts), chosen or uploaded in the media library.
 */
export type EditorWidget = 'markdown' | 'date' | 'multiline' | 'line' | 'image'

export type FieldEditor = {
  /** The field's name in the editor. */
  label?: EditorText
  /** A line under the field: what to write, and the rules the schema enforces. */
  hint?: EditorText
  widget?: EditorWidget
  /** Markdown that takes `### sub-headings` (./markdown.ts `subheadings`): the editor offers the button. */
  subheadings?: true
  /** What the editor says when a value does not match the field's pattern (a slug's letters). */
  patternMessage?: EditorText
  /** An image field's folder inside the media folder (`customers`), where its uploads go. */
  mediaSubfolder?: string
  /** The names the editor shows for the values of a choice (`z.enum`), by value. */
  choices?: Record<string, EditorText>
  /** The entries the value names (a list of them for a list of ids). */
  reference?: Reference
}

/**
 * What a field's value names: entries of a folder, by file name (`folder: 'testimonials'`), or
 * items of a list in a file, by a field of theirs (`file: 'customers.yml'`, `list: 'customers'`,
 * `value: 'id'`). The editor offers the entries by the field `display`, to pick rather than type,
 * and reads them afresh, so an entry added a moment ago is among them.
 */
export type Reference =
  { folder: string; display: string } | { file: string; list: string; value: string; display: string }

/** Editor metadata of fields, read through `editorFields.get(schema)` (inherited by a schema's clones). */
export const editorFields = z.registry<FieldEditor>()

/**
 * The schema, with the field's name (and a hint) in the editor. Registers a clone, so a shared
 * schema such as `isoDate` can carry a different name in each place it is used.
 */
export function inEditor<S extends z.ZodType>(schema: S, label: EditorText, hint?: EditorText): S {
  const own = schema.clone() as S
  editorFields.add(own, hint ? { label, hint } : { label })
  return own
}

/** Describes a field type for the editor: its kind and what it says of a value of the wrong form (./fields.ts). */
export function editorFieldType<S extends z.ZodType>(schema: S, meta: Omit<FieldEditor, 'label' | 'hint'>): S {
  editorFields.add(schema, meta)
  return schema
}

/**
 * The schema of a field that names other entries (see `Reference`): the editor picks them by name.
 * Registers a clone, as `inEditor` does.
 */
export function references<S extends z.ZodType>(schema: S, reference: Reference): S {
  const own = schema.clone() as S
  editorFields.add(own, { reference })
  return own
}

/** How a collection appears in the editor. */
export type CollectionEditor = {
  /** The collection's name in the editor's list of collections (plural: "Jobs"). */
  label: EditorText
  /** One entry ("Job"), for buttons such as "New job". */
  labelSingular?: EditorText
  /** A line under the collection's name. */
  description?: EditorText
  /**
   * Singletons only: the group of files it is listed in (one collection of the editor per group).
   * Files without a group are listed under "Pages".
   */
  group?: { name: string; label: EditorText }
}

/** One kind of content as the loader defines it, for the editor. */
export type ContentDefinition = {
  /** `folder`: one file per entry in `content/<path>/`; `file`: one file, `content/<path>`. */
  kind: 'folder' | 'file'
  /** The folder or file, relative to the content root. */
  path: string
  /** What one language's block of a file must be (a Markdown file's front matter). */
  schema: z.ZodType
  /** Dotted paths of fields that do not depend on the language. */
  shared: readonly string[]
  editor: CollectionEditor | undefined
  /** `false` for a data file (content/facts/): values that do not depend on the language, no `nb:` and `en:` blocks. */
  translated?: false
  /**
   * Markdown files with front matter, all of one language (the blog's `posts/nb/`), rather than
   * YAML files with both languages: the body's name in the editor, and the files' language.
   */
  markdown?: { language: Locale; body: EditorText; fileNameField: string }
}

const definitions = new Map<string, ContentDefinition>()

/** Called by `defineCollection`, `defineSingleton` and `defineDataFile`; a second definition of one path replaces the first (a dev server reloading a module). */
export function registerDefinition(definition: ContentDefinition): void {
  definitions.set(`${definition.kind}:${definition.path}`, definition)
}

/** Every collection and singleton defined so far in this process, by path. */
export function contentDefinitions(): ContentDefinition[] {
  return [...definitions.values()].sort((a, b) => a.path.localeCompare(b.path))
}

/**
 * Lists a folder of one language's Markdown files for the editor (the loader of such files is
 * their own, such as the blog's): `schema` checks the front matter, and the file is named after
 * the value of `fileNameField`.
 */
export function defineMarkdownFolder(
  folder: string,
  config: { schema: z.ZodType; editor: CollectionEditor } & NonNullable<ContentDefinition['markdown']>,
): void {
  const { schema, editor, ...markdown } = config
  registerDefinition({ kind: 'folder', path: folder, schema, shared: [], editor, markdown })
}
