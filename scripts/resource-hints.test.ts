import { describe, expect, it } from 'vitest'
import { hydrationDataId } from '../renderer/hydration'
import { firstLoadScripts } from './quality/site-files'
import { deferHydration, hydrationModules } from './resource-hints'

const page = [
  '<head>',
  '<link rel="stylesheet" type="text/css" href="/assets/static/global.css">',
  '<link rel="preload" as="image" fetchPriority="high" href="/media/hero.svg"/>',
  '<link rel="modulepreload" href="/assets/entries/pages_service.js" as="script" type="text/javascript">',
  '<link as="script" rel="modulepreload" href="/assets/chunks/chunk-a.js">',
  '</head><body><main>Prerendered</main>',
  '<script id="vike_pageContext" type="application/json">{"locale":"nb"}</script>',
  '<script src="/assets/entries/entry-client-routing.js" type="module" async></script>',
  '</body>',
].join('\n')

describe('deferHydration', () => {
  it('takes the entry script and the module preloads out and lists them in the data block', () => {
    const out = deferHydration(page)
    expect(out).not.toContain('modulepreload')
    expect(out).not.toMatch(/<script[^>]*\bsrc=/)
    expect(hydrationModules(out)).toEqual({
      entry: '/assets/entries/entry-client-routing.js',
      modules: ['/assets/entries/pages_service.js', '/assets/chunks/chunk-a.js'],
    })
    expect(out).toContain(`<script type="application/json" id="${hydrationDataId}">`)
  })

  it('leaves the stylesheet, the image preload, the content and the page data alone', () => {
    const out = deferHydration(page)
    for (const tag of [
      '<link rel="stylesheet" type="text/css" href="/assets/static/global.css">',
      '<link rel="preload" as="image" fetchPriority="high" href="/media/hero.svg"/>',
      '<main>Prerendered</main>',
      '<script id="vike_pageContext" type="application/json">{"locale":"nb"}</script>',
    ])
      expect(out).toContain(tag)
  })

  it('keeps the scripts the budget counts, and is idempotent', () => {
    const once = deferHydration(page)
    expect(firstLoadScripts(once).sort()).toEqual(firstLoadScripts(page).sort())
    expect(firstLoadScripts(once)).toHaveLength(3)
    expect(deferHydration(once)).toBe(once)
  })

  it('leaves a page without a module entry unchanged', () => {
    const html = '<head><link rel="stylesheet" href="/a.css"></head><body><p>Static</p></body>'
    expect(deferHydration(html)).toBe(html)
    expect(hydrationModules(html)).toBeNull()
  })
})
