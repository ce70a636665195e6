/**
 * Opens every Ladle story of the built catalogue (build/ladle, made by `npm test` before this
 * runs) in the light theme, switches it to the dark theme, and fails on console errors or an empty
 * story in either.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { expect, test, type Page } from '@playwright/test'
import { Hono } from 'hono'
import type { Theme } from '../../renderer/theme'
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
const groupSize = 10
const ids = Object.keys(stories)
const groups = Array.from({ length: Math.ceil(ids.length / groupSize) }, (_, i) =>
  ids.slice(i * groupSize, (i + 1) * groupSize),
)

/**
 * Switches Ladle's theme the way its own back and forward buttons do: a new address in the history
 * and a popstate event, which Ladle reads into its state. The story stays mounted and renders
 * again in the new theme, as it does when a visitor uses Ladle's theme button.
 */
const switchTheme = (page: Page, theme: Theme) =>
  page.evaluate((theme) => {
    const url = new URL(location.href)
    url.searchParams.set('theme', theme)
    history.pushState(null, '', url)
    dispatchEvent(new PopStateEvent('popstate'))
  }, theme)

groups.forEach((group, index) => {
  const first = index * groupSize + 1
  test(`stories ${first}-${first + group.length - 1} render in the light and the dark theme without console errors`, async ({
    page,
  }) => {
    test.setTimeout(group.length * 15_000)
    const errors = watchConsole(page)
    const problems: string[] = []
    for (const id of group) {
      const before = errors.length
      await page.goto(`${origin}/?story=${id}&mode=preview&theme=light`)
      const locale = stories[id]!.meta?.locale ?? 'nb'
      // The provider's wrapper (.ladle/components.tsx) carries the story's locale.
      const root = page.locator(`div[lang="${locale}"]`).first()
      // Not empty: some element was rendered (a story of pictures has no text, only images).
      await expect(root.locator(':scope > *').first(), `story ${id} is empty`).toBeAttached()
      await expectTheme(page, 'light', id)
      await switchTheme(page, 'dark')
      await expectTheme(page, 'dark', `${id} in the dark theme`)
      await expect(root.locator(':scope > *').first(), `story ${id} is empty in the dark theme`).toBeAttached()
      problems.push(...errors.slice(before).map((error) => `${id}: ${error}`))
    }
    expect(problems).toEqual([])
  })
})
