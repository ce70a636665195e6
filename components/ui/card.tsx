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

/**
 * A card whose heading link is stretched over it (the link's ::after covers the card), as the
 * service, case and about cards are: the card lifts on hover, and the keyboard focus ring goes
 * round the whole card, as it goes round a button, instead of round the heading's text, which the
 * card's clipping and the stretched target would hide or misplace. Layout and padding are the
 * card's own.
 */
const linkCard =
  'group relative rounded-card border border-border bg-bg shadow-card transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring [&_a:focus-visible]:outline-none'

export { Card, CardTitle, CardDescription, cardVariants, linkCard }
