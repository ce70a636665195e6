import type { FeatureBlock } from '../../../content/types'
import { useLocale } from '../../../renderer/locale'
import { cn } from '../../ui/cn'
import { Icon } from '../../ui/icon'
import { RichText } from '../../ui/rich-text'
import { Section } from '../../ui/section'
import { linkTargetProps } from './link-target'
import { SectionHeading } from './section-heading'
import { imageAlt, type ImageWithAlt } from '../../../media-src/alt'
import { balancedColumns } from '../../ui/grid'
import { Picture } from '../../ui/picture'

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

type FeatureRowsProps = FeaturesProps & {
  /** The section's one illustration (media-src/illustrations.ts), beside the rows from `md`. */
  illustration?: ImageWithAlt
}

/**
 * The "why us" reasons: one illustration beside the rows of text (it stays in view while they
 * scroll by on a wide screen), so a page shows each image once rather than one look-alike picture
 * per row. On a phone the rows stand alone: the hero already gave the page its picture.
 */
function FeatureRows({ items, title, intro, id = 'hvorfor', tone = 'default', illustration }: FeatureRowsProps) {
  const locale = useLocale()
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`} data-section="feature-rows">
      <div className={cn('grid grid-cols-1 gap-10', illustration && 'md:grid-cols-[5fr_7fr] lg:gap-16')}>
        {illustration ? (
          <div className="max-md:hidden">
            <Picture
              image={illustration}
              alt={imageAlt[illustration][locale]}
              sizes="(min-width: 1280px) 28rem, 40vw"
              data-testid="feature-illustration"
              pictureClassName="block md:sticky md:top-24"
              className="w-full rounded-card shadow-card"
            />
          </div>
        ) : null}
        <div>
          <SectionHeading id={`${id}-title`} title={title} intro={intro} />
          <div className="divide-y divide-border">
            {items.map((feature) => (
              <article key={feature.id} data-slot="feature-row" className="py-7 first:pt-0 last:pb-0">
                <h3 className="text-h3 md:text-2xl">{feature.title}</h3>
                <RichText value={feature.description} className="mt-3 text-fg-muted" />
                {feature.title2 && feature.description2 ? (
                  <div className="mt-6">
                    <h4 className="font-semibold text-fg">{feature.title2}</h4>
                    <RichText value={feature.description2} className="mt-2 text-fg-muted" />
                  </div>
                ) : null}
                <FeatureLink feature={feature} />
              </article>
            ))}
          </div>
        </div>
      </div>
    </Section>
  )
}

/** A grid of key features, each with an icon. */
function KeyFeatures({ items, title, intro, id = 'fordeler', tone = 'muted' }: FeaturesProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`} data-section="key-features">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <ul className={cn('grid gap-4 sm:gap-6', balancedColumns(items.length))}>
        {items.map((feature) => (
          <li
            key={feature.id}
            data-slot="key-feature"
            className="grid grid-cols-[auto_1fr] gap-x-4 rounded-card border border-border bg-bg p-5 sm:block sm:p-6"
          >
            {/* On a phone the icon sits beside the title: a card as short as its text. */}
            <span className="row-span-3 inline-flex size-11 items-center justify-center rounded-control bg-primary text-primary-fg">
              <Icon name={feature.icon ?? 'check'} />
            </span>
            <h3 className="text-h3 sm:mt-4">{feature.title}</h3>
            <RichText value={feature.description} className="mt-1 text-fg-muted sm:mt-2" />
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
