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
import { transformWithOxc, type Plugin, type ViteDevServer } from 'vite'
import { adminBase, isAdminPath } from './address.ts'
import type * as AdminSiteModule from './admin-site.ts'
import type Express from 'express'
import type DecapServer from 'decap-server/dist/middlewares.js'
import type * as SettingsModule from './settings.ts'
import { decapBundle } from './decap-bundle.ts'
import { widgetsScript } from './widgets/bundle.ts'
import type * as PreviewModule from './preview/preview-server.ts'

/** Whether the dev server runs the editor's local backend (`npm run edit`). */
export function localBackendEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.EDITOR_LOCAL_BACKEND === '1'
}

type AdminSite = typeof AdminSiteModule
type Settings = typeof SettingsModule
type Preview = typeof PreviewModule

/** The preview pane's script, in the editing server. */
const previewScript = `${adminBase}preview.js`
/** Where the preview pane posts its drafts and finds the pages rendered from them. */
const previewApi = `${adminBase}preview`
const previewPages = `${adminBase}preview/page/`
/** A draft is one entry, a few hundred kilobytes at most, and the images uploaded with it. */
const maxDraftBytes = 24 * 1024 * 1024

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

/** Whether a request comes from a page of this server (the editor), as the local backend asks too. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  return origin === undefined || origin === `http://${req.headers.host ?? ''}`
}

async function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
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

/** What a save's files become before the local backend writes them, or why it is refused. */
type BeforeSave = (
  files: { path: string; raw: string }[],
  req: IncomingMessage,
  /** Images uploaded with the entry, from the repository's root, as base64. */
  assets: { path: string; content: string }[],
) => Promise<{ files: { path: string; raw: string }[] } | { refused: string }>

/** Whether the site can be made without some files, or why they cannot go. */
type BeforeDelete = (paths: string[], req: IncomingMessage) => Promise<{ refused: string } | undefined>

/** The biggest save the local backend reads: an entry with the images uploaded with it. */
const maxSaveBytes = 64 * 1024 * 1024

async function mountLocalBackend(
  server: ViteDevServer,
  repoRoot: string,
  checks: { beforeSave: BeforeSave; beforeDelete: BeforeDelete },
): Promise<void> {
  // decap-server reads the repository's root from this variable when its middleware is registered.
  process.env.GIT_REPO_DIRECTORY = repoRoot
  const { express, decapServer } = localBackendModules()
  const api = express()
  await decapServer.registerLocalFs(api, { logLevel: 'warn' })
  // Mounted at /admin/api: decap-server's routes are /api/v1.
  server.middlewares.use('/admin/api', (req, res, next) => {
    // Only the editor's own page may call it. decap-server's CORS rule would answer a page of any
    // port on localhost; a page of this origin sends its own Origin (or none, for a same-origin GET).
    if (!sameOrigin(req)) {
      res.statusCode = 403
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      return res.end('The local backend answers only the editor at /admin/ on this server.')
    }
    req.url = `/api${req.url ?? ''}`
    void checkSave(req, res, checks).then((handled) => {
      // An Express app takes Node's request and response and adds its methods to them.
      if (!handled) api(req as Parameters<typeof api>[0], res as Parameters<typeof api>[1], next)
    }, next)
  })
  server.config.logger.info(`  Editor: saving to ${repoRoot} through the local backend at /admin/api/v1`)
}

/**
 * A save (`persistEntry`) is checked before decap-server writes it: its files are written over the
 * ones they replace changing only what changed, and the site's pages are made with them; a save
 * they break is answered with the reason, and nothing is written. Other calls pass as they came.
 * The body, read here, is handed on parsed, as Express's JSON parser would (`_body` tells it so).
 * True when the answer was given here.
 */
async function checkSave(
  req: IncomingMessage,
  res: ServerResponse,
  { beforeSave, beforeDelete }: { beforeSave: BeforeSave; beforeDelete: BeforeDelete },
): Promise<boolean> {
  if (req.method !== 'POST') return false
  const text = await readBody(req, maxSaveBytes)
  const answer = (status: number, body: unknown) => {
    res.statusCode = status
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.end(JSON.stringify(body))
    return true
  }
  if (text === undefined) return answer(413, { error: 'The save is too large.' })
  let body: {
    action?: unknown
    params?: { entry?: unknown; dataFiles?: unknown; assets?: unknown; path?: unknown; paths?: unknown }
  }
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    return answer(400, { error: 'The save is not JSON.' })
  }
  const parsed = req as IncomingMessage & { body?: unknown; _body?: boolean }
  parsed.body = body
  parsed._body = true
  if (!body.params) return false
  if (body.action === 'deleteFile' || body.action === 'deleteFiles') {
    // A deletion is checked the same way: the site is made without the files first.
    const paths = body.action === 'deleteFile' ? [body.params.path] : body.params.paths
    if (!Array.isArray(paths) || paths.some((item) => typeof item !== 'string')) {
      return answer(400, { error: 'The deletion names no files.' })
    }
    const checked = await beforeDelete(paths as string[], req)
    return checked ? answer(422, { error: checked.refused }) : false
  }
  if (body.action !== 'persistEntry') return false
  const files = (body.params.dataFiles ?? [body.params.entry]) as { path: string; raw: string }[]
  if (!Array.isArray(files) || files.some((file) => typeof file?.path !== 'string' || typeof file.raw !== 'string')) {
    return answer(400, { error: 'The save names no files.' })
  }
  // The images uploaded with the entry (a post's cover): its pages are made with them in place.
  const assets = Array.isArray(body.params.assets)
    ? (body.params.assets as unknown[]).flatMap((asset) => {
        const {
          path: at,
          content,
          encoding,
        } = (asset ?? {}) as { path?: unknown; content?: unknown; encoding?: unknown }
        return typeof at === 'string' && typeof content === 'string' && encoding === 'base64'
          ? [{ path: at, content }]
          : []
      })
    : []
  const checked = await beforeSave(files, req, assets)
  if ('refused' in checked) return answer(422, { error: checked.refused })
  // Each file keeps what else the editor sent with it (its slug, a new path); only its text changes.
  const written = new Map(checked.files.map((file) => [file.path, file.raw]))
  const rewrite = (file: unknown) =>
    typeof file === 'object' && file !== null && 'path' in file && written.has(String(file.path))
      ? { ...file, raw: written.get(String(file.path)) }
      : file
  body.params = {
    ...body.params,
    ...(body.params.dataFiles ? { dataFiles: (body.params.dataFiles as unknown[]).map(rewrite) } : {}),
    ...(body.params.entry ? { entry: rewrite(body.params.entry) } : {}),
  }
  return false
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
      const preview = local ? await startPreview(server) : undefined
      if (preview) await mountLocalBackend(server, (await load()).site.editorPaths().repoRoot, preview)
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
        const csp = await site.adminCsp(local ? undefined : git, local)
        if (pathname === '/admin') {
          res.statusCode = 301
          res.setHeader('Location', '/admin/')
          return res.end()
        }
        if (preview && (pathname === previewScript || pathname === previewApi || pathname.startsWith(previewPages))) {
          return preview.answer(req, res, pathname, csp)
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
            'The editor needs a backend: `npm run edit` saves to the working tree; CMS_REPO (see docs/operations.md) names the Git repository it saves to in production.'
          return send(res, 404, types['.txt']!, message, csp)
        }
        if (page) {
          const script = local ? { src: previewScript, templates: await site.previewTemplateNames() } : undefined
          return send(res, 200, types['.html']!, site.adminPage(page[0], script), csp)
        }
        if (config) {
          // The local backend's address must be absolute (Decap refuses a path): this server's own origin.
          const backend = local
            ? ({ kind: 'local', url: `http://${req.headers.host ?? '127.0.0.1'}/admin/api/v1` } as const)
            : ({ kind: 'git', backend: git! } as const)
          const configs = await site.adminConfigs(backend)
          return send(res, 200, types['.yml']!, configs[config], csp)
        }
        if (name === site.interfaceFile) return send(res, 200, types['.js']!, site.interfaceScript(), csp)
        if (name === site.widgetsFile) return send(res, 200, types['.js']!, await widgetsScript(), csp)
        // The placeholders' values as the content holds them now: a price saved a moment ago shows its new value.
        if (name === site.placeholdersFile) {
          return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(site.placeholderChoices()), csp)
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

/**
 * The preview pane's three addresses in the editing server: its script (./preview/client.ts, made
 * browser code as Vite makes any module), the draft it posts and the pages rendered from drafts.
 * The renderer (./preview/renderer.ts) starts with the first draft and stops with the server.
 */
async function startPreview(server: ViteDevServer) {
  const load = async () => (await server.ssrLoadModule(path.resolve('lib/editor/preview/preview-server.ts'))) as Preview
  const contentFiles = (await server.ssrLoadModule(path.resolve('content/loader/files.ts'))) as {
    contentRoot: () => string
  }
  const site = (await server.ssrLoadModule(path.resolve('lib/editor/admin-site.ts'))) as AdminSite
  const { PreviewRenderer, RenderedPages, withoutScripts, minimalSave, checkedPages, refusal } = await load()
  const renderer = new PreviewRenderer({
    contentRoot: contentFiles.contentRoot(),
    // A copy of its own for each editing server, so two of them (a test's beside a marketer's) never share one.
    copy: path.resolve('node_modules/.cache/fjordlys-preview', String(process.pid), 'content'),
  })
  const pages = new RenderedPages()
  // The renderer also exits by itself when this process goes (its channel to it closes).
  server.httpServer?.once('close', () => renderer.close())

  const beforeSave: BeforeSave = async (saved, req, assets) => {
    const { repoRoot, contentPath } = site.editorPaths()
    const files = saved.map((file) => ({ path: file.path, raw: minimalSave(file, repoRoot) }))
    const inContent = (file: string) => {
      const relative = path.posix.relative(contentPath, file)
      return relative.startsWith('..') || path.posix.isAbsolute(relative) ? undefined : relative
    }
    const drafts = [
      ...files.flatMap((file) => {
        const relative = inContent(file.path)
        return relative === undefined ? [] : [{ file: relative, text: file.raw }]
      }),
      ...assets.flatMap((asset) => {
        const relative = inContent(asset.path)
        return relative === undefined ? [] : [{ file: relative, text: asset.content, encoding: 'base64' as const }]
      }),
    ]
    const reply = await renderer.render({ drafts, urls: checkedPages(drafts, contentFiles.contentRoot()) })
    if (reply && !reply.ok) {
      const english = /\/admin\/en\//.test(String(req.headers.referer ?? ''))
      return { refused: refusal(english ? 'en' : 'nb', reply) }
    }
    return { files }
  }

  const beforeDelete: BeforeDelete = async (paths, req) => {
    const { contentPath } = site.editorPaths()
    const removed = paths.flatMap((file) => {
      const relative = path.posix.relative(contentPath, file)
      return relative.startsWith('..') ? [] : [relative]
    })
    if (removed.length === 0) return undefined
    const reply = await renderer.render({ drafts: [], removed, urls: checkedPages([], contentFiles.contentRoot()) })
    if (reply && !reply.ok) {
      const english = /\/admin\/en\//.test(String(req.headers.referer ?? ''))
      return { refused: refusal(english ? 'en' : 'nb', reply, true) }
    }
    return undefined
  }

  const answer = async (req: IncomingMessage, res: ServerResponse, pathname: string, csp: string): Promise<void> => {
    const json = (status: number, body: unknown) =>
      send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), csp)
    if (pathname === previewScript) {
      const source = await readFile(path.resolve('lib/editor/preview/client.ts'), 'utf8')
      const { code } = await transformWithOxc(source, 'client.ts', { lang: 'ts' })
      return send(res, 200, types['.js']!, code, csp)
    }
    if (pathname.startsWith(previewPages)) {
      const html = pages.get(pathname.slice(previewPages.length))
      if (html === undefined) return send(res, 404, types['.txt']!, 'Not found', csp)
      // The page as the site renders it, framed by the editor and running none of its scripts.
      return send(res, 200, types['.html']!, html, "script-src 'none'; object-src 'none'; frame-ancestors 'self'")
    }
    if (req.method !== 'POST') return send(res, 405, types['.txt']!, 'Method not allowed', csp)
    if (!sameOrigin(req)) return send(res, 403, types['.txt']!, 'Forbidden', csp)
    const body = await readBody(req, maxDraftBytes)
    if (body === undefined) return json(413, { ok: false, error: 'The entry is too large to preview.' })
    const { previewDraft, draftFile, notFound, problemsInWords } = await load()
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return json(400, { ok: false, error: 'The preview got no entry.' })
    }
    const draft = previewDraft.safeParse(parsed)
    if (!draft.success) return json(400, { ok: false, error: 'The preview got no entry.' })
    const { contentPath } = site.editorPaths()
    const file = draftFile(draft.data, {
      root: contentFiles.contentRoot(),
      contentPath,
      interfaceLocale: draft.data.interface,
    })
    if ('error' in file) return json(200, { ok: false, error: file.error })
    // The entry's unsaved uploads, where they will be written: inside the content folder only.
    const uploads = draft.data.assets.flatMap((asset) => {
      const relative = path.posix.relative(contentPath, asset.path)
      return relative.startsWith('..') || path.posix.isAbsolute(relative)
        ? []
        : [{ file: relative, text: asset.content, encoding: 'base64' as const }]
    })
    const reply = await renderer.render(
      { drafts: [{ file: file.file, text: file.text }, ...uploads], urls: [file.url] },
      true,
    )
    if (reply === undefined) return json(200, { ok: false, superseded: true })
    if (!reply.ok)
      return json(200, { ok: false, error: problemsInWords(reply.error, draft.data.interface), url: file.url })
    if (reply.status === 404)
      return json(200, { ok: false, error: notFound(draft.data.interface, file.url), url: file.url })
    return json(200, { ok: true, page: `${previewPages}${pages.add(withoutScripts(reply.html))}`, url: file.url })
  }

  return { answer, beforeSave, beforeDelete }
}
