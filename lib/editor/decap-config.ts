/**
 * The configuration of the editor at /admin (Decap CMS), generated from the content's definitions:
 * one Decap collection per folder collection, one per group of singletons, each with the fields of
 * its schema (./decap-fields.ts). Both languages of an entry sit in one file as `nb:` and `en:`
 * blocks (Decap's i18n `single_file` structure, the loader's format), edited side by side; fields
 * that do not depend on the language are `duplicate`: written in both blocks, edited once.
 */
import { stringify } from 'yaml'
import type { ContentDefinition, EditorText } from '../../content/loader/editor.ts'
import { defaultLocale } from '../../content/site/locales.ts'
import { locales, type Locale } from '../../content/site/locale-list.ts'
import {
  collectionName,
  decapFields,
  EditorSchemaError,
  copyWidgets,
  markdownOptions,
  pagesGroup,
  referenceTargets,
  type DecapField,
  type ReferenceTarget,
} from './decap-fields.ts'
import type { EditorBackend } from './settings.ts'

/** Decap's name for each interface language (its Norwegian is `nb_no`, bokmål). */
export const decapLocale: Record<Locale, string> = { nb: 'nb_no', en: 'en' }

/** The folder of images uploaded with content, inside the content folder. */
export const mediaFolder = 'media'

export type DecapBackend =
  | { kind: 'git'; backend: EditorBackend }
  /** The local backend (decap-server's middleware in the dev server), saving to the working tree. */
  | { kind: 'local'; url: string }

export type DecapConfigOptions = {
  /** The interface language. */
  locale: Locale
  definitions: readonly ContentDefinition[]
  /** The content folder as the backend sees it: relative to the repository's root (`content`). */
  contentPath: string
  backend: DecapBackend
  siteUrl: string
}

type Collection = Record<string, unknown> & { name: string; fields?: DecapField[] }

function say(value: EditorText | undefined, locale: Locale): string | undefined {
  return value?.[locale]
}

function fieldsOf(
  definition: ContentDefinition,
  locale: Locale,
  contentPath: string,
  target: ReferenceTarget = referenceTargets(),
): DecapField[] {
  try {
    const fields = decapFields(definition.schema, {
      locale,
      target,
      mediaRoot: `${contentPath}/${mediaFolder}`,
      shared: definition.shared,
      translated: definition.markdown === undefined && definition.translated !== false,
    })
    if (definition.markdown === undefined) return fields
    // The Markdown after the front matter: Decap's `body` field.
    const body: DecapField = {
      name: 'body',
      label: definition.markdown.body[locale],
      widget: copyWidgets.markdown,
      required: true,
      ...markdownOptions,
      buttons: [...markdownOptions.buttons, 'heading-two', 'heading-three', 'quote'],
    }
    return [...fields, body]
  } catch (error) {
    if (error instanceof EditorSchemaError) {
      throw new EditorSchemaError(`content/${definition.path}: ${error.message}`)
    }
    throw error
  }
}

function backendConfig(backend: DecapBackend): Record<string, unknown> {
  if (backend.kind === 'local') return { name: 'proxy', proxy_url: backend.url, branch: 'main' }
  const git = backend.backend
  const config: Record<string, unknown> = {
    name: git.name,
    repo: git.repo,
    branch: git.branch,
    api_root: git.apiRoot,
  }
  if (git.baseUrl) config.base_url = git.baseUrl
  if (git.authEndpoint) config.auth_endpoint = git.authEndpoint
  if (git.appId) {
    config.app_id = git.appId
    if (git.name === 'gitlab') config.auth_type = 'pkce'
  }
  return config
}

function folderCollection(definition: ContentDefinition, options: DecapConfigOptions): Collection {
  const { locale } = options
  const fields = fieldsOf(definition, locale, options.contentPath, referenceTargets(options.definitions))
  const names = fields.map((field) => field.name)
  const identifier = names.includes('title')
    ? 'title'
    : fields.find((field) => field.widget === copyWidgets.line || field.widget === 'string')?.name
  if (identifier === undefined) {
    throw new EditorSchemaError(
      `content/${definition.path}: the editor needs a text field to name an entry by (a title)`,
    )
  }
  const editor = definition.editor
  const singular = say(editor?.labelSingular, locale)
  const description = say(editor?.description, locale)
  const common = {
    name: collectionName(definition.path),
    label: say(editor?.label, locale) ?? definition.path,
    ...(singular ? { label_singular: singular } : {}),
    ...(description ? { description } : {}),
    folder: `${options.contentPath}/${definition.path}`,
    create: true,
    delete: true,
    identifier_field: identifier,
  }
  if (definition.markdown) {
    // One language's Markdown files, named after the field that is the file's name (its address).
    return {
      ...common,
      extension: 'md',
      format: 'frontmatter',
      slug: `{{fields.${definition.markdown.fileNameField}}}`,
      fields,
    }
  }
  return {
    ...common,
    extension: 'yml',
    format: 'yaml',
    // An entry's file is named after its slug in the default language where it has one.
    slug: names.includes('slug') ? '{{fields.slug}}' : '{{slug}}',
    i18n: true,
    fields,
  }
}

function fileCollections(definitions: readonly ContentDefinition[], options: DecapConfigOptions): Collection[] {
  const { locale } = options
  const groups = new Map<string, { label: EditorText; files: ContentDefinition[] }>()
  for (const definition of definitions) {
    const group = definition.editor?.group ?? pagesGroup
    const entry = groups.get(group.name) ?? { label: group.label, files: [] }
    entry.files.push(definition)
    groups.set(group.name, entry)
  }
  return [...groups].map(([name, group]) => {
    const [only] = group.files
    const description = group.files.length === 1 ? say(only?.editor?.description, locale) : undefined
    // A data file has no language blocks: Decap's i18n is on only for the files that have them.
    const translated = (definition: ContentDefinition) => definition.translated !== false
    return {
      name,
      label: say(group.label, locale) ?? name,
      ...(description ? { description } : {}),
      ...(group.files.some(translated) ? { i18n: true } : {}),
      files: group.files.map((definition) => ({
        name: collectionName(definition.path),
        label: say(definition.editor?.label, locale) ?? definition.path,
        file: `${options.contentPath}/${definition.path}`,
        ...(translated(definition) ? { i18n: true } : {}),
        fields: fieldsOf(definition, locale, options.contentPath, referenceTargets(options.definitions)),
      })),
    }
  })
}

/**
 * How a save reaches the site. On GitHub and GitLab, Decap's editorial workflow: a save is a draft
 * on a branch of its own (a pull or merge request), read over in the editor's Workflow view and
 * published when it is ready, which merges it and starts the deploy. The local backend of the
 * editing server writes to the working tree at once, and Gitea has no editorial workflow in Decap.
 */
export function publishMode(backend: DecapBackend): 'simple' | 'editorial_workflow' {
  if (backend.kind === 'git' && (backend.backend.name === 'github' || backend.backend.name === 'gitlab')) {
    return 'editorial_workflow'
  }
  return 'simple'
}

/** The editor's configuration as an object (what Decap reads from its config.yml). */
export function decapConfig(options: DecapConfigOptions): Record<string, unknown> {
  const folders = options.definitions.filter((definition) => definition.kind === 'folder')
  const files = options.definitions.filter((definition) => definition.kind === 'file')
  return {
    backend: backendConfig(options.backend),
    locale: decapLocale[options.locale],
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // Uploaded images go into the content folder; a field holds the image's path inside it
    // (`media/photo.jpg`), so a copy of the content folder keeps its images with it.
    media_folder: `${options.contentPath}/${mediaFolder}`,
    public_folder: mediaFolder,
    publish_mode: publishMode(options.backend),
    // An optional field left empty is left out of the file (the schemas refuse empty texts).
    omit_empty_optional_fields: true,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'single_file', locales: [...locales], default_locale: defaultLocale },
    collections: [
      ...folders.map((definition) => folderCollection(definition, options)),
      ...fileCollections(files, options),
    ],
  }
}

/** The configuration as the YAML file Decap loads. */
export function decapConfigYaml(options: DecapConfigOptions): string {
  return `# Generated from the content's schemas (lib/editor/); edit the schemas, not this file.\n${stringify(
    decapConfig(options),
    { lineWidth: 0, aliasDuplicateObjects: false },
  )}`
}
