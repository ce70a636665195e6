/**
 * Field types that content schemas share, with the words a content error uses for them: a text
 * (never empty), a slug, a date, Markdown rich text. A schema built from these reads like the
 * form the editor shows, and its `z.infer` is the record type components receive.
 */
import { z } from 'zod'
import { markdownToBlocks, MarkdownProblem } from './markdown'

/** A text of one or more characters, at most `max`; spaces around it are not part of it. */
export function text(max = 2000) {
  return z.string().trim().min(1).max(max)
}

/** A URL segment: lowercase letters, digits and single hyphens (`seo-aeo-ekspert`). */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a slug: lowercase letters a-z, digits and hyphens' })

/** A calendar date written YYYY-MM-DD (kept as that text: it is what JSON-LD and the editor use). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date as YYYY-MM-DD' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'expected a date that exists in the calendar',
    },
  )

/** Markdown (see ./markdown.ts), read into rich text blocks. */
export function richText(max = 5000) {
  return text(max).transform((markdown, ctx) => {
    try {
      return markdownToBlocks(markdown)
    } catch (error) {
      if (!(error instanceof MarkdownProblem)) throw error
      ctx.issues.push({ code: 'custom', message: error.message, input: markdown })
      return z.NEVER
    }
  })
}
