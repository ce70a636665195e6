/**
 * The editor's preview renderer: a process of its own, started by the editing server (`npm run
 * edit`, ./preview-server.ts), that renders the site's pages the way the site does (Vike's own
 * renderer, the site's components, CSS and content loader) on a copy of the content folder with
 * the entry being edited written into it. So the preview is the page, with every fact, setting and
 * link resolved, and a draft the content's rules refuse shows the loader's error, naming the file
 * and the field, instead of a page.
 *
 * A process of its own because Vike keeps one site per process: the development server's own pages
 * keep reading the content folder, and this one reads its copy. The copy is brought up to date with
 * the content folder before every render (a save, a new file, a removed one), and the media folder
 * is the content's own, linked, so an image uploaded in the editor is in the preview at once.
 *
 * It answers messages from its parent (`RenderRequest`, `RenderReply`) one at a time, and exits
 * when its parent goes.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { createDevMiddleware, renderPage } from 'vike/server'

/**
 * A file as a save would write it: relative to the content folder (`services/webdesign.yml`), and
 * its text; an image uploaded with the entry (`media/blog/x.jpg`) comes as base64.
 */
export type DraftFile = { file: string; text: string; encoding?: 'base64' }

export type RenderRequest = {
  id: number
  /** The edited files. */
  drafts: DraftFile[]
  /** Files a deletion would remove, relative to the content folder. */
  removed?: string[]
  /**
   * The addresses of the pages to render (`/tjenester/webdesign/`): the first is the preview's
   * page, which the reply carries; the others are rendered to check that they still can be.
   */
  urls: string[]
}

export type RenderReply =
  { id: number; ok: true; status: number; html: string } | { id: number; ok: false; error: string; url?: string }

/** The folder of the content's images, linked into the copy rather than copied. */
const mediaFolder = 'media'

/** Makes `copy` hold what `source` holds (its media folder as a link), writing only what differs. */
export function mirror(source: string, copy: string, top = true): void {
  mkdirSync(copy, { recursive: true })
  const wanted = new Set<string>()
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name)
    const to = path.join(copy, entry.name)
    wanted.add(entry.name)
    if (entry.isDirectory() && entry.name === mediaFolder && top) {
      if (!existsSync(to)) symlinkSync(from, to, 'dir')
      continue
    }
    if (entry.isDirectory()) {
      if (existsSync(to) && !lstatSync(to).isDirectory()) rmSync(to, { recursive: true, force: true })
      mirror(from, to, false)
      continue
    }
    if (!entry.isFile()) continue
    const bytes = readFileSync(from)
    if (!existsSync(to) || !readFileSync(to).equals(bytes)) writeFileSync(to, bytes)
  }
  for (const name of readdirSync(copy)) {
    if (!wanted.has(name)) rmSync(path.join(copy, name), { recursive: true, force: true })
  }
}

/** A terminal's colour codes: the escape character, `[`, numbers and `m`. */
const terminalColours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

function messageOf(error: unknown, copy: string, source: string): string {
  const text = (error instanceof Error ? error.message : String(error))
    // Without the colours of a terminal (escape sequences), which the editor cannot show.
    .replace(terminalColours, '')
    // Vike puts its log line before the message of an error thrown while rendering.
    .replace(/^.*\[vike\]\[request-\d+\]\[Error\] An error was thrown:\s*/m, '')
  // The loader names files in the copy; the marketer knows them by their place in the content
  // folder (`content/services/webdesign.yml`), wherever that folder is.
  const name = path.basename(source)
  return text.split(path.resolve(copy)).join(name).split(path.relative(process.cwd(), copy)).join(name)
}

async function main(): Promise<void> {
  const source = process.env.PREVIEW_CONTENT_SOURCE
  const copy = process.env.CONTENT_DIR
  if (!source || !copy || !process.send) throw new Error('The preview renderer is started by the editing server')
  const send = process.send.bind(process)
  mirror(path.resolve(source), path.resolve(copy))
  const { viteServer } = await createDevMiddleware({
    root: process.cwd(),
    viteConfig: { server: { middlewareMode: true, hmr: false, ws: false, watch: null }, logLevel: 'error' },
  })
  process.on('disconnect', () => void viteServer.close().finally(() => process.exit(0)))

  async function render(request: RenderRequest): Promise<RenderReply> {
    try {
      mirror(path.resolve(source!), path.resolve(copy!))
      for (const draft of request.drafts) {
        const file = path.resolve(copy!, draft.file)
        if (!file.startsWith(path.resolve(copy!) + path.sep)) throw new Error('a file outside the content folder')
        mkdirSync(path.dirname(file), { recursive: true })
        writeFileSync(file, draft.encoding === 'base64' ? Buffer.from(draft.text, 'base64') : draft.text)
      }
      for (const gone of request.removed ?? []) {
        const file = path.resolve(copy!, gone)
        if (!file.startsWith(path.resolve(copy!) + path.sep)) throw new Error('a file outside the content folder')
        rmSync(file, { force: true })
      }
      // Every module that read the content reads it again, with the drafts in it.
      viteServer.environments.ssr.moduleGraph.invalidateAll()
      let first: RenderReply | undefined
      for (const url of request.urls) {
        const context = await renderPage({ urlOriginal: url, headersOriginal: {} })
        const failed = context.errorWhileRendering
        // A page that says it does not exist (`throw render(404)`: a post before its translation is
        // written, which the site shows once both are) is no failure: there is no page to break.
        if (notFoundAbort(failed)) {
          first ??= { id: request.id, ok: true, status: 404, html: '' }
          continue
        }
        if (failed) return { id: request.id, ok: false, error: messageOf(failed, copy!, source!), url }
        const response = context.httpResponse
        if (!response) return { id: request.id, ok: false, error: `no page at ${url}`, url }
        first ??= { id: request.id, ok: true, status: response.statusCode, html: await response.getBody() }
      }
      return first ?? { id: request.id, ok: true, status: 204, html: '' }
    } catch (error) {
      return { id: request.id, ok: false, error: messageOf(error, copy!, source!) }
    }
  }

  /** Whether an error is Vike's `throw render(404)` (an abort, marked `_isAbortError`, of status 404). */
  function notFoundAbort(error: unknown): boolean {
    if (typeof error !== 'object' || error === null || !('_isAbortError' in error)) return false
    const abort = (error as { _pageContextAbort?: { abortStatusCode?: unknown } })._pageContextAbort
    return abort?.abortStatusCode === 404
  }

  let queue = Promise.resolve()
  process.on('message', (request: RenderRequest) => {
    queue = queue.then(async () => {
      send(await render(request))
    })
  })
  send({ ready: true })
}

if (process.env.PREVIEW_CONTENT_SOURCE) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
