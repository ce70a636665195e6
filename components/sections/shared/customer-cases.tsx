import type { CustomerCase } from '../../../content/types'
import { sectionStrings } from '../../../content/strings/sections'
import { useLocale, useStrings } from '../../../renderer/locale'
import { ButtonLink } from '../../ui/button'
import { Icon } from '../../ui/icon'
import { hrefFor } from '../../ui/link'
import { RichText } from '../../ui/rich-text'
import { Section } from '../../ui/section'
import { SectionHeading } from './section-heading'
import { ThemedImage } from './themed-image'
import { linkCard } from '../../ui/card'
import { cn } from '../../ui/cn'

type CustomerCasesProps = { cases: CustomerCase[]; title: string; intro?: string; id?: string }

/**
 * A grid of customer cases with their headline result; each card links to its case study, and the
 * section ends with a link to the projects page.
 */
function CustomerCases({ cases, title, intro, id = 'kundecaser' }: CustomerCasesProps) {
  const locale = useLocale()
  const t = useStrings(sectionStrings).cases
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-section="customer-cases">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cases.map((item) => (
          <li key={item.id} data-slot="customer-case">
            <article className={cn(linkCard, 'flex h-full flex-col overflow-hidden')}>
              {/*
                The case's own website as delivered. Wider and lower on a phone, and without the
                description (the case page tells it): three cards stay a short scroll. The crop
                keeps the top of the screenshot, where the site's header and first screen are.
              */}
              <ThemedImage
                image={item.image}
                sizes="(min-width: 1280px) 384px, (min-width: 1024px) 31vw, (min-width: 768px) 48vw, 100vw"
                className="aspect-[2/1] h-auto w-full border-b border-border object-cover object-top sm:aspect-[32/21]"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-accent">
                  <span className="sr-only">{t.result}: </span>
                  {item.result}
                </p>
                <h3 className="mt-2 text-h3">
                  {/* The heading is the link to the case; its ::after covers the card, so the whole card is the target. */}
                  <a
                    href={hrefFor('projectCase', locale, item.caseParams)}
                    data-slot="case-link"
                    className="after:absolute after:inset-0 group-hover:underline"
                  >
                    {item.title}
                  </a>
                </h3>
                <RichText value={item.description} className="mt-3 text-fg-muted max-sm:hidden" />
                <p
                  aria-hidden="true"
                  className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-primary"
                >
                  {t.readCase}
                  <Icon name="arrowRight" className="transition-transform group-hover:translate-x-1" />
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <ButtonLink variant="outline" href={hrefFor('projects', locale)} data-slot="see-projects">
          {t.seeProjects}
          <Icon name="arrowRight" />
        </ButtonLink>
      </div>
    </Section>
  )
}

export { CustomerCases }
