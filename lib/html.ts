/**
 * Text as HTML: safe as element content and as an attribute's value in either kind of quotes.
 * Used where HTML is written as a string rather than rendered by React: the site's e-mails and the
 * build's edits of prerendered pages.
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
