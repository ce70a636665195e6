/**
 * The contact page's copy beside the form as data, `content/pages/contact.yml`, both languages
 * side by side: the named contact person, the "helpful links" cards and the heading of the
 * offices (their addresses and phones are the settings', ../site/settings.ts). Phone and e-mail
 * are `{setting:phone}` and `{setting:email}`, the opening hours facts, internal links routes.
 *
 * The contact person is a member of the team (content/team/, ../shared/team.ts) named by id: the
 * managing director, who joins the start of every new client relationship, so a new customer's
 * first message goes to her (the team has no sales lead). Their direct address is their mailbox at
 * the agency's e-mail domain (settings), so a new e-mail domain in the contact details moves it too.
 *
 * This module reads files, so it runs in Node only; where a bundle imports it (a story), the build
 * puts the loaded values in its place (content/content-modules.ts).
 */
import { z } from 'zod'
import { defineSingleton, type Entry } from '../loader/collection.ts'
import { editorFieldType, inEditor, type EditorText } from '../loader/editor.ts'
import { link, slug, text } from '../loader/fields.ts'
import { fillSlots } from '../loader/slots.ts'
import { locales, type Locale, type Localized } from '../site/locales.ts'
import { pathFor } from '../site/routes.ts'
import { settings } from '../site/settings.ts'
import { team, type TeamMember } from '../shared/team.ts'
import { pageMetaBlock } from './page-meta-block.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

const title = inEditor(text(120), say('Overskrift', 'Heading'))
const lead = inEditor(text(300), say('Ingress', 'Introduction'))

/** One card of the helpful links: an icon, a heading, two short lines and a link. */
const card = z.strictObject({
  id: inEditor(slug, say('Id', 'Id')),
  /** Name of an icon of components/ui/icon.tsx, shown on a tile beside the card. */
  icon: inEditor(z.enum(['phone', 'mail', 'lock', 'monitor', 'briefcase']), say('Ikon', 'Icon')),
  altText: inEditor(text(60), say('Hva ikonet viser', 'What the icon shows')),
  title,
  description: inEditor(
    text(200),
    say('Tekst', 'Text'),
    say('Linjeskift vises som linjeskift.', 'Line breaks show as such.'),
  ),
  link: inEditor(
    link(),
    say('Lenke', 'Link'),
    say(
      'Skriv teksten, merk den og klikk «Lenke». Adressen er route:projects for en side, tel: for telefon eller mailto: for e-post; nummeret og adressen settes inn med «Sett inn fakta».',
      'Write the text, select it and click "Link". The address is route:projects for a page, tel: for a phone or mailto: for e-mail; the number and the address are inserted with "Insert fact".',
    ),
  ),
})

/** One language's block of the contact page's file. */
export const contactPageSchema = z.strictObject({
  /** The page's title and description in search, edited with the page. */
  meta: pageMetaBlock,
  person: inEditor(
    z.strictObject({
      member: inEditor(
        z.enum(team.map((member) => member.id) as [string, ...string[]]),
        say('Kontaktperson', 'Contact person'),
        say('En av de ansatte.', 'One of the team.'),
      ),
      /** The mailbox before the @, first name and surname as the agency writes its addresses. */
      mailbox: inEditor(
        editorFieldType(
          z.string().regex(/^[a-z0-9]+(?:[._-][a-z0-9]+)*$/, {
            error: 'expected the part of an e-mail address before the @, such as marit.haugland',
          }),
          {
            patternMessage: {
              nb: 'Små bokstaver a-z og tall, med punktum, bindestrek eller understrek mellom (marit.haugland).',
              en: 'Lowercase letters a-z and digits, with dots, hyphens or underscores between them (marit.haugland).',
            },
          },
        ),
        say('E-postkasse', 'Mailbox'),
        say(
          'Delen før @ i adressen; domenet er byråets (marit.haugland).',
          "The part before the @; the domain is the agency's (marit.haugland).",
        ),
      ),
      title,
      /** The sentence that says they answer enquiries; `{name}` is their first name. */
      answers: inEditor(
        text(300),
        say('Hvem som svarer', 'Who answers'),
        say(
          'Merkelappen «Kontaktpersonens fornavn» blir fornavnet til personen valgt over.',
          'The label "The contact person\'s first name" becomes the first name of the person chosen above.',
        ),
      ),
      /** Read before the e-mail address by screen readers. */
      emailLabel: inEditor(text(40), say('Ordet før e-postadressen', 'Word before the e-mail address')),
    }),
    say('Kontaktperson', 'Contact person'),
  ),
  links: inEditor(
    z.strictObject({ title, lead, cards: inEditor(z.array(card).min(1), say('Lenker', 'Links')) }),
    say('Nyttige lenker', 'Helpful links'),
  ),
  /** The heading of the offices; the addresses and phones under it come from settings. */
  offices: inEditor(
    z.strictObject({
      title,
      lead,
      aboutLink: inEditor(text(120), say('Lenke til Om oss', 'Link to the about page')),
    }),
    say('Kontorene', 'The offices'),
  ),
})

type ContactFile = Entry<typeof contactPageSchema>

export const contactPageFile = defineSingleton('pages/contact.yml', {
  schema: contactPageSchema,
  shared: ['person.member', 'person.mailbox'],
  slots: ['name'],
  editor: {
    label: say('Kontakt', 'Contact'),
    description: say(
      'Kontaktpersonen og de nyttige lenkene ved siden av kontaktskjemaet.',
      'The contact person and the helpful links beside the contact form.',
    ),
  },
})

type Card = z.output<typeof card>

/** A card as the page shows it: the description may contain line breaks ("\n"), shown as such. */
export type ContactLinkCard = Omit<Card, 'link'> & { linkText: string; linkUrl: string }

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

const file: ContactFile = contactPageFile.get()
const inEach = <T>(pick: (locale: Locale) => T): Localized<T> =>
  Object.fromEntries(locales.map((locale) => [locale, pick(locale)])) as Localized<T>

function linkCard({ link, ...rest }: Card, locale: Locale): ContactLinkCard {
  const url = 'to' in link ? pathFor(link.to, locale, link.params) + (link.hash ? `#${link.hash}` : '') : link.href
  return { ...rest, linkText: link.text, linkUrl: url }
}

const domain = settings.email.slice(settings.email.lastIndexOf('@') + 1)

function contactPersonIn(locale: Locale): ContactPerson {
  const { person } = file[locale]
  const member = team.find((candidate) => candidate.id === person.member)!
  return {
    member,
    email: `${person.mailbox}@${domain}`,
    title: person.title,
    answers: fillSlots(person.answers, { name: member.name.split(' ')[0]! }),
    emailLabel: person.emailLabel,
  }
}

export const contactLinksHeading: Localized<{ title: string; lead: string }> = inEach((locale) => ({
  title: file[locale].links.title,
  lead: file[locale].links.lead,
}))

export const contactLinks: Localized<ContactLinkCard[]> = inEach((locale) =>
  file[locale].links.cards.map((entry) => linkCard(entry, locale)),
)

export const contactOffices: Localized<{ title: string; lead: string; aboutLink: string }> = inEach(
  (locale) => file[locale].offices,
)

export const contactPerson: Localized<ContactPerson> = inEach(contactPersonIn)
