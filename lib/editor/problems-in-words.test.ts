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
    expect(line).toContain(`${fieldName(file, 'nb.hero.subtitle', 'nb')}: er for langt: høyst 160 tegn, her er det 297.`)
    expect(fieldName(file, 'en.hero.subtitle', 'nb')).toMatch(/\(engelsk\)$/)
  })

  it('say in Norwegian what the marketer meets: an empty field, a price with punctuation, a fact that does not exist', () => {
    expect(messageInWords('expected a text, got nothing', 'nb')).toBe('er tomt. Fyll ut feltet')
    expect(messageInWords('expected a number, got "5.490,-"', 'nb')).toContain('ikke "5.490,-"')
    const fact = messageInWords('{fact:svartid} names no fact of the fact files (content/facts/*.yml)', 'nb')
    expect(fact).toContain('svartid')
    expect(fact).not.toContain('{fact:')
  })

  it('leave a problem no rule knows in its own words', () => {
    expect(messageInWords('a problem of its own', 'nb')).toBe('a problem of its own')
    expect(problemsInWords('no page at /x/', 'nb')).toBe('no page at /x/')
  })
})
