import { useData } from 'vike-react/useData'
import { BlogIndexBody } from '../../components/sections/blog/blog-page-body'
import type { Data } from './+data'

export default function Page() {
  const { posts } = useData<Data>()
  return (
    <>
      <div data-slot="blog-index">
        <BlogIndexBody posts={posts} />
      </div>
    </>
  )
}
