import { renderToStaticMarkup } from 'react-dom/server'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { BlogPostHeader, BlogPostMain, BlogRelated, renderBlogHtml } from '../../components/sections/blog-page-body'
import { findPost, postsOf, summary } from '../../content/blog/posts'
import { newestPosts } from '../../content/blog/selection'
import { blogPostingJsonLd, breadcrumbJsonLd } from '../../content/blog/structured-data'
import { AudioPlayerStill } from '../../components/widgets/audio-player'
import type { BlogPostAudioProps } from '../../components/sections/blog-post-audio'
import { pathFor } from '../../content/routes'
import { blogPageStrings, blogUi } from '../../content/ui-blog'
import { LocaleProvider } from '../../renderer/locale'
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
  const view = { ...summary(post), caption: post.caption, html: post.html }
  const strings = blogPageStrings(locale)
  const { label, note } = t.listen
  const audio: BlogPostAudioProps = {
    audioUrl: post.audioUrl,
    lang: locale,
    label,
    note,
    still: renderToStaticMarkup(
      <LocaleProvider locale={locale}>
        <AudioPlayerStill audioUrl={post.audioUrl} lang={locale} title={label} />
      </LocaleProvider>,
      { identifierPrefix: 'audio-' },
    ),
  }
  return {
    meta: { title: post.title, description: post.excerpt },
    twinParams: post.twinParams,
    /** Static HTML of the post's parts; an interactive part (the audio player) can go between them. */
    html: {
      header: renderBlogHtml(locale, strings, <BlogPostHeader post={view} crumbs={crumbs} />),
      main: renderBlogHtml(locale, strings, <BlogPostMain post={view} />),
      related: renderBlogHtml(
        locale,
        strings,
        <BlogRelated posts={related.map(summary)} heading={t.moreInCategory(post.category.name)} />,
      ),
    },
    /** The spoken summary's player, between header and body (the player's code loads after hydration). */
    audio,
    jsonLd: [blogPostingJsonLd(post), breadcrumbJsonLd(crumbs)],
  } satisfies BaseData & Record<string, unknown>
}
export type Data = Awaited<ReturnType<typeof data>>
