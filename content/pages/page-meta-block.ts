/**
 * A page's title and description in search results, the browser tab and link previews, as a
 * field of the page's own file (`meta:` in each language's block), so the marketer edits them with
 * the page they belong to. content/pages/meta.ts reads them from there, and from meta.yml for the
 * pages that have no file of their own.
 */
import { z } from 'zod'
import { inEditor, type EditorText } from '../loader/editor.ts'
import { text } from '../loader/fields.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

/** A title and a description, with their lengths (a search result shows about this much). */
export const pageSchema = z.strictObject({
  title: inEditor(
    text(90),
    say('Tittel', 'Title'),
    say(
      'I nettleserfanen, søkeresultater og lenkeforhåndsvisninger.',
      'In the browser tab, search results and link previews.',
    ),
  ),
  description: inEditor(
    text(220),
    say('Beskrivelse', 'Description'),
    say('I søkeresultater og lenkeforhåndsvisninger.', 'In search results and link previews.'),
  ),
})

/** The field of a page's file: its title and description in search. */
export const pageMetaBlock = inEditor(
  pageSchema,
  say('Tittel og beskrivelse i søk', 'Title and description in search'),
  say(
    'Det søkemotorer, nettleserfanen og delte lenker viser for siden.',
    'What search engines, the browser tab and shared links show for the page.',
  ),
)
