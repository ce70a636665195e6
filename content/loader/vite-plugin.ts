/**
 * Content for browser code: a Vite plugin that serves collections as virtual modules,
 * `import jobs from 'virtual:content/jobs'`, made by the same loader at build time (the module is
 * the loaded entries as JSON), so browser code gets the data without bundling the loader or `fs`.
 * In a dev server an edit, a new or a removed file (YAML, or a blog post's Markdown) reloads the
 * page with the new data; a bad file shows the ContentError naming the file and the field. The
 * modules' types are in types/.
 *
 * A content module may also stand in for a Node module that reads content files when it loads
 * (`standsIn: 'content/facts/facts.ts'`): code everywhere imports that module by its path, Node
 * (the prerender, scripts, tests) runs it, and a bundle (the browser's, or the compiled server's,
 * which Rolldown builds with the same plugin) gets the loaded values in its place, as the same named
 * exports, with no file reading. Vite's server-side environment (the prerender, the dev server's
 * rendering) runs the Node module itself.
 */
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { contentRoot } from './files.ts'

export type ContentModule = {
  /** The module's value: what `export default` gives, or the named exports of a stand-in. */
  load: () => unknown | Promise<unknown>
  /**
   * The Node module this one stands in for in bundles, from the project root. `load()` then gives
   * an object whose fields are that module's named exports (every one a bundle may import).
   */
  standsIn?: string
  /**
   * Folders or files under the content root that the stand-in's values come from. The Node module
   * read them when it loaded, so an edit there restarts the dev server, which loads it again.
   */
  sources?: readonly string[]
}

const prefix = 'virtual:content/'
const identifier = /^[A-Za-z_$][\w$]*$/

/** A stand-in's source: each field of the value as a named export. */
export function namedExports(name: string, value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`content module ${name} stands in for a module, so it must load an object of named values`)
  }
  return Object.entries(value)
    .map(([key, field]) => {
      if (!identifier.test(key)) throw new Error(`content module ${name}: "${key}" cannot be an export's name`)
      return `export const ${key} = ${JSON.stringify(field)}\n`
    })
    .join('')
}

/** Whether a load hook runs for Vite's server-side environment (not a bundle for the browser or Rolldown). */
function forServerEnvironment(context: unknown, options: { ssr?: boolean } | undefined): boolean {
  if (options?.ssr === true) return true
  const environment = (context as { environment?: { config?: { consumer?: string } } }).environment
  return environment?.config?.consumer === 'server'
}

export function contentModules(modules: Record<string, ContentModule>): Plugin {
  const resolved = (name: string) => `\0${prefix}${name}`
  const standIns = new Map(
    Object.entries(modules)
      .filter(([, module]) => module.standsIn)
      .map(([name, module]) => [path.resolve(module.standsIn!), name]),
  )
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
    async load(id, options) {
      if (id.startsWith(`\0${prefix}`)) {
        const name = id.slice(prefix.length + 1)
        const module = modules[name]!
        const value = await module.load()
        return module.standsIn ? namedExports(name, value) : `export default ${JSON.stringify(value)}\n`
      }
      const standIn = standIns.get(path.resolve(id.split('?')[0]!))
      if (standIn === undefined || forServerEnvironment(this, options)) return undefined
      return namedExports(standIn, await modules[standIn]!.load())
    },
    configureServer(server: ViteDevServer) {
      const root = contentRoot()
      server.watcher.add(root)
      const restartFor = Object.values(modules).flatMap((module) =>
        (module.sources ?? []).map((source) => path.join(root, source)),
      )
      // A save is often several events for one file (written, then its attributes): the first
      // restarts this server, and the rest find it restarting. Restarted twice, it refused the
      // connections of a page that had already found the first restart done.
      let restarting = false
      const reload = (file: string) => {
        // The content's files: its YAML, and the blog's Markdown posts.
        if (!file.startsWith(root + path.sep) || !/\.(yml|md)$/.test(file)) return
        if (restarting) return
        if (restartFor.some((source) => file === source || file.startsWith(source + path.sep))) {
          restarting = true
          void server.restart()
          return
        }
        for (const name of Object.keys(modules)) {
          const module = server.moduleGraph.getModuleById(resolved(name))
          if (module) server.moduleGraph.invalidateModule(module)
        }
        // A module the server renders with may have read the content when it loaded (the blog reads
        // its posts once): every one loads again on the next request, so a new post is served at once.
        server.environments.ssr?.moduleGraph.invalidateAll()
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('add', reload)
      server.watcher.on('change', reload)
      server.watcher.on('unlink', reload)
    },
  }
}
