import type { TeamMember } from '../../../media-src/team'
import { useLocale } from '../../../renderer/locale'
import { Icon } from '../../ui/icon'
import { Picture } from '../../ui/picture'
import { Section } from '../../ui/section'
import { SectionHeading } from '../shared/section-heading'

type TeamProps = {
  members: readonly TeamMember[]
  title: string
  intro?: string
  /** Label of the office line, read before the city by screen readers. */
  officeLabel: string
  id?: string
}

/** The portrait's width: the first column of a card (5.5rem, 7.5rem from `sm`), the card's width from `lg`. */
const portraitSizes = '(min-width: 1024px) 384px, (min-width: 640px) 120px, 88px'

/**
 * The team: a portrait drawn for the project, name, role, office and a short bio per person. Three
 * columns on a desktop (portrait above), two on a tablet and one on a phone, where the portrait
 * sits beside the text so six people stay a short scroll.
 */
function Team({ members, title, intro, officeLabel, id = 'folkene' }: TeamProps) {
  const locale = useLocale()
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`} data-section="team">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <ul className="grid gap-4 md:grid-cols-2 md:gap-6 lg:grid-cols-3">
        {members.map((member) => (
          <li
            key={member.id}
            data-slot="team-member"
            data-member={member.id}
            className="grid grid-cols-[5.5rem_1fr] content-start items-start gap-4 overflow-hidden rounded-card border border-border bg-bg p-4 shadow-card sm:grid-cols-[7.5rem_1fr] lg:grid-cols-1 lg:gap-0 lg:p-0"
          >
            <Picture
              image={member.portrait.image}
              alt={member.portrait.alt[locale]}
              sizes={portraitSizes}
              pictureClassName="contents"
              className="w-full rounded-control bg-surface lg:aspect-square lg:rounded-none lg:object-cover lg:object-[50%_30%]"
            />
            <div className="lg:p-6">
              <h3 className="text-h3">{member.name}</h3>
              <p className="text-sm font-semibold text-primary">{member.role[locale]}</p>
              <p className="mt-1 flex items-center gap-1 text-sm text-fg-muted">
                <Icon name="mapPin" />
                <span className="sr-only">{officeLabel}: </span>
                {member.city}
              </p>
              <p className="mt-3 text-sm text-fg-muted sm:text-base">{member.bio[locale]}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export { Team }
