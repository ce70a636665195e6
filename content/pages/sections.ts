/**
 * The sections the page files of content/pages/ share (the home, about and projects pages, the
 * services index): the top of the page, the closing band and the key figures, beside the headings,
 * rows and questions of the service pages' schema (./services/schema.ts), so that each section is
 * edited the same way on every page.
 */
import { z } from 'zod'
import { inEditor, type EditorText } from '../loader/editor.ts'
import { link, slug, text } from '../loader/fields.ts'
import type { Locale } from '../site/locales.ts'
import type { CtaCopy } from '../types.ts'
import { button, title } from './services/schema.ts'
import type { ServiceTemplate } from './services/services.ts'

export { button, feature, heading, id, intro, question, title } from './services/schema.ts'

/** A name or a hint in the editor's two interface languages. */
export const say = (nb: string, en: string): EditorText => ({ nb, en })

/** The top of the page: its heading, the lines under it and the button that opens the contact dialog. */
export const hero = z.strictObject({
  eyebrow: inEditor(text(80), say('Overlinje', 'Eyebrow')),
  title,
  subtitle: inEditor(text(300), say('Undertittel', 'Subtitle')),
  descriptions: inEditor(z.array(text(600)).min(1), say('Avsnitt', 'Paragraphs')),
  button,
  /** A second, quieter link: `[Se tjenestene](route:services#tjenester)`. */
  secondary: inEditor(
    link(),
    say('Sekundær lenke', 'Secondary link'),
    say('For eksempel [Se tjenestene](route:services#tjenester).', 'For example [Our services](route:services).'),
  ).optional(),
})

/** The closing band: its title, text and button; its bullets are the service template's unless given. */
export const cta = z.strictObject({
  title,
  description: inEditor(text(400), say('Tekst', 'Text')),
  button,
  bullets: inEditor(
    z.array(text(120)).min(1),
    say('Punkter', 'Bullets'),
    say('Tjenestemalens punkter hvis tomt.', "The service template's bullets if empty."),
  ).optional(),
})

/** The closing band as the page shows it: the file's, with the template's bullets where it has none. */
export function ctaCopy(band: z.output<typeof cta>, template: ServiceTemplate, locale: Locale): CtaCopy {
  return { ...band, bullets: band.bullets ?? template[locale].cta.bullets }
}

/** A key figure: the number as the page prints it, what it counts, and what it is counted from. */
export const keyFigure = z.strictObject({
  id: inEditor(
    slug,
    say('Id', 'Id'),
    say('Små bokstaver og bindestreker, ulik de andre.', 'Lowercase letters and hyphens, unlike the others.'),
  ),
  value: inEditor(
    text(40),
    say('Tall', 'Figure'),
    say(
      'For eksempel antall kunder fra «Sett inn fakta», fulgt av +.',
      'For example the number of clients from "Insert fact", followed by +.',
    ),
  ),
  label: inEditor(text(160), say('Hva tallet gjelder', 'What it counts')),
  /** Shown as a sentence of its own: its first letter is written as a capital (a placeholder may begin it). */
  basis: inEditor(
    text(400).optional(),
    say('Grunnlag', 'Basis'),
    say(
      'Hva tallet bygger på, som en egen setning; første bokstav blir stor.',
      'What the figure is based on, as a sentence of its own; its first letter becomes a capital.',
    ),
  ),
})

export type KeyFigure = z.output<typeof keyFigure>

/** Figures with each basis begun with a capital: `{fact:claims.moreEnquiriesBasis}.` is a phrase in running text elsewhere. */
export function withSentenceBasis<T extends KeyFigure>(figures: readonly T[]): T[] {
  return figures.map((figure) =>
    figure.basis === undefined
      ? figure
      : { ...figure, basis: `${figure.basis.charAt(0).toUpperCase()}${figure.basis.slice(1)}` },
  )
}
