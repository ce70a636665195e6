import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { contentWith, loadError, type Blocks } from '../../tests/support/content-copy.ts'
import { hosting } from '../facts/facts.ts'
import { contentRoot } from '../loader/files.ts'
import { settings } from '../site/settings.ts'
import { team, teamCollection } from './team.ts'
import { largestSrc } from '../../media-src/types.ts'

type TeamFile = Record<'nb' | 'en', { order: number; name: string; bio: string; portrait: { image: string } }>

/**
 * The team's files of the content root (the content the loaders read) as the marketer wrote them,
 * by id, in the order of the about page: by order, then id.
 */
const files = readdirSync(path.join(contentRoot(), 'team'))
  .filter((name) => name.endsWith('.yml'))
  .map((name) => ({
    id: name.replace(/\.yml$/, ''),
    data: parse(readFileSync(path.join(contentRoot(), 'team', name), 'utf8')) as TeamFile,
  }))
  .sort((a, b) => a.data.nb.order - b.data.nb.order || a.id.localeCompare(b.id))
/** The member the refusal tests edit: the first of the about page. */
const member = files[0]!

/** A drawing a test adds to the copy's media folder. */
const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600"><rect width="480" height="600" fill="#0b3d4a"/></svg>\n'

describe('the team files', () => {
  it('give the team in the order of the about page, each with a portrait of their file', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(team.map((each) => each.id)).toEqual(files.map((file) => file.id))
    for (const { id, data } of files) {
      const each = team.find((one) => one.id === id)!
      expect(each.name).toBe(data.nb.name)
      expect(JSON.stringify(each.bio)).not.toMatch(/\{[\w:.]+\}/)
      expect(each.portrait.image.width).toBeGreaterThan(0)
      expect(each.portrait.image.height).toBeGreaterThan(0)
      expect(each.portrait.alt.nb.trim()).not.toBe('')
      expect(each.portrait.alt.en.trim()).not.toBe('')
      // media/team/<name>.svg is served as /assets/media/team-<name>-<hash>.svg.
      const name = data.nb.portrait.image.replace(/^media\/team\//, '').replace(/\.svg$/, '')
      expect(largestSrc(each.portrait.image)).toMatch(new RegExp(`^/assets/media/team-${name}-[0-9a-f]{8}\\.svg$`))
    }
  })

  it('fill the facts into a bio', () => {
    const root = contentWith(`team/${member.id}.yml`, (data) => {
      data.nb.bio = 'Har ansvaret for serverne våre i {fact:hosting.serversIn} og for sikkerhetskopiene.'
      data.en.bio = 'Is responsible for our servers in {fact:hosting.serversIn} and for all the backups.'
    })
    const edited = teamCollection.all({ root }).find((each) => each.id === member.id)!
    expect(edited.nb.bio).toBe(`Har ansvaret for serverne våre i ${hosting.serversIn} og for sikkerhetskopiene.`)
    expect(edited.en.bio).toBe(`Is responsible for our servers in ${hosting.serversIn} and for all the backups.`)
  })

  it('refuses a portrait the media folder does not have, an office the agency does not have and a name that differs', () => {
    const file = `team/${member.id}.yml`
    const root = contentWith<Blocks>(file, (data) => {
      ;(data.nb.portrait as Record<string, unknown>).image = 'media/team/nobody.svg'
      ;(data.en.portrait as Record<string, unknown>).image = 'media/team/nobody.svg'
      data.nb.city = 'Trondheim'
      data.en.city = 'Trondheim'
      data.en.name = `${member.data.nb.name} Berg`
    })
    const message = loadError(() => teamCollection.all({ root }))
    expect(message).toContain(`${file}: nb.portrait.image: expected an image at `)
    expect(message).toMatch(/media\/team\/nobody\.svg, found no file there/)
    const cities = settings.offices.map((office) => `"${office.city}"`).join(', ')
    expect(message).toContain(`${file}: nb.city: expected one of ${cities}, got "Trondheim"`)
    expect(message).toContain(`${file}: en.name: expected "${member.data.nb.name}", the same as nb.name`)
  })

  it('refuses a portrait outside the media folder, and one that differs between the languages', () => {
    const file = `team/${member.id}.yml`
    const outside = contentWith<Blocks>(file, (data) => {
      ;(data.nb.portrait as Record<string, unknown>).image = `team-${member.id}`
      ;(data.en.portrait as Record<string, unknown>).image = `team-${member.id}`
    })
    expect(() => teamCollection.all({ root: outside })).toThrow(
      `${file}: nb.portrait.image: expected an image of the media folder: media/<name>.svg`,
    )
    // Another drawing the marketer added, given to the English block only.
    const differs = contentWith<Blocks>(file, (data) => {
      ;(data.en.portrait as Record<string, unknown>).image = 'media/team/someone-else.svg'
    })
    writeFileSync(path.join(differs, 'media/team/someone-else.svg'), drawing)
    expect(() => teamCollection.all({ root: differs })).toThrow(
      `${file}: en.portrait.image: expected "${member.data.nb.portrait.image}", the same as nb.portrait.image`,
    )
  })

  it('refuses a bio shorter than 60 characters, naming the file and the field', () => {
    const file = `team/${member.id}.yml`
    const root = contentWith<Blocks>(file, (data) => {
      data.nb.bio = 'Designer i Oslo.'
      data.en.bio = 'Designs websites and online stores, from the first sketch to the finished design.'
    })
    const message = loadError(() => teamCollection.all({ root }))
    expect(message).toContain(`${file}: nb.bio: expected at least 60 characters, got 16`)
    expect(message).not.toContain('en.bio')
  })

  it('refuses a missing translation of a bio', () => {
    const file = `team/${member.id}.yml`
    const root = contentWith<Blocks>(file, (data) => {
      delete data.en.bio
    })
    expect(() => teamCollection.all({ root })).toThrow(`${file}: en.bio: expected the English translation of nb.bio`)
  })
})
