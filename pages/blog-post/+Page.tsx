import { useData } from 'vike-react/useData'
import { BlogPostHeader, BlogPostMain, BlogRelated } from '../../components/sections/blog/blog-page-body'
import { BlogPostAudio } from '../../components/sections/blog/blog-post-audio'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

/** A post: its header, the spoken summary's player (an island), the body, and more in its category. */
export default function Page() {
  const { post, crumbs, related, audio, jsonLd } = useData<Data>()
  return (
    <>
      <JsonLd data={jsonLd} />
      <article data-slot="blog-post">
        <BlogPostHeader post={post} crumbs={crumbs} />
        {audio ? <BlogPostAudio {...audio} /> : null}
        <BlogPostMain post={post} />
      </article>
      <BlogRelated {...related} />
    </>
  )
}
