import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineCollection, defineSingleton } from './collection.ts'
import { contentDefinitions, editorFields, inEditor } from './editor.ts'
import { isoDate, richText, text } from './fields.ts'

describe('given collections defined with the loader', () => {
  it('lists each one for the editor, with its schema, shared fields and names', () => {
    const schema = z.strictObject({ title: text(40), order: z.int() })
    defineCollection('editor-test-notes', {
      schema,
      shared: ['order'],
      editor: { label: { nb: 'Notater', en: 'Notes' } },
    })
    defineSingleton('editor-test/page.yml', { schema })
    const listed = contentDefinitions().filter((definition) => definition.path.startsWith('editor-test'))
    expect(listed).toEqual([
      {
        kind: 'folder',
        path: 'editor-test-notes',
        schema,
        shared: ['order'],
        editor: { label: { nb: 'Notater', en: 'Notes' } },
      },
      { kind: 'file', path: 'editor-test/page.yml', schema, shared: [], editor: undefined },
    ])
  })

  it('keeps one entry per path when a module defines its collection again (a dev server reloading it)', () => {
    const first = z.strictObject({ title: text(40) })
    const second = z.strictObject({ title: text(80) })
    defineCollection('editor-test-reloaded', { schema: first })
    defineCollection('editor-test-reloaded', { schema: second })
    const listed = contentDefinitions().filter((definition) => definition.path === 'editor-test-reloaded')
    expect(listed.map((definition) => definition.schema)).toEqual([second])
  })
})

describe('given a field named for the editor', () => {
  it('validates exactly as the schema it names', () => {
    const title = inEditor(text(5), { nb: 'Tittel', en: 'Title' })
    expect(title.safeParse('Kort').success).toBe(true)
    expect(title.safeParse('For lang').success).toBe(false)
    expect(title.safeParse('').success).toBe(false)
  })

  it('gives a shared field type its own name in each place, and keeps the kind the field type marks', () => {
    const posted = inEditor(isoDate, { nb: 'Publisert', en: 'Posted' })
    const closes = inEditor(isoDate, { nb: 'Frist', en: 'Closes' }, { nb: 'Siste dag.', en: 'The last day.' })
    expect(editorFields.get(posted)).toEqual({ widget: 'date', label: { nb: 'Publisert', en: 'Posted' } })
    expect(editorFields.get(closes)).toEqual({
      widget: 'date',
      label: { nb: 'Frist', en: 'Closes' },
      hint: { nb: 'Siste dag.', en: 'The last day.' },
    })
    expect(editorFields.get(isoDate)).toEqual({ widget: 'date' })
  })

  it('marks Markdown fields, whose value the schema turns into rich text', () => {
    const body = inEditor(richText(), { nb: 'Tekst', en: 'Text' })
    expect(editorFields.get(body)?.widget).toBe('markdown')
    expect(body.parse('Hei **du**')).toEqual([{ type: 'paragraph', content: ['Hei ', { type: 'strong', text: 'du' }] }])
  })
})
