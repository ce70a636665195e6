import { describe, expect, it } from 'vitest'
import { sitePages } from '../../content/site/pages'
import { settings } from '../../content/site/settings'
import { defaultOgImagePath, ogImagePath } from '../../renderer/head'
import { cardTitle, titleSize } from './og-images'

describe('the Open Graph image of a page', () => {
  it('is named after the page path, one flat file per page', () => {
    expect(ogImagePath('/')).toBe('/og/index.png')
    expect(ogImagePath('/en/')).toBe('/og/en.png')
    expect(ogImagePath('/tjenester/webdesign/')).toBe('/og/tjenester--webdesign.png')
    expect(ogImagePath('/en/services/web-design/')).toBe('/og/en--services--web-design.png')
    expect(ogImagePath('/blogg/seo/hva-er-seo/')).toBe('/og/blogg--seo--hva-er-seo.png')
  })

  it('keeps file names to safe characters', () => {
    expect(ogImagePath('/Om Oss/Ærlig/')).toMatch(/^\/og\/[a-z0-9-]+\.png$/)
  })

  it('gives every page of both languages its own file, and none a default name', () => {
    const names = sitePages().map((page) => ogImagePath(page.path))
    expect(new Set(names).size).toBe(names.length)
    expect(names).not.toContain(defaultOgImagePath('nb'))
    expect(names).not.toContain(defaultOgImagePath('en'))
  })

  it('has a default per locale for the 404 pages', () => {
    expect(defaultOgImagePath('nb')).toBe('/og/default-nb.png')
    expect(defaultOgImagePath('en')).toBe('/og/default-en.png')
  })
})

describe('the title on a card', () => {
  const brand = settings.brandName

  it('is the page title without the brand around it', () => {
    expect(cardTitle(`<title>Tjenester | ${brand}</title>`)).toBe('Tjenester')
    expect(cardTitle(`<title>${brand}: Nettsider som virker</title>`)).toBe('Nettsider som virker')
  })

  it('prefers og:title and decodes entities', () => {
    const html = `<title>x</title><meta property="og:title" content="SEO &amp; AEO: &quot;svar&quot; | ${brand}">`
    expect(cardTitle(html)).toBe('SEO & AEO: "svar"')
    expect(cardTitle(`<title>Who we&#x27;are | ${brand}</title>`)).toBe("Who we'are")
  })

  it('is missing when the page has no title', () => {
    expect(cardTitle('<html></html>')).toBeUndefined()
  })

  it('gets smaller as it gets longer', () => {
    expect(titleSize('Kort')).toBeGreaterThan(titleSize('En mye lengre tittel som går over flere linjer på kortet'))
  })
})
