import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { imageAlt } from '../../media-src/alt'
import { images } from '../../media-src/manifest'
import type { ImageAsset } from '../../media-src/types'
import { imageName, sourceDir, sourceFiles, sourceHash, widthsFor } from './images'

const manifest: Record<string, ImageAsset> = images

describe('the image pipeline', () => {
  it('offers the candidate widths below a source and the source width itself, never larger', () => {
    expect(widthsFor(1600)).toEqual([480, 800, 1280, 1600])
    expect(widthsFor(1000)).toEqual([480, 800, 1000])
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

  it('points at files that exist, with heights that keep the aspect ratio', () => {
    for (const [name, asset] of Object.entries(manifest)) {
      for (const variants of Object.values(asset.variants)) {
        expect(variants.length, name).toBeGreaterThan(0)
        expect(variants.at(-1)!.width, name).toBe(asset.width)
        for (const v of variants) {
          expect(existsSync(path.join('public', v.src)), v.src).toBe(true)
          expect(Math.abs(v.height - (asset.height * v.width) / asset.width), v.src).toBeLessThanOrEqual(1)
        }
      }
    }
  })

  it('has alt text in both languages for every image', () => {
    for (const name of Object.keys(manifest)) {
      const alt = imageAlt[name as keyof typeof imageAlt]
      expect(alt.nb.length, name).toBeGreaterThan(10)
      expect(alt.en.length, name).toBeGreaterThan(10)
    }
  })
})
