/**
 * The fact files in the editor: each is a form of its own under the prices' group, and every fact
 * it names is a field a marketer can find and understand, named and explained in the interface's
 * language. A fact added to a schema without its name and hint for the editor fails here.
 */
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z } from 'zod'
import { agencyFactsFile, legalFactsFile, pluginFactsFile, priceFactsFile } from '../../content/facts/schema'
import { inEditor } from '../../content/loader/editor'
import { locales, type Locale } from '../../content/site/locale-list'
import { decapConfigYaml } from './decap-config'
import { decapFields, type DecapField } from './decap-fields'
import { discoverDefinitions } from './discover'

const definitions = await discoverDefinitions()

const factFiles = [agencyFactsFile, pluginFactsFile, legalFactsFile]

/** The editor's configuration in an interface language, as the YAML file Decap loads reads. */
function config(locale: Locale) {
  const yaml = decapConfigYaml({
    locale,
    definitions,
    contentPath: 'content',
    backend: { kind: 'local', url: 'http://127.0.0.1:3000/admin/api/v1' },
    siteUrl: 'https://www.fjordlys.example',
  })
  return parse(yaml) as {
    collections: { name: string; label: string; files?: { file: string; label: string; fields: DecapField[] }[] }[]
  }
}

/** The Decap collection that lists a file, and the file's entry in it. */
function fileEntry(locale: Locale, file: string) {
  for (const collection of config(locale).collections) {
    const entry = collection.files?.find((candidate) => candidate.file === `content/${file}`)
    if (entry) return { collection, entry }
  }
  return undefined
}

/** The named keys of a schema at any depth (groups inside groups), by dotted path; further keys a group takes are not named. */
function namedKeys(schema: z.ZodType, at = ''): string[] {
  let inner = schema
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodPipe) {
    inner = (inner instanceof z.ZodPipe ? inner._zod.def.in : inner.unwrap()) as z.ZodType
  }
  if (inner instanceof z.ZodArray) return namedKeys(inner.element as z.ZodType, at)
  if (!(inner instanceof z.ZodObject)) return []
  return Object.entries(inner.shape).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key
    return [path, ...namedKeys(value as z.ZodType, path)]
  })
}

/** Every Decap field at any depth, by dotted path. */
function decapTree(fields: readonly DecapField[], at = ''): Map<string, DecapField> {
  const tree = new Map<string, DecapField>()
  for (const field of fields) {
    const path = at ? `${at}.${field.name}` : field.name
    tree.set(path, field)
    for (const [inner, value] of decapTree(field.fields ?? [], path)) tree.set(inner, value)
  }
  return tree
}

describe('the fact files in the editor', () => {
  it('offers each fact file as a form of its own, in the group of the prices, named and described in both languages', () => {
    for (const locale of locales) {
      const prices = fileEntry(locale, priceFactsFile.file)
      expect(prices, `${priceFactsFile.file} (${locale})`).toBeDefined()
      for (const file of factFiles) {
        const definition = definitions.find((candidate) => candidate.path === file.file)
        expect(definition?.editor, file.file).toBeDefined()
        expect(definition!.translated, file.file).toBe(false)
        expect(definition!.editor!.label[locale], `${file.file} (${locale})`).toBeTruthy()
        expect(definition!.editor!.description?.[locale], `${file.file} (${locale})`).toBeTruthy()
        const found = fileEntry(locale, file.file)
        expect(found?.collection.name, `${file.file} (${locale})`).toBe(prices!.collection.name)
        expect(found!.entry.label, `${file.file} (${locale})`).toBe(definition!.editor!.label[locale])
      }
    }
  })

  it('has every named fact of the files as a field with a name and a hint in each interface language', () => {
    for (const file of factFiles) {
      const definition = definitions.find((candidate) => candidate.path === file.file)!
      const keys = namedKeys(definition.schema)
      expect(keys.length, file.file).toBeGreaterThan(0)
      for (const locale of locales) {
        const tree = decapTree(fileEntry(locale, file.file)!.entry.fields)
        expect([...tree.keys()].sort(), `${file.file} (${locale})`).toEqual([...keys].sort())
        for (const key of keys) {
          const field = tree.get(key)!
          const name = key.split('.').at(-1)
          expect(field.label.trim(), `${file.file}: ${key} has a name (${locale})`).not.toBe('')
          expect(field.label, `${file.file}: ${key} has a name (${locale})`).not.toBe(name)
          expect(field.hint?.trim(), `${file.file}: ${key} has a hint (${locale})`).toBeTruthy()
        }
      }
    }
  })
})

describe('a group that takes further facts', () => {
  it('is edited by its named keys; the further keys it may hold are no field', () => {
    const further = z.union([z.number(), z.string(), z.strictObject({ from: z.number(), to: z.number() })])
    const schema = z.strictObject({
      claims: inEditor(
        z.strictObject({ days: inEditor(z.int().nonnegative(), { nb: 'Dager', en: 'Days' }) }).catchall(further),
        { nb: 'Tall', en: 'Figures' },
      ),
    })
    const [claims] = decapFields(schema, { locale: 'en', shared: [], translated: false })
    expect(claims).toMatchObject({ name: 'claims', widget: 'object', label: 'Figures', required: true })
    expect(claims!.fields!.map((field) => [field.name, field.widget, field.label])).toEqual([
      ['days', 'number', 'Days'],
    ])
  })
})
