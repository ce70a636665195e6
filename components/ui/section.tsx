import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'
import { Container } from './container'

const sectionVariants = cva('py-section', {
  variants: {
    tone: {
      default: 'bg-bg',
      muted: 'bg-surface',
      brand: 'bg-primary text-primary-fg',
    },
  },
  defaultVariants: { tone: 'default' },
})

/** A page band: vertical rhythm, a background tone and a centred container. */
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
