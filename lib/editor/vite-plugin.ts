/**
 * The editor at /admin in the dev server (`vike dev`), the same pages as the build writes
 * (./admin-site.ts) with the same Content-Security-Policy, the configuration generated afresh on
 * every load, so a schema changed in the editor's absence is what it shows.
 *
 * With EDITOR_LOCAL_BACKEND=1 (`npm run edit`), the editor saves to the working tree: decap-server's
 * local file-system backend (its own middleware, which it exports for this) answers
 * /admin/api/v1 inside the dev server, writing under the repository's root. It has no
 * authentication, so it exists only here: never in a build, only while the dev server runs, on
 * 127.0.0.1, behind Vite's check of the Host header (which turns away a page that reaches the
 * port by rebinding its own name to this machine) and on the dev server's own origin (the
 * editor's policy allows no other). Without it the editor logs in to the Git backend, as in production.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { adminBase, isAdminPath } from './address.ts'
import type * as AdminSiteModule from './admin-site.ts'
import type Express from 'express'
import type DecapServer from 'decap-server/dist/middlewares.js'
import type * as SettingsModule from './settings.ts'
import { decapBundle } from './decap-bundle.ts'

/** Whether the dev server runs the editor's local backend (`npm run edit`). */
export function localBackendEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.EDITOR_LOCAL_BACKEND === '1'
}

type AdminSite = typeof AdminSiteModule
type Settings = typeof SettingsModule

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, csp: string) {
  res.statusCode = status
  res.setHeader('Content-Type', type)
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Security-Policy', csp)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.end(body)
}

/**
 * decap-server and Express, from their own project in tools/editor-backend (installed by `npm run
 * tools`, which `npm run edit` runs first). Not in the root's lockfile: there Express would be an
 * optional peer of a package the server depends on, and every deploy (`npm install --omit=dev`)
 * would install it and its 80-odd packages.
 */
function localBackendModules(): { express: typeof Express; decapServer: typeof DecapServer } {
  const project = path.resolve('tools/editor-backend/package.json')
  const require = createRequire(project)
  try {
    return {
      express: require('express') as typeof Express,
      decapServer: require('decap-server/dist/middlewares.js') as typeof DecapServer,
    }
  } catch (error) {
    throw new Error(
      `The editor's local backend is not installed (${(error as Error).message.split('\n')[0]}): run npm run tools`,
    )
  }
}

async function mountLocalBackend(server: ViteDevServer, repoRoot: string): Promise<void> {
  // decap-server reads the repository's root from this variable when its middleware is registered.
  process.env.GIT_REPO_DIRECTORY = repoRoot
  const { express, decapServer } = localBackendModules()
  const api = express()
  await decapServer.registerLocalFs(api, { logLevel: 'warn' })
  // Mounted at /admin/api: decap-server's routes are /api/v1.
  server.middlewares.use('/admin/api', (req, res, next) => {
    // Only the editor's own page may call it. decap-server's CORS rule would answer a page of any
    // port on localhost; a page of this origin sends its own Origin (or none, for a same-origin GET).
    const origin = req.headers.origin
    if (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`) {
      res.statusCode = 403
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      return res.end('The local backend answers only the editor at /admin/ on this server.')
    }
    req.url = `/api${req.url ?? ''}`
    // An Express app takes Node's request and response and adds its methods to them.
    api(req as Parameters<typeof api>[0], res as Parameters<typeof api>[1], next)
  })
  server.config.logger.info(`  Editor: saving to ${repoRoot} through the local backend at /admin/api/v1`)
}

export function editorDevServer(): Plugin {
  const local = localBackendEnabled()
  return {
    name: 'fjordlys:editor',
    apply: 'serve',
    // The local backend writes files with no login: the dev server listens on this machine only.
    config: () => (local ? { server: { host: '127.0.0.1' } } : undefined),
    async configureServer(server) {
      // Loaded through the dev server, so that the content's modules are the ones Vite serves and reloads.
      const load = async () => ({
        site: (await server.ssrLoadModule(path.resolve('lib/editor/admin-site.ts'))) as AdminSite,
        settings: (await server.ssrLoadModule(path.resolve('lib/editor/settings.ts'))) as Settings,
      })
      if (local) await mountLocalBackend(server, (await load()).site.editorPaths().repoRoot)
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const url = new URL(req.url ?? '/', 'http://localhost')
        if (!isAdminPath(url.pathname)) return next()
        void answer(req, res, url.pathname).catch((error: unknown) => {
          server.config.logger.error(
            `Editor: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          )
          if (!res.headersSent) send(res, 500, types['.txt']!, String(error), "default-src 'none'")
        })
      })

      async function answer(req: IncomingMessage, res: ServerResponse, pathname: string) {
        const { site, settings } = await load()
        const git = settings.editorBackend()
        const csp = await site.adminCsp(local ? undefined : git)
        if (pathname === '/admin') {
          res.statusCode = 301
          res.setHeader('Location', '/admin/')
          return res.end()
        }
        const name = pathname.slice(adminBase.length)
        const page = (Object.entries(site.adminPages) as [keyof typeof site.adminPages, string][]).find(
          ([, at]) => at === name,
        )
        const config = (Object.keys(site.adminPages) as (keyof typeof site.adminPages)[]).find(
          (locale) => site.configFile(locale) === name,
        )
        if ((page || config) && !local && git === undefined) {
          const message =
            'The editor needs a backend: `npm run edit` saves to the working tree; CMS_REPO (see the README) names the Git repository it saves to in production.'
          return send(res, 404, types['.txt']!, message, csp)
        }
        if (page) return send(res, 200, types['.html']!, site.adminPage(page[0]), csp)
        if (config) {
          // The local backend's address must be absolute (Decap refuses a path): this server's own origin.
          const backend = local
            ? ({ kind: 'local', url: `http://${req.headers.host ?? '127.0.0.1'}/admin/api/v1` } as const)
            : ({ kind: 'git', backend: git! } as const)
          const configs = await site.adminConfigs(backend)
          return send(res, 200, types['.yml']!, configs[config], csp)
        }
        // Decap's own files, from the fetched release.
        if (/^[\w.-]+\.(js|txt)$/.test(name)) {
          const bundle = await decapBundle()
          const body = await readFile(path.join(bundle, name)).catch(() => undefined)
          if (body) return send(res, 200, types[path.extname(name)]!, body, csp)
        }
        return send(res, 404, types['.txt']!, 'Not found', csp)
      }
    },
  }
}
