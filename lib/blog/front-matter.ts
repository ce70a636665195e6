/**
 * The front matter of a post file, validated at build time.
 * A bad field fails the build with the file name and the field (lib/blog/posts.ts).
 */
import { z } from 'zod'
import type { Locale } from '../../content/site/locales'
import { blogCategories } from '../../content/blog/categories'
import { tryParseBlogDate } from './dates'

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')
const blogImage = z
  .string()
  .regex(/^\/media\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*\.webp$/, 'must be a path like /media/blog/<name>.webp')

function schemaFor(locale: Locale) {
  const categorySlugs = blogCategories.map((category) => category.slug[locale]) as [string, ...string[]]
  return z
    .object({
      title: z.string().trim().min(3, 'must have at least 3 characters').max(120, 'must be at most 120 characters'),
      excerpt: z.string().trim().min(40, 'must have at least 40 characters').max(400, 'must be at most 400 characters'),
      date: z.string().refine((value) => tryParseBlogDate(locale, value) !== null, {
        message: locale === 'nb' ? 'must read like "12. mars 2025"' : 'must read like "March 12, 2025"',
      }),
      category: z.string().trim().min(2),
      categoryslug: z.enum(categorySlugs, { message: `must be one of ${categorySlugs.join(', ')}` }),
      blogslug: slug,
      translationKey: slug,
      imgSrc_Card: blogImage,
      imgSrc_List: blogImage,
      imgAlt: z.string().trim().min(5, 'must describe the image'),
      imgCaption: z.string().trim().min(3, 'must not be empty'),
    })
    .superRefine((value, ctx) => {
      const category = blogCategories.find((c) => c.slug[locale] === value.categoryslug)
      if (category && category.name[locale].toLowerCase() !== value.category.toLowerCase()) {
        ctx.addIssue({
          code: 'custom',
          path: ['category'],
          message: `must be "${category.name[locale]}", the name of category "${value.categoryslug}"`,
        })
      }
      if (value.imgSrc_List === value.imgSrc_Card) {
        ctx.addIssue({ code: 'custom', path: ['imgSrc_Card'], message: 'must differ from imgSrc_List' })
      }
    })
}

const schemas: Record<Locale, ReturnType<typeof schemaFor>> = { nb: schemaFor('nb'), en: schemaFor('en') }

export type FrontMatter = z.infer<ReturnType<typeof schemaFor>>

export class FrontMatterError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: invalid front matter\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'FrontMatterError'
  }
}

/**
 * Validates the front matter of one post file. `fileSlug` is the file name without `.md`,
 * which blogslug must equal. Throws FrontMatterError naming the file and every bad field.
 */
export function validateFrontMatter(file: string, locale: Locale, fileSlug: string, data: unknown): FrontMatter {
  const result = schemas[locale].safeParse(data)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const field = issue.path.join('.') || '(front matter)'
      return issue.code === 'invalid_type' && issue.input === undefined
        ? `${field}: is missing`
        : `${field}: ${issue.message}`
    })
    throw new FrontMatterError(file, problems)
  }
  if (result.data.blogslug !== fileSlug) {
    throw new FrontMatterError(file, [`blogslug: "${result.data.blogslug}" must equal the file name "${fileSlug}"`])
  }
  return result.data
}
