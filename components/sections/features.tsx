import type { FeatureBlock } from '../../content/types'
import { useLocale } from '../../renderer/locale'
import { cn } from '../ui/cn'
import { Icon } from '../ui/icon'
import { RichText } from '../ui/rich-text'
import { Section } from '../ui/section'
import { linkTargetProps } from './link-target'
import { SectionHeading } from './section-heading'
import { ThemedImage } from './themed-image'

type FeaturesProps = {
  items: FeatureBlock[]
  title: string
  intro?: string
  id?: string
  tone?: 'default' | 'muted'
}

function FeatureLink({ feature }: { feature: FeatureBlock }) {
  const locale = useLocale()
  if (!feature.link) return null
  return (
    <p className="mt-4">
      <a
        {...linkTargetProps(feature.link, locale)}
        className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline [&>svg]:size-4"
      >
        {feature.link.text}
        <Icon name="arrowRight" />
      </a>
    </p>
  )
}

/** Image and text rows that alternate sides; `reverseOrder` flips a row. */
function FeatureRows({ items, title, intro, id = 'hvorfor', tone = 'default' }: FeaturesProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`} data-section="feature-rows">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <div className="space-y-16">
        {items.map((feature, i) => {
          const imageRight = feature.reverseOrder ?? i % 2 === 1
          return (
            <article
              key={feature.id}
              data-slot="feature-row"
              className={cn('grid items-center gap-8 md:grid-cols-2 md:gap-12', feature.noMarginTop && '-mt-8')}
            >
              {feature.image ? (
                <ThemedImage
                  image={feature.image}
                  className={cn('h-auto w-full rounded-card shadow-card', imageRight && 'md:order-2')}
                />
              ) : null}
              <div className={cn(!feature.image && 'md:col-span-2')}>
                <h3 className="text-h3 md:text-2xl">{feature.title}</h3>
                <RichText value={feature.description} className="mt-3 text-fg-muted" />
                {feature.title2 && feature.description2 ? (
                  <div className="mt-6">
                    <h4 className="font-semibold text-fg">{feature.title2}</h4>
                    <RichText value={feature.description2} className="mt-2 text-fg-muted" />
                  </div>
                ) : null}
                <FeatureLink feature={feature} />
              </div>
            </article>
          )
        })}
      </div>
    </Section>
  )
}

/** A grid of key features, each with an icon. */
function KeyFeatures({ items, title, intro, id = 'fordeler', tone = 'muted' }: FeaturesProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`} data-section="key-features">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((feature) => (
          <li key={feature.id} data-slot="key-feature" className="rounded-card border border-border bg-bg p-6">
            <span className="inline-flex size-11 items-center justify-center rounded-control bg-primary text-primary-fg">
              <Icon name={feature.icon ?? 'check'} />
            </span>
            <h3 className="mt-4 text-h3">{feature.title}</h3>
            <RichText value={feature.description} className="mt-2 text-fg-muted" />
            <FeatureLink feature={feature} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** A checklist of features in two columns (the SEO feature list). */
function FeatureList({ items, title, intro, id = 'innhold', tone = 'default' }: FeaturesProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`} data-section="feature-list">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <ul className="grid gap-x-10 gap-y-6 md:grid-cols-2">
        {items.map((feature) => (
          <li key={feature.id} data-slot="feature-list-item" className="flex gap-4">
            <Icon name="check" className="mt-1 text-success" />
            <div>
              <h3 className="font-semibold text-fg">{feature.title}</h3>
              <RichText value={feature.description} className="mt-1 text-fg-muted" />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export { FeatureRows, KeyFeatures, FeatureList }
