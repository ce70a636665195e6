import type { PageContextServer } from 'vike/types'
import { postsOf, summary } from '../../lib/blog/posts'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => ({
  ...staticPageData(pageContext),
  posts: postsOf(pageContext.locale).map(summary),
})
export type Data = Awaited<ReturnType<typeof data>>
