import { useData } from 'vike-react/useData'
import type { Data } from './+data'

/** The social image's alt text of each service page, in its language. */
export default function Head() {
  const { copy } = useData<Data>()
  return <meta property="og:image:alt" content={copy.openGraph.imageAlt} />
}
