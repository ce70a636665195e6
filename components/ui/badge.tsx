import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'

const badgeVariants = cva('inline-flex items-center gap-1 rounded-pill px-3 py-1 text-sm font-semibold', {
  variants: {
    variant: {
      default: 'bg-surface-strong text-fg',
      primary: 'bg-primary text-primary-fg',
      accent: 'bg-accent text-accent-fg',
      outline: 'border border-border text-fg',
    },
  },
  defaultVariants: { variant: 'default' },
})

function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'default'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  )
}

export { Badge, badgeVariants }
