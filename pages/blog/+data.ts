import type { PageContextServer } from 'vike/types'
import { blogCategories } from '../../content/blog/categories'
import { postsOf, summary } from '../../content/blog/posts'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => {
  const { locale } = pageContext
  const posts = postsOf(locale)
  return {
    ...staticPageData(pageContext),
    posts: posts.map(summary),
    counts: Object.fromEntries(
      blogCategories.map((category) => [category.id, posts.filter((p) => p.category.id === category.id).length]),
    ),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
