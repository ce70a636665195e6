/** Which posts a list, a teaser or a latest-articles block shows. */
import type { Locale } from '../../content/site/locales'
import { pathFor } from '../../content/site/routes'
import { categoryOfBlogType } from '../../content/blog/blog-types'
import { blogCategories, type BlogCategoryId } from '../../content/blog/categories'
import { sortByBlogDate } from './dates'
import { postsOf, summary } from './posts'
import type { PostSummary } from '../../content/blog/types'

/** Blog teasers and latest articles show this many posts. */
export const teaserSize = 3

/** The newest posts, newest first, of one category or of all. */
export function newestPosts<T extends { date: string; category: { id: BlogCategoryId } }>(
  locale: Locale,
  posts: readonly T[],
  count: number = teaserSize,
  categoryId: BlogCategoryId | null = null,
): T[] {
  const chosen = categoryId ? posts.filter((post) => post.category.id === categoryId) : posts
  return sortByBlogDate(locale, chosen, (post) => post.date).slice(0, count)
}

export type TeaserData = {
  blogType: string | null
  posts: PostSummary[]
  /** Where the teaser's "View all" link goes: the category's list, or the whole blog. */
  viewAllHref: string
}

/**
 * Data for the blog teaser of a page, read in the page's +data.ts: the 3 newest posts of the
 * blog type's category (all posts for no type). An unknown type gives no posts; the teaser
 * then renders nothing and logs the error.
 */
export function blogTeaserData(locale: Locale, blogType: string | null | undefined, dir?: string): TeaserData {
  const categoryId = categoryOfBlogType(blogType)
  const category = categoryId ? blogCategories.find((c) => c.id === categoryId) : undefined
  const viewAllHref = category
    ? pathFor('blogCategory', locale, { category: category.slug[locale] })
    : pathFor('blog', locale)
  const posts =
    categoryId === undefined ? [] : newestPosts(locale, postsOf(locale, dir), teaserSize, categoryId).map(summary)
  return { blogType: blogType ?? null, posts, viewAllHref }
}

/** The 3 newest posts of the whole blog (job pages' latest articles). */
export function latestArticles(locale: Locale, dir?: string): PostSummary[] {
  return newestPosts(locale, postsOf(locale, dir)).map(summary)
}
