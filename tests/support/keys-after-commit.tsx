import { useLayoutEffect } from 'react'

/**
 * Keys pressed just after React's commit, before its passive effects, as a visitor on a slow
 * phone types on while an island hydrates: each appends to what the field (`selector`) shows then,
 * as the browser does. Pressed from a microtask queued in a layout effect, which runs at the
 * commit. Render it before the component under test, in the same root.
 */
export function KeysAfterCommit({ selector, keys }: { selector: string; keys: string }) {
  useLayoutEffect(() => {
    queueMicrotask(() => {
      const control = document.querySelector<HTMLInputElement>(selector)!
      for (const key of keys) {
        // As the browser sets it: past React's record of the value, so that React sees a change.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, control.value + key)
        control.dispatchEvent(new Event('input', { bubbles: true }))
      }
    })
  }, [selector, keys])
  return null
}
