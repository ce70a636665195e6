import { useData } from 'vike-react/useData'
import { BlogCategoryBody } from '../../components/sections/blog/blog-page-body'
import type { Data } from './+data'

export default function Page() {
  const { body } = useData<Data>()
  return (
    <>
      <div data-slot="blog-category">
        <BlogCategoryBody {...body} />
      </div>
    </>
  )
}
