import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { inEditor } from '../../content/loader/editor'
import { isoDate, richText, slug, text } from '../../content/loader/fields'
import { locales } from '../../content/site/locale-list'
import { maxPageTestimonials } from '../../content/pages/services/schema'
import { decapConfig, type DecapConfigOptions } from './decap-config'
import { dateWidget, decapFields, EditorSchemaError, type DecapField } from './decap-fields'
import { discoverDefinitions } from './discover'

const definitions = await discoverDefinitions()

function options(overrides: Partial<DecapConfigOptions> = {}): DecapConfigOptions {
  return {
    locale: 'nb',
    definitions,
    contentPath: 'content',
    backend: { kind: 'local', url: 'http://127.0.0.1:3000/admin/api/v1' },
    siteUrl: 'https://www.fjordlys.example',
    ...overrides,
  }
}

type Walked = { path: string; schema: z.ZodType; optional: boolean }

/** Every field of a zod object schema at any depth (inside groups and lists of groups), by dotted path. */
function schemaFields(schema: z.ZodType, at = '', optionalParent = false): Walked[] {
  // A transformed list or group (the plan sets) is edited as what the file holds: the transform's input.
  let inner = schema
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodPipe) {
    inner = (inner instanceof z.ZodPipe ? inner._zod.def.in : inner.unwrap()) as z.ZodType
  }
  // An item of a list is whole or absent: its fields are required as its schema says, even in an optional group.
  if (inner instanceof z.ZodArray) return schemaFields(inner.element as z.ZodType, at, false)
  if (!(inner instanceof z.ZodObject)) return []
  return Object.entries(inner.shape).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key
    const field = value as z.ZodType
    const optional = optionalParent || field instanceof z.ZodOptional || field instanceof z.ZodDefault
    return [{ path, schema: field, optional }, ...schemaFields(field, path, optional)]
  })
}

/** Every Decap field at any depth, by dotted path (a list's single `field` is its list's own). */
function decapTree(fields: readonly DecapField[], at = ''): Map<string, DecapField> {
  const tree = new Map<string, DecapField>()
  for (const field of fields) {
    const path = at ? `${at}.${field.name}` : field.name
    tree.set(path, field)
    for (const [inner, value] of decapTree(field.fields ?? [], path)) tree.set(inner, value)
  }
  return tree
}

function collectionOf(config: Record<string, unknown>, folder: string) {
  const collections = config.collections as { name: string; folder?: string; fields?: DecapField[] }[]
  return collections.find((collection) => collection.folder === `content/${folder}`)
}

function decapPattern(field: DecapField | undefined): RegExp {
  expect(field?.pattern, `${field?.name} has a pattern`).toBeDefined()
  return new RegExp(field!.pattern![0])
}

describe('the editor configuration generated from the content definitions', () => {
  it('has a collection for every collection and singleton the content defines', () => {
    expect(definitions.map((definition) => definition.path)).toEqual(
      expect.arrayContaining(['jobs', 'careers/job-template.yml', 'blog/posts/nb', 'blog/posts/en']),
    )
    const config = decapConfig(options())
    const collections = config.collections as { folder?: string; files?: { file: string }[] }[]
    const paths = collections.flatMap((collection) =>
      collection.folder ? [collection.folder] : (collection.files ?? []).map((file) => file.file),
    )
    expect(paths.sort()).toEqual(definitions.map((definition) => `content/${definition.path}`).sort())
  })

  it('names no placeholder in a label, a hint or a description: the marketer inserts facts by name, never types one', () => {
    for (const locale of locales) {
      const shown: string[] = []
      const walk = (value: unknown, key = '') => {
        if (typeof value === 'string' && ['label', 'label_singular', 'hint', 'description'].includes(key))
          shown.push(value)
        else if (Array.isArray(value)) value.forEach((item) => walk(item))
        else if (typeof value === 'object' && value !== null) {
          for (const [name, item] of Object.entries(value)) walk(item, name)
        }
      }
      walk(decapConfig(options({ locale })))
      expect(shown.length).toBeGreaterThan(0)
      expect(shown.filter((text) => /\{(fact|setting):|\{[a-z][A-Za-z]*\}/.test(text))).toEqual([])
    }
  })

  it('maps every field of every schema, with required exactly where the schema requires it', () => {
    for (const definition of definitions) {
      const fields = decapFields(definition.schema, { locale: 'nb', shared: definition.shared })
      const tree = decapTree(fields)
      const walked = schemaFields(definition.schema)
      expect(walked.length, definition.path).toBeGreaterThan(0)
      expect([...tree.keys()].sort(), definition.path).toEqual(walked.map((field) => field.path).sort())
      for (const field of walked) {
        expect(tree.get(field.path)?.required, `${definition.path}: ${field.path}`).toBe(!field.optional)
      }
    }
  })

  it('gives the job fields the widgets, limits and patterns of the schema', () => {
    const jobs = collectionOf(decapConfig(options()), 'jobs')!
    const tree = decapTree(jobs.fields!)
    expect(tree.get('title')).toMatchObject({ widget: 'copy', required: true, label: 'Stillingstittel' })
    expect(tree.get('sharePercent')).toMatchObject({ widget: 'number', value_type: 'int', min: 10, max: 100 })
    expect(tree.get('posted')).toMatchObject({ widget: dateWidget })
    expect(new RegExp(tree.get('posted')!.pattern![0]).test('2027-02-28')).toBe(true)
    expect(new RegExp(tree.get('posted')!.pattern![0]).test('0007-02-28')).toBe(false)
    expect(tree.get('description')).toMatchObject({ widget: 'copy-markdown', required: false })
    expect(tree.get('responsibilities')).toMatchObject({ widget: 'list', min: 1, required: false })
    expect(tree.get('meta')).toMatchObject({ widget: 'object', required: false })
    expect(tree.get('reference')).toMatchObject({ widget: 'number', min: 1, required: false })
  })

  it("carries the slug's pattern and text lengths as patterns that refuse what the schema refuses", () => {
    const tree = decapTree(collectionOf(decapConfig(options()), 'jobs')!.fields!)
    const slugPattern = decapPattern(tree.get('slug'))
    for (const value of [
      'prosjektleder',
      'seo-aeo-ekspert',
      'a1',
      'Prosjektleder',
      'rådgiver',
      'to  ord',
      'a--b',
      '-a',
    ]) {
      expect(slugPattern.test(value), value).toBe(slug.safeParse(value).success)
    }
    expect(tree.get('slug')!.pattern![1]).toMatch(/^Bare små bokstaver a-z/)
    const title = decapPattern(tree.get('title'))
    expect(title.test('x'.repeat(90))).toBe(true)
    expect(title.test('x'.repeat(91))).toBe(false)
    expect(tree.get('title')!.pattern![1]).toBe('Høyst 90 tegn.')
    // A placeholder counts as one character: the page holds what it stands for, which the build measures.
    expect(title.test(`${'x'.repeat(89)}{fact:caseResults.moreConversionsPercent}`)).toBe(true)
    expect(title.test(`${'x'.repeat(90)}{brand}`)).toBe(false)
  })

  it("lets a case study's figure hold its placeholder, which is longer than the figure it writes", () => {
    const cases = decapTree(collectionOf(decapConfig(options()), 'cases')!.fields!)
    const value = decapPattern(cases.get('figures.value'))
    expect(value.test('+{fact:caseStudyFacts.havbris-eiendom.vacancyPercent.before}')).toBe(true)
    expect(value.test('x'.repeat(41))).toBe(false)
  })

  it('marks the fields that do not depend on the language as duplicated, the rest translated', () => {
    const jobs = collectionOf(decapConfig(options()), 'jobs')!
    const tree = decapTree(jobs.fields!)
    for (const shared of ['sharePercent', 'posted', 'validThrough', 'reference']) {
      expect(tree.get(shared)?.i18n, shared).toBe('duplicate')
    }
    for (const translated of ['slug', 'title', 'subtitle', 'meta', 'meta.title']) {
      expect(tree.get(translated)?.i18n, translated).toBe(true)
    }
  })

  it('stores both languages in one file with nb: and en: blocks, named after the Norwegian slug', () => {
    const config = decapConfig(options())
    expect(config.i18n).toEqual({ structure: 'single_file', locales: ['nb', 'en'], default_locale: 'nb' })
    const jobs = collectionOf(config, 'jobs') as Record<string, unknown>
    expect(jobs).toMatchObject({ extension: 'yml', format: 'yaml', i18n: true, slug: '{{fields.slug}}' })
    expect(config.media_folder).toBe('content/media')
  })

  it("lists each language's blog posts as Markdown files named after their address, with the front matter's rules", () => {
    for (const [locale, dateHint, ecommerce] of [
      ['nb', /12\. mars 2025/, 'nettbutikker'],
      ['en', /March 12, 2025/, 'e-commerce'],
    ] as const) {
      const posts = collectionOf(decapConfig(options()), `blog/posts/${locale}`) as Record<string, unknown> & {
        fields: DecapField[]
      }
      expect(posts).toMatchObject({ extension: 'md', format: 'frontmatter', slug: '{{fields.blogslug}}' })
      expect(posts).not.toHaveProperty('i18n')
      const tree = decapTree(posts.fields)
      expect([...tree.values()].filter((field) => 'i18n' in field)).toEqual([])
      expect(tree.get('body')).toMatchObject({ widget: 'copy-markdown', required: true, label: 'Tekst' })
      expect(tree.get('date')!.hint).toMatch(dateHint)
      expect(tree.get('categoryslug')).toMatchObject({ widget: 'select', required: true })
      expect(tree.get('categoryslug')!.options).toContainEqual({ value: ecommerce, label: 'Nettbutikker' })
      const excerpt = decapPattern(tree.get('excerpt'))
      expect(excerpt.test('x'.repeat(39))).toBe(false)
      expect(excerpt.test('x'.repeat(40))).toBe(true)
      expect(excerpt.test('x'.repeat(401))).toBe(false)
      expect(decapPattern(tree.get('imgSrc_Card')).test('/media/blog/lokal-seo.webp')).toBe(true)
      expect(decapPattern(tree.get('imgSrc_Card')).test('/media/blog/lokal seo.jpg')).toBe(false)
      // The post's own image, uploaded to the media folder; with it the drawn cover's files are not needed.
      expect(tree.get('cover')).toMatchObject({
        widget: 'image',
        choose_url: false,
        required: false,
        // Uploaded into, and looked up in, the media folder's blog/, which the field's paths name.
        media_folder: '/content/media/blog',
        public_folder: 'media/blog',
      })
      expect(tree.get('imgSrc_List')).toMatchObject({ required: false })
    }
  })

  it('offers the prices as one form of plan sets and plans, untranslated, with the numbers the schema accepts', () => {
    const config = decapConfig(options())
    const collections = config.collections as (Record<string, unknown> & { files?: Record<string, unknown>[] })[]
    const facts = collections.find((collection) => collection.name === 'facts')!
    expect(facts).toMatchObject({ label: 'Fakta og priser' })
    expect(facts).not.toHaveProperty('i18n')
    const prices = facts.files!.find((file) => file.file === 'content/facts/prices.yml') as Record<string, unknown> & {
      fields: DecapField[]
    }
    expect(prices).toMatchObject({ name: 'facts-prices', label: 'Priser' })
    expect(prices).not.toHaveProperty('i18n')
    const tree = decapTree(prices.fields)
    expect([...tree.values()].filter((field) => 'i18n' in field)).toEqual([])
    expect(tree.get('plans')).toMatchObject({ widget: 'list', min: 1, required: true, label: 'Planserier' })
    expect(tree.get('plans.plans')).toMatchObject({ widget: 'list', min: 1, required: true, label: 'Planer' })
    expect(tree.get('plans.plans.price')).toMatchObject({ widget: 'object', required: false, label: 'Pris' })
    // A price in dollars has cents (4.99): the amount is a decimal number, never negative.
    expect(tree.get('plans.plans.price.nb.amount')).toMatchObject({ widget: 'number', value_type: 'float', min: 0 })
    expect(tree.get('plans.plans.price.en.per')!.options).toEqual([
      { value: 'month', label: 'per måned' },
      { value: 'year', label: 'per år' },
    ])
    const id = decapPattern(tree.get('plans.plans.id'))
    for (const value of ['visibility', 'halfYear', 'Visibility', 'half year', '2plans']) {
      expect(id.test(value), value).toBe(/^[a-z][a-zA-Z0-9-]*$/.test(value))
    }
  })

  it('offers the services with both languages side by side; what the languages share is edited once, the references picked by name', () => {
    const services = collectionOf(decapConfig(options()), 'services')!
    expect(services).toMatchObject({ label: 'Tjenester', i18n: true, slug: '{{fields.slug}}' })
    const tree = decapTree(services.fields!)
    expect(tree.get('order')).toMatchObject({ i18n: 'duplicate', widget: 'number', min: 1, max: 999 })
    expect(tree.get('pricing.planSet')).toMatchObject({
      i18n: 'duplicate',
      widget: 'relation',
      value_field: 'plans.*.set',
    })
    expect(tree.get('testimonials')).toMatchObject({
      i18n: 'duplicate',
      widget: 'relation',
      collection: 'testimonials',
      multiple: true,
      min: 1,
      max: maxPageTestimonials,
    })
    expect(tree.get('blogCategory')!.options).toContainEqual({ value: 'ecommerce', label: 'Nettbutikker' })
    // Decap refuses its whole configuration when a list is to be duplicated.
    for (const definition of definitions) {
      const fields = decapTree(decapFields(definition.schema, { locale: 'nb', shared: definition.shared }))
      for (const [path, field] of fields) {
        if (field.widget === 'list') expect(field.i18n, `${definition.path}: ${path}`).not.toBe('duplicate')
      }
    }
  })

  it('lists the legal documents under their own group, a section text with the button for a ### sub-heading', () => {
    const collections = decapConfig(options()).collections as {
      name: string
      label: string
      files?: { file: string; label: string; i18n?: true; fields: DecapField[] }[]
    }[]
    const legal = collections.find((collection) => collection.name === 'legal')!
    expect(legal).toMatchObject({ label: 'Juridiske sider', i18n: true })
    expect(legal.files!.map((file) => file.file).sort()).toEqual(
      ['accessibility', 'privacy', 'refund', 'terms'].map((name) => `content/pages/legal/${name}.yml`),
    )
    const privacy = legal.files!.find((file) => file.file.endsWith('/privacy.yml'))!
    expect(privacy).toMatchObject({ label: 'Personvernerklæring', i18n: true })
    const tree = decapTree(privacy.fields)
    expect(tree.get('updated')).toMatchObject({ widget: dateWidget, i18n: 'duplicate', label: 'Sist endret' })
    expect(tree.get('sections')).toMatchObject({ widget: 'list', i18n: true, min: 1 })
    expect(tree.get('sections.body')).toMatchObject({ widget: 'copy-markdown', label: 'Tekst' })
    expect(tree.get('sections.body')!.buttons).toEqual(expect.arrayContaining(['bold', 'link', 'heading-three']))
    expect(tree.get('summary')!.buttons).not.toContain('heading-three')
  })

  it('names everything in the interface language: Norwegian, or English', () => {
    const nb = decapConfig(options())
    const en = decapConfig(options({ locale: 'en' }))
    expect(nb.locale).toBe('nb_no')
    expect(en.locale).toBe('en')
    expect(collectionOf(nb, 'jobs')).toMatchObject({ label: 'Ledige stillinger', label_singular: 'Stilling' })
    expect(collectionOf(en, 'jobs')).toMatchObject({ label: 'Job openings', label_singular: 'Job opening' })
    expect(decapTree(collectionOf(en, 'jobs')!.fields!).get('slug')!.pattern![1]).toMatch(/^Only lowercase/)
  })

  it('saves through the local backend or the configured Git host', () => {
    expect(decapConfig(options()).backend).toEqual({
      name: 'proxy',
      proxy_url: 'http://127.0.0.1:3000/admin/api/v1',
      branch: 'main',
    })
    const git = decapConfig(
      options({
        backend: {
          kind: 'git',
          backend: {
            name: 'gitlab',
            repo: 'fjordlys/site',
            branch: 'main',
            apiRoot: 'https://git.fjordlys.example/api/v4',
            baseUrl: 'https://git.fjordlys.example',
            authEndpoint: undefined,
            appId: 'abc123',
          },
        },
      }),
    )
    expect(git.backend).toEqual({
      name: 'gitlab',
      repo: 'fjordlys/site',
      branch: 'main',
      api_root: 'https://git.fjordlys.example/api/v4',
      base_url: 'https://git.fjordlys.example',
      app_id: 'abc123',
      auth_type: 'pkce',
    })
  })
})

describe('a schema as editor fields', () => {
  const shape = (schema: z.ZodType) => decapFields(schema, { locale: 'en', shared: [] })

  it('makes a choice a select with the names given for its values', () => {
    const schema = z.strictObject({
      category: inEditor(z.enum(['web', 'ads']), { nb: 'Kategori', en: 'Category' }),
    })
    const [field] = shape(schema)
    expect(field).toMatchObject({ widget: 'select', required: true, label: 'Category' })
    expect(field!.options).toEqual([
      { value: 'web', label: 'web' },
      { value: 'ads', label: 'ads' },
    ])
  })

  it('keeps a default, and lists of groups as lists with fields', () => {
    const schema = z.strictObject({
      featured: z.boolean().default(false),
      faq: z.array(z.strictObject({ question: text(200), answer: richText() })).max(8),
      when: isoDate.optional(),
    })
    const [featured, faq, when] = shape(schema)
    expect(featured).toMatchObject({ widget: 'boolean', required: false, default: false })
    expect(faq).toMatchObject({ widget: 'list', max: 8, required: true })
    expect(faq!.fields!.map((field) => [field.name, field.widget, field.required])).toEqual([
      ['question', 'copy', true],
      ['answer', 'copy-markdown', true],
    ])
    expect(when).toMatchObject({ widget: dateWidget, required: false })
  })

  it('makes a list of choices one select of several; a shared list is edited once, in the Norwegian pane', () => {
    const schema = z.strictObject({
      roles: z.array(z.enum(['designer', 'developer'])).min(1),
      results: z.array(z.strictObject({ name: text(40), value: z.number() })).min(1),
      steps: z.array(text(40)).min(1),
    })
    const [roles, results, steps] = decapFields(schema, { locale: 'nb', shared: ['roles', 'results'] })
    expect(roles).toMatchObject({ widget: 'select', multiple: true, min: 1, i18n: 'duplicate' })
    expect(roles!.options!.map((option) => option.value)).toEqual(['designer', 'developer'])
    // No i18n key: Decap shows it in the default language's pane only and writes it in that block.
    expect(results).toMatchObject({ widget: 'list', min: 1, hint: 'Skrives én gang, her, og gjelder begge språk.' })
    expect(results).not.toHaveProperty('i18n')
    for (const inner of results!.fields!) expect(inner).not.toHaveProperty('i18n')
    expect(steps).toMatchObject({ widget: 'list', i18n: true })
  })

  it('refuses a type the editor cannot write, naming the field', () => {
    const schema = z.strictObject({ links: z.strictObject({ either: z.union([z.string(), z.number()]) }) })
    expect(() => shape(schema)).toThrow(EditorSchemaError)
    expect(() => shape(schema)).toThrow(/field links\.either: a union/)
  })

  it('refuses a pattern without a message the editor can show', () => {
    const schema = z.strictObject({ code: z.string().regex(/^[A-Z]{3}$/) })
    expect(() => shape(schema)).toThrow(/field code: a pattern .* without the editor's message/)
  })

  it('has a name for every field of the content in both interface languages', () => {
    for (const definition of definitions) {
      for (const locale of locales) {
        const tree = decapTree(decapFields(definition.schema, { locale, shared: definition.shared }))
        for (const [path, field] of tree) {
          expect(field.label, `${definition.path}: ${path} (${locale})`).not.toBe(field.name)
        }
      }
    }
  })
})
