/** Small builders for rich-text blocks, so long documents read as text rather than object literals. */
import type { Block, Inline, LinkInline } from '../../rich-text'
import type { RouteId } from '../../site/routes'

export const p = (...content: Inline[]): Block => ({ type: 'paragraph', content })
export const ul = (...items: (Inline | Inline[])[]): Block => ({
  type: 'unorderedList',
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
})
export const ol = (...items: (Inline | Inline[])[]): Block => ({
  type: 'orderedList',
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
})
export const h3 = (text: string): Block => ({ type: 'heading', level: 3, text })
export const strong = (text: string): Inline => ({ type: 'strong', text })
export const page = (to: RouteId, text: string, hash?: string): LinkInline =>
  hash ? { type: 'link', to, text, hash } : { type: 'link', to, text }
export const external = (href: string, text: string): LinkInline => ({ type: 'link', href, text, external: true })
export const mail = (address: string): LinkInline => ({ type: 'link', href: `mailto:${address}`, text: address })
