import type { PricingPlan } from '../../../content/types'
import { sectionStrings } from '../../../content/strings/sections'
import { useLocale, useStrings } from '../../../renderer/locale'
import { Badge } from '../../ui/badge'
import { ButtonLink } from '../../ui/button'
import { Card } from '../../ui/card'
import { cn } from '../../ui/cn'
import { Icon } from '../../ui/icon'
import { RichText } from '../../ui/rich-text'
import { Section } from '../../ui/section'
import { ContactCta } from '../shared/contact-cta'
import { linkTargetProps } from '../shared/link-target'
import { SectionHeading } from '../shared/section-heading'

function PlanButton({ plan }: { plan: PricingPlan }) {
  const locale = useLocale()
  const variant = plan.highlight ? 'primary' : 'outline'
  if (!plan.buttonLink || plan.isModalLink) {
    return (
      <ContactCta variant={variant} className="w-full" topic={plan.topic ?? 'plan'} plan={plan.plan}>
        {plan.buttonText}
      </ContactCta>
    )
  }
  const props = linkTargetProps(
    plan.isExternalLink && !('to' in plan.buttonLink) ? { ...plan.buttonLink, external: true } : plan.buttonLink,
    locale,
  )
  return (
    <ButtonLink variant={variant} className="w-full" data-track={plan.track} {...props}>
      {plan.buttonText}
      {plan.isExternalLink ? <Icon name="externalLink" /> : <Icon name="arrowRight" />}
    </ButtonLink>
  )
}

/** One pricing card; the highlighted tier carries the best-seller badge. */
function PricingCard({ plan }: { plan: PricingPlan }) {
  const t = useStrings(sectionStrings).pricing
  const titleId = `plan-${plan.id}-title`
  return (
    <Card
      variant={plan.highlight ? 'highlight' : 'default'}
      data-slot="pricing-card"
      data-highlight={plan.highlight ? 'true' : 'false'}
      aria-labelledby={titleId}
      role="group"
      className={cn('relative flex flex-col', plan.highlight && 'lg:-mt-4 lg:pb-10')}
    >
      {plan.highlight ? (
        <Badge variant="primary" data-slot="best-seller" className="absolute -top-3.5 left-6">
          <Icon name="star" filled />
          {t.bestSeller}
        </Badge>
      ) : null}
      <h3 id={titleId} className="text-h3">
        {plan.plan}
      </h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-1">
        <span data-slot="price" className="text-h2 text-fg">
          {plan.price}
        </span>
        {plan.priceSuffix ? <span className="text-fg-muted">{plan.priceSuffix}</span> : null}
      </p>
      {plan.priceNote ? <p className="mt-1 text-sm text-fg-muted">{plan.priceNote}</p> : null}
      <RichText value={plan.description} className="mt-4 text-fg-muted" />
      <p className="mt-6 text-sm font-semibold text-fg">{t.features}</p>
      <ul className="mt-3 mb-8 space-y-2">
        {plan.features.map((feature, i) => (
          <li key={i} className="flex items-start gap-2 text-fg-muted">
            <Icon name="check" className="mt-0.5 text-success" />
            <RichText value={[{ type: 'paragraph', content: feature }]} />
          </li>
        ))}
      </ul>
      <div className="mt-auto">
        <PlanButton plan={plan} />
      </div>
    </Card>
  )
}

type PricingProps = { plans: PricingPlan[]; title: string; intro?: string; id?: string }

/** Pricing tiers with the ex-VAT note. */
function Pricing({ plans, title, intro, id = 'priser' }: PricingProps) {
  const t = useStrings(sectionStrings).pricing
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`} data-section="pricing">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} align="center" className="mx-auto" />
      <div
        className={cn(
          'grid items-stretch gap-6 pt-4',
          plans.length >= 3 && 'lg:grid-cols-3',
          plans.length === 2 && 'md:grid-cols-2',
          plans.length === 1 && 'mx-auto max-w-md',
        )}
      >
        {plans.map((plan) => (
          <PricingCard key={plan.id} plan={plan} />
        ))}
      </div>
      <p data-slot="vat-note" className="mt-8 text-center text-sm text-fg-muted">
        {t.vatNote}
      </p>
    </Section>
  )
}

export { Pricing, PricingCard }
