/**
 * Content for browser code: a Vite plugin that serves collections as virtual modules,
 * `import jobs from 'virtual:content/jobs'`, made by the same loader at build time (the module is
 * the loaded entries as JSON), so browser code gets the data without bundling the loader or `fs`.
 * In a dev server an edit, a new or a removed file reloads the page with the new data; a bad file
 * shows the ContentError naming the file and the field. The modules' types are in types/.
 */
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { contentRoot } from './files'

export type ContentModule = {
  /** The module's value: what `export default` gives. */
  load: () => unknown
}

const prefix = 'virtual:content/'

export function contentModules(modules: Record<string, ContentModule>): Plugin {
  const resolved = (name: string) => `\0${prefix}${name}`
  return {
    name: 'fjordlys:content-modules',
    resolveId(id) {
      if (!id.startsWith(prefix)) return undefined
      const name = id.slice(prefix.length)
      if (!Object.hasOwn(modules, name)) {
        throw new Error(
          `${id} is no content module; there are ${Object.keys(modules)
            .map((n) => prefix + n)
            .join(', ')}`,
        )
      }
      return resolved(name)
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined
      const name = id.slice(prefix.length + 1)
      return `export default ${JSON.stringify(modules[name]!.load())}\n`
    },
    configureServer(server: ViteDevServer) {
      const root = contentRoot()
      server.watcher.add(root)
      const reload = (file: string) => {
        if (!file.startsWith(root + path.sep) || !file.endsWith('.yml')) return
        for (const name of Object.keys(modules)) {
          const module = server.moduleGraph.getModuleById(resolved(name))
          if (module) server.moduleGraph.invalidateModule(module)
        }
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('add', reload)
      server.watcher.on('change', reload)
      server.watcher.on('unlink', reload)
    },
  }
}
