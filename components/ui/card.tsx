import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'

const cardVariants = cva('rounded-card border p-6', {
  variants: {
    variant: {
      default: 'border-border bg-bg shadow-card',
      muted: 'border-transparent bg-surface',
      highlight: 'border-primary bg-bg shadow-raised ring-1 ring-primary',
    },
  },
  defaultVariants: { variant: 'default' },
})

function Card({ className, variant, ...props }: ComponentProps<'div'> & VariantProps<typeof cardVariants>) {
  return (
    <div
      data-slot="card"
      data-variant={variant ?? 'default'}
      className={cn(cardVariants({ variant }), className)}
      {...props}
    />
  )
}

function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 data-slot="card-title" className={cn('text-h3 text-fg', className)} {...props} />
}

function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('mt-2 text-fg-muted', className)} {...props} />
}

export { Card, CardTitle, CardDescription, cardVariants }
