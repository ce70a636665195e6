import type { ContactTopic } from '../../../content/site/contact-topics'
import type { CtaCopy } from '../../../content/types'
import { layoutCopy } from '../../../content/pages/layout'
import { useStrings } from '../../../renderer/locale'
import { Container } from '../../ui/container'
import { Icon } from '../../ui/icon'
import { Section } from '../../ui/section'
import { ContactCta } from './contact-cta'

type CtaProps = {
  cta: CtaCopy
  id?: string
  /** What the button asks for, when the copy does not say. */
  topic?: ContactTopic
}

function Bullets({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Icon name="check" className="mt-0.5" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** The pre-CTA band: a strong brand-coloured band just before the footer. */
function PreCta({ cta, id = 'kontakt-oss', topic }: CtaProps) {
  const t = useStrings(layoutCopy).closingBand
  const headingId = `${id}-title`
  return (
    <Section id={id} tone="brand" aria-labelledby={headingId} data-section="pre-cta">
      <div className="grid items-center gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <h2 id={headingId} className="text-h2">
            {cta.title}
          </h2>
          <p className="mt-4 max-w-prose text-lead opacity-95">{cta.description}</p>
          <Bullets items={cta.bullets} className="mt-6 grid gap-2 sm:grid-cols-2" />
        </div>
        <div className="flex flex-col items-start gap-3 lg:items-end">
          <ContactCta size="lg" variant="secondary" topic={cta.topic ?? topic}>
            {cta.button}
          </ContactCta>
          <p data-slot="no-obligation" className="font-semibold">
            {t.noObligation}
          </p>
        </div>
      </div>
    </Section>
  )
}

/** A lighter call to action inside the page flow: a card with bullets and the contact link. */
function Cta({ cta, id, topic }: CtaProps) {
  const t = useStrings(layoutCopy).closingBand
  const headingId = id ? `${id}-title` : undefined
  return (
    <section id={id} aria-labelledby={headingId} data-section="cta" className="py-12">
      <Container>
        <div className="rounded-card border border-border bg-surface p-8 shadow-card md:p-10">
          <h2 id={headingId} className="text-h2">
            {cta.title}
          </h2>
          <p className="mt-3 max-w-prose text-fg-muted">{cta.description}</p>
          <Bullets items={cta.bullets} className="mt-5 grid gap-2 text-fg md:grid-cols-3" />
          <div className="mt-7 flex flex-wrap items-center gap-4">
            <ContactCta topic={cta.topic ?? topic}>{cta.button}</ContactCta>
            <span data-slot="no-obligation" className="text-sm font-semibold text-fg-muted">
              {t.noObligation}
            </span>
          </div>
        </div>
      </Container>
    </section>
  )
}

export { PreCta, Cta }
