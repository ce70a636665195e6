/**
 * The editor's widgets (./editor-widgets.ts and what it imports: ProseMirror, markdown-it) as one
 * script for the editor's page, bundled by Vite's own build in memory. The editing server makes it
 * when the editor first asks for it; the build writes it into the built site's editor.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'
import { widgetsFile } from '../address.ts'

const entry = fileURLToPath(new URL('./editor-widgets.ts', import.meta.url))

let made: Promise<string> | undefined

/** The bundled script: one self-running file, minified, no chunks. Made once per process. */
export function widgetsScript(): Promise<string> {
  made ??= (async () => {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: path.dirname(entry),
      publicDir: false,
      build: {
        write: false,
        emptyOutDir: false,
        minify: true,
        sourcemap: false,
        lib: { entry, formats: ['iife'], name: 'fjordlysEditorWidgets', fileName: () => widgetsFile },
      },
    })
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
    const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk')
    if (!chunk || chunk.type !== 'chunk') throw new Error('the editor widgets did not bundle into a script')
    return chunk.code
  })()
  made.catch(() => {
    made = undefined
  })
  return made
}
