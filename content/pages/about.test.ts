import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { claims, company } from '../facts/facts'
import { aboutPage, aboutPageFile } from './about'

const roots: string[] = []

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

type Blocks = Record<'nb' | 'en', Record<string, Record<string, unknown>>>

/** A copy of the content with the about page's file changed by `edit`; returns the copy's root. */
function withAbout(edit: (data: Blocks) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fjordlys-about-'))
  roots.push(root)
  cpSync('content', root, { recursive: true })
  const file = path.join(root, 'pages', 'about.yml')
  const data = parse(readFileSync(file, 'utf8')) as Blocks
  edit(data)
  writeFileSync(file, stringify(data))
  return root
}

function failure(root: string): string {
  try {
    aboutPageFile.get({ root })
  } catch (error) {
    return String(error)
  }
  throw new Error('the file loaded')
}

describe('the about page file', () => {
  it('states the figures from the facts, the years as years, and a basis as a sentence', () => {
    const [enquiries, , hosting] = aboutPage.nb.story.figures
    expect(enquiries!.basis).toMatch(/^Snitt for .*\.$/)
    expect(hosting!.basis).toContain(
      `siden ${company.hostingSinceYear}; byrået ble grunnlagt i ${company.foundedYear}.`,
    )
    expect(aboutPage.en.values.items.at(-1)!.title).toBe(`An answer within ${claims.emailAnswerHours} hours`)
    // A service is linked by its file and gets the slug of each language.
    expect(JSON.stringify(aboutPage.en.story.body)).toContain('"to":"service","params":{"slug":"seo-optimization"}')
  })

  it('refuses an empty heading, a link to no page and an unknown icon, naming each field', () => {
    const root = withAbout((data) => {
      data.nb.hero!.title = ''
      data.en.hero!.secondary = '[See our projects](/projects/)'
      const items = data.nb.values!.items as Record<string, unknown>[]
      items[0]!.icon = 'telephone'
    })
    const message = failure(root)
    expect(message).toMatch(
      /pages\/about\.yml: nb\.hero\.title: expected the Norwegian \(bokmål\) translation of en\.hero\.title/,
    )
    expect(message).toMatch(
      /pages\/about\.yml: en\.hero\.secondary: the link "See our projects" goes to "\/projects\/"/,
    )
    expect(message).toMatch(/pages\/about\.yml: nb\.values\.items\.0\.icon: expected one of "check", .*got "telephone"/)
  })

  it('refuses a link to a service the site does not have', () => {
    const root = withAbout((data) => {
      data.en.story!.body = String(data.en.story!.body).replace('slug=apputvikling', 'slug=app-design')
    })
    expect(failure(root)).toMatch(
      /pages\/about\.yml: en\.story\.body.*route:service\?slug=app-design, which is no file of .*services\//,
    )
  })
})
