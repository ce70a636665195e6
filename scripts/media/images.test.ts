import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '../../content/site/locales'
import { imageAlt, type ImageWithAlt } from '../../media-src/alt'
import { images } from '../../media-src/manifest'
import { isVector, type ImageAsset } from '../../media-src/types'
import { imageName, sourceDir, sourceFiles, sourceHash, widthsFor } from './images'

const manifest: Record<string, ImageAsset> = images

describe('the image pipeline', () => {
  it('offers the candidate widths below a raster source and the source width itself, never larger', () => {
    expect(widthsFor(1600)).toEqual([480, 640, 800, 1280, 1600])
    expect(widthsFor(1000)).toEqual([480, 640, 800, 1000])
    expect(widthsFor(300)).toEqual([300])
  })

  it('names images after their source file', () => {
    expect(imageName('Fjord Website.svg')).toBe('fjord-website')
    expect(imageName('growth_dashboard.PNG')).toBe('growth-dashboard')
  })
})

describe('the committed manifest (run `npx tsx scripts/media/images.ts` when this fails)', () => {
  it('lists every source image with the hash of its current content', () => {
    const sources = sourceFiles()
    expect(Object.keys(manifest).sort()).toEqual(sources.map(imageName).sort())
    for (const file of sources) {
      expect(manifest[imageName(file)]!.hash, file).toBe(sourceHash(readFileSync(path.join(sourceDir, file))))
    }
  })

  it('keeps every drawing a drawing, and points at files that exist, with heights that keep the aspect ratio', () => {
    for (const file of sourceFiles()) {
      const name = imageName(file)
      const asset = manifest[name]!
      expect(isVector(asset), name).toBe(file.endsWith('.svg'))
      if (isVector(asset)) {
        expect(existsSync(path.join('public', asset.src)), asset.src).toBe(true)
        continue
      }
      for (const variants of Object.values(asset.variants)) {
        expect(
          variants.map((v) => v.width),
          name,
        ).toEqual(widthsFor(asset.width))
        for (const v of variants) {
          expect(existsSync(path.join('public', v.src)), v.src).toBe(true)
          expect(Math.abs(v.height - (asset.height * v.width) / asset.width), v.src).toBeLessThanOrEqual(1)
        }
      }
    }
  })

  it('has alt text in both languages for every image in media-src/alt.ts', () => {
    for (const name of Object.keys(manifest)) {
      const alt = name in imageAlt ? imageAlt[name as ImageWithAlt] : undefined
      expect(alt, name).toBeDefined()
      for (const locale of locales) expect(alt![locale].length, `${name} ${locale}`).toBeGreaterThan(10)
    }
  })
})
