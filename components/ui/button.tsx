import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'

/**
 * A label keeps to one line where it fits and wraps (balanced, centred) where it would not: on a
 * 320 px phone a long call to action never pushes the page wider than the screen. Sizes are
 * minimum heights for the same reason.
 */
const buttonVariants = cva(
  'inline-flex max-w-full items-center justify-center gap-2 rounded-control text-center text-balance font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-[1.1em] [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-fg hover:bg-primary-hover',
        secondary: 'bg-surface-strong text-fg hover:bg-border',
        outline: 'border border-border bg-transparent text-fg hover:bg-surface',
        ghost: 'bg-transparent text-fg hover:bg-surface',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'min-h-9 px-3 py-1.5 text-sm',
        md: 'min-h-11 px-5 py-2 text-base',
        lg: 'min-h-13 px-6 py-2.5 text-lg sm:px-7',
        icon: 'size-11',
        /** No box: for the link variant inside text. */
        inline: 'p-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

type ButtonVariants = VariantProps<typeof buttonVariants>

function Button({ className, variant, size, type = 'button', ...props }: ComponentProps<'button'> & ButtonVariants) {
  return (
    <button
      data-slot="button"
      data-variant={variant ?? 'primary'}
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  )
}

/** An anchor that looks like a button, for navigation. */
function ButtonLink({ className, variant, size, ...props }: ComponentProps<'a'> & ButtonVariants) {
  return (
    <a
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  )
}

export { Button, ButtonLink, buttonVariants, type ButtonVariants }
