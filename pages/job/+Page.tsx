import { useEffect } from 'react'
import { useData } from 'vike-react/useData'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

/**
 * In English, a job opened at its Norwegian slug gets the English address without a reload
 * (spec section 4); the canonical link already names the English slug.
 */
function useCanonicalAddress(path: string | null) {
  useEffect(() => {
    if (!path || decodeURI(window.location.pathname) === path) return
    const { search, hash } = window.location
    window.history.replaceState(window.history.state, '', `${path}${search}${hash}`)
  }, [path])
}

export default function Page() {
  const data = useData<Data>()
  useCanonicalAddress(data.found ? data.canonicalPath : null)
  return (
    <>
      {data.found ? <JsonLd data={data.jsonLd} /> : null}
      <div data-slot="job-page" dangerouslySetInnerHTML={{ __html: data.html }} />
    </>
  )
}
