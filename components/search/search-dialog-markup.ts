/**
 * The search dialog's markup contract, shared by its React component (./search-dialog.tsx) and by
 * the page's first script (./search-start.ts), which opens the dialog before React has loaded.
 *
 * The dialog is in the page's HTML, closed (renderer/+Layout.tsx; not on the search page, which
 * has the same form in the page). Opening it is the browser's `showModal()` with focus in its
 * field: the visitor types into the real field at once, and the component, once live, searches
 * what the field holds.
 */

/** The dialog element's id (its close button names it). */
export const searchDialogId = 'search-dialog'
/** Sent to the live dialog by the first script: `{ query }` in `detail`. */
export const searchOpenEvent = 'search-dialog-open'

export type SearchOpenDetail = { query: string }

/** The search field, in the dialog and on the search page alike: a text input in the searchbox role. */
export const searchFieldSelector = 'input[role="searchbox"]'

/** The dialog's search field. */
export function searchFieldOf(root: ParentNode): HTMLInputElement | null {
  return root.querySelector<HTMLInputElement>(searchFieldSelector)
}

/**
 * Opens the dialog as a modal with focus in its field, the field holding `query` when one is given
 * (a shared address's `?q=`), with the caret after it.
 */
export function showSearchDialog(dialog: HTMLDialogElement, query?: string): void {
  const field = searchFieldOf(dialog)
  if (field && query) field.value = query
  if (!dialog.open) dialog.showModal()
  field?.focus()
  field?.setSelectionRange(field.value.length, field.value.length)
}
