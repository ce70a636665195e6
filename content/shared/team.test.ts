import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { hosting } from '../facts/facts'
import { team, teamCollection } from './team'

const roots: string[] = []

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

type Blocks = Record<'nb' | 'en', Record<string, unknown>>

/** A copy of the content with one person's file changed by `edit`; returns the copy's root. */
function withPerson(id: string, edit: (data: Blocks) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fjordlys-team-'))
  roots.push(root)
  cpSync('content', root, { recursive: true })
  const file = path.join(root, 'team', `${id}.yml`)
  const data = parse(readFileSync(file, 'utf8')) as Blocks
  edit(data)
  writeFileSync(file, stringify(data))
  return root
}

describe('the team files', () => {
  it('give the team in the order of the about page, with the facts filled in', () => {
    expect(team.map((member) => member.id)).toEqual([
      'marit-haugland',
      'henrik-solberg',
      'amina-rahimi',
      'erlend-bakke',
      'silje-aune',
      'tor-kristiansen',
    ])
    const tor = team.find((member) => member.id === 'tor-kristiansen')!
    expect(tor.bio.en).toContain(`our servers in ${hosting.serversIn}`)
    expect(tor.portrait).toMatchObject({
      image: { width: 480, height: 600, fallback: 'png' },
      alt: { nb: expect.stringContaining('Tor') },
    })
    expect(tor.portrait.image.variants.avif[0]!.src).toMatch(
      /^\/assets\/media\/team-tor-kristiansen-[0-9a-f]{8}-480\.avif$/,
    )
  })

  it('refuses a portrait the media folder does not have, an office the agency does not have and a name that differs', () => {
    const root = withPerson('silje-aune', (data) => {
      ;(data.nb.portrait as Record<string, unknown>).image = 'media/team/silje.svg'
      ;(data.en.portrait as Record<string, unknown>).image = 'media/team/silje.svg'
      data.nb.city = 'Trondheim'
      data.en.city = 'Trondheim'
      data.en.name = 'Silje Aune Berg'
    })
    let message = ''
    try {
      teamCollection.all({ root })
    } catch (error) {
      message = String(error)
    }
    expect(message).toMatch(
      /team\/silje-aune\.yml: nb\.portrait\.image: expected an image at .*media\/team\/silje\.svg, found no file there/,
    )
    expect(message).toMatch(/team\/silje-aune\.yml: nb\.city: expected one of "Oslo", "Bergen", got "Trondheim"/)
    expect(message).toMatch(/team\/silje-aune\.yml: en\.name: expected "Silje Aune", the same as nb\.name/)
  })

  it('refuses a portrait outside the media folder, and one that differs between the languages', () => {
    const outside = withPerson('henrik-solberg', (data) => {
      ;(data.nb.portrait as Record<string, unknown>).image = 'team-henrik-solberg'
      ;(data.en.portrait as Record<string, unknown>).image = 'team-henrik-solberg'
    })
    expect(() => teamCollection.all({ root: outside })).toThrow(
      /henrik-solberg\.yml: nb\.portrait\.image: expected an image of the media folder: media\/<name>\.svg/,
    )
    const differs = withPerson('henrik-solberg', (data) => {
      ;(data.en.portrait as Record<string, unknown>).image = 'media/team/erlend-bakke.svg'
    })
    expect(() => teamCollection.all({ root: differs })).toThrow(
      /henrik-solberg\.yml: en\.portrait\.image: expected "media\/team\/henrik-solberg\.svg", the same as nb\.portrait\.image/,
    )
  })

  it('refuses a missing translation of a bio', () => {
    const root = withPerson('amina-rahimi', (data) => {
      delete data.en.bio
    })
    expect(() => teamCollection.all({ root })).toThrow(
      /amina-rahimi\.yml: en\.bio: expected the English translation of nb\.bio/,
    )
  })
})
