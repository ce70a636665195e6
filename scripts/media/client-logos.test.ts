import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { brandName, colorLogo, customersFile, reviewLogos } from '../../content/facts/brands'
import { contentImage } from '../../content/loader/images'
import { palette, contrast } from '../../media-src/brand'
import { caseStudyIds } from '../../content/pages/case-studies/slugs'
import {
  clientBrands,
  clientLogoFile,
  clientLogoFolder,
  clientLogoVariantsOf,
  LOGO_HEIGHT,
  LOGO_WIDTH,
  type ClientBrandId,
} from '../../media-src/client-logos'
import { monoInk } from './client-logos'

const ids = Object.keys(clientBrands) as ClientBrandId[]

describe('the client logotypes (run `npx tsx scripts/media/client-logos.ts` when this fails)', () => {
  it("are every customer's logos in content/customers.yml, at 240x48, under the customer's name", () => {
    expect(ids.sort()).toEqual(reviewLogos.map((l) => l.id).sort())
    const named = new Map(customersFile.get().customers.map((c) => [c.id, c]))
    for (const id of ids) {
      expect(clientBrands[id].name, id).toBe(brandName(id))
      for (const variant of clientLogoVariantsOf(id)) {
        const file = `${clientLogoFolder}/${clientLogoFile(id, variant)}`
        const asset = contentImage(file).asset
        expect(asset, file).toMatchObject({ width: LOGO_WIDTH, height: LOGO_HEIGHT })
        expect(named.get(id)!.logo[variant], file).toEqual(asset)
      }
    }
    // The colour variant is a case page's: a client with a case study has one, no other customer does.
    for (const id of ids) expect(Boolean(colorLogo(id)), id).toBe(caseStudyIds().includes(id))
  })

  it('exist in their variants, drawn as paths in a 240x48 box and named', () => {
    for (const id of ids) {
      for (const variant of clientLogoVariantsOf(id)) {
        const svg = readFileSync(path.join('content', clientLogoFolder, clientLogoFile(id, variant)), 'utf8')
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
