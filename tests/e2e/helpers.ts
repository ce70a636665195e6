import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import type { Theme } from '../../renderer/theme'
import { renderEveryBand } from '../browser'
import { sitePages } from '../../content/site/pages'
import { locales, type Locale } from '../../content/site/locales'
import { serviceDirectory } from '../../content/pages/services/directory'
import { servicePath } from '../../content/pages/services/links'
import { builtPages, fileSize, readText } from '../../scripts/quality/site-files'

/**
 * Chromium's report of a page-to-page cross-fade it skipped (renderer/site.css, `@view-transition`):
 * when a loaded machine shows the next page before the cross-fade could start, the browser rejects
 * the transition's promise, which no script of the site made, and the page simply appears without
 * the fade. Nothing is wrong for the visitor. Catching it in the page would take a listener in the
 * head's inline script, on every page, within the first-load script budget; the tests set this
 * one message aside instead, by its exact text, and still count every other error.
 */
export const skippedCrossFade =
  /^(Uncaught \(in promise\) )?(InvalidStateError: )?Transition was aborted because of invalid state\. Page already revealed$/

/** Collects console errors and uncaught exceptions of a page (all but a skipped cross-fade). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  const keep = (text: string) => {
    if (!skippedCrossFade.test(text)) errors.push(text)
  }
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text())
  })
  page.on('pageerror', (error) => keep(error.message))
  return errors
}

/** Waits until the page shows `theme`: the dark theme is the `dark` class on <html> (renderer/theme.ts). */
export async function expectTheme(page: Page, theme: Theme, message?: string): Promise<void> {
  const html = expect(page.locator('html'), message)
  await (theme === 'dark' ? html : html.not).toHaveClass(/(^|\s)dark(\s|$)/)
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

/** A JSON-LD node: its `@type` and the fields of that type. */
export type JsonLdNode = Record<string, unknown>

function nodesOf(blocks: readonly string[]): JsonLdNode[] {
  return blocks.flatMap((text) => {
    const value = JSON.parse(text) as JsonLdNode | JsonLdNode[]
    return Array.isArray(value) ? value : [value]
  })
}

/** Every JSON-LD node in a page's HTML as served (a block may hold one node or a list). */
export function jsonLdOf(html: string): JsonLdNode[] {
  return nodesOf([...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!))
}

/** Every JSON-LD node of the open page. */
export async function jsonLdOfPage(page: Page): Promise<JsonLdNode[]> {
  return nodesOf(await page.locator('script[type="application/ld+json"]').allTextContents())
}

/** The nodes of one `@type`. */
export const ofType = (nodes: JsonLdNode[], type: string) => nodes.filter((node) => node['@type'] === type)

/** How long a step of `scrollThrough` waits for a frame that does not come. */
const frameStallMs = 200

/**
 * Scrolls to the bottom half a screen at a time, letting the page render three frames after each
 * step (a band near the viewport is drawn in one frame, and the islands in it are seen in the
 * next), so that every band is drawn and every island that starts when it is near the viewport has
 * started. The page grows as its bands are drawn, so its height is read again at each step. All of
 * it runs in the page: one round trip, however long the page.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async (stallMs) => {
    // A frame, or a fifth of a second when none comes sooner: on a machine busy with other tests a
    // page's frames can stall for seconds (one run's test timed out here), and a step's wait is
    // for the page's drawing to catch up, which the height read below forces in any case.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve)
        setTimeout(resolve, stallMs)
      })
    const frames = async () => {
      for (let i = 0; i < 3; i++) await frame()
    }
    for (let step = 0; step < 200; step++) {
      window.scrollBy(0, Math.round(window.innerHeight / 2))
      await frames()
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) return
    }
  }, frameStallMs)
}

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * Asks for every image of the page now, lazy ones included, and waits until each has arrived (or
 * failed). Arrived is what these tests ask about: the request, the file's type and its natural
 * size. Decoding, which a browser does only for what it paints, is left out: forcing it for every
 * picture of a page was most of such a test's time beside the other tests.
 */
export async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const all = [...document.images]
    for (const img of all) img.loading = 'eager'
    await Promise.all(
      all.map((img) =>
        img.complete
          ? undefined
          : new Promise((settle) => {
              img.addEventListener('load', settle, { once: true })
              img.addEventListener('error', settle, { once: true })
            }),
      ),
    )
  })
}

/**
 * The rules whose outcome depends on the colour theme. The light and the dark theme render the
 * same elements with the same names and roles; only colours differ, so a page checked with every
 * rule in one theme needs only these in the other.
 */
export const colourRules = ['color-contrast', 'link-in-text-block']

/**
 * axe-core's violations on the open page, or inside `include`, one line each: `where`, the rule,
 * its impact and help, and up to three of the elements. Every band of the page is rendered first,
 * so that contrast is measured on all of it, not only on what is near the viewport. `rules` runs
 * only those rules instead of every rule of the tags above.
 *
 * axe runs inside the page (axe.run) rather than in parts joined in a second, blank page: that
 * second page costs about half a second a call, and its only gain, checking frames of another
 * origin, does not apply to a site that embeds no frames.
 */
export async function axeViolations(
  page: Page,
  where: string,
  options: { include?: string; rules?: string[] } = {},
): Promise<string[]> {
  await page.addStyleTag({ content: renderEveryBand })
  // Only violations are read: axe then keeps no node list for the rules a page passes, which
  // spares it building a selector and an HTML snippet for every element checked.
  let axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
  axe = options.rules ? axe.withRules(options.rules) : axe.withTags(axeTags)
  if (options.include) axe = axe.include(options.include)
  const results = await axe.analyze()
  return results.violations.map((violation) => {
    const targets = violation.nodes
      .map((node) => node.target.join(' '))
      .slice(0, 3)
      .join(' | ')
    return `${where}: ${violation.id} (${violation.impact}): ${violation.help} — ${targets}`
  })
}

/**
 * One built page of each kind, for checks whose outcome the page's template decides: per route of
 * the site (content/site/pages.ts) the page with the most HTML, so the most of its template's
 * parts and of the content's elements (the longest post, the case with the most sections), the
 * routes taking turns between the languages; then every built page that belongs to no route and
 * names none as its canonical address (the 404 pages) on its own. The English job pages that also
 * answer at their Norwegian slugs are a job page's kind: their canonical address is the job's.
 */
export function onePageOfEachKind(): string[] {
  const built = new Map(builtPages().map((page) => [page.urlPath, page.file]))
  const pages = sitePages().filter((page) => built.has(page.path))
  const size = (path: string) => fileSize(built.get(path)!)
  const kinds = [...new Set(pages.map((page) => page.id))].map((id, i) => {
    const ofKind = pages.filter((page) => page.id === id)
    const inLocale = ofKind.filter((page) => page.locale === locales[i % locales.length])
    return (inLocale.length > 0 ? inLocale : ofKind)
      .map((page) => page.path)
      .reduce((largest, path) => (size(path) > size(largest) ? path : largest))
  })
  const routed = new Set(pages.map((page) => page.path))
  // A page that names a routed page as its canonical address is that page's kind shown elsewhere.
  const canonicalOf = (file: string) =>
    /<link rel="canonical" href="([^"]+)"/.exec(readText(file))?.[1]?.replace(/^https?:\/\/[^/]+/, '')
  const unrouted = [...built].filter(([path, file]) => !routed.has(path) && !routed.has(canonicalOf(file) ?? ''))
  return [...kinds, ...unrouted.map(([path]) => path)]
}

/** Text as React writes it into a page's HTML: the characters it escapes, escaped. */
export function htmlEscaped(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
}

/**
 * The services of content/services/ whose contact buttons ask for a topic of their own, in the
 * services' order: each with that topic and its page in each language. Specs that follow a service
 * page's contact button take one of these, not a service named by hand.
 */
export function servicesWithOwnTopic(): { id: string; topic: string; path: Record<Locale, string> }[] {
  return serviceDirectory.flatMap((service) =>
    service.contactTopic
      ? [
          {
            id: service.id,
            topic: service.contactTopic.id,
            path: Object.fromEntries(locales.map((locale) => [locale, servicePath(service.id, locale)])) as Record<
              Locale,
              string
            >,
          },
        ]
      : [],
  )
}
