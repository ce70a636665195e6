import { expect, type Locator, type Page } from '@playwright/test'

/** Collects console errors and uncaught exceptions of a page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** The element of the island that holds `locator` (components/islands/island.tsx). */
export function islandOf(locator: Locator): Locator {
  return locator.locator('xpath=ancestor-or-self::*[@data-island][1]')
}

/**
 * Waits until the island that holds `locator` is live: the islands runtime marks it
 * `data-hydrated`. Islands hold a tap made before that and replay it, so a test needs this only
 * to check something about the live island itself, not to click safely.
 */
export async function islandLive(locator: Locator): Promise<void> {
  await expect(islandOf(locator)).toHaveAttribute('data-hydrated', '')
}

/** Waits until the page's script has started: from then on a contact CTA opens the dialog. */
export async function pageScriptStarted(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'started')
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
