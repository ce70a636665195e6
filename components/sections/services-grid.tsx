import type { ServiceCard } from '../../content/services-index'
import { sectionStrings } from '../../content/sections'
import { useLocale } from '../../renderer/locale'
import { Icon } from '../ui/icon'
import { hrefFor } from '../ui/link'
import { Section } from '../ui/section'
import { SectionHeading } from './section-heading'
import { ThemedImage } from './themed-image'

type ServicesGridProps = {
  cards: ServiceCard[]
  title: string
  intro?: string
  id?: string
  tone?: 'default' | 'muted'
}

/** One card per service page; the whole card is the link (the title's link stretches over it). */
function ServicesGrid({ cards, title, intro, id = 'tjenester', tone = 'default' }: ServicesGridProps) {
  const locale = useLocale()
  const t = sectionStrings[locale].services
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`} data-section="services-grid">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.id} data-slot="service-card">
            <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-bg shadow-card transition-shadow hover:shadow-raised">
              <ThemedImage image={card.image} className="aspect-[32/21] h-auto w-full object-cover" />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-h3">
                  <a
                    href={hrefFor(card.id, locale)}
                    className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
                  >
                    {card.title}
                  </a>
                </h3>
                <p className="mt-2 flex-1 text-fg-muted">{card.description}</p>
                <p
                  aria-hidden="true"
                  className="mt-4 inline-flex items-center gap-1 font-semibold text-primary [&>svg]:size-4"
                >
                  {t.readMore}
                  <Icon name="arrowRight" className="transition-transform group-hover:translate-x-1" />
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export { ServicesGrid }
