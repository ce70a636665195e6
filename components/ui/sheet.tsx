import type { ComponentProps } from 'react'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'
import { Icon } from './icon'
import { DialogOverlay } from './dialog'

/** The offcanvas panel: a Radix Dialog that slides in from a side. */
function Sheet(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="sheet" {...props} />
}

function SheetTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="sheet-trigger" {...props} />
}

function SheetClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="sheet-close" {...props} />
}

const sheetVariants = cva(
  'fixed inset-y-0 z-50 flex w-[min(100vw,26rem)] flex-col gap-4 overflow-y-auto bg-bg p-6 text-fg shadow-raised',
  {
    variants: {
      side: {
        right:
          'right-0 data-[state=open]:animate-[fj-sheet-in-right_250ms_ease-out] data-[state=closed]:animate-[fj-sheet-out-right_200ms_ease-in]',
        left: 'left-0 data-[state=open]:animate-[fj-sheet-in-left_250ms_ease-out] data-[state=closed]:animate-[fj-sheet-out-left_200ms_ease-in]',
      },
    },
    defaultVariants: { side: 'right' },
  },
)

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetVariants> & { closeLabel: string }

function SheetContent({ className, side, children, closeLabel, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-variant={side ?? 'right'}
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="sheet-close"
          className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-control text-fg hover:bg-surface"
        >
          <Icon name="close" label={closeLabel} />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="sheet-title" className={cn('pr-12 text-h3', className)} {...props} />
}

function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description data-slot="sheet-description" className={cn('text-fg-muted', className)} {...props} />
  )
}

export { Sheet, SheetTrigger, SheetClose, SheetContent, SheetTitle, SheetDescription, sheetVariants }
