/**
 * The fields of a question and its answer, the same in every list of questions of the site (the
 * service pages, the home page, the services index, the text-to-speech page): a question ends with
 * a question mark, and an answer of at least 40 characters stands on its own, as the page's
 * FAQPage structured data gives it to search engines.
 */
import { editorFieldType, inEditor, type EditorText } from '../loader/editor.ts'
import { prose, text } from '../loader/fields.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

/** The fewest characters of an answer (its Markdown as written). */
export const answerMinLength = 40

/** A question: a text that ends with "?" (spaces after it are not part of the text). */
export const faqQuestion = inEditor(
  editorFieldType(text(200).regex(/^[\s\S]*\?\s*$/, { error: 'expected a question that ends with "?"' }), {
    patternMessage: say('Slutter med spørsmålstegn (?).', 'Ends with a question mark (?).'),
  }),
  say('Spørsmål', 'Question'),
  say('Slutter med spørsmålstegn.', 'Ends with a question mark.'),
)

/** The answer, in Markdown. */
export const faqAnswer = inEditor(
  prose(2000, answerMinLength),
  say('Svar', 'Answer'),
  say(
    `Minst ${answerMinLength} tegn: et svar som står på egen hånd, også i søkeresultater.`,
    `At least ${answerMinLength} characters: an answer that stands on its own, in search results too.`,
  ),
)
