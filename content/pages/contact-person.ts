/**
 * The contact page's named contact person: the team member who answers new customers' enquiries.
 * The person is named here by id only; name, role and portrait live in media-src/team.ts. Their
 * direct address is their mailbox at the agency's e-mail domain (settings), so a new AGENCY_EMAIL
 * domain moves it too.
 */
import { claims } from '../facts/facts'
import { fillIn } from '../site/format'
import type { Locale, Localized } from '../site/locales'
import { settings } from '../site/settings'
import { team, type TeamMember } from '../../media-src/team'

/**
 * The managing director: she joins the start of every new client relationship, so a new customer's
 * first message goes to her. The team has no sales lead.
 */
const memberId = 'marit-haugland'

/** The mailbox before the @, first name and surname as the agency writes its addresses. */
const mailbox = 'marit.haugland'

const copy: Localized<{ title: string; answers: string; emailLabel: string }> = {
  nb: {
    title: `Din kontakt hos ${settings.brandName}`,
    answers: `{name} leser alle henvendelser fra nye kunder og svarer deg personlig innen ${claims.emailAnswerHours} timer, enten du skriver direkte eller bruker skjemaet.`,
    emailLabel: 'E-post',
  },
  en: {
    title: `Your contact at ${settings.brandName}`,
    answers: `{name} reads every enquiry from new clients and replies personally within ${claims.emailAnswerHours} hours, whether you write directly or use the form.`,
    emailLabel: 'E-mail',
  },
}

export type ContactPerson = {
  member: TeamMember
  email: string
  /** The section's heading. */
  title: string
  /** The sentence that says they answer enquiries, with their first name. */
  answers: string
  /** Read before the e-mail address by screen readers. */
  emailLabel: string
}

/** The team member with this id; an unknown id stops the build with the file to fix. */
function teamMember(id: string): TeamMember {
  const member = team.find((candidate) => candidate.id === id)
  if (!member) throw new Error(`content/pages/contact-person.ts: no team member "${id}" in media-src/team.ts`)
  return member
}

const domain = settings.email.slice(settings.email.lastIndexOf('@') + 1)

function contactPersonIn(locale: Locale): ContactPerson {
  const member = teamMember(memberId)
  const firstName = member.name.split(' ')[0]!
  return {
    member,
    email: `${mailbox}@${domain}`,
    title: copy[locale].title,
    answers: fillIn(copy[locale].answers, { name: firstName }),
    emailLabel: copy[locale].emailLabel,
  }
}

export const contactPerson: Localized<ContactPerson> = { nb: contactPersonIn('nb'), en: contactPersonIn('en') }
