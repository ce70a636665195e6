/**
 * What the server-side `<Island>` and the browser's islands runtime agree on: the markers an
 * island carries in the HTML and how an island module's path becomes its name. Imported by the
 * runtime, so it stays free of React and of content.
 */

/**
 * When an island hydrates:
 * - `interaction`: on the first pointerdown, focus or key inside it (its code is preloaded on hover,
 *   touchstart or focus). For controls a visitor may never use: menus, FAQ, forms, players.
 * - `visible`: when it comes near the viewport, for parts that move by themselves (the carousel)
 *   or fetch what they show (the text-to-speech demo).
 * - `load`: at once, for a page whose main content depends on the visitor (the account panel).
 */
export type Hydrate = 'interaction' | 'visible' | 'load'

/** Attributes of the island element (`data-island` and friends) and of its static slots. */
export const islandAttr = {
  name: 'data-island',
  hydrate: 'data-hydrate',
  props: 'data-props',
  /** Set by the runtime once the island is live: its handlers answer from then on. */
  hydrated: 'data-hydrated',
  slot: 'data-island-slot',
  /** Set on <html> once the page's script has started (its CTAs and islands answer from then on). */
  started: 'data-islands',
} as const

/** `../sections/shared/faq-accordion.island.tsx` -> `faq-accordion`: an island is named by its file. */
export function islandName(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1)
  return file.replace(/\.island\.tsx$/, '')
}
