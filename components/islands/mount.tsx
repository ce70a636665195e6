/**
 * React's half of the islands runtime, loaded with the first island a visitor needs: hydrates a
 * server-rendered island, or mounts a part that has no markup until it is used (a dialog).
 * Every root gets the page's locale, which the layout gives the server render.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { LocaleProvider } from '../../renderer/locale'
import { pageLocale } from './page-locale'
import { IslandSlot } from './slot'

/** Calls `onReady` once its children have been committed, with their effects run. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady])
  return children
}

function reportRecoverable(error: unknown) {
  console.error('Island: React recovered from an error while hydrating', error)
}

/**
 * Hydrates `element` with `Component`: the same props the server rendered it with, and its static
 * slots as the HTML they were rendered to. Resolves once the island is live.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  slotHtml: Record<string, string> | null,
): Promise<void> {
  const slots = slotHtml
    ? Object.fromEntries(
        Object.entries(slotHtml).map(([name, html]) => [name, <IslandSlot key={name} name={name} html={html} />]),
      )
    : null
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <LocaleProvider locale={pageLocale()}>
        <Ready onReady={resolve}>
          <Component {...props} {...(slots ? { slots } : {})} />
        </Ready>
      </LocaleProvider>,
      { onRecoverableError: reportRecoverable },
    )
  })
}

/**
 * Renders a client-only part into a new element at the end of <body>; returns its re-render
 * function. A render is committed, effects and all, before the function returns: a dialog opened
 * this way has focus in it at once, so no key the visitor types in between goes to the page.
 */
export function mountClientPart(): (node: ReactNode) => void {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  const locale = pageLocale()
  return (node) => {
    flushSync(() => root.render(<LocaleProvider locale={locale}>{node}</LocaleProvider>))
  }
}
