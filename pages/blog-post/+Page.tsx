import { useData } from 'vike-react/useData'
import { BlogPostAudio } from '../../components/sections/blog-post-audio'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

/**
 * A post: static HTML made at prerender time (components/sections/blog-page-body.tsx), the spoken
 * summary's player between header and body, and the post's JSON-LD.
 */
export default function Page() {
  const { html, audio, jsonLd } = useData<Data>()
  return (
    <>
      <JsonLd data={jsonLd} />
      <article data-slot="blog-post">
        <div dangerouslySetInnerHTML={{ __html: html.header }} />
        <BlogPostAudio {...audio} />
        <div dangerouslySetInnerHTML={{ __html: html.main }} />
      </article>
      {html.related ? <div dangerouslySetInnerHTML={{ __html: html.related }} /> : null}
    </>
  )
}
