/**
 * Theme: follows the system until the visitor picks one with the toggle; the pick is stored.
 * The inline script runs in <head> before first paint, so the wrong theme never flashes.
 * The server's CSP allows exactly this script by its hash (server/security.ts).
 */
export const themeStorageKey = 'fj-theme'
export type Theme = 'light' | 'dark'

/**
 * Dark when the stored pick is dark, or when there is no pick (or a stray value) and the system
 * prefers dark. Written small by hand (it counts toward every page's script budget); the block
 * keeps its variable out of the page's globals.
 */
export const themeScript = `try{let t=localStorage.getItem('${themeStorageKey}');document.documentElement.classList.toggle('dark',t=='dark'||t!='light'&&matchMedia('(prefers-color-scheme: dark)').matches)}catch{}`

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  try {
    localStorage.setItem(themeStorageKey, theme)
  } catch {
    // Private mode or storage disabled: the theme still applies for this page view.
  }
}
