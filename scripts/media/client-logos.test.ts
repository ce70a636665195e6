import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reviewLogos } from '../../content/facts/brands'
import { palette, contrast } from '../../media-src/brand'
import { clientBrands, clientLogo, LOGO_HEIGHT, LOGO_WIDTH, type ClientBrandId } from '../../media-src/client-logos'
import { monoInk } from './client-logos'

const ids = Object.keys(clientBrands) as ClientBrandId[]

describe('the client logotypes (run `npx tsx scripts/media/client-logos.ts` when this fails)', () => {
  it('cover every brand of content/facts/brands.ts, at the size it gives', () => {
    expect(ids.sort()).toEqual(reviewLogos.map((l) => l.id).sort())
    for (const logo of reviewLogos) {
      expect([logo.imageWidth, logo.imageHeight]).toEqual([LOGO_WIDTH, LOGO_HEIGHT])
      expect(clientLogo(logo.id as ClientBrandId).light).toBe(logo.lightSrc)
      expect(clientLogo(logo.id as ClientBrandId).dark).toBe(logo.darkSrc)
    }
  })

  it('exist in all three variants, drawn as paths in a 240x48 box and named', () => {
    for (const id of ids) {
      for (const variant of ['light', 'dark', 'color'] as const) {
        const svg = readFileSync(path.join('public', clientLogo(id)[variant]), 'utf8')
        expect(svg, `${id} ${variant}`).toContain(`viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}"`)
        expect(svg, `${id} ${variant}`).toContain(`<title>${clientBrands[id].name}</title>`)
        expect(svg, `${id} ${variant}`).not.toMatch(/<text|font-family/)
      }
    }
  })

  it('differ from one another in colour', () => {
    const mains = ids.map((id) => clientBrands[id].colors.c1)
    expect(new Set(mains).size).toBe(ids.length)
  })

  it('stand out from the strip in one ink in both themes', () => {
    expect(contrast(monoInk.light, palette.light.bg)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(monoInk.dark, palette.dark.bg)).toBeGreaterThanOrEqual(4.5)
  })
})
