/**
 * The team of the About page (fictional people): name, role and a short bio in both languages,
 * and a portrait drawn in the brand's style by scripts/media/team-portraits.ts (the low sun
 * behind each head, a ridgeline behind the shoulders). Portraits are PORTRAIT_WIDTH x
 * PORTRAIT_HEIGHT (4:5) SVG sources of the image pipeline (media-src/images/team-<id>.svg); show
 * them with `<Picture image={member.portrait.image}>`.
 * Bios name no figure that content/facts/facts.ts does not hold.
 */
import type { Localized } from '../content/site/locales'
import type { ImageName } from './manifest'

export const PORTRAIT_WIDTH = 480
export const PORTRAIT_HEIGHT = 600

export type TeamMember = {
  id: string
  name: string
  role: Localized<string>
  bio: Localized<string>
  /** Which office the person works from (content/site/settings.ts offices). */
  city: 'Oslo' | 'Bergen'
  portrait: { image: PortraitName; alt: Localized<string> }
}

/** The pipeline's portraits: `team-<id>`. */
type PortraitName = Extract<ImageName, `team-${string}`>
type PortraitId = PortraitName extends `team-${infer Id}` ? Id : never

/** The source file of a portrait in media-src/images/. */
export const portraitFile = (id: string) => `team-${id}.svg`

const portrait = (id: PortraitId, alt: Localized<string>) => ({ image: `team-${id}` as const, alt })

export const team: readonly TeamMember[] = [
  {
    id: 'marit-haugland',
    name: 'Marit Haugland',
    role: { nb: 'Daglig leder', en: 'Managing Director' },
    city: 'Oslo',
    bio: {
      nb: 'Marit leder byrået og sitter med i oppstarten av hvert nytt kundeforhold. Hun passer på at planen har mål dere kan måle oss på, og at rapporten hver måned er skrevet på vanlig norsk.',
      en: 'Marit runs the agency and is involved from the start of every new client relationship. She makes sure each plan has goals you can measure us by, and that the monthly report is written in plain language.',
    },
    portrait: portrait('marit-haugland', {
      nb: 'Portrett av Marit Haugland, en kvinne i femtiårene med sølvgrått pagehår og briller, i mørk blågrønn blazer, foran en lav sol',
      en: 'Portrait of Marit Haugland, a woman in her fifties with a silver-grey bob and glasses, in a dark blue-green blazer, in front of a low sun',
    }),
  },
  {
    id: 'henrik-solberg',
    name: 'Henrik Solberg',
    role: { nb: 'Designer', en: 'Designer' },
    city: 'Bergen',
    bio: {
      nb: 'Henrik tegner nettsider og nettbutikker, fra første skisse til ferdig design. Han tester alt på mobil først, fordi det er der de fleste kundene dine kommer fra.',
      en: 'Henrik designs websites and online stores, from the first sketch to the finished design. He tests everything on a phone first, because that is where most of your customers come from.',
    },
    portrait: portrait('henrik-solberg', {
      nb: 'Portrett av Henrik Solberg, en mann i trettiårene med mørkt krøllete hår og skjegg, i sennepsgul strikkegenser, foran en lav sol',
      en: 'Portrait of Henrik Solberg, a man in his thirties with dark curly hair and a beard, in a mustard knit sweater, in front of a low sun',
    }),
  },
  {
    id: 'amina-rahimi',
    name: 'Amina Rahimi',
    role: { nb: 'Utvikler', en: 'Developer' },
    city: 'Oslo',
    bio: {
      nb: 'Amina bygger nettsidene, nettbutikkene og appene vi leverer, og har ansvar for at de laster raskt og er universelt utformet. Hun har også skrevet mye av koden i tekst til tale-utvidelsen vår.',
      en: 'Amina builds the websites, online stores and apps we deliver, and makes sure they load fast and are accessible. She also wrote much of the code in our text-to-speech plugin.',
    },
    portrait: portrait('amina-rahimi', {
      nb: 'Portrett av Amina Rahimi, en kvinne i slutten av tjueårene med langt mørkt hår og små øredobber, i rustrød genser, foran en lav sol',
      en: 'Portrait of Amina Rahimi, a woman in her late twenties with long dark hair and small earrings, in a rust-red sweater, in front of a low sun',
    }),
  },
  {
    id: 'erlend-bakke',
    name: 'Erlend Bakke',
    role: { nb: 'SEO- og AEO-rådgiver', en: 'SEO and AEO Consultant' },
    city: 'Oslo',
    bio: {
      nb: 'Erlend sørger for at kundene våre blir funnet på Google og nevnt når noen spør en AI-assistent. Han starter alltid med spørsmålene kundene dine faktisk stiller.',
      en: 'Erlend makes sure our clients are found on Google and mentioned when someone asks an AI assistant. He always starts with the questions your customers actually ask.',
    },
    portrait: portrait('erlend-bakke', {
      nb: 'Portrett av Erlend Bakke, en mann i førtiårene med kort lyst hår med sideskill, i blå skjorte, foran en lav sol',
      en: 'Portrait of Erlend Bakke, a man in his forties with short fair hair parted at the side, in a blue shirt, in front of a low sun',
    }),
  },
  {
    id: 'silje-aune',
    name: 'Silje Aune',
    role: { nb: 'Annonserådgiver', en: 'Ads Specialist' },
    city: 'Bergen',
    bio: {
      nb: 'Silje setter opp og styrer kampanjene i Google Ads og på LinkedIn. Hun flytter budsjettet dit det gir henvendelser, og kutter det som ikke virker.',
      en: 'Silje sets up and runs the campaigns on Google Ads and LinkedIn. She moves budget to where it brings in enquiries and cuts whatever is not working.',
    },
    portrait: portrait('silje-aune', {
      nb: 'Portrett av Silje Aune, en kvinne i trettiårene med kobberrødt hår i hestehale og fregner, i salviegrønn genser, foran en lav sol',
      en: 'Portrait of Silje Aune, a woman in her thirties with copper-red hair in a ponytail and freckles, in a sage-green sweater, in front of a low sun',
    }),
  },
  {
    id: 'tor-kristiansen',
    name: 'Tor Kristiansen',
    role: { nb: 'Driftsansvarlig', en: 'Head of Hosting' },
    city: 'Oslo',
    bio: {
      nb: 'Tor har ansvaret for serverne våre i Oslo, for sikkerhetskopiene og for at nettsidene er oppe. Han var med da byrået startet som et driftsmiljø for nettsider.',
      en: 'Tor is responsible for our servers in Oslo, for the backups and for keeping websites up. He was there when the agency started out hosting websites.',
    },
    portrait: portrait('tor-kristiansen', {
      nb: 'Portrett av Tor Kristiansen, en mann i sekstiårene med skallet hode og hvitt skjegg, i mørkeblå fleecejakke, foran en lav sol',
      en: 'Portrait of Tor Kristiansen, a man in his sixties with a bald head and a white beard, in a dark blue fleece jacket, in front of a low sun',
    }),
  },
]
