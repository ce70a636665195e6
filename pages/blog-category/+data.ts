import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blogCategoryMeta, findCategory } from '../../content/blog/categories'
import { postsOf, summary } from '../../content/blog/posts'
import type { BaseData } from '../../renderer/types'

export const data = (pageContext: PageContextServer) => {
  const { locale } = pageContext
  const category = findCategory(locale, pageContext.routeParams.category ?? '')
  if (!category) throw render(404)
  return {
    meta: blogCategoryMeta(locale, category),
    twinParams: { nb: { category: category.slug.nb }, en: { category: category.slug.en } },
    category: { id: category.id, name: category.name[locale] },
    posts: postsOf(locale)
      .filter((post) => post.category.id === category.id)
      .map(summary),
  } satisfies BaseData & Record<string, unknown>
}
export type Data = Awaited<ReturnType<typeof data>>
