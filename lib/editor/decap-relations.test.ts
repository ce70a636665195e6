import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { inEditor, references, type ContentDefinition } from '../../content/loader/editor'
import { slug } from '../../content/loader/fields'
import { decapConfig, publishMode } from './decap-config'
import { dateWidget, EditorSchemaError, type DecapField } from './decap-fields'
import { discoverDefinitions } from './discover'
import { interfaceScript, norwegianPhrases } from './interface-strings'
import { editorBackend } from './settings'

/** Every Decap field at any depth. */
function allFields(fields: readonly DecapField[] = []): DecapField[] {
  return fields.flatMap((field) => [
    field,
    ...allFields(field.fields),
    ...(field.field ? allFields([field.field]) : []),
  ])
}

function configWith(definitions: ContentDefinition[]) {
  return decapConfig({
    locale: 'nb',
    definitions,
    contentPath: 'content',
    backend: { kind: 'local', url: 'http://127.0.0.1:3000/admin/api/v1' },
    siteUrl: 'https://www.fjordlys.example',
  }) as { collections: { name: string; fields?: DecapField[]; files?: { fields: DecapField[] }[] }[] }
}

const say = (nb: string, en: string) => ({ nb, en })

/** Two kinds of content: people, and notes that name a person and a list of them. */
function fixture(): ContentDefinition[] {
  const people: ContentDefinition = {
    kind: 'folder',
    path: 'people',
    schema: z.strictObject({ name: inEditor(z.string(), say('Navn', 'Name')) }),
    shared: [],
    editor: { label: say('Folk', 'People') },
  }
  const notes: ContentDefinition = {
    kind: 'folder',
    path: 'notes',
    schema: z.strictObject({
      title: inEditor(z.string(), say('Tittel', 'Title')),
      author: inEditor(references(slug, { folder: 'people', display: 'name' }), say('Forfatter', 'Author')),
      readers: inEditor(
        references(z.array(slug).min(1).max(3), { folder: 'people', display: 'name' }),
        say('Lesere', 'Readers'),
      ),
    }),
    shared: ['author', 'readers'],
    editor: { label: say('Notater', 'Notes') },
  }
  return [people, notes]
}

describe('a field that names other entries', () => {
  it('is picked by name from the entries of the collection it names, a list with its limits, written once for both languages', () => {
    const config = configWith(fixture())
    const notes = config.collections.find((collection) => collection.name === 'notes')!
    const author = notes.fields!.find((field) => field.name === 'author')!
    expect(author).toMatchObject({
      widget: 'relation',
      collection: 'people',
      value_field: '{{slug}}',
      display_fields: ['name'],
      search_fields: ['name'],
      multiple: false,
      i18n: 'duplicate',
    })
    const readers = notes.fields!.find((field) => field.name === 'readers')!
    expect(readers).toMatchObject({ widget: 'relation', multiple: true, min: 1, max: 3, i18n: 'duplicate' })
  })

  it('stops the generation when it names content the editor does not offer', () => {
    const [, notes] = fixture()
    expect(() => configWith([notes!])).toThrow(EditorSchemaError)
    expect(() => configWith([notes!])).toThrow(/content\/people/)
  })

  it('is what every reference of the site is: each names a collection or a file of the editor', async () => {
    const definitions = (await discoverDefinitions()).filter((definition) => definition.editor)
    const config = configWith(definitions)
    const names = new Set(config.collections.map((collection) => collection.name))
    const relations = config.collections
      .flatMap((collection) => [
        ...(collection.fields ?? []),
        ...(collection.files ?? []).flatMap((file) => file.fields),
      ])
      .flatMap((field) => allFields([field]))
      .filter((field) => field.widget === 'relation')
    expect(relations.length).toBeGreaterThan(0)
    for (const field of relations) expect(names).toContain(field.collection)
  })
})

describe('how a save reaches the site', () => {
  it('is a draft read over before it is published on GitHub and GitLab, and written at once by the editing server', () => {
    const git = (name: 'github' | 'gitlab' | 'gitea') => {
      const backend = editorBackend({ CMS_REPO: 'fjordlys/site', CMS_BACKEND: name })!
      return { kind: 'git', backend } as const
    }
    expect(publishMode(git('github'))).toBe('editorial_workflow')
    expect(publishMode(git('gitlab'))).toBe('editorial_workflow')
    expect(publishMode(git('gitea'))).toBe('simple')
    expect(publishMode({ kind: 'local', url: 'http://127.0.0.1:3000/admin/api/v1' })).toBe('simple')
  })
})

describe("the editor's own script", () => {
  /** Runs the script against a stand-in of the editor's page and Decap, recording what it does. */
  function run() {
    const locales: Record<string, unknown> = {}
    const widgets: Record<string, unknown> = {}
    const listeners: Record<string, (event: { oldURL: string; newURL: string }) => void> = {}
    const relation = { control: 'Decap relation control' }
    const reload = vi.fn()
    const window = {
      CMS: {
        getLocale: (name: string) =>
          name === 'nb_no' ? { editor: { editorInterface: { toggleI18n: 'Decaps egen' } } } : undefined,
        registerLocale: (name: string, phrases: unknown) => (locales[name] = phrases),
        registerWidget: (name: string, control: unknown) => (widgets[name] = control),
        getWidget: (name: string) => (name === 'relation' ? relation : undefined),
      },
      createClass: (spec: unknown) => spec,
      h: (...args: unknown[]) => args,
      addEventListener: (type: string, listener: (event: { oldURL: string; newURL: string }) => void) =>
        (listeners[type] = listener),
      location: { reload },
    }
    new Function('window', interfaceScript())(window)
    return { locales, widgets, listeners, relation, reload }
  }

  it("lays the Norwegian phrases over Decap's own, keeping those it has", () => {
    const { locales } = run()
    const nb = locales.nb_no as { editor: { editorInterface: Record<string, string> } }
    expect(nb.editor.editorInterface.togglePreview).toBe(norwegianPhrases['editor.editorInterface.togglePreview'])
    expect(nb.editor.editorInterface.toggleI18n).toBe(norwegianPhrases['editor.editorInterface.toggleI18n'])
  })

  it("registers the date field and leaves Decap's relation widget as it is (its fields show their entries' names by it)", () => {
    const { widgets, relation } = run()
    expect(widgets[dateWidget]).toBeDefined()
    expect(relation.control).toBe('Decap relation control')
  })

  it('loads the editor afresh when the address goes from one entry straight to another, and only then', () => {
    const at = (hash: string) => `http://127.0.0.1:3000/admin/${hash}`
    const { listeners, reload } = run()
    const go = (from: string, to: string) => listeners.hashchange!({ oldURL: at(from), newURL: at(to) })
    go('#/collections/kinds', '#/collections/kinds/entries/first')
    go('#/collections/kinds/entries/first', '#/collections/kinds/entries/first')
    go('#/collections/kinds/new', '#/collections/kinds/entries/second')
    expect(reload).not.toHaveBeenCalled()
    go('#/collections/kinds/entries/first', '#/collections/others/entries/third')
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
