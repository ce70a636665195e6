import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { caseStudyIds } from '../../content/pages/case-studies/slugs'
import { caseSites, deviceFrames, type CaseClientId } from '../../media-src/case-sites'
import { clientBrands } from '../../media-src/client-logos'
import { images } from '../../media-src/manifest'
import { screenshotFile, siteIds, sitesDir, viewports } from './case-screenshots'

const ids = Object.keys(caseSites) as CaseClientId[]

describe('the case sites and their screenshots', () => {
  it('exist for every client with a case study, one site each, in its brand', () => {
    expect([...ids].sort()).toEqual([...caseStudyIds].sort())
    expect(siteIds()).toEqual([...ids].sort())
    for (const id of ids) expect(Object.keys(clientBrands), id).toContain(id)
  })

  it('show the client its own logo and speak Norwegian', () => {
    for (const id of ids) {
      const html = readFileSync(path.join(sitesDir, id, 'index.html'), 'utf8')
      expect(html, id).toContain('<html lang="nb">')
      const logo = new RegExp(`src="([^"]*/customers/${id}-[a-z]+\\.svg)"`).exec(html)?.[1]
      expect(logo, id).toBeDefined()
      expect(existsSync(path.join(sitesDir, id, logo!)), logo).toBe(true)
    }
  })

  it('differ in type: no two sites share their first font', () => {
    const fonts = ids.map((id) => {
      const html = readFileSync(path.join(sitesDir, id, 'index.html'), 'utf8')
      return /font-family: '([^']+)'/.exec(html)?.[1]
    })
    expect(new Set(fonts).size).toBe(ids.length)
  })

  it('have a desktop and a phone image in the manifest at the rendered sizes', () => {
    for (const id of ids) {
      const site = caseSites[id]
      for (const [name, viewport] of Object.entries(viewports)) {
        const image = images[name === 'desktop' ? site.desktop : site.phone]
        expect(image, `${id} ${name}`).toBeDefined()
        expect(image.width, `${id} ${name}`).toBe(viewport.width * viewport.deviceScaleFactor)
        expect(image.height, `${id} ${name}`).toBe(viewport.height * viewport.deviceScaleFactor)
        expect(`${name === 'desktop' ? site.desktop : site.phone}.jpg`).toBe(
          screenshotFile(id, name as keyof typeof viewports),
        )
      }
    }
  })

  it('describe both screenshots in both languages', () => {
    for (const id of ids) {
      for (const shot of ['desktop', 'phone'] as const) {
        expect(caseSites[id].alt[shot].nb.length, `${id} ${shot}`).toBeGreaterThan(40)
        expect(caseSites[id].alt[shot].en.length, `${id} ${shot}`).toBeGreaterThan(40)
        expect(caseSites[id].alt[shot].nb, `${id} ${shot}`).toContain(clientBrands[id].name)
      }
    }
  })

  it('have device frames whose screen fits the phone screenshot', () => {
    const { screen } = deviceFrames.phone
    expect(screen.width / screen.height).toBeCloseTo(viewports.phone.width / viewports.phone.height, 5)
    expect(deviceFrames.browserBar.width).toBe(viewports.desktop.width)
    // The screen's corners are inside the body's, with the rim between them.
    expect(deviceFrames.phone.radius - screen.radius).toBeCloseTo(screen.x, 5)
  })
})
