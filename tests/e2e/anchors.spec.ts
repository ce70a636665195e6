/**
 * In-page links land on their targets: the links to a `#fragment` of the site's pages, collected
 * from the built HTML, at a phone's width in the light theme and a desktop's in the dark. Each
 * target is checked twice: opened at its address (as a link from another page or a shared address
 * opens it), and reached by following the link on its own page, as a visitor clicks it, from a
 * freshly loaded page. After the scroll has come to rest the target's top must be in view and not
 * under the sticky header.
 *
 * The pages lay out their lower bands only when they near the viewport (content-visibility in
 * renderer/+Layout.tsx), with a guessed height until then: a jump computed from the guesses lands
 * hundreds of pixels off, which is what this suite would catch.
 */
import { expect, test, type Page } from '@playwright/test'
import { sitePages } from '../../content/site/pages'
import { builtOrigin, builtPages, clientDir, linksOf, readText } from '../../scripts/quality/site-files'

/** The skip link's target, on every page. */
const skipTarget = '#main'

/** Per page: the fragments its own links point at, and the fragments links elsewhere open it at. */
const anchors = new Map<string, { clicked: Set<string>; opened: Set<string> }>()
const entry = (path: string) => {
  let found = anchors.get(path)
  if (!found) anchors.set(path, (found = { clicked: new Set(), opened: new Set() }))
  return found
}
for (const { urlPath, file } of builtPages(clientDir())) {
  for (const { url } of linksOf(readText(file), urlPath)) {
    // The skip link (#main) is every page's, from the layout, and its target sits above every band
    // of the page: it is followed once, below.
    if (url.origin !== builtOrigin || url.hash.length < 2 || url.hash === skipTarget) continue
    if (url.pathname === urlPath) entry(urlPath).clicked.add(url.hash)
    entry(url.pathname).opened.add(url.hash)
  }
}
anchors.values().next().value?.clicked.add(skipTarget)

/**
 * Pages of one route share their template, so a fragment lands or misses on all of them alike: each
 * fragment is checked on the first page of each route that has it (opened and clicked apart), not
 * on every post and service page again; and on a page, one fragment per band of the page
 * (`lastInEachBand` below).
 */
const routeOf = new Map(sitePages().map((page) => [page.path, page.id as string]))
const seen = new Set<string>()
const firstOfRoute = (path: string, how: string, hash: string) => {
  const key = `${routeOf.get(path) ?? path}|${how}|${hash}`
  if (seen.has(key)) return false
  seen.add(key)
  return true
}
for (const [path, { clicked, opened }] of anchors) {
  for (const hash of [...opened]) if (!firstOfRoute(path, 'opened', hash)) opened.delete(hash)
  for (const hash of [...clicked]) if (!firstOfRoute(path, 'clicked', hash)) clicked.delete(hash)
  if (opened.size + clicked.size === 0) anchors.delete(path)
}

/**
 * A phone's and a desktop's width, one in each theme: the themes differ only in colour, so a jump
 * lands alike in both, and each theme is still seen once.
 */
const sizes = [
  { viewport: { width: 390, height: 844 }, theme: 'light' },
  { viewport: { width: 1440, height: 900 }, theme: 'dark' },
] as const

/** Waits until the page has loaded and has not scrolled for `frames` animation frames in a row. */
async function scrollAtRest(page: Page, frames = 12): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete')
  await page.evaluate(
    (needed) =>
      new Promise<void>((resolve) => {
        let last = Number.NaN
        let still = 0
        const tick = () => {
          if (window.scrollY === last) still += 1
          else {
            still = 0
            last = window.scrollY
          }
          if (still >= needed) resolve()
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
    frames,
  )
}

/** Where `hash`'s target is once the scroll has stopped, against the viewport and the header. */
async function landing(page: Page, hash: string) {
  await scrollAtRest(page)
  return page.evaluate((id) => {
    const target = document.getElementById(decodeURIComponent(id))
    const header = document.querySelector('[data-slot="site-header"]')
    const rect = target?.getBoundingClientRect()
    return {
      found: Boolean(target),
      top: Math.round(rect?.top ?? Number.NaN),
      height: Math.round(rect?.height ?? 0),
      headerBottom: Math.round(header?.getBoundingClientRect().bottom ?? 0),
      viewport: window.innerHeight,
    }
  }, hash.slice(1))
}

/**
 * For each fragment, the band of the page its target is in: the index of the child of <main> that
 * holds it (-1 for <main> itself, the skip link's target, and for targets outside it). Bands are
 * what is laid out or left to a guessed height (content-visibility in renderer/+Layout.tsx), so
 * where a jump lands depends on the bands above its target and on the target's own band; within a
 * band that is laid out, every element is where it really is.
 */
async function bandsOf(page: Page, hashes: string[]): Promise<Map<string, number>> {
  const found = await page.evaluate((ids) => {
    const bands = [...(document.querySelector('main')?.children ?? [])]
    return ids.map((id) => {
      const target = document.getElementById(decodeURIComponent(id.slice(1)))
      return target ? bands.findIndex((band) => band.contains(target)) : -1
    })
  }, hashes)
  return new Map(hashes.map((hash, i) => [hash, found[i]!]))
}

/**
 * One fragment per band: the last in the page's order, the farthest down its band. A legal page's
 * table of contents links a dozen sections of one band, and they land alike; fragments in
 * different bands are all checked.
 */
function lastInEachBand(hashes: string[], bands: Map<string, number>): string[] {
  const last = new Map<number, string>()
  for (const hash of hashes) last.set(bands.get(hash) ?? -1, hash)
  return [...last.values()]
}

function expectLanded(place: Awaited<ReturnType<typeof landing>>, what: string) {
  expect(place.found, `${what}: no element with that id`).toBe(true)
  expect(place.height, `${what}: the target is not shown`).toBeGreaterThan(0)
  // Its top is below the sticky header (the header covers nothing of it) and above the screen's
  // foot: the visitor sees the start of what the link promised.
  expect(place.top, `${what}: the target's top is under the header`).toBeGreaterThanOrEqual(place.headerBottom - 1)
  expect(place.top, `${what}: the target's top is below the screen`).toBeLessThan(place.viewport - 40)
}

for (const { viewport, theme } of sizes) {
  test.describe(`in-page links at ${viewport.width} px, ${theme} theme`, () => {
    test.use({ viewport, colorScheme: theme })

    for (const [path, { clicked, opened }] of anchors) {
      test(`${path}: opened at each #fragment and following each in-page link`, async ({ page }) => {
        await page.goto(path)
        const bands = await bandsOf(page, [...new Set([...opened, ...clicked])])
        const toOpen = lastInEachBand([...opened], bands)
        const toClick = lastInEachBand([...clicked], bands)
        test.setTimeout(30_000 + 15_000 * (toOpen.length + toClick.length))
        // The page as loaded above, not scrolled yet, serves the first link.
        let fresh = true
        for (const hash of toClick) {
          // A fresh page for each link: the first jump is the one made over unlaid bands.
          if (!fresh) {
            await page.goto('about:blank')
            await page.goto(path)
          }
          fresh = false
          await scrollAtRest(page)
          // The page's own link to the fragment, one the visitor can see if there is one.
          const marked = await page.evaluate((wanted) => {
            const links = [...document.querySelectorAll('a[href]')].filter((a): a is HTMLAnchorElement => {
              if (!(a instanceof HTMLAnchorElement)) return false
              const url = new URL(a.href)
              return url.pathname === location.pathname && url.hash === wanted
            })
            const seen = (a: HTMLAnchorElement) => {
              const box = a.getBoundingClientRect()
              const style = getComputedStyle(a)
              // Shown, with a box, and not clipped away (as the skip link is until it has focus).
              return (
                a.checkVisibility({ visibilityProperty: true }) &&
                box.width > 1 &&
                box.height > 1 &&
                style.clipPath === 'none' &&
                style.clip === 'auto'
              )
            }
            const link = links.find(seen) ?? links[0]
            link?.setAttribute('data-anchor-under-test', '')
            return link ? (seen(link) ? 'seen' : 'hidden') : null
          }, hash)
          expect(marked, `${path}: no link to ${hash}`).not.toBeNull()
          const link = page.locator('[data-anchor-under-test]')
          // A visitor clicks a link they can see; one out of sight (the skip link, shown only on
          // keyboard focus) is followed as the keyboard would follow it.
          if (marked === 'seen') await link.click()
          else {
            await link.focus()
            await page.keyboard.press('Enter')
          }
          await expect(page).toHaveURL(new RegExp(`${hash}$`))
          expectLanded(await landing(page, hash), `${path}: the link to ${hash}`)
        }
        for (const hash of toOpen) {
          // From a blank page, so that each address is a load of its own, not a jump within one.
          await page.goto('about:blank')
          await page.goto(path + hash)
          expectLanded(await landing(page, hash), `${path}${hash} opened`)
        }
      })
    }
  })
}
