// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { columns, dedupe, groupSitemap, parseSitemap } from './sitemap-parse'

const site = 'https://www.fjordlys.example'
function entry(loc: string, nb: string, en: string): string {
  return `<url><loc>${site}${loc}</loc>
    <xhtml:link rel="alternate" hreflang="nb" href="${site}${nb}"/>
    <xhtml:link rel="alternate" hreflang="en" href="${site}${en}"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="${site}${nb}"/></url>`
}
function sitemap(...entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>`
}

const parser = new DOMParser()

describe('reading sitemap.xml', () => {
  it('takes the Norwegian locs for Norwegian', () => {
    const xml = sitemap(
      entry('/', '/', '/en/'),
      entry('/en/', '/', '/en/'),
      entry('/kontakt/', '/kontakt/', '/en/contact/'),
    )
    expect(parseSitemap(xml, 'nb', parser)).toEqual(['/', '/kontakt/'])
  })

  it('takes English locs and the hreflang en alternates for English, de-duplicated', () => {
    // A sitemap listing only Norwegian locs still yields the English pages through the alternates.
    const xml = sitemap(
      entry('/', '/', '/en/'),
      entry('/kontakt/', '/kontakt/', '/en/contact/'),
      entry('/en/', '/', '/en/'),
    )
    expect(parseSitemap(xml, 'en', parser)).toEqual(['/en/', '/en/contact/'])
  })

  it('throws on text that is not a sitemap, so the page stays loading', () => {
    expect(() => parseSitemap('<html><body>Not found</body></html>', 'nb', parser)).toThrow(/urlset/)
    expect(() => parseSitemap('<urlset><url>', 'nb', parser)).toThrow(/well-formed/)
  })

  it('keeps the first of each path', () => {
    expect(dedupe(['/a/', '/b/', '/a/'])).toEqual(['/a/', '/b/'])
  })
})

describe('grouping the pages into sections', () => {
  it('sorts Norwegian pages, counting blog posts only at 3 or more segments', () => {
    const sections = groupSitemap(
      [
        '/',
        '/tjenester/',
        '/tjenester/webdesign/',
        '/tjenester/seo-optimalisering/',
        '/wordpress-plugins/',
        '/wordpress-plugins/tekst-til-tale/',
        '/blogg/',
        '/blogg/seo/',
        '/blogg/seo/hva-er-seo/',
        '/blogg/seo/hva-er-seo/',
        '/om-oss/',
        '/kontakt/',
        '/personvern/',
        '/sidekart/',
        '/prosjekter/',
        '/stillinger/seo-aeo-ekspert/',
        '/en/blog/seo/what-is-seo/',
      ],
      'nb',
    )
    expect(sections).toEqual({
      services: ['/tjenester/webdesign/', '/tjenester/seo-optimalisering/'],
      plugins: ['/wordpress-plugins/', '/wordpress-plugins/tekst-til-tale/'],
      blog: { index: ['/blogg/'], categories: ['/blogg/seo/'], posts: ['/blogg/seo/hva-er-seo/'] },
      about: ['/om-oss/'],
      contact: ['/kontakt/'],
      privacy: ['/personvern/'],
      sitemap: ['/sidekart/'],
      home: ['/'],
      other: ['/tjenester/', '/prosjekter/', '/stillinger/seo-aeo-ekspert/'],
    })
  })

  it('sorts English pages, counting blog posts only at 4 or more segments', () => {
    const sections = groupSitemap(
      [
        '/en/',
        '/en/services/',
        '/en/services/web-design/',
        '/en/blog/',
        '/en/blog/misc/',
        '/en/blog/misc/litespeed-server/',
        '/blogg/annet/',
      ],
      'en',
    )
    expect(sections.services).toEqual(['/en/services/web-design/'])
    expect(sections.blog).toEqual({
      index: ['/en/blog/'],
      categories: ['/en/blog/misc/'],
      posts: ['/en/blog/misc/litespeed-server/'],
    })
    expect(sections.other).toEqual(['/en/services/'])
    expect(sections.home).toEqual(['/en/'])
  })

  it('splits the posts into three equal columns', () => {
    expect(columns([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]])
    expect(columns([1, 2, 3, 4, 5, 6], 3)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ])
    expect(columns([], 3)).toEqual([[], [], []])
  })
})
