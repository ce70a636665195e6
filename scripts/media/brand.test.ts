import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { brandFiles, contrast, contrastPairs, logoColors, palette } from '../../media-src/brand'
import { inlineLogo } from '../../media-src/brand-logo'
import { markSvg } from './brand-mark'
import { iconSvg, webManifest } from './make-icons'

describe('the brand palette', () => {
  it('computes WCAG contrast as the standard does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrast('#ffffff', '#ffffff')).toBe(1)
  })

  it('gives every text/background pair of both themes at least 4.5:1', () => {
    for (const pair of contrastPairs()) {
      expect(pair.ratio, `${pair.theme}: ${pair.text} on ${pair.background}`).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('has the same token names in both themes', () => {
    expect(Object.keys(palette.dark).sort()).toEqual(Object.keys(palette.light).sort())
  })
})

describe('the brand files (run `npx tsx scripts/media/make-brand.ts` when this fails)', () => {
  it('exist with the sizes media-src/brand.ts gives', () => {
    for (const file of Object.values(brandFiles)) {
      const svg = readFileSync(path.join('public', file.src), 'utf8')
      expect(svg, file.src).toContain(`viewBox="0 0 ${file.width} ${file.height}"`)
    }
  })

  it('draw text as paths, so no font is needed to show them', () => {
    for (const file of Object.values(brandFiles)) {
      expect(readFileSync(path.join('public', file.src), 'utf8'), file.src).not.toMatch(/<text/)
    }
  })

  it('have a favicon that is the current mark', () => {
    const favicon = readFileSync('public/favicon.svg', 'utf8')
    expect(favicon.trim()).toBe(markSvg(48).replace(/ width="48" height="48"/, ''))
  })

  it('have a logo per theme with the mark and a title', () => {
    for (const theme of ['light', 'dark'] as const) {
      const svg = readFileSync(`public/brand/logo-${theme}.svg`, 'utf8')
      expect(svg).toContain('<title>Fjordlys Digital</title>')
      expect(svg).toContain(palette[theme].fg)
    }
  })
})

/** An SVG drawn at `width` pixels, as RGBA bytes. */
function pixels(svg: string, width: number): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().pixels
}

describe('the logo the pages inline (media-src/brand-logo.ts)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`draws the same picture as public/brand/logo-${theme}.svg in the ${theme} theme's colours`, () => {
      // The theme's colours in place of the CSS variables the page sets on <html>.
      const colored = (markup: string) =>
        markup.replace(
          /var\(--fj-logo-(\w+)\)/g,
          (_, role: keyof (typeof logoColors)['light']) => logoColors[theme][role],
        )
      const inline =
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${inlineLogo.width} ${inlineLogo.height}">` +
        `<defs>${inlineLogo.defs}</defs>${colored(inlineLogo.shapes)}</svg>`
      const file = readFileSync(`public/brand/logo-${theme}.svg`, 'utf8')
      // Three times the logo's size, as on the densest phone screens.
      const width = 3 * brandFiles.logoLight.width
      const [a, b] = [pixels(inline, width), pixels(file, width)]
      expect(a.length).toBe(b.length)
      let differing = 0
      for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 8) differing++
      // Edge pixels may round differently (the inline paths are written relative); nothing more.
      expect(differing / a.length).toBeLessThan(0.001)
    })
  }

  it('uses ids of its own and colours the theme switches, and no text', () => {
    const markup = inlineLogo.defs + inlineLogo.shapes
    for (const id of markup.matchAll(/ id="([^"]+)"/g)) expect(id[1]).toMatch(/^fl-/)
    for (const role of Object.keys(logoColors.light)) expect(markup).toContain(`var(--fj-logo-${role})`)
    expect(markup).not.toMatch(/<text|<title/)
    expect([inlineLogo.width, inlineLogo.height]).toEqual([brandFiles.logoLight.width, brandFiles.logoLight.height])
  })
})

describe('the app icons', () => {
  it('are listed in the web manifest and exist', () => {
    for (const icon of webManifest().icons) expect(existsSync(path.join('public', icon.src)), icon.src).toBe(true)
  })

  it('draw the mark', () => {
    expect(iconSvg(512, { rounded: true, inset: 0 })).toContain('viewBox="0 0 48 48"')
  })
})
