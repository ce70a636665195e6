import type { ComponentProps, ReactNode } from 'react'

/**
 * One of the contact page's sections beside the form (the contact person, the helpful links, the
 * offices): a small heading, an optional lead, and what follows. `slot` names it (`data-slot`) and
 * its heading's id (`<slot>-heading`), by which the section is labelled.
 */
export function AsideSection({
  slot,
  title,
  lead,
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'title'> & { slot: string; title: ReactNode; lead?: ReactNode }) {
  const headingId = `${slot}-heading`
  return (
    <section aria-labelledby={headingId} data-slot={slot} {...props}>
      <h2 id={headingId} className="text-h3 text-fg">
        {title}
      </h2>
      {lead ? <p className="mt-2 text-fg-muted">{lead}</p> : null}
      {children}
    </section>
  )
}
