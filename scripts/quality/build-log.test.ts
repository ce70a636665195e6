import { describe, expect, it } from 'vitest'
import { warningsIn } from './build-log'

describe('warningsIn', () => {
  it('finds the warnings Vite, Vike, Rolldown and Node print, colour codes removed', () => {
    const esc = String.fromCharCode(27)
    const log = [
      'vite v8.3.8 building client environment for production...',
      `${esc}[33m(!) Some chunks are larger than 500 kB after minification.${esc}[39m`,
      "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`",
      '[vike][Warning] pageContext.url is deprecated, use pageContext.urlOriginal',
      '[vike][Deprecation] an old setting',
      '(node:1234) DeprecationWarning: Buffer() is deprecated',
      '[plugin builtin:vite-reporter] Warning: a chunk has no debugName',
      '✓ built in 4.33s',
    ].join('\n')
    expect(warningsIn(log)).toEqual([
      '(!) Some chunks are larger than 500 kB after minification.',
      "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`",
      '[vike][Warning] pageContext.url is deprecated, use pageContext.urlOriginal',
      '[vike][Deprecation] an old setting',
      '(node:1234) DeprecationWarning: Buffer() is deprecated',
      '[plugin builtin:vite-reporter] Warning: a chunk has no debugName',
    ])
  })

  it('finds a browser bundle that pulls in a Node module, and a failed build whose command went on', () => {
    const log = [
      '[plugin vite:resolve] Module "node:fs" has been externalized for browser compatibility, imported by "content/loader/files.ts".',
      '✗ Build failed in 5.99s',
      '⏱️  Ladle finished the production build in 8s producing 22.27 MiB of assets.',
    ].join('\n')
    expect(warningsIn(log)).toEqual([
      '[plugin vite:resolve] Module "node:fs" has been externalized for browser compatibility, imported by "content/loader/files.ts".',
      '✗ Build failed in 5.99s',
    ])
  })

  it("passes a clean log: file lists, sizes and the build's own summaries", () => {
    const log = [
      'dist/client/assets/entries/pages_index.BdEhO1fz.js   4.91 kB │ gzip: 2.01 kB',
      '✓ 122 HTML documents pre-rendered.',
      'postbuild: 116 Open Graph images (114 rendered, the rest cached) in 13266 ms',
      'budget: the first script is 5,050 of 5,120 bytes gzip',
    ].join('\n')
    expect(warningsIn(log)).toEqual([])
  })
})
