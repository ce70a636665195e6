import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { resolveEntryLinks } from './entry-links.ts'
import type { ContentProblem } from './errors.ts'
import { inline, link, prose } from './fields.ts'
import { markdownToBlocks } from './markdown.ts'

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? 'parsed' : result.error.issues.map((issue) => issue.message).join('; ')
}

describe('given prose (Markdown in which plain paragraphs stay texts)', () => {
  it('gives one plain paragraph as a text, as hand-written short answers were', () => {
    expect(prose().parse('Nei. Alle avtaler kan sies opp.')).toBe('Nei. Alle avtaler kan sies opp.')
  })

  it('keeps paragraphs that hold more than text, and lists, as blocks', () => {
    expect(prose().parse('Forskjellen er omfanget:\n\n- Mindre\n- **Mer**\n\nLes [bloggen](route:blog).')).toEqual([
      'Forskjellen er omfanget:',
      { type: 'unorderedList', items: [['Mindre'], [{ type: 'strong', text: 'Mer' }]] },
      { type: 'paragraph', content: ['Les ', { type: 'link', to: 'blog', text: 'bloggen' }, '.'] },
    ])
  })
})

describe('given one line of Markdown', () => {
  it('reads it as inline rich text', () => {
    expect(inline().parse('**Lokal SEO og AEO** inkludert')).toEqual([
      { type: 'strong', text: 'Lokal SEO og AEO' },
      ' inkludert',
    ])
  })

  it('refuses paragraphs and lists', () => {
    expect(messageOf(inline(), 'One\n\nTwo')).toMatch(/expected one line of text/)
    expect(messageOf(inline(), '- a\n- b')).toMatch(/expected one line of text/)
  })
})

describe('given a link field', () => {
  it('reads a link to a page of the site, another site or a part of the page', () => {
    expect(link().parse('[Se kundecasene](route:projects)')).toEqual({ to: 'projects', text: 'Se kundecasene' })
    expect(link().parse('[Se prisene](#priser)')).toEqual({ href: '#priser', text: 'Se prisene' })
    expect(link().parse('[Les mer](https://example.com)')).toEqual({
      href: 'https://example.com',
      text: 'Les mer',
      external: true,
    })
  })

  it('refuses anything but one link', () => {
    expect(messageOf(link(), 'Se [prisene](#priser)')).toMatch(/expected one link/)
    expect(messageOf(link(), 'Se prisene')).toMatch(/expected one link/)
    expect(messageOf(link(), '[Se prisene](/tjenester/)')).toMatch(/link a page of the site as route:<id>/)
  })

  it('accepts an anchor of the same page in rich text, and nothing emptier', () => {
    expect(markdownToBlocks('[prisene](#priser)')).toEqual([
      { type: 'paragraph', content: [{ type: 'link', href: '#priser', text: 'prisene' }] },
    ])
    expect(() => markdownToBlocks('[prisene](#)')).toThrow(/as #anchor/)
  })

  it('leaves a bare e-mail or web address as text, and links one written as a link', () => {
    expect(prose().parse('Send e-post til post@fjordlys.example eller se www.fjordlys.example.')).toBe(
      'Send e-post til post@fjordlys.example eller se www.fjordlys.example.',
    )
    expect(prose().parse('Skriv til [oss](mailto:post@fjordlys.example).')).toEqual([
      {
        type: 'paragraph',
        content: ['Skriv til ', { type: 'link', href: 'mailto:post@fjordlys.example', text: 'oss' }, '.'],
      },
    ])
  })
})

describe('given links to pages made from entries', () => {
  let root: string
  const routes = { job: { param: 'slug', folder: 'jobs' } } as const

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'fjordlys-links-'))
    mkdirSync(path.join(root, 'jobs'))
    writeFileSync(
      path.join(root, 'jobs/prosjektleder.yml'),
      'nb:\n  slug: prosjektleder\nen:\n  slug: project-manager\n',
    )
  })
  afterEach(() => {
    rmSync(root, { recursive: true, force: true })
  })

  const resolve = (value: unknown, locale: 'nb' | 'en') => {
    const problems: ContentProblem[] = []
    return { value: resolveEntryLinks(value, locale, locale, { root }, problems, routes), problems }
  }

  it('writes the slug of the language for a link that names the entry by its file', () => {
    const blocks = markdownToBlocks('Vi søker en [prosjektleder](route:job?slug=prosjektleder#apply).')
    expect(resolve(blocks, 'nb').value).toEqual(blocks)
    expect(resolve({ answer: blocks }, 'en').value).toEqual({
      answer: [
        {
          type: 'paragraph',
          content: [
            'Vi søker en ',
            { type: 'link', to: 'job', params: { slug: 'project-manager' }, hash: 'apply', text: 'prosjektleder' },
            '.',
          ],
        },
      ],
    })
  })

  it('accepts the language’s own slug', () => {
    const target = { to: 'job', params: { slug: 'project-manager' }, text: 'Project manager' }
    expect(resolve(target, 'en')).toEqual({ value: target, problems: [] })
  })

  it('names the field and the entries there are when the entry does not exist', () => {
    const { problems } = resolve({ hero: { secondary: { to: 'job', params: { slug: 'kokk' }, text: 'Kokk' } } }, 'nb')
    expect(problems).toEqual([
      {
        path: 'nb.hero.secondary',
        message: expect.stringMatching(
          /the link "Kokk" goes to route:job\?slug=kokk, which is no file of .*jobs\/ \(expected one of prosjektleder\)/,
        ),
      },
    ])
  })
})
