/**
 * Search in a dialog (Radix Dialog), opened from the header's search button or with / or
 * Ctrl/Cmd+K on any page (./search-start.ts). While it is open the query is in the address
 * (`?q=`), so the search can be shared; a page opened with `?q=` opens it with that query.
 */
import { useEffect, type RefObject } from 'react'
import { searchStrings } from '../../content/strings/search'
import { useLocale, useStrings } from '../../renderer/locale'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog'
import { SearchPanel } from './search-panel'
import { showQueryInAddress, useSearch } from './use-search'

type SearchDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The query to start with (the address's `?q=`), if any. */
  query: string
  /** Where focus goes back to when the dialog closes: what opened it. */
  returnFocusTo: RefObject<HTMLElement | null>
}

export default function SearchDialog({ open, onOpenChange, query: startQuery, returnFocusTo }: SearchDialogProps) {
  const locale = useLocale()
  const t = useStrings(searchStrings)
  const [state, send] = useSearch(locale, startQuery)
  const { query } = state.context
  useEffect(() => {
    showQueryInAddress(open ? query : '')
  }, [open, query])
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t.close}
        data-testid="search-dialog"
        placement="top"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo.current
          if (target && target.isConnected) {
            event.preventDefault()
            target.focus()
          }
        }}
      >
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription className="mb-4">{t.description}</DialogDescription>
        <SearchPanel state={state} send={send} autoFocus />
      </DialogContent>
    </Dialog>
  )
}
