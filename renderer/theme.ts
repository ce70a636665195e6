/**
 * Theme: follows the system until the visitor picks one with the toggle; the pick is stored.
 * The inline script runs in <head> before first paint, so the wrong theme never flashes.
 * The server's CSP allows exactly this script by its hash (server/security.ts).
 */
export const themeStorageKey = 'fj-theme'
export type Theme = 'light' | 'dark'

export const themeScript = `(function(){try{var t=localStorage.getItem('${themeStorageKey}');if(t!=='light'&&t!=='dark'){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.classList.toggle('dark',t==='dark')}catch(e){}})()`

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
