import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { caseStudies } from '../../content/pages/case-studies'
import { caseStudyIds } from '../../content/pages/case-studies/slugs'
import { contentImage } from '../../content/loader/images'
import { deviceFrames } from '../../media-src/case-sites'
import { clientBrands } from '../../media-src/client-logos'
import { screenshotFile, screenshotsFolder, siteIds, sitesDir, viewports } from './case-screenshots'

const ids = siteIds()

describe('the case sites and their screenshots', () => {
  it('exist for every client with a case study, one site each, in its brand', () => {
    expect(ids).toEqual([...caseStudyIds()].sort())
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

  it("are the case files' screenshots, at the rendered sizes", () => {
    for (const study of caseStudies.nb) {
      for (const [name, viewport] of Object.entries(viewports) as [
        keyof typeof viewports,
        (typeof viewports)['desktop'],
      ][]) {
        const rendered = contentImage(`${screenshotsFolder}/${screenshotFile(study.id, name)}`).asset
        expect(study.site[name], `${study.id} ${name}`).toEqual(rendered)
        expect(rendered.width, `${study.id} ${name}`).toBe(viewport.width * viewport.deviceScaleFactor)
        expect(rendered.height, `${study.id} ${name}`).toBe(viewport.height * viewport.deviceScaleFactor)
      }
    }
  })

  it('describe both screenshots in both languages, naming the client', () => {
    for (const locale of ['nb', 'en'] as const) {
      for (const study of caseStudies[locale]) {
        for (const shot of ['desktop', 'phone'] as const) {
          expect(study.site.alt[shot].length, `${study.id} ${shot}`).toBeGreaterThan(40)
          expect(study.site.alt[shot], `${study.id} ${shot}`).toContain(
            clientBrands[study.id as keyof typeof clientBrands].name,
          )
        }
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
