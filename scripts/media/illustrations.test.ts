import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { imageSource } from '../../content/loader/images'
import { services } from '../../content/pages/services/services'
import { imageAlt } from '../../media-src/alt'
import { illustrationFor } from '../../media-src/illustrations'
import { images } from '../../media-src/manifest'
import { H, sceneFiles, sceneNames, scenes, serviceArtFolder, serviceScenes, W } from './illustrations'

/** The services' own illustrations: the service, the file it names (from the repository's root), the image and its alt text. */
function ownIllustrations() {
  return services().flatMap((service) => {
    const own = service.nb.illustration
    if (!own) return []
    const file = path.relative(process.cwd(), imageSource(own.image)).split(path.sep).join('/')
    return [{ id: service.id, file, image: own.image, alt: { nb: own.alt, en: service.en.illustration!.alt } }]
  })
}

const serviceSceneFile = (name: string) => `${serviceArtFolder}/${name}.svg`

describe('the illustrations', () => {
  it('give every purpose its own picture', () => {
    const names = Object.values(illustrationFor)
    expect(new Set(names).size).toBe(names.length)
    const drawings = sceneFiles().map(({ scene }) => scene.draw())
    expect(new Set(drawings).size).toBe(drawings.length)
  })

  it('are all drawn by the scene script, every pipeline scene serves a purpose and no service scene two', () => {
    expect([...sceneNames].sort()).toEqual([...Object.values(illustrationFor)].sort())
    // Each of the services' own is the picture of one service at most (its file names it); a scene
    // whose service the marketer has removed is left unused, not shown for another.
    const own = ownIllustrations()
    for (const scene of serviceScenes) {
      const file = serviceSceneFile(scene.name)
      expect(own.filter((each) => each.file === file).map((each) => each.id).length, file).toBeLessThanOrEqual(1)
    }
  })

  it('are committed as the script draws them (run `npx tsx scripts/media/illustrations.ts` when this fails)', () => {
    const files = sceneFiles()
    expect(files).toHaveLength(scenes.length + serviceScenes.length)
    for (const { file, scene } of files) expect(readFileSync(file, 'utf8'), file).toBe(scene.draw())
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

  it("the services' own are images of content at 32:21, with alt text in both languages in the service's file", () => {
    const drawn = new Set(serviceScenes.map((scene) => serviceSceneFile(scene.name)))
    const own = ownIllustrations().filter((each) => drawn.has(each.file))
    for (const { id, image, alt } of own) {
      expect(image, id).toMatchObject({ width: W, height: H, viewBox: `0 0 ${W} ${H}` })
      expect(alt.nb, id).toMatch(/^Illustrasjon av /)
      expect(alt.en, id).toMatch(/^Illustration of /)
    }
  })

  it('keep the home hero light enough for a fast first paint on phones: drawn inline, under 8 KB compressed', () => {
    const hero = images[illustrationFor.home]
    expect(gzipSync(hero.markup).length).toBeLessThan(8_000)
  })
})
