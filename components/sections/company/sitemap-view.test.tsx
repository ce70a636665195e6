// @vitest-environment jsdom
import { Readable } from 'node:stream'
import { cleanup, render, screen } from '@testing-library/react'
import { parseSitemap } from 'sitemap'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '../../../content/site/locales'
import { sitePages } from '../../../content/site/pages'
import { localeFromPath, pathFor } from '../../../content/site/routes'
import { sitemapUi } from '../../../content/strings/sitemap'
import { buildSitemapXml, sitemapEntries, sitemapPathsOf } from '../../../lib/feeds/sitemap'
import { dedupe, groupSitemap } from '../../../lib/feeds/sitemap-sections'
import { LocaleProvider } from '../../../renderer/locale'
import { SitemapView } from './sitemap-view'

afterEach(cleanup)

const entries = sitemapEntries(sitePages())

/**
 * What a reader of /sitemap.xml finds for one language, read with the `sitemap` library's parser:
 * the pages whose `loc` is in that language and, for English, every English alternate too (a
 * Norwegian entry names its English twin), each once, in order.
 */
async function pagesInFile(xml: string, locale: Locale): Promise<string[]> {
  const found: string[] = []
  for (const item of await parseSitemap(Readable.from([xml]))) {
    const urls = [
      item.url,
      ...(locale === 'en' ? item.links.filter((link) => link.lang === 'en').map((link) => link.url) : []),
    ]
    for (const url of urls) {
      const path = new URL(url).pathname
      if (localeFromPath(path) === locale) found.push(path)
    }
  }
  return dedupe(found)
}

describe('given the sitemap page body', () => {
  for (const locale of ['nb', 'en'] as const) {
    it(`lists in ${locale} exactly the pages a reader of /sitemap.xml finds`, async () => {
      const fromFile = await pagesInFile(await buildSitemapXml(sitePages()), locale)
      // Every indexable page of the language, the home page among them, whatever pages the content makes.
      const pages = sitePages().filter((page) => page.indexable && page.locale === locale)
      expect(pages.map((page) => page.path)).toContain(pathFor('home', locale))
      expect(fromFile).toEqual(expect.arrayContaining(pages.map((page) => page.path)))
      expect(sitemapPathsOf(entries, locale)).toEqual(fromFile)
    })
  }

  it('shows each section with its links, the services index under other pages', () => {
    const sections = groupSitemap(sitemapPathsOf(entries, 'en'), 'en')
    // A service's and a post's page as the page names them, by labels of the test's own.
    const service = sections.services[0]
    const post = sections.blog.posts[0]
    expect(service).toBeDefined()
    const labels: Record<string, string> = { [service!]: 'A service' }
    if (post) labels[post] = 'A post'
    render(
      <LocaleProvider locale="en">
        <SitemapView sections={sections} labels={labels} />
      </LocaleProvider>,
    )
    for (const [path, label] of Object.entries(labels))
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', path)
    const services = screen.getByRole('region', { name: sitemapUi.en.services })
    expect(services.querySelectorAll('a')).toHaveLength(sections.services.length)
    const index = pathFor('services', 'en')
    expect(services.querySelector(`a[href="${index}"]`)).toBeNull()
    expect(screen.getByRole('region', { name: sitemapUi.en.other }).querySelector(`a[href="${index}"]`)).not.toBeNull()
  })
})
