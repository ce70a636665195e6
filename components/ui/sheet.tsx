import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'
import { Icon } from './icon'

/**
 * The offcanvas panel: a native modal dialog that slides in from a side. It is part of the page's
 * HTML, so it can open before any framework has loaded (`showModal()`, or a button's invoker
 * command `commandfor`/`command="show-modal"`). The browser keeps focus in it, makes the page
 * behind it inert, closes it with Escape, and with `closedby="any"` a tap outside it. Its close
 * button is an invoker command too, so it works with no script. Scrolling inside it never scrolls
 * the page behind (overscroll-behavior: contain); on a phone it covers the whole width.
 */
const sheetVariants = cva(
  'fixed inset-y-0 m-0 h-dvh max-h-none w-[min(100vw,26rem)] max-w-none flex-col gap-4 overflow-y-auto overscroll-contain border-0 bg-bg p-6 text-fg shadow-raised backdrop:bg-black/60 open:flex open:backdrop:animate-[fj-fade-in_200ms_ease-out]',
  {
    variants: {
      side: {
        right: 'right-0 left-auto open:animate-[fj-sheet-in-right_250ms_ease-out]',
        left: 'right-auto left-0 open:animate-[fj-sheet-in-left_250ms_ease-out]',
      },
    },
    defaultVariants: { side: 'right' },
  },
)

type SheetProps = Omit<ComponentProps<'dialog'>, 'open'> &
  VariantProps<typeof sheetVariants> & {
    /** The dialog's id: its close button (and any button that opens it) names it. */
    id: string
    closeLabel: string
  }

function Sheet({ id, className, side, children, closeLabel, ...props }: SheetProps) {
  return (
    <dialog
      id={id}
      closedby="any"
      data-slot="sheet-content"
      data-variant={side ?? 'right'}
      className={cn(sheetVariants({ side }), className)}
      {...props}
    >
      {children}
      <button
        type="button"
        commandfor={id}
        command="close"
        data-slot="sheet-close"
        className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-control text-fg hover:bg-surface"
      >
        <Icon name="close" label={closeLabel} />
      </button>
    </dialog>
  )
}

function SheetTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 data-slot="sheet-title" className={cn('pr-12 text-h3', className)} {...props} />
}

function SheetDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="sheet-description" className={cn('text-fg-muted', className)} {...props} />
}

export { Sheet, SheetTitle, SheetDescription, sheetVariants }
