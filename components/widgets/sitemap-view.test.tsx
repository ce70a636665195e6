// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sitemapUi } from '../../content/ui-blog'
import { LocaleProvider } from '../../renderer/locale'
import { SitemapView } from './sitemap-view'

const site = 'https://www.fjordlys.example'
const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url><loc>${site}/</loc><xhtml:link rel="alternate" hreflang="en" href="${site}/en/"/></url>
  <url><loc>${site}/tjenester/</loc><xhtml:link rel="alternate" hreflang="en" href="${site}/en/services/"/></url>
  <url><loc>${site}/tjenester/webdesign/</loc><xhtml:link rel="alternate" hreflang="en" href="${site}/en/services/web-design/"/></url>
  <url><loc>${site}/blogg/seo/hva-er-seo/</loc><xhtml:link rel="alternate" hreflang="en" href="${site}/en/blog/seo/what-is-seo/"/></url>
</urlset>`

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderView() {
  return render(
    <LocaleProvider locale="en">
      <SitemapView
        strings={sitemapUi.en}
        labels={{ '/en/services/web-design/': 'Web design', '/en/blog/seo/what-is-seo/': 'What is SEO?' }}
      />
    </LocaleProvider>,
  )
}

describe('given the sitemap page body', () => {
  it('shows the loading line, reads /sitemap.xml with a timestamp, then shows the sections', async () => {
    let answer: (value: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    renderView()
    expect(screen.getByRole('status')).toHaveTextContent('Loading sitemap data...')
    expect(String(fetchMock.mock.calls[0]![0 as never])).toMatch(/^\/sitemap\.xml\?\d+$/)
    answer(new Response(xml, { status: 200 }))
    await waitFor(() => expect(screen.getByTestId('sitemap-full')).toBeInTheDocument())
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByRole('link', { name: 'Web design' })).toHaveAttribute('href', '/en/services/web-design/')
    expect(screen.getByRole('link', { name: 'What is SEO?' })).toHaveAttribute('href', '/en/blog/seo/what-is-seo/')
    // The services index is not a service entry; it is listed under other pages.
    expect(screen.getByRole('region', { name: 'Services' }).querySelectorAll('a')).toHaveLength(1)
    expect(screen.getByRole('region', { name: 'Other Pages' })).toHaveTextContent('Services')
  })

  it.each([
    ['the request fails', () => Promise.reject(new TypeError('offline'))],
    ['the server answers 500', () => Promise.resolve(new Response('oops', { status: 500 }))],
    ['the answer is not a sitemap', () => Promise.resolve(new Response('<html></html>', { status: 200 }))],
  ])('stays on the loading line, silently, when %s', async (_, fetcher) => {
    const error = vi.spyOn(console, 'error')
    vi.stubGlobal('fetch', vi.fn(fetcher))
    const { container } = renderView()
    await waitFor(() => expect(container.querySelector('[data-state="failed"]')).not.toBeNull())
    expect(screen.getByRole('status')).toHaveTextContent('Loading sitemap data...')
    expect(screen.queryByTestId('sitemap-full')).toBeNull()
    expect(error).not.toHaveBeenCalled()
  })
})
