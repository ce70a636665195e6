/** Markdown to HTML for post bodies, at build time. Headings get ids so they can be linked to. */
import { Marked, type Tokens } from 'marked'

export function headingId(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const marked = new Marked({
  gfm: true,
  renderer: {
    heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
      const inner = this.parser.parseInline(token.tokens)
      return `<h${token.depth} id="${headingId(token.text)}">${inner}</h${token.depth}>\n`
    },
  },
})

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false })
}

/** Words of the body as a reader counts them (markup and link targets left out). */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|-]/g, ' ')
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Minutes to read at 200 words a minute, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200))
}
