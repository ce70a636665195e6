import { describe, expect, it } from 'vitest'
import { firstLoadScripts } from './quality/site-files'
import { deprioritizeModulePreloads } from './resource-hints'

const head = [
  '<link rel="stylesheet" type="text/css" href="/assets/static/global.css">',
  '<link rel="preload" as="image" fetchPriority="high" href="/media/hero.svg"/>',
  '<link rel="modulepreload" href="/assets/entries/pages_service.js" as="script" type="text/javascript">',
  '<link rel="modulepreload" href="/assets/chunks/chunk-a.js" as="script" type="text/javascript">',
  '<script src="/assets/entries/entry-client-routing.js" type="module" async></script>',
].join('\n')

describe('deprioritizeModulePreloads', () => {
  it('marks every module preload low priority and leaves the other tags alone', () => {
    const out = deprioritizeModulePreloads(head)
    expect(out.match(/rel="modulepreload"[^>]*fetchpriority="low">/g)).toHaveLength(2)
    expect(out).toContain('<link rel="stylesheet" type="text/css" href="/assets/static/global.css">')
    expect(out).toContain('<link rel="preload" as="image" fetchPriority="high" href="/media/hero.svg"/>')
    expect(out).toContain('<script src="/assets/entries/entry-client-routing.js" type="module" async></script>')
  })

  it('keeps the scripts the budget counts, and is idempotent', () => {
    const once = deprioritizeModulePreloads(head)
    expect(firstLoadScripts(once)).toEqual(firstLoadScripts(head))
    expect(deprioritizeModulePreloads(once)).toBe(once)
  })

  it('respects a priority a tag already has', () => {
    const tag = '<link rel="modulepreload" fetchpriority="high" href="/a.js">'
    expect(deprioritizeModulePreloads(tag)).toBe(tag)
  })
})
