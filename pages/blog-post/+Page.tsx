import { useData } from 'vike-react/useData'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

/** A post: static HTML made at prerender time (components/sections/blog-page-body.tsx) plus its JSON-LD. */
export default function Page() {
  const { html, jsonLd } = useData<Data>()
  return (
    <>
      <JsonLd data={jsonLd} />
      <article data-slot="blog-post">
        <div dangerouslySetInnerHTML={{ __html: html.header }} />
        <div dangerouslySetInnerHTML={{ __html: html.main }} />
      </article>
      {html.related ? <div dangerouslySetInnerHTML={{ __html: html.related }} /> : null}
    </>
  )
}
