import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { imageAlt } from '../../media-src/alt'
import { illustrationFor, serviceArt } from '../../media-src/illustrations'
import { images } from '../../media-src/manifest'
import { H, sceneNames, scenes, W } from './illustrations'

describe('the illustrations', () => {
  it('give every purpose its own picture', () => {
    const names = [...Object.values(illustrationFor), ...Object.values(serviceArt)]
    expect(new Set(names).size).toBe(names.length)
  })

  it('are all drawn by the scene script, and every scene serves a purpose', () => {
    expect([...sceneNames].sort()).toEqual([...Object.values(illustrationFor), ...Object.values(serviceArt)].sort())
  })

  it('are committed as the script draws them (run `npx tsx scripts/media/illustrations.ts` when this fails)', () => {
    for (const scene of scenes) {
      const file = path.join('media-src/images', `${scene.name}.svg`)
      expect(readFileSync(file, 'utf8'), file).toBe(scene.draw())
    }
  })

  it('are in the image manifest at 32:21 with alt text in both languages', () => {
    for (const name of Object.values(illustrationFor)) {
      expect(images[name].width, name).toBe(W)
      expect(images[name].height, name).toBe(H)
      expect(W / H).toBeCloseTo(32 / 21, 5)
      expect(imageAlt[name].nb, name).toMatch(/^Illustrasjon av /)
      expect(imageAlt[name].en, name).toMatch(/^Illustration of /)
    }
  })

  it('keep the home hero light enough for a fast first paint on phones', () => {
    const hero = images[illustrationFor.home]
    const avif800 = hero.variants.avif.find((v) => v.width === 800)!
    expect(readFileSync(path.join('public', avif800.src)).length).toBeLessThan(30_000)
  })
})
