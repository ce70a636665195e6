/**
 * The header's behaviours, part of every page's first script (components/islands/start.ts). They
 * need no React, so they answer the first tap however early it comes:
 * - the theme toggle (`data-theme-toggle`) switches between light and dark;
 * - the menu button opens the mobile menu (a native modal dialog) with the browser's invoker
 *   command. Here only what the markup does not do by itself: following a link in the menu closes
 *   it (so a page restored from the back/forward cache shows no open menu, and the contact dialog
 *   opens over the page, not under the menu), and the commands themselves for a browser that does
 *   not have them yet. (Without `closedby` support, a tap outside the menu does not close it;
 *   Escape and its close button do.)
 */
import { applyTheme, currentTheme } from '../../renderer/theme'

export const themeToggleAttribute = 'data-theme-toggle'

export function watchHeader(): void {
  const hasCommands = 'commandForElement' in HTMLButtonElement.prototype
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    if (!target) return
    if (target.closest(`[${themeToggleAttribute}]`)) applyTheme(currentTheme() === 'dark' ? 'light' : 'dark')
    const menu = target.closest('dialog')
    if (menu?.open && target.closest('a[href]')) menu.close()
    const button = hasCommands ? null : target.closest<HTMLButtonElement>('button[commandfor]')
    const dialog = button && document.getElementById(button.getAttribute('commandfor')!)
    if (!(dialog instanceof HTMLDialogElement)) return
    if (button!.getAttribute('command') === 'close') dialog.close()
    else if (!dialog.open) dialog.showModal()
  })
}
