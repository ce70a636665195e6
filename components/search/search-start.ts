/**
 * Opening search, part of every page's first script (components/islands/start.ts), so it stays
 * small. The dialog is in the page's HTML (./search-dialog.tsx), so opening it is the browser's
 * own `showModal()`, at once, with focus in its field; its island wakes as focus enters it. The
 * index starts loading on intent: the pointer over the search button, focus on it, or the dialog
 * opening (./index-files.ts, ./search-warm.ts).
 * - The header's search button is a link to the search page (`data-search`): without script, or
 *   with a modifier key, it goes there; otherwise it opens the dialog.
 * - `/` (outside a text field) and Ctrl+K or Cmd+K open the dialog from anywhere.
 * - A page opened with `?q=` opens the dialog with that query, except the search page, which
 *   searches it in place (it is marked `data-search-page`).
 * - On the search page, which has the same form in the page and no dialog, opening search puts
 *   focus in its field.
 */
import { dialogIsland, isPlainClick, onIntent, openDialogIsland, preloadIsland } from '../islands/runtime'
import { pageLocale } from '../islands/page-locale'
import { firstIndexFiles, searchAttribute } from './index-files'
import {
  searchDialogId,
  searchFieldOf,
  searchOpenEvent,
  showSearchDialog,
  type SearchOpenDetail,
} from './search-dialog-markup'

export const searchPageAttribute = 'data-search-page'

/** Whether this page view has asked for the index's first files and the search ahead. */
let prepared = false

/**
 * Starts loading the index, and the dialog's code, before the visitor has asked for either. The
 * search ahead (./search-warm.ts, a small module without the framework) goes out first: it asks for
 * the index part the first typed word needs, and the sooner it runs the sooner that part is on its
 * way. The index's first files follow, and the dialog's code right after (in a microtask): over
 * HTTP/1.1 a browser keeps six connections to a host, and the dialog's files, asked for first, held
 * Pagefind's code back until the largest of them had arrived (on the slow phone 1.6 s after the tap
 * instead of 0.65 s).
 */
function prepare(): void {
  const found = dialogIsland(searchDialogId)
  if (!prepared) {
    prepared = true
    const locale = pageLocale()
    import('./search-warm')
      .then((warm) => warm.searchWhileLoading(locale, found?.island))
      .catch(() => (prepared = false))
    for (const file of firstIndexFiles(locale)) if (file) fetch(file).catch(() => {})
  }
  if (found) queueMicrotask(() => preloadIsland(found.island))
}

/** Opens the dialog (with `query` in its field, if given), or on the search page focuses its field. */
function open(query = '') {
  prepare()
  const found = dialogIsland(searchDialogId)
  if (!found) {
    const field = searchFieldOf(document.querySelector(`[${searchPageAttribute}]`) ?? document)
    field?.focus()
    return
  }
  openDialogIsland<SearchOpenDetail>(found, searchOpenEvent, { query }, () => showSearchDialog(found.dialog, query))
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.matches('input, textarea, select, [role="textbox"], [role="combobox"]'))
  )
}

function searchLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${searchAttribute}]`) : null
}

export function watchSearch(): void {
  document.addEventListener('click', (event) => {
    // With a modifier key the link opens the search page as links do.
    if (!isPlainClick(event) || !searchLinkOf(event.target)) return
    event.preventDefault()
    open()
  })
  document.addEventListener('keydown', (event) => {
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)
    const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k'
    if (!slash && !commandK) return
    event.preventDefault()
    open()
  })
  onIntent((event) => {
    if (searchLinkOf(event.target)) prepare()
  })
  const query = new URLSearchParams(window.location.search).get('q')
  if (query && !document.querySelector(`[${searchPageAttribute}]`)) open(query)
}
