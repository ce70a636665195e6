import { useData } from 'vike-react/useData'
import { BlogCategoryBody } from '../../components/sections/blog/blog-page-body'
import { BlogProvider } from '../../components/sections/blog/blog-context'
import { blogPageStrings } from '../../content/strings/blog'
import { useLocale } from '../../renderer/locale'
import type { Data } from './+data'

export default function Page() {
  const { body } = useData<Data>()
  return (
    <BlogProvider strings={blogPageStrings(useLocale())}>
      <div data-slot="blog-category">
        <BlogCategoryBody {...body} />
      </div>
    </BlogProvider>
  )
}
