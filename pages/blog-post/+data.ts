import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { findPost, postsOf, summary } from '../../lib/blog/posts'
import { newestPosts } from '../../lib/blog/selection'
import { blogPostingJsonLd, breadcrumbJsonLd } from '../../lib/structured-data/blog'
import { pathFor } from '../../content/site/routes'
import { blogUi } from '../../content/strings/blog'
import type { BaseData } from '../../renderer/types'

export const data = (pageContext: PageContextServer) => {
  const { locale } = pageContext
  const post = findPost(locale, pageContext.routeParams.category ?? '', pageContext.routeParams.slug ?? '')
  if (!post) throw render(404)
  const t = blogUi[locale]
  const crumbs = [
    { name: t.home, href: pathFor('home', locale) },
    { name: t.blog, href: pathFor('blog', locale) },
    { name: post.category.name, href: pathFor('blogCategory', locale, { category: post.category.slug }) },
    { name: post.title, href: post.href },
  ]
  const related = newestPosts(
    locale,
    postsOf(locale).filter((other) => other.href !== post.href),
    3,
    post.category.id,
  )
  return {
    meta: { title: post.title, description: post.excerpt },
    twinParams: post.twinParams,
    post: { ...summary(post), caption: post.caption, html: post.html },
    crumbs,
    related: { posts: related.map(summary), heading: t.moreInCategory(post.category.name) },
    /** The spoken summary's player, between header and body, when the post has a summary made. */
    audio: post.audioUrl
      ? { audioUrl: post.audioUrl, lang: locale, label: t.listen.label, note: t.listen.note }
      : undefined,
    jsonLd: [blogPostingJsonLd(post), breadcrumbJsonLd(crumbs)],
  } satisfies BaseData & Record<string, unknown>
}
export type Data = Awaited<ReturnType<typeof data>>
