/**
 * The copy fields of the editor as documents: what a text of a content file holds, with its
 * placeholders (`{fact:claims.rating}`, `{setting:phone}`, `{brand}`, `{client}`) as units of their
 * own, and back to the text the file holds. The editor's fields (./copy-widget.ts) show a
 * placeholder as the value it stands for, so no marketer reads or types one; the file keeps the
 * reference, so a fact stays written once.
 *
 * Two kinds of field: a plain text (one line, or several for a long one), and Markdown with what
 * the content's Markdown may hold (content/loader/markdown.ts): paragraphs, lists, **strong**,
 * *em*, links, and `### sub-headings` where the field takes them; a blog post's body also takes
 * `## headings` and quotes. Which of these a field offers is its configuration's `buttons`. Free of the DOM, so Node's tests
 * read and write every text of the content with it.
 */
import MarkdownIt from 'markdown-it'
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs'
import { MarkdownParser, MarkdownSerializer, defaultMarkdownSerializer } from 'prosemirror-markdown'
import { Schema, type Node, type NodeSpec } from 'prosemirror-model'

/** `{brand}`, `{fact:claims.rating}`, `{setting:phone}`: a name in braces (as content/loader/slots.ts reads them). */
export const placeholderPattern = /\{([A-Za-z][\w.:-]*)\}/g

/** A placeholder: an inline unit that cannot be typed into, holding the name it was written with. */
const placeholder: NodeSpec = {
  inline: true,
  group: 'inline',
  atom: true,
  selectable: true,
  draggable: false,
  attrs: { name: { validate: 'string' } },
  toDOM: (node) => ['span', { 'data-placeholder': node.attrs.name as string }],
  parseDOM: [
    { tag: 'span[data-placeholder]', getAttrs: (dom) => ({ name: (dom as HTMLElement).dataset.placeholder ?? '' }) },
  ],
}

/** A plain text: paragraphs of text and placeholders, a line each (a one-line field has one). */
export const plainSchema = new Schema({
  nodes: {
    doc: { content: 'paragraph+' },
    paragraph: { content: 'inline*', toDOM: () => ['p', 0], parseDOM: [{ tag: 'p' }] },
    text: { group: 'inline' },
    placeholder,
  },
})

/** What the content's Markdown may hold. */
export const markdownSchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: { group: 'block', content: 'inline*', toDOM: () => ['p', 0], parseDOM: [{ tag: 'p' }] },
    heading: {
      group: 'block',
      content: 'inline*',
      attrs: { level: { default: 3, validate: 'number' } },
      defining: true,
      toDOM: (node) => [`h${node.attrs.level as number}`, 0],
      parseDOM: [
        { tag: 'h2', attrs: { level: 2 } },
        { tag: 'h3', attrs: { level: 3 } },
      ],
    },
    blockquote: {
      group: 'block',
      content: 'block+',
      defining: true,
      toDOM: () => ['blockquote', 0],
      parseDOM: [{ tag: 'blockquote' }],
    },
    bullet_list: {
      group: 'block',
      content: 'list_item+',
      attrs: { tight: { default: true } },
      toDOM: () => ['ul', 0],
      parseDOM: [{ tag: 'ul' }],
    },
    ordered_list: {
      group: 'block',
      content: 'list_item+',
      attrs: { order: { default: 1 }, tight: { default: true } },
      toDOM: (node) => ['ol', { start: node.attrs.order as number }, 0],
      parseDOM: [{ tag: 'ol' }],
    },
    list_item: { content: 'paragraph block*', defining: true, toDOM: () => ['li', 0], parseDOM: [{ tag: 'li' }] },
    text: { group: 'inline' },
    placeholder,
  },
  marks: {
    em: { toDOM: () => ['em', 0], parseDOM: [{ tag: 'em' }, { tag: 'i' }] },
    strong: { toDOM: () => ['strong', 0], parseDOM: [{ tag: 'strong' }, { tag: 'b' }] },
    link: {
      attrs: { href: { validate: 'string' }, title: { default: null } },
      inclusive: false,
      toDOM: (mark) => ['a', { href: mark.attrs.href as string, title: mark.attrs.title as string | null }, 0],
      parseDOM: [{ tag: 'a[href]', getAttrs: (dom) => ({ href: (dom as HTMLElement).getAttribute('href') }) }],
    },
  },
})

/** A text's lines as paragraphs, each placeholder a unit of its own. */
export function plainDocument(text: string): Node {
  const lines = text.split('\n').map((line) => {
    const parts: Node[] = []
    let at = 0
    for (const match of line.matchAll(placeholderPattern)) {
      if (match.index > at) parts.push(plainSchema.text(line.slice(at, match.index)))
      parts.push(plainSchema.nodes.placeholder.create({ name: match[1] }))
      at = match.index + match[0].length
    }
    if (at < line.length) parts.push(plainSchema.text(line.slice(at)))
    return plainSchema.nodes.paragraph.create(null, parts)
  })
  return plainSchema.nodes.doc.create(null, lines)
}

/** The text a plain document stands for: its lines, with each placeholder as it is written. */
export function plainText(doc: Node): string {
  const lines: string[] = []
  doc.forEach((paragraph) => {
    let line = ''
    paragraph.forEach((child) => {
      line += child.type.name === 'placeholder' ? `{${child.attrs.name as string}}` : (child.text ?? '')
    })
    lines.push(line)
  })
  return lines.join('\n')
}

/** markdown-it's inline rule for a placeholder: `{name}` as a token of its own, not text. */
function placeholderRule(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x7b) return false
  const match = /^\{([A-Za-z][\w.:-]*)\}/.exec(state.src.slice(state.pos))
  if (!match) return false
  if (!silent) {
    const token = state.push('placeholder', '', 0)
    token.content = match[1]!
  }
  state.pos += match[0].length
  return true
}

/**
 * CommonMark without what the content's Markdown refuses (HTML, images, code, rules), and
 * with the placeholders. A bare address stays text, as the site's reader keeps it.
 */
const markdownIt = new MarkdownIt('commonmark', { html: false, linkify: false })
  .disable(['image', 'code', 'fence', 'hr', 'html_block', 'html_inline', 'backticks', 'lheading'])
  .use((md: MarkdownIt) => md.inline.ruler.before('text', 'placeholder', placeholderRule))
// A link's address is kept as written (`mailto:{setting:email}`, `route:contact`): the content's
// reader checks it, and an address encoded here would no longer name its placeholder or route.
markdownIt.normalizeLink = (url) => url
markdownIt.normalizeLinkText = (text) => text
markdownIt.validateLink = () => true

const parser = new MarkdownParser(markdownSchema, markdownIt, {
  paragraph: { block: 'paragraph' },
  blockquote: { block: 'blockquote' },
  heading: { block: 'heading', getAttrs: (token) => ({ level: Number(token.tag.slice(1)) }) },
  bullet_list: { block: 'bullet_list' },
  ordered_list: { block: 'ordered_list', getAttrs: (token) => ({ order: Number(token.attrGet('start') ?? 1) }) },
  list_item: { block: 'list_item' },
  em: { mark: 'em' },
  strong: { mark: 'strong' },
  link: { mark: 'link', getAttrs: (token) => ({ href: token.attrGet('href'), title: token.attrGet('title') }) },
  placeholder: { node: 'placeholder', getAttrs: (token) => ({ name: token.content }) },
})

// A line break inside a paragraph stays the line break it was, not the space Markdown reads it as:
// the legal texts keep each line as a piece of its own.
;(
  parser as unknown as { tokenHandlers: Record<string, (state: { addText(text: string): void }) => void> }
).tokenHandlers.softbreak = (state) => state.addText('\n')

/** A Markdown text as a document of the Markdown schema. */
export function markdownDocument(markdown: string): Node {
  return parser.parse(markdown)
}

const serializer = new MarkdownSerializer(
  {
    ...defaultMarkdownSerializer.nodes,
    heading(state, node) {
      state.write(`${'#'.repeat(node.attrs.level as number)} `)
      state.renderInline(node, false)
      state.closeBlock(node)
    },
    // The content writes its lists with hyphens.
    bullet_list(state, node) {
      state.renderList(node, '  ', () => '- ')
    },
    placeholder(state, node) {
      state.write(`{${node.attrs.name as string}}`)
    },
  },
  defaultMarkdownSerializer.marks,
)

/** The Markdown a document of the Markdown schema stands for. */
export function markdownText(doc: Node): string {
  return serializer.serialize(doc, { tightLists: true })
}
