import { describe, expect, it } from 'vitest'
import { staticImports } from './entry-imports'

describe('staticImports', () => {
  const manifest = {
    'renderer/+client.ts': {
      file: 'assets/entries/client.js',
      imports: ['_a.js', '_b.js'],
      dynamicImports: ['components/islands/mount.tsx'],
    },
    '_a.js': { file: 'assets/chunks/a.js', imports: ['_c.js'] },
    '_b.js': { file: 'assets/chunks/b.js', imports: ['_c.js'] },
    '_c.js': { file: 'assets/chunks/c.js' },
    'components/islands/mount.tsx': { file: 'assets/chunks/react.js' },
  }

  it('lists what the entry imports, through other imports too, each file once, and not what it loads on demand', () => {
    expect(staticImports(manifest, 'renderer/+client.ts')).toEqual([
      'assets/chunks/a.js',
      'assets/chunks/c.js',
      'assets/chunks/b.js',
    ])
  })

  it('lists nothing for an entry that imports nothing', () => {
    expect(staticImports(manifest, '_c.js')).toEqual([])
  })

  it('refuses a manifest that names an import it does not describe', () => {
    expect(() => staticImports({ entry: { file: 'e.js', imports: ['_gone.js'] } }, 'entry')).toThrow(/_gone\.js/)
  })
})
