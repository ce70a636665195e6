import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reviewLogos } from '../../content/facts/brands'
import { palette, contrast } from '../../media-src/brand'
import {
  clientBrands,
  clientLogo,
  clientLogoFile,
  clientLogoVariants,
  LOGO_HEIGHT,
  LOGO_WIDTH,
  type ClientBrandId,
} from '../../media-src/client-logos'
import { images } from '../../media-src/manifest'
import { monoInk } from './client-logos'

const ids = Object.keys(clientBrands) as ClientBrandId[]

describe('the client logotypes (run `npx tsx scripts/media/client-logos.ts` when this fails)', () => {
  it('cover every brand of content/facts/brands.ts, as images of the pipeline at 240x48', () => {
    expect(ids.sort()).toEqual(reviewLogos.map((l) => l.id).sort())
    for (const logo of reviewLogos) {
      expect(clientLogo(logo.id as ClientBrandId).light).toBe(logo.lightImage)
      expect(clientLogo(logo.id as ClientBrandId).dark).toBe(logo.darkImage)
    }
    for (const id of ids) {
      for (const variant of clientLogoVariants) {
        expect(images[clientLogo(id)[variant]], `${id} ${variant}`).toMatchObject({
          width: LOGO_WIDTH,
          height: LOGO_HEIGHT,
        })
      }
    }
  })

  it('exist in all three variants, drawn as paths in a 240x48 box and named', () => {
    for (const id of ids) {
      for (const variant of clientLogoVariants) {
        const svg = readFileSync(path.join('media-src/images', clientLogoFile(id, variant)), 'utf8')
        expect(svg, `${id} ${variant}`).toContain(`viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}"`)
        expect(svg, `${id} ${variant}`).toContain(`<title>${clientBrands[id].name}</title>`)
        expect(svg, `${id} ${variant}`).not.toMatch(/<text|font-family/)
      }
    }
  })

  it('stand out from the strip in one ink in both themes', () => {
    expect(contrast(monoInk.light, palette.light.bg)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(monoInk.dark, palette.dark.bg)).toBeGreaterThanOrEqual(4.5)
  })
})
