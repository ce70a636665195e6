/**
 * Opening search, part of every page's first script (components/islands/start.ts), so it stays
 * small: the dialog, React and the index load only when the visitor opens search, or starts to
 * (the pointer over the search button, or focus on it).
 * - The header's search button is a link to the search page (`data-search`): without script, or
 *   with a modifier key, it goes there; otherwise it opens the dialog.
 * - `/` (outside a text field) and Ctrl+K or Cmd+K open the dialog from anywhere.
 * - A page opened with `?q=` opens the dialog with that query, except the search page, which
 *   searches it in place (it is marked `data-search-page`).
 */
import { pageLocale } from '../islands/page-locale'
import { loadIndex } from './pagefind'

export const searchAttribute = 'data-search'
export const searchPageAttribute = 'data-search-page'

const loadOpener = () => import('./search-opener')

let opening = false

/**
 * Opens the dialog. Until its code has arrived, what the visitor types is kept (and the page does
 * not react to it), so typing straight after the shortcut starts the search with those words.
 */
function open(from: HTMLElement | null, query = '') {
  if (opening) return
  opening = true
  let typed = query
  const keep = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    if (event.key.length === 1) typed += event.key
    else if (event.key === 'Backspace') typed = typed.slice(0, -1)
    else return
    event.preventDefault()
  }
  document.addEventListener('keydown', keep, { capture: true })
  // The index loads beside the dialog's code, not after it.
  loadIndex(pageLocale()).catch(() => {})
  loadOpener()
    .then((opener) => opener.openSearch(from, typed))
    .catch((error: unknown) => console.error('Search could not be loaded', error))
    .finally(() => {
      document.removeEventListener('keydown', keep, { capture: true })
      opening = false
    })
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
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const link = searchLinkOf(event.target)
    if (!link) return
    event.preventDefault()
    open(link)
  })
  document.addEventListener('keydown', (event) => {
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)
    const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k'
    if (!slash && !commandK) return
    event.preventDefault()
    open(document.activeElement instanceof HTMLElement ? document.activeElement : null)
  })
  const preload = (event: Event) => {
    if (!searchLinkOf(event.target)) return
    loadOpener().catch(() => {})
    loadIndex(pageLocale()).catch(() => {})
  }
  document.addEventListener('pointerover', preload, { passive: true })
  document.addEventListener('focusin', preload)
  const query = new URLSearchParams(window.location.search).get('q')
  if (query && !document.querySelector(`[${searchPageAttribute}]`)) open(null, query)
}
