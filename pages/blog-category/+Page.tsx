import { useData } from 'vike-react/useData'
import type { Data } from './+data'

export default function Page() {
  const { html } = useData<Data>()
  return <div data-slot="blog-category" dangerouslySetInnerHTML={{ __html: html }} />
}
