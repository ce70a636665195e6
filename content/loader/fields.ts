/**
 * Field types that content schemas share, with the words a content error uses for them: a text
 * (never empty), a slug, a date, Markdown rich text, one line of Markdown, a link. A schema built from these reads like the
 * form the editor shows, and its `z.infer` is the record type components receive.
 */
import { z } from 'zod'
import type { Block, Inline, RichText } from '../rich-text.ts'
import type { RouteId, RouteParams } from '../site/routes.ts'
import { editorFieldType } from './editor.ts'
import { markdownToBlocks, MarkdownProblem, type MarkdownOptions } from './markdown.ts'

/** A text of one or more characters, at most `max`; spaces around it are not part of it. */
export function text(max = 2000) {
  return z.string().trim().min(1).max(max)
}

/** A URL segment: lowercase letters, digits and single hyphens (`seo-aeo-ekspert`). */
export const slug = editorFieldType(
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a slug: lowercase letters a-z, digits and hyphens' }),
  {
    patternMessage: {
      nb: 'Bare små bokstaver a-z, tall og enkle bindestreker mellom dem (ikke æ, ø, å eller mellomrom).',
      en: 'Only lowercase letters a-z, digits and single hyphens between them (no spaces).',
    },
  },
)

/** A calendar date written YYYY-MM-DD (kept as that text: it is what JSON-LD and the editor use). */
export const isoDate = editorFieldType(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date as YYYY-MM-DD' })
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      {
        error: 'expected a date that exists in the calendar',
      },
    ),
  { widget: 'date' },
)

/**
 * Markdown (see ./markdown.ts), read into rich text blocks; `options` let a field hold more than
 * paragraphs, lists, links, bold and italic. The editor shows a Markdown editor (with a button for
 * `###` where the field takes sub-headings). `min` is the fewest characters of the Markdown as
 * written (with its facts filled in), which the editor checks too.
 */
export function richText(max = 5000, options: MarkdownOptions = {}, min = 1) {
  const schema = (min > 1 ? text(max).min(min) : text(max)).transform((markdown, ctx) => {
    try {
      return markdownToBlocks(markdown, options)
    } catch (error) {
      if (!(error instanceof MarkdownProblem)) throw error
      ctx.issues.push({ code: 'custom', message: error.message, input: markdown })
      return z.NEVER
    }
  })
  return editorFieldType(schema, { widget: 'markdown', ...(options.subheadings ? { subheadings: true } : {}) })
}

/**
 * Markdown rich text in which a paragraph of plain text stays a text, and one such paragraph alone
 * is the whole value: the form hand-written records of the site used for short answers and
 * descriptions, which the rich text component sets as one plain paragraph. `min` as for `richText`.
 */
export function prose(max = 5000, min = 1) {
  return editorFieldType(richText(max, {}, min).transform(plainParagraphs), { widget: 'markdown' })
}

/** Rich text blocks with each paragraph of plain text as a text; a lone one as the value itself. */
export function plainParagraphs(blocks: Block[]): RichText {
  const simple = blocks.map((block) =>
    typeof block === 'object' &&
    block.type === 'paragraph' &&
    !block.dropCap &&
    block.content.length === 1 &&
    typeof block.content[0] === 'string'
      ? block.content[0]
      : block,
  )
  return simple.length === 1 && typeof simple[0] === 'string' ? simple[0] : simple
}

/**
 * A line of Markdown read by `pick`, which gives the value or undefined when the blocks are not the
 * shape the field wants (then `expected` is the file's error). The editor shows it as a line of text.
 */
function markdownLine<T>(max: number, expected: string, pick: (blocks: Block[]) => T | undefined) {
  const schema = text(max).transform((markdown, ctx): T => {
    try {
      const value = pick(markdownToBlocks(markdown))
      if (value !== undefined) return value
      ctx.issues.push({ code: 'custom', message: expected, input: markdown })
    } catch (error) {
      if (!(error instanceof MarkdownProblem)) throw error
      ctx.issues.push({ code: 'custom', message: error.message, input: markdown })
    }
    return z.NEVER
  })
  return editorFieldType(schema, { widget: 'line' })
}

/** One line of Markdown (**strong**, *em*, links) as inline rich text: a list item, a plan's feature. */
export function inline(max = 500) {
  return markdownLine(max, 'expected one line of text, not paragraphs or a list', (blocks): Inline[] | undefined => {
    const [first] = blocks
    return blocks.length === 1 && typeof first === 'object' && first.type === 'paragraph' ? first.content : undefined
  })
}

/** A link's target and text, without the rich text's `type`. */
export type LinkField =
  | {
      to: RouteId
      params?: RouteParams
      hash?: string
      text: string
      title?: string
    }
  | { href: string; text: string; title?: string; external?: boolean }

/**
 * A link written in Markdown and nothing else: `[Se kundecasene](route:projects)`,
 * `[Se prisene](#priser)`, `[Les mer](https://example.com)`.
 */
export function link(max = 300) {
  return markdownLine(
    max,
    'expected one link written [text](route:<id>), and nothing else',
    ([first, ...rest]): LinkField | undefined => {
      const content = typeof first === 'object' && first.type === 'paragraph' ? first.content : []
      const [only] = content
      if (rest.length > 0 || content.length !== 1 || typeof only !== 'object' || only.type !== 'link') return undefined
      const { type: _type, ...target } = only
      return target
    },
  )
}
