/**
 * The team as data: one file per person, `content/team/<id>.yml`, both languages side by side (the
 * name, the office, the place in the list and the portrait the same in both; the role, the bio and
 * the portrait's alt text in each), read when the module loads. The people are fictional. A
 * portrait is an image of content/media/ (content/loader/images.ts), `media/team/<id>.svg`, whose
 * variants the build makes; scripts/media/team-portraits.ts drew them (media-src/team.ts). So a new
 * person is one file here and one portrait there. The about page lists the team; the contact page
 * names one of them (../pages/contact.ts). Bios name no figure that the fact files do not hold.
 *
 * This module reads files, so it runs in Node only; where a bundle imports it (a story), the build
 * puts the loaded values in its place (content/content-modules.ts).
 */
import { z } from 'zod'
import type { ImageAsset } from '../../media-src/types.ts'
import { defineCollection, type Entry } from '../loader/collection.ts'
import { inEditor, type EditorText } from '../loader/editor.ts'
import { text } from '../loader/fields.ts'
import { image } from '../loader/images.ts'
import { locales, type Locale, type Localized } from '../site/locales.ts'
import { settings, type Office } from '../site/settings.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

const cities = settings.offices.map((office) => office.city) as [Office['city'], ...Office['city'][]]

/** One language's block of a team member's file. */
export const teamMemberSchema = z.strictObject({
  /** Where the person stands in the about page's team: lower first. */
  order: inEditor(
    z.int().min(1).max(99),
    say('Rekkefølge', 'Order'),
    say('Lavest først på Om oss.', 'Lowest first on the about page.'),
  ),
  name: inEditor(text(80), say('Navn', 'Name')),
  /** The office the person works from (content/site/settings.ts). */
  city: inEditor(z.enum(cities), say('Kontor', 'Office')),
  role: inEditor(text(80), say('Stilling', 'Role')),
  /** What the person does for clients, in at least 60 characters: a title alone says too little. */
  bio: inEditor(
    text(400).min(60),
    say('Kort om personen', 'Short bio'),
    say(
      'To setninger om hva personen gjør for kundene, minst 60 tegn. Tall settes inn med «Sett inn fakta».',
      'Two sentences on what the person does for clients, at least 60 characters. Figures are inserted with "Insert fact".',
    ),
  ),
  portrait: inEditor(
    z.strictObject({
      image: inEditor(
        image('team'),
        say('Bilde', 'Image'),
        say(
          'Stående 4:5, som de andre portrettene (480 × 600 punkter).',
          'Upright 4:5, like the other portraits (480 × 600 points).',
        ),
      ),
      alt: inEditor(
        text(300),
        say('Alternativ tekst', 'Alt text'),
        say('Hva portrettet viser, for den som ikke ser det.', 'What the portrait shows, for those who cannot see it.'),
      ),
    }),
    say('Portrett', 'Portrait'),
  ),
})

export const teamCollection = defineCollection('team', {
  schema: teamMemberSchema,
  shared: ['order', 'name', 'city', 'portrait.image'],
  editor: {
    label: say('Ansatte', 'Team'),
    labelSingular: say('Ansatt', 'Team member'),
    description: say(
      'Én fil per person, vist på Om oss. Navn, kontor, rekkefølge og portrett er like på begge språk.',
      'One file per person, shown on the about page. Name, office, order and portrait are the same in both languages.',
    ),
  },
})

/** A person of the team, with what depends on the language in each. */
export type TeamMember = {
  id: string
  name: string
  role: Localized<string>
  /** Which office the person works from (content/site/settings.ts offices). */
  city: Office['city']
  bio: Localized<string>
  portrait: { image: ImageAsset; alt: Localized<string> }
}

type TeamFile = Entry<typeof teamMemberSchema>

const inEach = <T>(pick: (locale: Locale) => T): Localized<T> =>
  Object.fromEntries(locales.map((locale) => [locale, pick(locale)])) as Localized<T>

function toMember(file: TeamFile): TeamMember {
  return {
    id: file.id,
    name: file.nb.name,
    role: inEach((locale) => file[locale].role),
    city: file.nb.city,
    bio: inEach((locale) => file[locale].bio),
    portrait: { image: file.nb.portrait.image, alt: inEach((locale) => file[locale].portrait.alt) },
  }
}

/** The team in the order of the about page. */
export const team: readonly TeamMember[] = teamCollection
  .all()
  .sort((a, b) => a.nb.order - b.nb.order || a.id.localeCompare(b.id))
  .map(toMember)
