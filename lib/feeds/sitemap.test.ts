import { beforeAll, describe, expect, it } from 'vitest'
import { sitePages } from '../../content/site/pages'
import { pathFor } from '../../content/site/routes'
import { buildRobotsTxt, buildSitemapXml } from './sitemap'

describe('sitemap.xml', () => {
  const pages = sitePages()
  let xml = ''
  let entries: string[] = []
  beforeAll(async () => {
    xml = await buildSitemapXml(pages, 'https://example.test')
    entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!)
  })

  it('is a sitemap protocol urlset with the xhtml namespace for alternates', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })

  it('lists every indexable page once, with an absolute loc', () => {
    const locs = entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)![1])
    expect(locs).toEqual(pages.filter((p) => p.indexable).map((p) => `https://example.test${p.path}`))
    expect(new Set(locs).size).toBe(locs.length)
    // Every blog post, in both languages.
    const posts = pages.filter((p) => p.id === 'blogPost')
    expect(posts.length).toBeGreaterThan(0)
    for (const post of posts) expect(locs).toContain(`https://example.test${post.path}`)
    expect(locs).not.toContain('https://example.test/kundeportal/')
  })

  it('gives every entry nb, en and x-default alternates', () => {
    for (const e of entries) {
      const langs = [...e.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])
      expect(langs).toEqual(['nb', 'en', 'x-default'])
    }
    // An English post names its Norwegian twin.
    for (const page of pages.filter((p) => p.id === 'blogPost' && p.locale === 'en')) {
      const twin = pathFor('blogPost', 'nb', page.twinParams.nb)
      const post = entries.find((e) => e.includes(`<loc>https://example.test${page.path}</loc>`))!
      expect(post, page.path).toContain(`hreflang="nb" href="https://example.test${twin}"`)
    }
  })

  it('is named by robots.txt', () => {
    expect(buildRobotsTxt('https://example.test')).toContain('Sitemap: https://example.test/sitemap.xml')
  })
})
