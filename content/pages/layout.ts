/**
 * The copy every page shares, as data: `content/pages/layout.yml`, both languages side by side.
 * The footer's line about the agency, the trust strip's claim (the link to the feedback it counts),
 * the line beside the closing band's button, and the 404 page's text (its description in search
 * results and its lead). Figures are facts (`{fact:claims.customers}`). The labels around them (the
 * menus, the footer's headings, the 404 page's heading and buttons) are interface strings
 * (../strings/layout.ts, ../strings/sections.ts).
 *
 * This module reads files, so it runs in Node only; where a bundle imports it (a story), the build
 * puts the loaded values in its place (content/content-modules.ts).
 */
import { z } from 'zod'
import { defineSingleton } from '../loader/collection.ts'
import { inEditor, type EditorText } from '../loader/editor.ts'
import { text } from '../loader/fields.ts'
import type { Localized } from '../site/locales.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

/** One language's block of the shared copy's file. */
export const layoutCopySchema = z.strictObject({
  footer: inEditor(
    z.strictObject({ tagline: inEditor(text(160), say('Om byrået', 'About the agency')) }),
    say('Bunnen av siden', 'Footer'),
  ),
  /** The strip of stars and client logos on the home, about and service pages. */
  trustStrip: inEditor(
    z.strictObject({
      basedOn: inEditor(
        text(160),
        say('Under stjernene', 'Under the stars'),
        say('Lenker til kundeomtalene på Om oss.', 'Links to the testimonials on the about page.'),
      ),
    }),
    say('Stjerner og kundelogoer', 'Stars and client logos'),
  ),
  closingBand: inEditor(
    z.strictObject({ noObligation: inEditor(text(80), say('Ved knappen', 'Beside the button')) }),
    say('Avslutning', 'Closing band'),
  ),
  notFound: inEditor(
    z.strictObject({
      description: inEditor(text(160), say('Beskrivelse i søkeresultater', 'Description in search results')),
      body: inEditor(text(400), say('Tekst', 'Text')),
    }),
    say('Siden finnes ikke (404)', 'Page not found (404)'),
  ),
})

export const layoutCopyFile = defineSingleton('pages/layout.yml', {
  schema: layoutCopySchema,
  editor: {
    label: say('Felles for alle sider', 'Shared by every page'),
    description: say(
      'Linjen i bunnen av siden, stjernene over kundelogoene, linjen ved knappen i avslutningen og siden som ikke finnes.',
      'The line in the footer, the stars above the client logos, the line beside the closing button and the page not found.',
    ),
  },
})

export type LayoutCopy = z.output<typeof layoutCopySchema>

const file = layoutCopyFile.get()

/** The copy every page shares, in each language; components read it with `useStrings(layoutCopy)`. */
export const layoutCopy: Localized<LayoutCopy> = { nb: file.nb, en: file.en }
