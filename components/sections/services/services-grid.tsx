import type { ServiceCard } from '../../../content/pages/services/links'
import { sectionStrings } from '../../../content/strings/sections'
import { useLocale, useStrings } from '../../../renderer/locale'
import { Icon } from '../../ui/icon'
import { hrefFor } from '../../ui/link'
import { Section } from '../../ui/section'
import { SectionHeading } from '../shared/section-heading'
import { cn } from '../../ui/cn'
import { balancedColumns } from '../../ui/grid'
import { Picture } from '../../ui/picture'
import { linkCard } from '../../ui/card'

type ServicesGridProps = {
  cards: ServiceCard[]
  title: string
  intro?: string
  id?: string
  tone?: 'default' | 'muted'
}

/**
 * One card per service page, each with the service's own illustration; the whole card is the link
 * (the title's link stretches over it). On a phone a card is a row: a small square of the
 * illustration beside the title and two lines of text, so eight services take one screen or two
 * instead of eight.
 */
function ServicesGrid({ cards, title, intro, id = 'tjenester', tone = 'default' }: ServicesGridProps) {
  const locale = useLocale()
  const t = useStrings(sectionStrings).services
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`} data-section="services-grid">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <ul className={cn('grid gap-3 sm:gap-6', balancedColumns(cards.length))}>
        {cards.map((card) => (
          <li key={card.id} data-slot="service-card">
            <article className={cn(linkCard, 'flex h-full overflow-hidden sm:flex-col')}>
              <Picture
                image={card.image}
                alt=""
                sizes="(min-width: 1280px) 18rem, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 6rem"
                pictureClassName="shrink-0 max-sm:w-24"
                className="w-full object-cover max-sm:h-full sm:aspect-[32/21]"
              />
              <div className="flex flex-1 flex-col p-4 sm:p-5">
                <h3 className="text-h3">
                  <a
                    href={hrefFor('service', locale, { slug: card.slug })}
                    className="after:absolute after:inset-0 after:content-[''] group-focus-within:underline"
                  >
                    {card.title}
                  </a>
                </h3>
                <p className="mt-1 flex-1 text-fg-muted max-sm:line-clamp-2 max-sm:text-sm sm:mt-2">
                  {card.description}
                </p>
                <p
                  aria-hidden="true"
                  className="mt-4 inline-flex items-center gap-1 font-semibold text-primary max-sm:hidden [&>svg]:size-4"
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
