import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentRoot } from '../../content/loader/files'
import { settingsInCopy } from '../../content/loader/placeholders'
import { placeholderChoices } from './placeholder-choices'
import { placeholderPattern } from './widgets/copy-format'

function contentFiles(dir = contentRoot()): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return contentFiles(file)
    return /\.(ya?ml|md)$/.test(entry.name) ? [file] : []
  })
}

describe("the placeholders the editor's copy fields show and offer", () => {
  const choices = placeholderChoices()
  const byName = new Map(choices.map((choice) => [choice.name, choice]))

  it('include every placeholder the content holds, so each shows as a name and a value, never as its code', () => {
    const used = new Set(
      contentFiles().flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(placeholderPattern)].map((match) => match[1]!.replace(/:number$/, '')),
      ),
    )
    const missing = [...used].filter((name) => !byName.has(name))
    expect(missing).toEqual([])
  })

  it('name each one in words in both languages, and give each fact and setting its value in both', () => {
    for (const choice of choices) {
      for (const locale of ['nb', 'en'] as const) {
        expect(choice.label[locale], choice.name).toMatch(/\S/)
        expect(choice.label[locale], choice.name).not.toMatch(/[{}]/)
        if (choice.kind !== 'name') expect(choice.value?.[locale], `${choice.name} in ${locale}`).toMatch(/\S/)
      }
    }
    for (const name of Object.keys(settingsInCopy)) {
      const choice = byName.get(`setting:${name}`)!
      expect(choice.label.nb, `setting ${name} has a name of its own`).not.toBe(name)
    }
  })

  it('name a fact by the names its fields have in the editor', () => {
    const facts = choices.filter((choice) => choice.kind === 'fact')
    expect(facts.length).toBeGreaterThan(0)
    const named = facts.filter((choice) => !choice.label.nb.includes(choice.name.split('.').at(-1)!))
    expect(named.length / facts.length).toBeGreaterThan(0.5)
  })
})
