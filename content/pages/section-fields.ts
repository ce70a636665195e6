/**
 * Fields that several pages' schemas share, named for the editor once: a section's closing band
 * with its button (CtaCopy of content/types.ts). A page's schema composes them with its own fields.
 */
import { z } from 'zod'
import { inEditor, type EditorText } from '../loader/editor.ts'
import { text } from '../loader/fields.ts'

/** A name or a hint in the editor's two interface languages. */
export const say = (nb: string, en: string): EditorText => ({ nb, en })

/** The closing band of a page: a heading, a line, a few short points and the button that opens the contact dialog. */
export const ctaField = inEditor(
  z.strictObject({
    title: inEditor(text(120), say('Overskrift', 'Heading')),
    description: inEditor(text(400), say('Tekst', 'Text')),
    bullets: inEditor(z.array(text(80)).min(1), say('Punkter', 'Points')),
    button: inEditor(text(60), say('Knapp', 'Button')),
  }),
  say('Avslutning', 'Closing band'),
)
