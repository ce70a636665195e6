import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentImage } from '../../content/loader/images'
import { PORTRAIT_HEIGHT, PORTRAIT_WIDTH, portraitFile, portraitFolder, team } from '../../media-src/team'
import { portraitSvg, traits } from './team-portraits'

describe('the team', () => {
  it('has people with distinct ids, names and roles', () => {
    expect(team.length).toBeGreaterThan(0)
    expect(new Set(team.map((m) => m.id)).size).toBe(team.length)
    expect(new Set(team.map((m) => m.name)).size).toBe(team.length)
    expect(new Set(team.map((m) => m.role.nb)).size).toBe(team.length)
  })

  it('has a role and portrait alt text in both languages for everyone', () => {
    for (const m of team) {
      for (const locale of ['nb', 'en'] as const) {
        expect(m.role[locale].length, `${m.id} ${locale}`).toBeGreaterThan(3)
        expect(m.portrait.alt[locale], `${m.id} ${locale}`).toContain(m.name)
      }
    }
  })

  it('has portraits drawn as the script draws them (run `npx tsx scripts/media/team-portraits.ts` when this fails)', () => {
    // The people the script draws; a person the marketer adds with a picture of their own is not one.
    const drawn = team.filter((m) => Object.hasOwn(traits, m.id))
    expect(drawn.length).toBeGreaterThan(0)
    for (const m of drawn) {
      const file = `${portraitFolder}/${portraitFile(m.id)}`
      const asset = contentImage(file).asset
      expect(m.portrait.image, m.id).toEqual(asset)
      expect(asset, file).toMatchObject({ width: PORTRAIT_WIDTH, height: PORTRAIT_HEIGHT })
      expect(readFileSync(path.join('content', file), 'utf8')).toBe(portraitSvg(m.id, m.name))
    }
  })

  it('draws different people', () => {
    const looks = Object.values(traits).map((t) => `${t.hair}/${t.hairColor}/${t.skin}/${t.clothes}`)
    expect(looks.length).toBeGreaterThan(0)
    expect(new Set(looks).size).toBe(looks.length)
  })
})
