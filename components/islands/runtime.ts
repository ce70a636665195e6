/**
 * The islands runtime: the only script a content page loads by itself (renderer/+client.ts).
 * Plain DOM code, a few kilobytes. React and an island's code are fetched when that island is
 * needed, never before.
 *
 * For every element marked by `<Island>` (./island.tsx) it:
 * - preloads the island's code (and React) when the pointer comes over it, a finger touches it or
 *   it gets focus;
 * - hydrates it when its `data-hydrate` says: on the first pointerdown, focus or key inside it
 *   (`interaction`), when it nears the viewport (`visible`), or at once (`load`);
 * - honours a tap made before the island is live: a click on one of its controls (a button, a
 *   checkbox ...) or a form submit is held, and performed again once the island has hydrated, so
 *   the visitor never taps twice. Links inside an island are plain links and are never held.
 *   An island whose tap can be answered in the HTML itself (an FAQ question opens by a change of
 *   attributes) may have an early answer (`EarlyAnswers`): the tap is answered at once, and the
 *   island hydrates in the state the visitor chose;
 * - marks the island `data-hydrated` once it is live.
 *
 * Hydration starts once per island; should its code fail to load, the error is logged and the
 * next interaction tries again.
 */
import type { ComponentType } from 'react'
import { islandAttr, islandName, type Hydrate } from './names'

type IslandComponent = ComponentType<Record<string, unknown>>

/**
 * Answers a click on `control` inside the island `element` before the island is live, in plain
 * DOM code: changes the HTML to what the component renders in the state the visitor asked for, and
 * the island's props (`data-props`) to that state, so that hydration finds the same markup. Returns
 * false for a click it does not answer (that click is held and replayed as usual).
 */
export type EarlyAnswer = (element: HTMLElement, control: HTMLElement) => boolean
/** Early answers by island name. */
export type EarlyAnswers = Record<string, EarlyAnswer>

/** For an early answer: changes the island's props, which it reads when it hydrates. */
export function changeProps<P extends object>(element: HTMLElement, change: (props: P) => void): void {
  const props = JSON.parse(element.getAttribute(islandAttr.props) ?? '{}') as P
  change(props)
  element.setAttribute(islandAttr.props, JSON.stringify(props))
}

const loaders = new Map<string, () => Promise<IslandComponent>>(
  Object.entries(import.meta.glob<IslandComponent>('../**/*.island.tsx', { import: 'default' })).map(([path, load]) => [
    islandName(path),
    load,
  ]),
)

/** React and the hydration code, shared by every island. */
export const loadReact = () => import('./mount')

/**
 * Controls whose click does something only once the island is live. Links are not among them, nor
 * buttons with an invoker command (`commandfor`): the browser carries those out with no script.
 */
const heldControls =
  'button:not([commandfor]), summary, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], a:not([href])'

/** How far outside the viewport a `visible` island starts to hydrate: about half a phone screen. */
const visibleMargin = '400px'

function readProps(element: HTMLElement): Record<string, unknown> {
  const json = element.getAttribute(islandAttr.props)
  return json ? (JSON.parse(json) as Record<string, unknown>) : {}
}

/** The static slots' markup, read before React takes the element over. */
function readSlots(element: HTMLElement): Record<string, string> | null {
  const slots = element.querySelectorAll<HTMLElement>(`[${islandAttr.slot}]`)
  if (slots.length === 0) return null
  return Object.fromEntries([...slots].map((slot) => [slot.getAttribute(islandAttr.slot)!, slot.innerHTML]))
}

/** Each watched island's preload, for code outside it that opens it (a dialog's calls to action). */
const preloads = new WeakMap<Element, () => void>()

/** Starts loading the code of the island `element` (and React), as hovering over it would. */
export function preloadIsland(element: Element): void {
  preloads.get(element)?.()
}

export type DialogIsland = { dialog: HTMLDialogElement; island: HTMLElement }

/**
 * A dialog in the page's HTML that belongs to an island (the contact and search dialogs), found by
 * its id with the island element around it; null on a page without it.
 */
export function dialogIsland(id: string): DialogIsland | null {
  const dialog = document.getElementById(id)
  const island = dialog?.closest<HTMLElement>(`[${islandAttr.name}]`)
  return dialog instanceof HTMLDialogElement && island ? { dialog, island } : null
}

/**
 * Opens an island's dialog with `detail` (what to show in it). A live island is sent the event
 * `name` and opens itself; before that, `early` opens it in the HTML as the component would render
 * it, and focus moving into the dialog wakes the island (islands with dialogs hydrate on
 * interaction, focus included).
 */
export function openDialogIsland<Detail>(
  { dialog, island }: DialogIsland,
  name: string,
  detail: Detail,
  early: () => void,
) {
  if (island.hasAttribute(islandAttr.hydrated)) dialog.dispatchEvent(new CustomEvent<Detail>(name, { detail }))
  else early()
}

/**
 * A plain left click no one has handled yet. Page-wide behaviours that take a link's click over
 * (opening a dialog instead of the page) take only these: with a modifier key, or another button,
 * the link does what links do (a new tab, a new window).
 */
export function isPlainClick(event: MouseEvent): boolean {
  return !(event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
}

/** Calls `listener` when the pointer comes over an element or an element gets focus: a visitor's intent to use it. */
export function onIntent(listener: (event: Event) => void): void {
  document.addEventListener('pointerover', listener, { passive: true })
  document.addEventListener('focusin', listener)
}

function watchIsland(
  element: HTMLElement,
  visibility: IntersectionObserver | null,
  onVisible: Map<Element, () => void>,
  early: EarlyAnswers,
) {
  const name = element.getAttribute(islandAttr.name) ?? ''
  const load = loaders.get(name)
  // Rendering refuses an island whose component is not a *.island.tsx module's (./island.tsx), so a
  // prerendered page names only islands this build has code for.
  if (!load) return
  const hydrate = element.getAttribute(islandAttr.hydrate) as Hydrate
  const answerEarly = early[name]
  // 'loading': its code is on the way, and its props are read when it arrives; 'hydrating': React
  // has the props and the markup, so the HTML must not change any more until the island is live.
  let state: 'idle' | 'loading' | 'hydrating' | 'live' = 'idle'
  /** What the visitor did before the island was live, to be done again once it is. */
  let held: (() => void) | null = null

  const preload = () => {
    load().catch(() => {})
    loadReact().catch(() => {})
  }

  const wake = () => {
    if (state !== 'idle') return
    state = 'loading'
    Promise.all([load(), loadReact()])
      .then(([Component, react]) => {
        state = 'hydrating'
        return react.hydrateIsland(element, Component, readProps(element), readSlots(element))
      })
      .then(
        () => {
          state = 'live'
          stop()
          element.setAttribute(islandAttr.hydrated, '')
          const again = held
          held = null
          again?.()
        },
        (error: unknown) => {
          console.error(`Island "${name}" could not be loaded`, error)
          state = 'idle'
        },
      )
  }

  const holdClick = (event: MouseEvent) => {
    if (state === 'live') return
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(heldControls) : null
    if (!control || !element.contains(control)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (state !== 'hydrating' && answerEarly?.(element, control)) {
      wake()
      return
    }
    held = () => {
      if (control.isConnected) control.click()
    }
    wake()
  }

  const holdSubmit = (event: SubmitEvent) => {
    if (state === 'live' || !(event.target instanceof HTMLFormElement)) return
    const form = event.target
    const submitter = event.submitter
    event.preventDefault()
    event.stopImmediatePropagation()
    held = () => {
      if (!form.isConnected) return
      form.requestSubmit(
        submitter?.isConnected && submitter.matches('[type="submit"], button:not([type])') ? submitter : null,
      )
    }
    wake()
  }

  preloads.set(element, preload)

  const listeners: [string, EventListener, AddEventListenerOptions][] = [
    ['click', holdClick as EventListener, { capture: true }],
    ['submit', holdSubmit as EventListener, { capture: true }],
    ['pointerover', preload, { passive: true }],
    ['touchstart', preload, { passive: true }],
    ['focusin', preload, {}],
  ]
  if (hydrate === 'interaction') {
    for (const type of ['pointerdown', 'focusin', 'keydown']) listeners.push([type, wake, { passive: true }])
  }
  for (const [type, listener, options] of listeners) element.addEventListener(type, listener, options)

  // The element itself has no box (display: contents); its children are what can be seen.
  const boxes = [...element.children]
  if (hydrate === 'visible' && visibility) {
    for (const box of boxes) {
      onVisible.set(box, wake)
      visibility.observe(box)
    }
  }

  function stop() {
    for (const [type, listener, options] of listeners) element.removeEventListener(type, listener, options)
    for (const box of boxes) {
      visibility?.unobserve(box)
      onVisible.delete(box)
    }
  }

  if (hydrate === 'load' || (hydrate === 'visible' && !visibility)) wake()
}

/**
 * Watches every island of the page. Call once, when the document has been parsed, with the early
 * answers of the islands that have one.
 */
export function startIslands(root: ParentNode = document, early: EarlyAnswers = {}): void {
  const onVisible = new Map<Element, () => void>()
  const visibility =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) onVisible.get(entry.target)?.()
          },
          { rootMargin: visibleMargin },
        )
  for (const element of root.querySelectorAll<HTMLElement>(`[${islandAttr.name}]`)) {
    watchIsland(element, visibility, onVisible, early)
  }
}
