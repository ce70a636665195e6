import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decapLockfile, decapRelease, lockedRelease } from './decap-bundle'

describe("the editor's release of Decap CMS", () => {
  it("is the one its lockfile pins, the version its manifest asks for, with the lockfile's sha512", () => {
    const manifest = JSON.parse(readFileSync('tools/editor-bundle/package.json', 'utf8')) as {
      dependencies: Record<string, string>
    }
    expect(decapRelease.version).toBe(manifest.dependencies[decapRelease.name])
    expect(decapRelease.integrity).toMatch(/^sha512-[A-Za-z0-9+/]+={0,2}$/)
    expect(lockedRelease(decapLockfile)).toEqual(decapRelease)
  })

  it('stops with the lockfile named when it pins no release', () => {
    expect(() => lockedRelease('tools/package.json')).toThrow(/tools\/package\.json pins no decap-cms/)
  })
})
