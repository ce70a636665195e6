/**
 * Search in a dialog: a native modal `<dialog>` in every page's HTML but the search page's, closed
 * (an island, ./search-dialog.island.tsx). The page's first script opens it (./search-start.ts)
 * from the header's search button, with / or Ctrl/Cmd+K, or for a shared address's `?q=`: the
 * browser shows it at once, with focus in its field, and the visitor types into that field while
 * the island wakes (focus in it hydrates it). The browser keeps focus in the dialog, closes it
 * with Escape, a tap outside or its close button (an invoker command, no script needed), and
 * gives focus back to what had it. While it is open the query is in the address (`?q=`), so the
 * search can be shared.
 */
import { useEffect, useRef, useState } from 'react'
import { searchStrings } from '../../content/strings/search'
import type { searchMachine } from '../../machines/searchMachine'
import { useLocale, useStrings } from '../../renderer/locale'
import { cn } from '../ui/cn'
import { Icon } from '../ui/icon'
import { searchDialogId, searchOpenEvent, showSearchDialog, type SearchOpenDetail } from './search-dialog-markup'
import { SearchPanel } from './search-panel'
import { showQueryInAddress, useSearch } from './use-search'

const titleId = `${searchDialogId}-title`
const descriptionId = `${searchDialogId}-description`

/** Near the top of the screen, so that the list growing below the field leaves the field where it is. */
const dialogClass =
  'fixed inset-x-0 top-[10dvh] mx-auto my-0 max-h-[80dvh] w-[min(92vw,40rem)] max-w-none overflow-y-auto overscroll-contain rounded-card border-0 bg-bg p-6 text-fg shadow-raised backdrop:bg-black/60 open:animate-[fj-fade-in_150ms_ease-out]'

type SearchDialogProps = {
  /** Replaces the search machine (tests, stories). */
  logic?: typeof searchMachine
}

export default function SearchDialog({ logic }: SearchDialogProps) {
  const locale = useLocale()
  const t = useStrings(searchStrings)
  const [state, send] = useSearch(locale, '', logic)
  const { query } = state.context
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Opened by the first script before the island was live (what was typed meanwhile is in the
    // field, and the panel searches it as it mounts).
    if (dialog.open) setOpen(true)
    const onOpenRequest = (event: Event) => {
      const { query: asked } = (event as CustomEvent<SearchOpenDetail>).detail
      if (asked) send({ type: 'TYPE', query: asked })
      showSearchDialog(dialog)
      setOpen(true)
    }
    const onClose = () => setOpen(false)
    dialog.addEventListener(searchOpenEvent, onOpenRequest)
    dialog.addEventListener('close', onClose)
    return () => {
      dialog.removeEventListener(searchOpenEvent, onOpenRequest)
      dialog.removeEventListener('close', onClose)
    }
  }, [send])

  // The address follows the open dialog's query, and loses it when the dialog closes.
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open) showQueryInAddress(query)
    else if (wasOpen.current) showQueryInAddress('')
    wasOpen.current = open
  }, [open, query])

  return (
    <dialog
      ref={dialogRef}
      id={searchDialogId}
      closedby="any"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="search-dialog"
      className={cn(dialogClass)}
      // Opened by the first script before hydration: `open` is the browser's, not React's.
      suppressHydrationWarning
    >
      <h2 id={titleId} className="pr-12 text-h3">
        {t.title}
      </h2>
      <p id={descriptionId} className="mb-4 text-fg-muted">
        {t.description}
      </p>
      <SearchPanel state={state} send={send} idPrefix={searchDialogId} />
      <button
        type="button"
        commandfor={searchDialogId}
        command="close"
        data-slot="dialog-close"
        className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-control text-fg hover:bg-surface"
      >
        <Icon name="close" label={t.close} />
      </button>
    </dialog>
  )
}
