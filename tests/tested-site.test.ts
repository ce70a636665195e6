import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { assertBuiltForTestedSite, testedSiteUrl } from './tested-site'

const dirs: string[] = []
function buildWithCanonical(href: string | null): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tested-site-'))
  dirs.push(dir)
  mkdirSync(path.join(dir, 'client'))
  const link = href === null ? '' : `<link rel="canonical" href="${href}"/>`
  writeFileSync(path.join(dir, 'client', 'index.html'), `<!DOCTYPE html><html><head>${link}</head></html>`)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the origin the test builds are made for', () => {
  it('is a local origin with a port, where the Lighthouse gate can serve the build', () => {
    const url = new URL(testedSiteUrl)
    expect(url.hostname).toBe('localhost')
    expect(Number(url.port)).toBeGreaterThan(0)
    expect(testedSiteUrl).toBe(url.origin)
  })

  it('accepts a build whose home page is canonical at that origin', () => {
    expect(() => assertBuiltForTestedSite(buildWithCanonical(`${testedSiteUrl}/`))).not.toThrow()
  })

  it('refuses a build for another origin, a build without a canonical link and a missing build, naming the command', () => {
    expect(() => assertBuiltForTestedSite(buildWithCanonical('https://www.fjordlys.example/'))).toThrow(
      /built for https:\/\/www\.fjordlys\.example\/.*npm run build:tested/,
    )
    expect(() => assertBuiltForTestedSite(buildWithCanonical(null))).toThrow(/no canonical link/)
    expect(() => assertBuiltForTestedSite(path.join(tmpdir(), 'no-such-build'), 'npm run build:ads')).toThrow(
      /missing.*npm run build:ads/,
    )
  })
})
