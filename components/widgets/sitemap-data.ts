import { useEffect, useState } from 'react'
import type { Locale } from '../../content/locales'
import { groupSitemap, parseSitemap, type SitemapSections } from '../../content/sitemap-parse'

export type SitemapState =
  | { status: 'loading' }
  | { status: 'ready'; sections: SitemapSections }
  /** Reading failed: the page stays on its loading view, silently (spec section 8). */
  | { status: 'failed' }

/** The address read, with a timestamp so no cache answers with an old sitemap. */
export function sitemapRequestUrl(now: number = Date.now()): string {
  return `/sitemap.xml?${now}`
}

/** Reads and groups /sitemap.xml once: loading, then ready or failed. */
export function useSitemap(locale: Locale): SitemapState {
  const [state, setState] = useState<SitemapState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    fetch(sitemapRequestUrl(), { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`sitemap.xml answered ${response.status}`)
        return response.text()
      })
      .then((xml) => {
        const paths = parseSitemap(xml, locale, new DOMParser())
        setState({ status: 'ready', sections: groupSitemap(paths, locale) })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' })
      })
    return () => controller.abort()
  }, [locale])
  return state
}
