/**
 * HTML attributes React 19 passes through but whose types it does not have yet: invoker commands
 * (a button that opens or closes a dialog with no script: `commandfor` names the dialog, `command`
 * says what to do) and a dialog's `closedby` (what may close it: `any` adds a tap outside it).
 */
import 'react'

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover'
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none'
  }
}
