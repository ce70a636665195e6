/**
 * Rich text in content files is Markdown: paragraphs, bullet and numbered lists, **strong**,
 * *em*, line breaks and links. It is read with marked's lexer into the Block and Inline types of
 * content/rich-text.ts, which one component renders, so a data file and a TypeScript record give
 * the same HTML.
 *
 * A link to a page of the site names its route, not its address: `[our blog](route:blog)`, with
 * parameters and a fragment when needed (`route:job?slug=seo-aeo-ekspert#apply`), so it follows
 * the page into both languages and survives a changed slug. A part of the same page is linked by
 * its anchor alone, `[the prices](#priser)`. An unknown route id, a missing parameter, a heading,
 * an image, a table or HTML is an error: what the types cannot express gets a field of its own
 * instead. A field may opt into more (`MarkdownOptions`): the legal documents' sections take
 * `### sub-headings`, and keep each line of a paragraph as a text of its own.
 */
import { getDefaults, Lexer, Tokenizer, type Token, type Tokens } from 'marked'
import type { Block, Inline, LinkInline } from '../rich-text.ts'
import { paramNames, routes, type RouteId } from '../site/routes.ts'

export class MarkdownProblem extends Error {}

const supported = 'write paragraphs, lists, links, **strong** and *em*'

/** What a field's Markdown may hold beyond paragraphs, lists, links, **strong** and *em*. */
export type MarkdownOptions = {
  /** `### Sub-heading`: a level-3 heading (the field's parts are headed by level 2 on the page); other levels stay refused. */
  subheadings?: boolean
  /**
   * Each line of a paragraph or a list item is a text of its own, ending in the space its line
   * break stands for (inside the bold or italic text that ends the line: `**Lagringstid:**` and
   * the text on the next line give the bold "Lagringstid: "). The page is the same to a reader;
   * its HTML sets a comment between two texts (React's separator of adjacent texts). The legal
   * documents were written as such pieces, and their pages keep them so, byte for byte.
   */
  linePieces?: boolean
}

/**
 * A bare address stays text: `post@fjordlys.no` or `www.example.com` in a sentence is no link (GFM
 * would make it one), so the e-mail address a `{setting:email}` writes into copy reads as it is
 * written. A link is written as one: `[post@fjordlys.no](mailto:post@fjordlys.no)`.
 */
class BareAddressesAsText extends Tokenizer {
  override url(): undefined {
    return undefined
  }
}

function isRouteId(id: string): id is RouteId {
  return Object.hasOwn(routes, id)
}

/** A `route:` link: the route id, its parameters and fragment, checked against the route table. */
function routeLink(href: string, text: string, title: string | null | undefined): LinkInline {
  const target = href.slice('route:'.length)
  const [beforeHash = '', hash] = target.split('#', 2)
  const [id = '', query] = beforeHash.split('?', 2)
  if (!isRouteId(id)) {
    throw new MarkdownProblem(`the link "${text}" goes to route:${id}, which is no route of content/site/routes.ts`)
  }
  const params = Object.fromEntries(new URLSearchParams(query ?? ''))
  const needed = paramNames(routes[id].nb)
  const missing = needed.filter((name) => !params[name])
  const extra = Object.keys(params).filter((name) => !needed.includes(name))
  if (missing.length > 0 || extra.length > 0) {
    const want = needed.length === 0 ? 'no parameters' : needed.map((name) => `${name}=...`).join('&')
    throw new MarkdownProblem(`the link "${text}" to route:${id} needs ${want}`)
  }
  return {
    type: 'link',
    to: id,
    ...(needed.length > 0 ? { params } : {}),
    ...(hash ? { hash } : {}),
    text,
    ...(title ? { title } : {}),
  }
}

/** The text inside strong, em or a link: plain text only. */
function plain(tokens: readonly Token[] | undefined, what: string): string {
  return (tokens ?? [])
    .map((token) => {
      if (token.type === 'text' || token.type === 'escape') return (token as Tokens.Text).text
      throw new MarkdownProblem(`${what} holds ${token.type} formatting; ${what} can hold plain text only`)
    })
    .join('')
    .replace(/\s*\n\s*/g, ' ')
}

function inlines(tokens: readonly Token[], options: MarkdownOptions): Inline[] {
  const out: Inline[] = []
  /** Whether the next text begins a piece of its own (a new line, with `linePieces`). */
  let newPiece = false
  const append = (value: string) => {
    const last = out.at(-1)
    if (typeof last === 'string' && !newPiece) out[out.length - 1] = last + value
    else if (value !== '') {
      out.push(value)
      newPiece = false
    }
  }
  /** The space a line break stands for, at the end of the line's last text. */
  const endLine = () => {
    const last = out.at(-1)
    if (typeof last === 'string') out[out.length - 1] = `${last} `
    else if (typeof last === 'object' && (last.type === 'strong' || last.type === 'em')) {
      out[out.length - 1] = { ...last, text: `${last.text} ` }
    } else out.push(' ')
    newPiece = true
  }
  const pushText = (text: string) => {
    // A line break in the source is a space on the page, as in any Markdown.
    if (!options.linePieces) {
      append(text.replace(/\s*\n\s*/g, ' '))
      return
    }
    text.split(/\s*\n\s*/).forEach((line, i) => {
      if (i > 0) endLine()
      append(line)
    })
  }
  const pushNode = (node: Inline) => {
    out.push(node)
    newPiece = false
  }
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
      case 'escape': {
        const text = token as Tokens.Text
        if (text.tokens && text.tokens.length > 0) inlines(text.tokens, options).forEach(pushNode)
        else pushText(text.text)
        break
      }
      case 'strong':
        pushNode({ type: 'strong', text: plain((token as Tokens.Strong).tokens, 'bold text') })
        break
      case 'em':
        pushNode({ type: 'em', text: plain((token as Tokens.Em).tokens, 'italic text') })
        break
      case 'br':
        pushNode({ type: 'lineBreak' })
        break
      case 'link': {
        const link = token as Tokens.Link
        const text = plain(link.tokens, 'a link')
        if (link.href.startsWith('route:')) pushNode(routeLink(link.href, text, link.title))
        else if (/^#[A-Za-z][\w-]*$/.test(link.href)) {
          pushNode({ type: 'link', href: link.href, text, ...(link.title ? { title: link.title } : {}) })
        } else if (/^(https?:|mailto:|tel:)/.test(link.href)) {
          pushNode({
            type: 'link',
            href: link.href,
            text,
            ...(link.title ? { title: link.title } : {}),
            // Another site opens in a new tab, so the visitor keeps the page.
            ...(/^https?:/.test(link.href) ? { external: true } : {}),
          })
        } else {
          throw new MarkdownProblem(
            `the link "${text}" goes to "${link.href}": link a page of the site as route:<id>, a part of this page as #anchor, another site with https://`,
          )
        }
        break
      }
      default:
        throw new MarkdownProblem(`${describeToken(token)} is not allowed here; ${supported}`)
    }
  }
  return out
}

function describeToken(token: Token): string {
  switch (token.type) {
    case 'html':
      return `HTML (${token.raw.trim().slice(0, 30)})`
    case 'codespan':
    case 'code':
      return 'code'
    case 'image':
      return 'an image'
    case 'heading':
      return `a heading (${token.raw.trim().slice(0, 30)})`
    case 'del':
      return 'struck-through text'
    default:
      return `Markdown of type "${token.type}"`
  }
}

/**
 * Markdown as rich text blocks. Throws a MarkdownProblem on anything the block types cannot hold,
 * or the field's options do not allow.
 */
export function markdownToBlocks(markdown: string, options: MarkdownOptions = {}): Block[] {
  const blocks: Block[] = []
  for (const token of Lexer.lex(markdown, { ...getDefaults(), tokenizer: new BareAddressesAsText() })) {
    switch (token.type) {
      case 'space':
        break
      case 'paragraph':
        blocks.push({ type: 'paragraph', content: inlines((token as Tokens.Paragraph).tokens, options) })
        break
      case 'heading': {
        const heading = token as Tokens.Heading
        if (!options.subheadings) throw new MarkdownProblem(`${describeToken(token)} is not allowed here; ${supported}`)
        if (heading.depth !== 3) {
          throw new MarkdownProblem(`${describeToken(token)} is not allowed here; a sub-heading is written ### Heading`)
        }
        blocks.push({ type: 'heading', level: 3, text: plain(heading.tokens, 'a heading') })
        break
      }
      case 'list': {
        const list = token as Tokens.List
        const items = list.items.map((item) =>
          item.tokens.flatMap((part) => {
            if (part.type === 'text' || part.type === 'paragraph')
              return inlines((part as Tokens.Text).tokens ?? [part], options)
            if (part.type === 'space') return []
            throw new MarkdownProblem(`a list item holds ${describeToken(part)}; list items hold one line of text`)
          }),
        )
        blocks.push({ type: list.ordered ? 'orderedList' : 'unorderedList', items })
        break
      }
      default:
        throw new MarkdownProblem(`${describeToken(token)} is not allowed here; ${supported}`)
    }
  }
  return blocks
}
