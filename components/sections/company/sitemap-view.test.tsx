// @vitest-environment jsdom
import { Readable } from 'node:stream'
import { cleanup, render, screen } from '@testing-library/react'
import { parseSitemap } from 'sitemap'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '../../../content/site/locales'
import { sitePages } from '../../../content/site/pages'
import { localeFromPath } from '../../../content/site/routes'
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
      expect(fromFile.length).toBeGreaterThan(40)
      expect(sitemapPathsOf(entries, locale)).toEqual(fromFile)
    })
  }

  it('shows each section with its links, the services index under other pages', () => {
    render(
      <LocaleProvider locale="en">
        <SitemapView
          sections={groupSitemap(sitemapPathsOf(entries, 'en'), 'en')}
          labels={{ '/en/services/web-design/': 'Web design', '/en/blog/seo/what-is-seo/': 'What is SEO?' }}
        />
      </LocaleProvider>,
    )
    expect(screen.getByRole('link', { name: 'Web design' })).toHaveAttribute('href', '/en/services/web-design/')
    expect(screen.getByRole('link', { name: 'What is SEO?' })).toHaveAttribute('href', '/en/blog/seo/what-is-seo/')
    const services = screen.getByRole('region', { name: 'Services' })
    expect(services.querySelector('a[href="/en/services/"]')).toBeNull()
    expect(screen.getByRole('region', { name: 'Other Pages' }).querySelector('a[href="/en/services/"]')).not.toBeNull()
  })
})
