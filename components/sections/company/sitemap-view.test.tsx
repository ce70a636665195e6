// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sitePages } from '../../../content/site/pages'
import { buildSitemapXml, sitemapEntries, sitemapPathsOf } from '../../../lib/feeds/sitemap'
import { groupSitemap, parseSitemap } from '../../../lib/feeds/sitemap-parse'
import { sitemapUi } from '../../../content/strings/blog'
import { LocaleProvider } from '../../../renderer/locale'
import { SitemapView } from './sitemap-view'

afterEach(cleanup)

const entries = sitemapEntries(sitePages())

describe('given the sitemap page body', () => {
  for (const locale of ['nb', 'en'] as const) {
    it(`lists in ${locale} exactly the pages a reader of /sitemap.xml finds`, () => {
      const fromFile = parseSitemap(buildSitemapXml(sitePages()), locale, new DOMParser())
      expect(sitemapPathsOf(entries, locale)).toEqual(fromFile)
    })
  }

  it('shows each section with its links, the services index under other pages', () => {
    render(
      <LocaleProvider locale="en">
        <SitemapView
          sections={groupSitemap(sitemapPathsOf(entries, 'en'), 'en')}
          strings={sitemapUi.en}
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
