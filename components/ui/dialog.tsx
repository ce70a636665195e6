import type { ComponentProps } from 'react'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'
import { Icon } from './icon'

function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />
}

function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />
}

function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />
}

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-[fj-fade-in_200ms_ease-out] data-[state=closed]:animate-[fj-fade-out_150ms_ease-in]',
        className,
      )}
      {...props}
    />
  )
}

const dialogContentVariants = cva(
  'fixed left-1/2 z-50 -translate-x-1/2 overflow-y-auto rounded-card bg-bg text-fg shadow-raised data-[state=open]:animate-[fj-fade-in_200ms_ease-out]',
  {
    variants: {
      /** `center`: in the middle of the screen; `top`: near the top, so a list that grows below stays put. */
      placement: {
        center: 'top-1/2 max-h-[90dvh] -translate-y-1/2',
        top: 'top-[10dvh] max-h-[80dvh]',
      },
      /** `text`: a measure for reading and forms; `media`: wide, for a video. */
      size: {
        text: 'w-[min(92vw,40rem)] p-6',
        media: 'w-[min(94vw,64rem)] p-4 sm:p-6',
      },
    },
    defaultVariants: { placement: 'center', size: 'text' },
  },
)

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Accessible label of the close button. */
    closeLabel: string
  }

/** A modal dialog with a close button; focus is trapped and returned by Radix. */
function DialogContent({ className, children, closeLabel, placement, size, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ placement, size }), className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close"
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-control text-fg hover:bg-surface"
        >
          <Icon name="close" label={closeLabel} />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('pr-10 text-h3', className)} {...props} />
}

function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('mt-2 text-fg-muted', className)}
      {...props}
    />
  )
}

export { Dialog, DialogTrigger, DialogClose, DialogOverlay, DialogContent, DialogTitle, DialogDescription }
