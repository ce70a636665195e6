/**
 * Opens every Ladle story of the built catalogue (build/ladle, made by `npm test` before this
 * runs) in the light theme, switches it to the dark theme, and fails on console errors or an empty
 * story in either. The catalogue is loaded once for a group of stories, which are then picked in it.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { expect, test, type Page } from '@playwright/test'
import { Hono } from 'hono'
import { expectTheme, watchConsole } from './helpers'

const ladleDir = path.resolve('build/ladle')
type Meta = { stories: Record<string, { meta?: { locale?: string } }> }
const stories: Meta['stories'] = existsSync(`${ladleDir}/meta.json`)
  ? (JSON.parse(readFileSync(`${ladleDir}/meta.json`, 'utf8')) as Meta).stories
  : {}

let server: ServerType
let origin = ''

test.beforeAll(async () => {
  const app = new Hono()
  app.use('*', serveStatic({ root: path.relative(process.cwd(), ladleDir) }))
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      origin = `http://127.0.0.1:${info.port}`
      resolve()
    })
  })
})

test.afterAll(() => {
  server?.close()
})

test('the story catalogue is built and covers every UI component', () => {
  const ids = Object.keys(stories)
  expect(ids.length).toBeGreaterThan(0)
  for (const component of [
    'button',
    'link',
    'container-and-section',
    'card-and-badge',
    'icon',
    'dialog-and-sheet',
    'accordion',
  ]) {
    const own = ids.filter((id) => id.startsWith(`ui--${component}--`))
    expect(own.length, component).toBeGreaterThan(0)
    const locales = new Set(own.map((id) => stories[id]!.meta?.locale ?? 'nb'))
    expect([...locales].sort(), component).toEqual(['en', 'nb'])
  }
})

/** Stories per test: one browser page opens a group in turn, which is far cheaper than a context per story. */
const groupSize = 20
const ids = Object.keys(stories)
const groups = Array.from({ length: Math.ceil(ids.length / groupSize) }, (_, i) =>
  ids.slice(i * groupSize, (i + 1) * groupSize),
)

/**
 * Changes Ladle's address the way its own back and forward buttons do: a new entry in the history
 * and a popstate event, which Ladle reads into its state. Ladle renders what the address names (a
 * story, a theme) without loading the catalogue again, as it does when a visitor picks a story in
 * its menu or presses its theme button.
 */
const navigateInLadle = (page: Page, params: Record<string, string>) =>
  page.evaluate((params) => {
    const url = new URL(location.href)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    history.pushState(null, '', url)
    dispatchEvent(new PopStateEvent('popstate'))
  }, params)

groups.forEach((group, index) => {
  const first = index * groupSize + 1
  test(`stories ${first}-${first + group.length - 1} render in the light and the dark theme without console errors`, async ({
    page,
  }) => {
    test.setTimeout(group.length * 15_000)
    const errors = watchConsole(page)
    const problems: string[] = []
    // The catalogue loads once per group; each story after the first is chosen in it, as a visitor
    // picks one from Ladle's menu.
    await page.goto(`${origin}/?story=${group[0]}&mode=preview&theme=light`)
    for (const id of group) {
      const before = errors.length
      if (id !== group[0]) await navigateInLadle(page, { story: id, theme: 'light' })
      const locale = stories[id]!.meta?.locale ?? 'nb'
      // The provider's wrapper (.ladle/components.tsx) carries the story's id and locale.
      const root = page.locator(`div[data-story="${id}"][lang="${locale}"]`)
      // Not empty: some element was rendered (a story of pictures has no text, only images).
      await expect(root.locator(':scope > *').first(), `story ${id} is empty`).toBeAttached()
      await expectTheme(page, 'light', id)
      await navigateInLadle(page, { theme: 'dark' })
      await expectTheme(page, 'dark', `${id} in the dark theme`)
      await expect(root.locator(':scope > *').first(), `story ${id} is empty in the dark theme`).toBeAttached()
      problems.push(...errors.slice(before).map((error) => `${id}: ${error}`))
    }
    expect(problems).toEqual([])
  })
})
