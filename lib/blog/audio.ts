/**
 * The spoken summary of a post (server and scripts only). Every post has one audio file per
 * language, `public/audio/blog-<locale>-<slug>.ogg`, made by `scripts/media/blog-audio.ts` with
 * espeak-ng from the text below: the title, the excerpt and the post's section headings, never
 * the whole body (a synthetic voice reading 700 words would take minutes and megabytes). The
 * locale is part of the name because twins may share a slug (`woocommerce`, `litespeed-server`).
 */
import { Lexer, type Tokens } from 'marked'
import type { Locale } from '../../content/site/locales'
import { blogUi } from '../../content/strings/blog'

/** At about 150 words a minute, 140 words is just under a minute of speech. */
export const maxSpokenWords = 140

/** Address of a post's audio, as the site serves it; the one place the name is made. */
export function blogAudioUrl(locale: Locale, slug: string): string {
  return `/audio/blog-${locale}-${slug}.ogg`
}

/** The `##` headings of a post's markdown body, as plain text, in order. */
export function sectionHeadings(markdown: string): string[] {
  return Lexer.lex(markdown)
    .filter((token): token is Tokens.Heading => token.type === 'heading')
    .filter((token) => token.depth === 2)
    .map((token) =>
      token.text
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_`]/g, '')
        .trim(),
    )
}

const sentence = (text: string) => (/[.?!:]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

type Summarised = { locale: Locale; title: string; excerpt: string; outline: readonly string[] }

/**
 * What a post's audio says: title, excerpt, "The article covers:" and as many section headings as
 * fit in `maxSpokenWords`, then a pointer to the full text. The player's label says the same.
 */
export function blogAudioText({ locale, title, excerpt, outline }: Summarised): string {
  const t = blogUi[locale].listen
  const head = [sentence(title), sentence(excerpt)]
  const tail = [t.spokenEnd]
  const headings: string[] = []
  for (const heading of outline) {
    const next = [...head, t.spokenOutline, ...headings, sentence(heading), ...tail].join(' ')
    if (wordCount(next) > maxSpokenWords) break
    headings.push(sentence(heading))
  }
  return [...head, ...(headings.length > 0 ? [t.spokenOutline, ...headings] : []), ...tail].join(' ')
}
