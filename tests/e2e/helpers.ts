import type { Page } from '@playwright/test'

/** Collects console errors and uncaught exceptions of a page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Whether React has hydrated the element (it carries React's fiber key). */
export function isHydrated(selector: string): boolean {
  const element = document.querySelector(selector)
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
}

/**
 * Waits until React has hydrated the element. Pages hydrate after their first paint
 * (renderer/hydration.ts), and sections below the hero when they come into view, so a test that
 * needs a handler waits for it instead of clicking the prerendered link or button.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(isHydrated, selector)
}

/** Reads the head tags a crawler would see, from the raw HTML. */
export function headOf(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0])
  const decode = (s: string | undefined) =>
    s
      ?.replaceAll('&amp;', '&')
      .replaceAll('&#x27;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
  const meta = (name: string) => {
    const tag = tags(new RegExp(`<meta (?:name|property)="${name}"[^>]*>`, 'g'))[0]
    return tag ? decode(attr(tag, 'content')) : undefined
  }
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    description: meta('description'),
    canonical: tags(/<link rel="canonical"[^>]*>/g).map((t) => attr(t, 'href'))[0],
    alternates: Object.fromEntries(
      tags(/<link rel="alternate" hrefLang="[^"]+"[^>]*>/g).map((t) => [attr(t, 'hrefLang'), attr(t, 'href')]),
    ) as Record<string, string>,
    robots: meta('robots'),
    ogTitle: meta('og:title'),
    ogImage: meta('og:image'),
    ogLocale: meta('og:locale'),
    twitterCard: meta('twitter:card'),
  }
}
