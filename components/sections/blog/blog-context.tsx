import { createContext, useContext, type ReactNode } from 'react'
import type { BlogPageStrings } from '../../../content/strings/blog'

const BlogContext = createContext<BlogPageStrings | null>(null)

/** Gives the blog sections their language's strings and links, which the page reads from its +data.ts. */
export function BlogProvider({ strings, children }: { strings: BlogPageStrings; children: ReactNode }) {
  return <BlogContext.Provider value={strings}>{children}</BlogContext.Provider>
}

export function useBlog(): BlogPageStrings {
  const strings = useContext(BlogContext)
  if (!strings) throw new Error('useBlog() must be used inside <BlogProvider>')
  return strings
}
