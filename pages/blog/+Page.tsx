import { useData } from 'vike-react/useData'
import { BlogIndexBody } from '../../components/sections/blog/blog-page-body'
import { BlogProvider } from '../../components/sections/blog/blog-context'
import { blogPageStrings } from '../../content/strings/blog'
import { useLocale } from '../../renderer/locale'
import type { Data } from './+data'

export default function Page() {
  const { posts } = useData<Data>()
  return (
    <BlogProvider strings={blogPageStrings(useLocale())}>
      <div data-slot="blog-index">
        <BlogIndexBody posts={posts} />
      </div>
    </BlogProvider>
  )
}
