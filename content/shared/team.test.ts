import { describe, expect, it } from 'vitest'
import { contentWith, loadError } from '../../tests/support/content-copy'
import { hosting } from '../facts/facts'
import { team, teamCollection } from './team'
import { largestSrc } from '../../media-src/types'

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
      image: { width: 480, height: 600 },
      alt: { nb: expect.stringContaining('Tor') },
    })
    expect(largestSrc(tor.portrait.image)).toMatch(/^\/assets\/media\/team-tor-kristiansen-[0-9a-f]{8}\.svg$/)
  })

  it('refuses a portrait the media folder does not have, an office the agency does not have and a name that differs', () => {
    const root = contentWith('team/silje-aune.yml', (data) => {
      ;(data.nb.portrait as Record<string, unknown>).image = 'media/team/silje.svg'
      ;(data.en.portrait as Record<string, unknown>).image = 'media/team/silje.svg'
      data.nb.city = 'Trondheim'
      data.en.city = 'Trondheim'
      data.en.name = 'Silje Aune Berg'
    })
    const message = loadError(() => teamCollection.all({ root }))
    expect(message).toMatch(
      /team\/silje-aune\.yml: nb\.portrait\.image: expected an image at .*media\/team\/silje\.svg, found no file there/,
    )
    expect(message).toMatch(/team\/silje-aune\.yml: nb\.city: expected one of "Oslo", "Bergen", got "Trondheim"/)
    expect(message).toMatch(/team\/silje-aune\.yml: en\.name: expected "Silje Aune", the same as nb\.name/)
  })

  it('refuses a portrait outside the media folder, and one that differs between the languages', () => {
    const outside = contentWith('team/henrik-solberg.yml', (data) => {
      ;(data.nb.portrait as Record<string, unknown>).image = 'team-henrik-solberg'
      ;(data.en.portrait as Record<string, unknown>).image = 'team-henrik-solberg'
    })
    expect(() => teamCollection.all({ root: outside })).toThrow(
      /henrik-solberg\.yml: nb\.portrait\.image: expected an image of the media folder: media\/<name>\.svg/,
    )
    const differs = contentWith('team/henrik-solberg.yml', (data) => {
      ;(data.en.portrait as Record<string, unknown>).image = 'media/team/erlend-bakke.svg'
    })
    expect(() => teamCollection.all({ root: differs })).toThrow(
      /henrik-solberg\.yml: en\.portrait\.image: expected "media\/team\/henrik-solberg\.svg", the same as nb\.portrait\.image/,
    )
  })

  it('refuses a missing translation of a bio', () => {
    const root = contentWith('team/amina-rahimi.yml', (data) => {
      delete data.en.bio
    })
    expect(() => teamCollection.all({ root })).toThrow(
      /amina-rahimi\.yml: en\.bio: expected the English translation of nb\.bio/,
    )
  })
})
