import { describe, expect, it } from 'vitest'
import { columns, dedupe, groupSitemap } from './sitemap-sections'

describe('grouping the pages into sections', () => {
  it('keeps the first of each path', () => {
    expect(dedupe(['/a/', '/b/', '/a/'])).toEqual(['/a/', '/b/'])
  })

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
