import { useEffect } from 'react'
import type { searchMachine } from '../../machines/searchMachine'
import { useLocale } from '../../renderer/locale'
import { SearchPanel } from './search-panel'
import { showQueryInAddress, useSearch } from './use-search'

/**
 * The search page's panel, an island that hydrates at load: the prerendered page is the plain
 * form; once live it searches the query in the address (`?q=`, where the form sends it) and keeps
 * the address in step with what the visitor types, so a search can be shared.
 */
export default function SearchPage({ logic }: { logic?: typeof searchMachine }) {
  const [state, send] = useSearch(useLocale(), '', logic)
  const { query } = state.context
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('q')
    if (!asked) return
    send({ type: 'TYPE', query: asked })
    send({ type: 'SUBMIT' })
  }, [send])
  useEffect(() => {
    if (state.hasTag('answered')) showQueryInAddress(query)
  }, [state, query])
  return <SearchPanel state={state} send={send} />
}
