import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { controlPath, floorPath, prepareGateSite } from './gate-site'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'gate-site-'))
  made.push(root)
  mkdirSync(path.join(root, 'build', 'client', 'en'), { recursive: true })
  writeFileSync(
    path.join(root, 'build', 'client', 'index.html'),
    '<html><head><title>Hjem</title></head><body></body></html>',
  )
  writeFileSync(path.join(root, 'build', 'client', 'en', 'index.html'), '<html><head></head><body></body></html>')
  return root
}

describe('the performance gate site', () => {
  it('links the build, adds an empty floor page and the home page with script work as the control', () => {
    const root = fakeBuild()
    const gate = path.join(root, 'gate')
    prepareGateSite(path.join(root, 'build'), gate)
    const client = path.join(gate, 'client')
    // The build's files are linked, not copied, and not changed.
    expect(statSync(path.join(client, 'index.html')).ino).toBe(
      statSync(path.join(root, 'build', 'client', 'index.html')).ino,
    )
    expect(readFileSync(path.join(client, 'en', 'index.html'), 'utf8')).toContain('<body>')
    const floor = readFileSync(path.join(client, floorPath, 'index.html'), 'utf8')
    expect(floor).not.toMatch(/<script|<link|<img/)
    const control = readFileSync(path.join(client, controlPath, 'index.html'), 'utf8')
    expect(control).toContain('<title>Hjem</title>')
    expect(control).toContain(`<script type="module" src="${controlPath}work.js"></script></head>`)
    expect(readFileSync(path.join(client, controlPath, 'work.js'), 'utf8')).toMatch(/for \(let i = 0; i < \d+; i\+\+\)/)
    expect(readFileSync(path.join(root, 'build', 'client', 'index.html'), 'utf8')).not.toContain('work.js')
  })

  it('starts from a clean folder each time', () => {
    const root = fakeBuild()
    const gate = path.join(root, 'gate')
    prepareGateSite(path.join(root, 'build'), gate)
    writeFileSync(path.join(gate, 'client', 'left-over.html'), 'old')
    prepareGateSite(path.join(root, 'build'), gate)
    expect(() => statSync(path.join(gate, 'client', 'left-over.html'))).toThrow()
  })
})
