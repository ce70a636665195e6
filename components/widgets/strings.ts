import type { WidgetStrings } from '../../content/strings/widgets'
import type { FieldError } from '../../machines/actors'

/** Text for a field problem code. */
export function fieldErrorText(t: WidgetStrings, error: FieldError | undefined): string | undefined {
  if (!error) return undefined
  if (error === 'required') return t.form.required
  if (error === 'too_long') return t.form.tooLong
  if (error === 'invalid_characters') return t.form.invalidCharacters
  if (error === 'single_line') return t.form.singleLine
  return t.form.invalidEmail
}
