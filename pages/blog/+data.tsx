import type { PageContextServer } from 'vike/types'
import { BlogIndexBody, renderBlogHtml } from '../../components/sections/blog-page-body'
import { postsOf, summary } from '../../content/blog/posts'
import { blogPageStrings } from '../../content/ui-blog'
import { staticPageData } from '../../renderer/routing'

/** The blog index; its body is static HTML rendered here (components/sections/blog-page-body.tsx). */
export const data = (pageContext: PageContextServer) => {
  const { locale } = pageContext
  const posts = postsOf(locale).map(summary)
  return {
    ...staticPageData(pageContext),
    html: renderBlogHtml(locale, blogPageStrings(locale), <BlogIndexBody posts={posts} />),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
