import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'
import { Container } from './container'

const sectionVariants = cva('py-section [content-visibility:auto] [contain-intrinsic-size:auto_800px]', {
  variants: {
    tone: {
      default: 'bg-bg',
      muted: 'bg-surface',
      brand: 'bg-primary text-primary-fg',
    },
  },
  defaultVariants: { tone: 'default' },
})

/**
 * A page band: vertical rhythm, a background tone and a centred container. A band the visitor
 * has not scrolled to yet is not laid out or painted (`content-visibility: auto`, with a remembered
 * size once it has been shown): on a slow phone the first screen is ready sooner and the long
 * pages' style and layout work no longer blocks the main thread at load.
 */
function Section({
  className,
  tone,
  children,
  ...props
}: ComponentProps<'section'> & VariantProps<typeof sectionVariants>) {
  return (
    <section
      data-slot="section"
      data-variant={tone ?? 'default'}
      className={cn(sectionVariants({ tone }), className)}
      {...props}
    >
      <Container>{children}</Container>
    </section>
  )
}

export { Section, sectionVariants }
