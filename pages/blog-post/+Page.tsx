import { useData } from 'vike-react/useData'
import { BlogProvider } from '../../components/sections/blog/blog-context'
import { BlogPostHeader, BlogPostMain, BlogRelated } from '../../components/sections/blog/blog-page-body'
import { BlogPostAudio } from '../../components/sections/blog/blog-post-audio'
import { JsonLd } from '../../components/ui/json-ld'
import { blogPageStrings } from '../../content/strings/blog'
import { useLocale } from '../../renderer/locale'
import type { Data } from './+data'

/** A post: its header, the spoken summary's player (an island), the body, and more in its category. */
export default function Page() {
  const { post, crumbs, related, audio, jsonLd } = useData<Data>()
  return (
    <BlogProvider strings={blogPageStrings(useLocale())}>
      <JsonLd data={jsonLd} />
      <article data-slot="blog-post">
        <BlogPostHeader post={post} crumbs={crumbs} />
        <BlogPostAudio {...audio} />
        <BlogPostMain post={post} />
      </article>
      <BlogRelated {...related} />
    </BlogProvider>
  )
}
