import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { editFrontMatter, editLanguageBlock, editYaml, withoutEmpty } from './yaml-edit.ts'

const file = `# The file's own comment, which a save keeps.
nb:
  title: 'Gammel tittel'
  # Why the price is what it is.
  price: 4990
  items:
    - first
    - second
en:
  title: Old title
  price: 4990
`

describe('editYaml', () => {
  it('changes only the value that changed, keeping comments, order and quoting', () => {
    const next = parse(file) as { nb: { price: number } }
    next.nb.price = 5490
    const written = editYaml(file, next)
    expect(written).toBe(file.replace('  price: 4990\n  items', '  price: 5490\n  items'))
  })

  it('drops a key the value lacks and adds a new one after the others', () => {
    const written = editYaml(file, { nb: { title: 'Gammel tittel', subtitle: 'Ny' }, en: { title: 'Old title' } })
    expect(parse(written)).toEqual({ nb: { title: 'Gammel tittel', subtitle: 'Ny' }, en: { title: 'Old title' } })
    expect(written.startsWith("# The file's own comment")).toBe(true)
    expect(written.indexOf('subtitle')).toBeGreaterThan(written.indexOf('Gammel tittel'))
  })

  it('shortens and lengthens lists item by item', () => {
    const shorter = parse(editYaml(file, { ...parse(file), nb: { ...parse(file).nb, items: ['first'] } }))
    expect(shorter.nb.items).toEqual(['first'])
    const longer = parse(editYaml(file, { ...parse(file), nb: { ...parse(file).nb, items: ['a', 'b', 'c'] } }))
    expect(longer.nb.items).toEqual(['a', 'b', 'c'])
  })

  it('writes a new file when there is none', () => {
    expect(parse(editYaml(undefined, { nb: { title: 'Ny' } }))).toEqual({ nb: { title: 'Ny' } })
  })
})

describe('editLanguageBlock', () => {
  it('replaces one language and leaves the other as it was written', () => {
    const written = editLanguageBlock(file, 'en', { title: 'New title', price: 4990 })
    expect(written).toContain("title: 'Gammel tittel'")
    expect(parse(written).en).toEqual({ title: 'New title', price: 4990 })
  })
})

describe('editFrontMatter', () => {
  it('keeps the front matter in its order and puts the body after it', () => {
    const post = '---\ntitle: "Tittel"\ndate: "27. mai 2025"\n---\n\nGammel tekst.\n'
    const written = editFrontMatter(post, { title: 'Tittel', date: '28. mai 2025' }, 'Ny tekst.')
    expect(written).toBe('---\ntitle: "Tittel"\ndate: "28. mai 2025"\n---\n\nNy tekst.\n')
  })

  it('keeps the quoting of a post the site has already read (gray-matter remembers texts it read)', () => {
    const post = '---\ntitle: "Tittel"\ndate: "27. mai 2025"\n---\n\nTekst.\n'
    matter(post)
    expect(editFrontMatter(post, { title: 'Tittel', date: '27. mai 2025' }, 'Tekst.')).toBe(post)
  })
})

describe('withoutEmpty', () => {
  it('leaves out empty texts, nulls and empty lists, keeping zero and false', () => {
    expect(withoutEmpty({ a: '', b: null, c: [], d: 0, e: false, f: [{ g: '' }, 'x'], h: { i: '' } })).toEqual({
      d: 0,
      e: false,
      f: ['x'],
    })
  })
})
