/** Opens the search dialog (./search-start.ts decides when), mounted on first use. */
import { useState } from 'react'
import { mountClientPart } from '../islands/mount'
import SearchDialog from './search-dialog'

let render: ReturnType<typeof mountClientPart> | null = null
let openRequest = 0
const returnFocusTo: { current: HTMLElement | null } = { current: null }

function OpenSearch({ query }: { query: string }) {
  const [open, setOpen] = useState(true)
  return <SearchDialog open={open} onOpenChange={setOpen} query={query} returnFocusTo={returnFocusTo} />
}

export function openSearch(from: HTMLElement | null, query = ''): void {
  render ??= mountClientPart()
  returnFocusTo.current = from
  openRequest += 1
  // A new key on every opening: a fresh dialog, open, with the query it was opened with.
  render(<OpenSearch key={openRequest} query={query} />)
}
