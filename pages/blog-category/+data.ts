import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blogCategoryMeta, findCategory } from '../../content/blog/categories'
import { postsOf, summary } from '../../lib/blog/posts'
import { pathFor } from '../../content/site/routes'
import { blogUi } from '../../content/strings/blog'
import type { BaseData } from '../../renderer/types'

/** A blog category: its posts, with the breadcrumbs and the heading the page shows. */
export const data = (pageContext: PageContextServer) => {
  const { locale } = pageContext
  const category = findCategory(locale, pageContext.routeParams.category ?? '')
  if (!category) throw render(404)
  const t = blogUi[locale]
  const posts = postsOf(locale)
    .filter((post) => post.category.id === category.id)
    .map(summary)
  const name = category.name[locale]
  const meta = blogCategoryMeta(locale, category)
  const crumbs = [
    { name: t.home, href: pathFor('home', locale) },
    { name: t.blog, href: pathFor('blog', locale) },
    { name, href: pathFor('blogCategory', locale, { category: category.slug[locale] }) },
  ]
  return {
    meta,
    twinParams: { nb: { category: category.slug.nb }, en: { category: category.slug.en } },
    body: {
      category: { id: category.id, name },
      title: meta.title,
      lead: meta.description,
      postCount: t.postsInCategory(posts.length),
      crumbs,
      posts,
    },
  } satisfies BaseData & Record<string, unknown>
}
export type Data = Awaited<ReturnType<typeof data>>
