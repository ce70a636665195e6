// The blog's definitions register themselves when their module loads, as the editor's discovery loads it.
import '../blog/front-matter'
import { describe, expect, it } from 'vitest'
import { servicesCollection } from '../../content/pages/services/schema'
import { fieldName } from './field-labels'
import { messageInWords, problemsInWords } from './problems-in-words'

describe("the loader's problems in the editor's words", () => {
  it('name the field as the form does, in the language the problem is in, and keep the file and the path', () => {
    const [service] = servicesCollection.all()
    const file = `services/${service!.id}.yml`
    const line = problemsInWords(`content/${file}: nb.hero.subtitle: expected at most 160 characters, got 297`, 'nb')
    expect(line).toContain(`${file}: nb.hero.subtitle`)
    expect(line).toContain(
      `${fieldName(file, 'nb.hero.subtitle', 'nb')}: er for langt: høyst 160 tegn, her er det 297.`,
    )
    expect(fieldName(file, 'en.hero.subtitle', 'nb')).toMatch(/\(engelsk\)$/)
  })

  it('say in Norwegian what the marketer meets: an empty field, a price with punctuation, a fact that does not exist', () => {
    expect(messageInWords('expected a text, got nothing', 'nb')).toBe('er tomt. Fyll ut feltet')
    expect(messageInWords('expected a number, got "5.490,-"', 'nb')).toContain('ikke "5.490,-"')
    const fact = messageInWords('{fact:svartid} names no fact of the fact files (content/facts/*.yml)', 'nb')
    expect(fact).toContain('svartid')
    expect(fact).not.toContain('{fact:')
  })

  it("say a post's problems field by field, without the dev server's header", () => {
    const said = problemsInWords(
      '12:39:43 PM [vike][request-2] Following error was thrown by the data() hook defined at /pages/blog-post/+data.ts\nBlog content is invalid:\nblog/posts/nb/x.md: invalid front matter\n  - body: expected at least 400 words, got 360\n  - title: expected at most 120 characters, got 130',
      'nb',
    ).split('\n')
    expect(said).toEqual([
      'blog/posts/nb/x.md: body — Tekst: har for få ord: minst 400, her er det 360.',
      'blog/posts/nb/x.md: title — Tittel: er for langt: høyst 120 tegn, her er det 130.',
    ])
  })

  it('leave a problem no rule knows in its own words', () => {
    expect(messageInWords('a problem of its own', 'nb')).toBe('a problem of its own')
    expect(problemsInWords('no page at /x/', 'nb')).toBe('no page at /x/')
  })
})
