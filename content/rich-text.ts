/**
 * Structured rich text for content records: descriptions and answers that need links,
 * lists or emphasis. Copy is data, rendered by one component (components/ui/rich-text.tsx);
 * no HTML strings.
 */
import type { RouteId, RouteParams } from './site/routes.ts'

/** A link to a page of the site, by route id, or to another site. */
export type LinkInline =
  | { type: 'link'; to: RouteId; params?: RouteParams; hash?: string; text: string; title?: string }
  | { type: 'link'; href: string; text: string; title?: string; external?: boolean }

export type Inline =
  | string
  | LinkInline
  | { type: 'strong'; text: string }
  | { type: 'em'; text: string }
  | { type: 'quote'; text: string }
  | { type: 'lineBreak' }

export type Block =
  | string
  | { type: 'paragraph'; content: Inline[]; dropCap?: boolean }
  | { type: 'heading'; level: 2 | 3; text: string; id?: string }
  | { type: 'unorderedList'; items: Inline[][] }
  | { type: 'orderedList'; items: Inline[][] }
  | { type: 'blockquote'; text: string; cite?: string }
  | LinkInline

/** A description: a single paragraph of text, or a list of blocks. */
export type RichText = string | Block[]

/** Plain text of rich text, for meta descriptions, JSON-LD and tests. */
export function plainText(value: RichText): string {
  const inline = (item: Inline): string =>
    typeof item === 'string' ? item : item.type === 'lineBreak' ? ' ' : item.text
  const block = (item: Block): string => {
    if (typeof item === 'string') return item
    switch (item.type) {
      case 'paragraph':
        return item.content.map(inline).join('')
      case 'heading':
      case 'blockquote':
      case 'link':
        return item.text
      case 'unorderedList':
      case 'orderedList':
        return item.items.map((entry) => entry.map(inline).join('')).join(' ')
    }
  }
  return typeof value === 'string' ? value : value.map(block).join(' ')
}
