/**
 * Blog types: a page names the list it shows with a blog type.
 * `blogs_Annet` gives the key `blog-other`, any other `blogs_X` gives `blog-x` in lower case,
 * and no type gives `blog` (every post).
 *
 * Each key maps to one category. The established types are `blogs_AI`, `blogs_SEO`,
 * `blogs_ecommerce` and `blogs_Annet`; this site adds `blogs_Design` (design) and `blogs_DM`
 * (digital marketing) so that every category can be chosen the same way.
 */
import type { BlogCategoryId } from './categories.ts'

export const blogTypes = [
  'blogs_AI',
  'blogs_SEO',
  'blogs_ecommerce',
  'blogs_Annet',
  'blogs_Design',
  'blogs_DM',
] as const
export type BlogType = (typeof blogTypes)[number]

export type BlogListKey = 'blog' | `blog-${string}`

/** The list key of a blog type. */
export function blogListKey(blogType: string | null | undefined): BlogListKey {
  if (!blogType) return 'blog'
  if (blogType === 'blogs_Annet') return 'blog-other'
  const suffix = blogType.replace(/^blogs_/, '')
  return suffix === '' ? 'blog' : `blog-${suffix.toLowerCase()}`
}

/** The category each list key shows; `blog` shows every category. */
export const blogListCategories: Record<string, BlogCategoryId | null> = {
  blog: null,
  'blog-ai': 'ai',
  'blog-seo': 'seo',
  'blog-ecommerce': 'ecommerce',
  'blog-other': 'other',
  'blog-design': 'design',
  'blog-dm': 'dm',
}

/**
 * The category of a blog type: null for the whole blog (no type), undefined for a key no list
 * answers to (an unknown type).
 */
export function categoryOfBlogType(blogType: string | null | undefined): BlogCategoryId | null | undefined {
  const key = blogListKey(blogType)
  return key in blogListCategories ? blogListCategories[key] : undefined
}
