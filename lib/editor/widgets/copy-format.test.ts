import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import matter from 'gray-matter'
import { contentRoot } from '../../../content/loader/files'
import { markdownToBlocks } from '../../../content/loader/markdown'
import { markdownDocument, markdownText, plainDocument, plainText } from './copy-format'

/** Every text of the content's YAML files and posts, whatever the agency has written. */
function contentTexts(): { at: string; text: string }[] {
  const texts: { at: string; text: string }[] = []
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') texts.push({ at, text: value })
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${at}.${i}`))
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, `${at}.${key}`)
    }
  }
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(file)
      else if (/\.ya?ml$/.test(entry.name)) walk(parse(readFileSync(file, 'utf8')), path.relative(contentRoot(), file))
      else if (entry.name.endsWith('.md')) {
        const { data, content } = matter(readFileSync(file, 'utf8'))
        walk(data, path.relative(contentRoot(), file))
        texts.push({ at: `${path.relative(contentRoot(), file)}: body`, text: content })
      }
    }
  }
  visit(contentRoot())
  return texts
}

/** What the site makes of a Markdown text, or undefined where its reader refuses it (a text that is no Markdown field). */
function blocks(text: string) {
  try {
    return markdownToBlocks(text, { subheadings: true, linePieces: true })
  } catch {
    return undefined
  }
}

describe('the copy fields of the editor', () => {
  const texts = contentTexts()

  it('give back every text of the content as it was, when nothing in it is changed', () => {
    expect(texts.length).toBeGreaterThan(0)
    for (const { at, text } of texts) expect(plainText(plainDocument(text)), at).toBe(text)
  })

  it('give back every Markdown text of the content as the same page: its blocks, links, emphasis and placeholders', () => {
    let read = 0
    for (const { at, text } of texts) {
      const before = blocks(text)
      if (before === undefined) continue
      read++
      expect(blocks(markdownText(markdownDocument(text))), at).toEqual(before)
    }
    expect(read).toBeGreaterThan(0)
  })

  it('hold a placeholder as one unit, and write it back as it was written', () => {
    const doc = plainDocument('Ring {setting:phone} eller les om {brand} ({fact:claims.rating})')
    const names: string[] = []
    doc.descendants((node) => {
      if (node.type.name === 'placeholder') names.push(node.attrs.name as string)
    })
    expect(names).toEqual(['setting:phone', 'brand', 'fact:claims.rating'])
    const markdown = markdownDocument(
      '**Fra {fact:plans.seo.visibility.price}** hos [{brand}](route:contact)\n\n- {client} sparte {fact:x.yPercent}',
    )
    expect(markdownText(markdown)).toBe(
      '**Fra {fact:plans.seo.visibility.price}** hos [{brand}](route:contact)\n\n- {client} sparte {fact:x.yPercent}',
    )
  })

  it('escape what a marketer types that Markdown would read as formatting', () => {
    const doc = markdownSchemaDoc('# ikke en overskrift, *ikke kursiv*')
    expect(blocks(markdownText(doc))).toEqual([{ type: 'paragraph', content: ['# ikke en overskrift, *ikke kursiv*'] }])
  })
})

function markdownSchemaDoc(typed: string) {
  const doc = markdownDocument('x')
  return doc.type.create(null, [doc.firstChild!.type.create(null, [doc.type.schema.text(typed)])])
}
