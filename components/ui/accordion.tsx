import type * as React from 'react'
import type { ComponentProps } from 'react'
import * as AccordionPrimitive from '@radix-ui/react-accordion'
import { cn } from './cn'
import { Icon } from './icon'
import { timing } from '../../machines/timing'

/** The FAQ animation length as a CSS variable, so the stylesheet reads the one constant. */
const durationStyle = { '--fj-accordion-duration': `${timing.faqAnimationMs}ms` } as React.CSSProperties

function Accordion(props: ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root data-slot="accordion" {...props} />
}

function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn('border-b border-border', className)}
      {...props}
    />
  )
}

function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'flex flex-1 items-center justify-between gap-4 py-4 text-left font-semibold text-fg hover:text-primary [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <Icon
          name="chevronDown"
          className="transition-transform duration-(--fj-accordion-duration)"
          style={durationStyle}
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  )
}

/**
 * Opens and closes over `timing.faqAnimationMs`, with a 20px top margin while open. The content is
 * always mounted (`forceMount`), so it is in the prerendered HTML; a closed item is a zero-height
 * grid row and `visibility: hidden`, out of sight, the tab order and the accessibility tree.
 * The motion is dropped under prefers-reduced-motion by the global rule.
 */
function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      forceMount
      data-slot="accordion-content"
      className="grid text-fg-muted transition-[grid-template-rows,visibility] duration-(--fj-accordion-duration) ease-in-out data-[state=closed]:invisible data-[state=closed]:grid-rows-[0fr] data-[state=open]:grid-rows-[1fr]"
      style={durationStyle}
      {...props}
    >
      <div className="min-h-0 overflow-hidden">
        <div className={cn('mt-5 pb-4', className)}>{children}</div>
      </div>
    </AccordionPrimitive.Content>
  )
}

export { Accordion, AccordionItem, AccordionTrigger, AccordionContent }
