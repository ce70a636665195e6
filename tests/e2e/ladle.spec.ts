/**
 * Opens every Ladle story of the built catalogue (build/ladle, made by `npm test` before this
 * runs) in the light and the dark theme, and fails on console errors or an empty story.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { expect, test } from '@playwright/test'
import { Hono } from 'hono'
import { watchConsole } from './helpers'

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

for (const theme of ['light', 'dark'] as const) {
  groups.forEach((group, index) => {
    const first = index * groupSize + 1
    test(`stories ${first}-${first + group.length - 1} render in the ${theme} theme without console errors`, async ({
      page,
    }) => {
      test.setTimeout(group.length * 10_000)
      const errors = watchConsole(page)
      const problems: string[] = []
      for (const id of group) {
        const before = errors.length
        await page.goto(`${origin}/?story=${id}&mode=preview&theme=${theme}`)
        const locale = stories[id]!.meta?.locale ?? 'nb'
        // The provider's wrapper (.ladle/components.tsx) carries the story's locale.
        const root = page.locator(`div[lang="${locale}"]`).first()
        // Not empty: some element was rendered (a story of pictures has no text, only images).
        await expect(root.locator(':scope > *').first(), `story ${id} is empty`).toBeAttached()
        await expect(page.locator('html'), id).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/)
        problems.push(...errors.slice(before).map((error) => `${id}: ${error}`))
      }
      expect(problems).toEqual([])
    })
  })
}
