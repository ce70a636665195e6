/**
 * The about page's copy as data, `content/pages/about.yml`, both languages side by side: who the
 * agency is and its figures, the team's heading (the people are content/team/, ../shared/team.ts),
 * what customers can expect, how a project runs, the headings of what we have done (the case
 * studies' results), of the feedback (#feedback) and of the offices (from ../site/settings.ts), and
 * the closing band. Figures are facts (`{fact:claims.customers}+`), the cities `{setting:offices}`.
 *
 * This module reads files, so it runs in Node only; where a bundle imports it (a story), the build
 * puts the loaded values in its place (content/content-modules.ts).
 */
import { z } from 'zod'
import { defineSingleton } from '../loader/collection.ts'
import { inEditor, type EditorText } from '../loader/editor.ts'
import { link, prose, richText, slug, text } from '../loader/fields.ts'
import type { Localized } from '../site/locales.ts'
import type { FeatureBlock } from '../types.ts'
import { keyFigure, withSentenceBasis } from './sections.ts'
import { pageMetaBlock } from './page-meta-block.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

const id = inEditor(
  slug,
  say('Id', 'Id'),
  say('Små bokstaver a-z, tall og bindestreker.', 'Lowercase letters a-z, digits and hyphens.'),
)
const title = inEditor(text(120), say('Overskrift', 'Heading'))
const intro = inEditor(text(400), say('Ingress', 'Introduction'))

const figure = keyFigure

/** The icons of components/ui/icon.tsx that a feature block may show. */
const icons = [
  'check',
  'globe',
  'star',
  'phone',
  'mail',
  'mapPin',
  'play',
  'arrowRight',
  'externalLink',
] as const satisfies readonly NonNullable<FeatureBlock['icon']>[]

/** A promise or a step: a heading and a short text, a promise with an icon. */
const item = z.strictObject({
  id,
  icon: inEditor(z.enum(icons).optional(), say('Ikon', 'Icon')),
  title,
  description: inEditor(prose(600), say('Tekst', 'Text')),
})

/** One language's block of the about page's file. */
export const aboutPageSchema = z.strictObject({
  /** The page's title and description in search, edited with the page. */
  meta: pageMetaBlock,
  /** The hero; its image is the about illustration (media-src/illustrations.ts). */
  hero: inEditor(
    z.strictObject({
      eyebrow: inEditor(text(80), say('Overtittel', 'Eyebrow')),
      title,
      subtitle: inEditor(text(400), say('Undertittel', 'Subtitle')),
      descriptions: inEditor(z.array(text(400)).min(1), say('Avsnitt', 'Paragraphs')),
      button: inEditor(text(60), say('Knapp til kontaktskjemaet', 'Button to the contact form')),
      secondary: inEditor(
        link(),
        say('Lenke ved knappen', 'Link beside the button'),
        say('Skrives [tekst](route:projects).', 'Written [text](route:projects).'),
      ),
      teamLink: inEditor(text(120), say('Lenke til folkene', 'Link to the team')),
    }),
    say('Toppen av siden', 'Top of the page'),
  ),
  story: inEditor(
    z.strictObject({
      title,
      body: inEditor(
        richText(3000),
        say('Tekst', 'Text'),
        say(
          'Lenk til en tjeneste med [SEO](route:service?slug=seo-optimalisering).',
          'Link a service with [SEO](route:service?slug=seo-optimalisering).',
        ),
      ),
      figuresLabel: inEditor(text(60), say('Navn på nøkkeltallene', 'Name of the key figures')),
      figures: inEditor(z.array(figure).min(1).max(6), say('Nøkkeltall', 'Key figures')),
    }),
    say('Hvem vi er', 'Who we are'),
  ),
  /** The team's heading: portrait, name, role, office and bio each come from content/team/. */
  team: inEditor(
    z.strictObject({
      title,
      intro,
      officeLabel: inEditor(text(40), say('Ordet før kontoret', 'Word before the office')),
    }),
    say('Folkene', 'The team'),
  ),
  values: inEditor(
    z.strictObject({ title, intro, items: inEditor(z.array(item).min(1), say('Løfter', 'Promises')) }),
    say('Dette kan du forvente', 'What you can expect'),
  ),
  process: inEditor(
    z.strictObject({ title, intro, items: inEditor(z.array(item).min(1), say('Steg', 'Steps')) }),
    say('Slik jobber vi', 'How we work'),
  ),
  /** What we have done: the headline result of every case study, each linking to its case. */
  work: inEditor(
    z.strictObject({
      title,
      intro,
      readCase: inEditor(text(60), say('Lenke til casen', 'Link to the case')),
      allProjects: inEditor(text(60), say('Lenke til alle prosjektene', 'Link to all projects')),
    }),
    say('Dette har vi gjort', 'What we have done'),
  ),
  feedback: inEditor(z.strictObject({ title, intro }), say('Hva kundene sier', 'What clients say')),
  offices: inEditor(
    z.strictObject({
      title,
      intro,
      cityIntro: inEditor(text(120), say('Under hvert kontor', 'Under each office')),
      emailLabel: inEditor(text(40), say('Ordet før e-postadressen', 'Word before the e-mail address')),
      peopleLabel: inEditor(text(60), say('Overskrift over folkene', 'Heading above the people')),
      jobsLink: inEditor(text(120), say('Lenke til ledige stillinger', 'Link to the open positions')),
    }),
    say('Kontorene', 'The offices'),
  ),
  cta: inEditor(
    z.strictObject({
      title,
      description: inEditor(text(400), say('Tekst', 'Text')),
      bullets: inEditor(z.array(text(80)).min(1), say('Punkter', 'Points')),
      button: inEditor(text(60), say('Knapp', 'Button')),
    }),
    say('Avslutning', 'Closing band'),
  ),
})

export const aboutPageFile = defineSingleton('pages/about.yml', {
  schema: aboutPageSchema,
  editor: {
    label: say('Om oss', 'About'),
    description: say(
      'Teksten på Om oss. Folkene er under Ansatte, kundeomtalene under Kundeomtaler.',
      'The copy of the about page. The people are under Team, the quotes under Testimonials.',
    ),
  },
})

export type AboutPageCopy = z.output<typeof aboutPageSchema>

const file = aboutPageFile.get()

function aboutPageIn(copy: AboutPageCopy): AboutPageCopy {
  return { ...copy, story: { ...copy.story, figures: withSentenceBasis(copy.story.figures) } }
}

export const aboutPage: Localized<AboutPageCopy> = { nb: aboutPageIn(file.nb), en: aboutPageIn(file.en) }
