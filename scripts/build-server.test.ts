import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildServer, dependencyMismatch, packageOf } from './build-server'

describe('the compiled server', () => {
  it('names the package of a bare import, scoped or not', () => {
    expect(packageOf('pg')).toBe('pg')
    expect(packageOf('pg/lib/client')).toBe('pg')
    expect(packageOf('@hono/node-server/serve-static')).toBe('@hono/node-server')
  })

  it('reports a package imported but not listed, and one listed but not imported', () => {
    expect(dependencyMismatch(['hono', 'pg'], ['hono', 'react'])).toEqual([
      'pg is imported by the server but not a dependency',
      'react is a dependency but the server does not import it',
    ])
    expect(dependencyMismatch(['hono'], ['hono'])).toEqual([])
  })

  it("imports exactly package.json's dependencies, so a deploy with --omit=dev has all it needs", async () => {
    const imported = await buildServer('build/server-dependency-check')
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }
    expect(dependencyMismatch(imported, Object.keys(manifest.dependencies))).toEqual([])
  }, 60_000)
})
