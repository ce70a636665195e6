/**
 * jsdom has no modal dialogs and no invoker commands. For component tests of a native dialog, this
 * gives `HTMLDialogElement` the part of their behaviour the tests observe: `showModal()` and
 * `close()` set the `open` attribute, `close()` fires `close` and gives focus back to the element
 * that had it when the dialog opened, and a click on a button with
 * `commandfor` and `command="close"` (or `show-modal`) does what the browser would. Focus trapping
 * and the inert page behind are the browser's, checked in the end-to-end tests.
 */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void }
  if (typeof proto.showModal === 'function') return
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>()
  proto.showModal = function showModal(this: HTMLDialogElement) {
    focusedBefore.set(this, document.activeElement)
    this.setAttribute('open', '')
  }
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    const before = focusedBefore.get(this)
    if (before instanceof HTMLElement && before.isConnected) before.focus()
    this.dispatchEvent(new Event('close'))
  }
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null
    const dialog = button && document.getElementById(button.getAttribute('commandfor')!)
    if (!(dialog instanceof HTMLDialogElement)) return
    if (button!.getAttribute('command') === 'close') dialog.close()
    if (button!.getAttribute('command') === 'show-modal') dialog.showModal()
  })
}
