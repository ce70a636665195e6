import { contactPerson } from '../../../content/pages/contact'
import { useLocale } from '../../../renderer/locale'
import { Icon } from '../../ui/icon'
import { Picture } from '../../ui/picture'
import { AsideSection } from './aside-section'

/**
 * The contact page's named contact person (content/pages/contact.ts): portrait, name and role
 * from the team, the sentence that they answer enquiries, and their direct e-mail. The address sits
 * on a line of its own, where a 320 px screen has room for it beside nothing.
 */
export function ContactPerson() {
  const locale = useLocale()
  const person = contactPerson[locale]
  const { member } = person
  return (
    <AsideSection slot="contact-person" title={person.title} data-member={member.id}>
      <div className="mt-4 flex items-center gap-4">
        {/* The portraits are 4:5; 96 x 120 px shows the head and shoulders. */}
        <Picture
          image={member.portrait.image}
          alt={member.portrait.alt[locale]}
          sizes="96px"
          sizing="fixed"
          className="h-30 w-24 shrink-0 rounded-card bg-surface object-cover"
        />
        <div className="min-w-0">
          <h3 className="font-semibold text-fg">{member.name}</h3>
          <p className="text-sm font-semibold text-primary">{member.role[locale]}</p>
        </div>
      </div>
      <p className="mt-4 text-fg-muted">{person.answers}</p>
      <a
        href={`mailto:${person.email}`}
        className="mt-2 inline-flex max-w-full items-center gap-2 font-semibold [overflow-wrap:anywhere] text-primary hover:underline"
      >
        <Icon name="mail" />
        <span className="sr-only">{person.emailLabel}: </span>
        {person.email}
      </a>
    </AsideSection>
  )
}
