import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reviewLogos } from '../../content/facts/brands'
import { palette, contrast } from '../../media-src/brand'
import { caseSites } from '../../media-src/case-sites'
import {
  caseClientLogo,
  clientBrands,
  clientLogo,
  clientLogoFile,
  clientLogoVariantsOf,
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
      for (const image of [clientLogo(id).light, clientLogo(id).dark]) {
        expect(images[image], image).toMatchObject({ width: LOGO_WIDTH, height: LOGO_HEIGHT })
      }
    }
    // The colour variant is a case page's: a client with a case study has one, no other brand does.
    for (const id of Object.keys(caseSites) as (keyof typeof caseSites)[]) {
      expect(images[caseClientLogo(id).color], id).toMatchObject({ width: LOGO_WIDTH, height: LOGO_HEIGHT })
    }
    for (const id of ids.filter((id) => !(id in caseSites))) {
      expect(Object.keys(images), id).not.toContain(`client-${id}-color`)
    }
  })

  it('exist in their variants, drawn as paths in a 240x48 box and named', () => {
    for (const id of ids) {
      for (const variant of clientLogoVariantsOf(id)) {
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
