/**
 * The editor's page preview in the editing server (`npm run edit`): the preview pane posts the
 * entry being edited (`POST /admin/preview`), this writes it as the file a save would write (only
 * what changed, ../yaml-edit.ts) and has the preview renderer (./renderer.ts, a process of its
 * own) render the page that shows it; the pane then shows that page from `/admin/preview/page/<n>`.
 * A draft the content's rules refuse gets the loader's message instead, naming file and field.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { parse } from 'yaml'
import { z } from 'zod'
import { entryFiles, readYaml } from '../../../content/loader/files.ts'
import { locales, type Locale } from '../../../content/site/locale-list.ts'
import { defaultLocale } from '../../../content/site/locales.ts'
import { isParameterised, pathFor, routeIds } from '../../../content/site/routes.ts'
import { problemsInWords } from '../problems-in-words.ts'
import { editFrontMatter, editLanguageBlock, editYaml, withoutEmpty } from '../yaml-edit.ts'
import { folderLanguage, previewPages, previewPath } from './pages.ts'
import type { DraftFile, RenderReply, RenderRequest } from './renderer.ts'

export { problemsInWords }

/** What the preview pane sends: the entry's place, the language shown and the form's values. */
/** An uploaded image as base64: 8 MB of image is about 11 million characters. */
const maxUploadChars = 11_200_000

export const previewDraft = z.object({
  /** The entry's file from the repository's root (`content/services/webdesign.yml`); none for a new entry. */
  path: z.string().max(500).optional(),
  /** A new entry's folder from the repository's root (`content/jobs`). */
  folder: z.string().max(500).optional(),
  locale: z.enum(locales),
  /** Whether the file holds both languages in blocks (`nb:`, `en:`). */
  i18n: z.boolean(),
  data: z.record(z.string(), z.unknown()),
  /** The editor's interface language, for the preview's own messages. */
  interface: z.enum(locales).default('nb'),
  /** Images uploaded with the entry and not saved yet, from the repository's root, as base64. */
  assets: z
    .array(z.object({ path: z.string().max(500), content: z.string().max(maxUploadChars) }))
    .max(10)
    .default([]),
})
/** A draft as the page is made from it (its uploads go to the renderer beside it). */
export type PreviewDraft = Omit<z.infer<typeof previewDraft>, 'assets'>

export type PreviewAnswer =
  { ok: true; page: string; url: string } | { ok: false; error: string; url?: string } | { ok: false; superseded: true }

const texts = {
  nb: {
    unknown: (file: string) => `Forhåndsvisningen kjenner ikke siden som viser ${file}.`,
    noAddress: 'Siden får en adresse når feltet for adressen er fylt ut.',
    notFound: (url: string) =>
      `Med dette utkastet finnes ingen side på ${url} ennå. Et blogginnlegg vises når det finnes på begge språk med samme oversettelsesnøkkel.`,
    notSaved: (url: string | undefined) =>
      `Ikke lagret: med denne endringen kan ikke ${url ? `siden ${url}` : 'nettstedet'} lages. Ingenting er skrevet. Rett feltet og lagre igjen.`,
    notDeleted: (url: string | undefined) =>
      `Ikke slettet: uten dette innholdet kan ikke ${url ? `siden ${url}` : 'nettstedet'} lages, fordi noe annet viser til det. Fjern henvisningen først (se under), og slett så igjen.`,
  },
  en: {
    unknown: (file: string) => `The preview knows no page that shows ${file}.`,
    noAddress: 'The page gets an address once its address field is filled in.',
    notFound: (url: string) =>
      `With this draft there is no page at ${url} yet. A blog post is shown once it exists in both languages with the same translation key.`,
    notSaved: (url: string | undefined) =>
      `Not saved: with this change ${url ? `the page ${url}` : 'the site'} cannot be made. Nothing was written. Mend the field and save again.`,
    notDeleted: (url: string | undefined) =>
      `Not deleted: without this content ${url ? `the page ${url}` : 'the site'} cannot be made, because something else refers to it. Remove that reference first (see below), then delete again.`,
  },
} satisfies Record<Locale, unknown>

/** Front matter read as the content's YAML is (dates stay the texts they are written as). */
function frontMatter(text: string): { data: Record<string, unknown>; content: string } {
  const { data, content } = matter(text, { engines: { yaml: (source: string) => (parse(source) ?? {}) as object } })
  return { data: data as Record<string, unknown>, content }
}

/** The slug of a folder's first entry in a language (the job template is shown on a job's page). */
function firstSlug(root: string, folder: string, locale: Locale): string | undefined {
  for (const file of entryFiles(folder, { root })) {
    const slug = (readYaml(file).data as Record<string, { slug?: unknown }> | null)?.[locale]?.slug
    if (typeof slug === 'string') return slug
  }
  return undefined
}

/** The draft as a file in the content folder, and the page to render it on. */
export function draftFile(
  draft: PreviewDraft,
  options: { root: string; contentPath: string; interfaceLocale: Locale },
): { file: string; text: string; url: string } | { error: string } {
  const words = texts[options.interfaceLocale]
  const inside = (repoPath: string) => {
    const relative = path.posix.relative(options.contentPath, repoPath)
    return relative.startsWith('..') || path.posix.isAbsolute(relative) ? undefined : relative
  }
  const data = (withoutEmpty(draft.data) ?? {}) as Record<string, unknown>
  const existing = draft.path ? inside(draft.path) : undefined
  const folder = draft.folder ? inside(draft.folder) : existing ? path.posix.dirname(existing) : undefined
  if (existing === undefined && folder === undefined) return { error: words.unknown(draft.path ?? draft.folder ?? '') }
  const key = existing !== undefined && previewPages[existing] ? existing : folder
  const page = key === undefined ? undefined : previewPages[key]
  if (page === undefined || key === undefined) return { error: words.unknown(existing ?? folder ?? '') }
  const language = folderLanguage(key, locales) ?? draft.locale
  const url = previewPath(page, data, language, (at, locale) => firstSlug(options.root, at, locale))
  if (url === undefined) return { error: words.noAddress }
  const markdown = (existing ?? '').endsWith('.md') || folderLanguage(key, locales) !== undefined
  const name = String(data.slug ?? data.blogslug ?? 'utkast')
  const file = existing ?? `${folder}/${name}.${markdown ? 'md' : 'yml'}`
  const full = path.join(options.root, file)
  const before = existsSync(full) ? readFileSync(full, 'utf8') : undefined
  if (markdown) {
    const { body, ...front } = data
    return { file, url, text: editFrontMatter(before, front, typeof body === 'string' ? body : '') }
  }
  if (!draft.i18n) return { file, url, text: editYaml(before, data) }
  // A new entry has only the language being written: the other is shown as the same until written.
  const text = editLanguageBlock(before, draft.locale, data)
  const written = (parse(text) ?? {}) as Record<string, unknown>
  const missing = locales.filter((locale) => written[locale] === undefined)
  return { file, url, text: missing.reduce((all, locale) => editLanguageBlock(all, locale, data), text) }
}

/** A file a save asks the local backend to write: its path from the repository's root and its text. */
export type SavedFile = { path: string; raw: string }

/**
 * A saved file as it will be written: over the file it replaces, changing only what changed (its
 * comments, key order and quoting stay); a new file as the editor wrote it.
 */
export function minimalSave(file: SavedFile, repoRoot: string): string {
  const full = path.join(repoRoot, file.path)
  if (!existsSync(full)) return file.raw
  const before = readFileSync(full, 'utf8')
  if (file.path.endsWith('.md')) {
    const { data, content } = frontMatter(file.raw)
    return editFrontMatter(before, data, content)
  }
  if (/\.ya?ml$/.test(file.path)) return editYaml(before, parse(file.raw))
  return file.raw
}

/** The pages that show a draft (its own, in each language it has), where the preview knows them. */
function draftPages(draft: DraftFile, root: string): string[] {
  // An image uploaded with the entry shows on the entry's pages, which its text gives.
  if (draft.encoding !== undefined) return []
  const key = previewPages[draft.file] ? draft.file : path.posix.dirname(draft.file)
  const page = previewPages[key]
  if (page === undefined) return []
  const first = (folder: string, locale: Locale) => firstSlug(root, folder, locale)
  const language = folderLanguage(key, locales)
  if (draft.file.endsWith('.md')) {
    const url = previewPath(page, frontMatter(draft.text).data, language ?? defaultLocale, first)
    return url ? [url] : []
  }
  const parsed = (parse(draft.text) ?? {}) as Record<string, unknown>
  const translated = locales.some((locale) => locale in parsed)
  return locales.flatMap((locale) => {
    const data = (translated ? parsed[locale] : parsed) as Record<string, unknown> | undefined
    const url = data ? previewPath(page, data, locale, first) : undefined
    return url ? [url] : []
  })
}

/**
 * The pages a save is checked on before it is written: the pages of the saved entries, then every
 * page of the site that has no parameter (the lists of services, cases, jobs and posts among
 * them), in both languages. The content is read when a page is made, so a value the content's
 * rules refuse stops the page that reads it, and the save is refused with the loader's message.
 */
export function checkedPages(drafts: readonly DraftFile[], root: string): string[] {
  const urls = new Set(drafts.flatMap((draft) => draftPages(draft, root)))
  for (const id of routeIds) {
    if (!isParameterised(id)) for (const locale of locales) urls.add(pathFor(id, locale))
  }
  return [...urls]
}

/** What the preview says when the draft's page does not exist (yet), in the interface language. */
export function notFound(locale: Locale, url: string): string {
  return texts[locale].notFound(url)
}

/** What the editor is told when the check refuses a save or a deletion, in its interface language. */
export function refusal(locale: Locale, reply: { error: string; url?: string }, deletion = false): string {
  const lead = deletion ? texts[locale].notDeleted(reply.url) : texts[locale].notSaved(reply.url)
  return `${lead}\n\n${problemsInWords(reply.error, locale)}`
}

type Job = {
  request: Omit<RenderRequest, 'id'>
  /** A preview, which the pane's next draft replaces while it waits; a save's check is never replaced. */
  replaceable: boolean
  resolve: (reply: RenderReply | undefined) => void
}

/**
 * The renderer process, started at the first preview and kept for the next ones. One render at a
 * time, in order; a preview that waits is dropped when a newer one comes (the pane wants only
 * its latest draft).
 */
export class PreviewRenderer {
  private child: ChildProcess | undefined
  private ready: Promise<void> | undefined
  private next = 1
  private readonly waiting = new Map<number, (reply: RenderReply) => void>()
  private readonly jobs: Job[] = []
  private running = false

  constructor(private readonly options: { contentRoot: string; copy: string }) {}

  private start(): Promise<void> {
    if (this.ready) return this.ready
    const child = fork(path.resolve('lib/editor/preview/renderer.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        // The renderer's own Vike server: no editor backend of its own, reading the copy.
        EDITOR_LOCAL_BACKEND: '',
        CONTENT_DIR: this.options.copy,
        PREVIEW_CONTENT_SOURCE: this.options.contentRoot,
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    })
    this.child = child
    this.ready = new Promise((resolve, reject) => {
      child.on('message', (message: RenderReply | { ready: true }) => {
        if ('ready' in message) return resolve()
        this.waiting.get(message.id)?.(message)
        this.waiting.delete(message.id)
      })
      child.once('exit', (code) => {
        const error = new Error(`the preview renderer stopped (exit code ${code})`)
        reject(error)
        for (const [id, answer] of this.waiting) answer({ id, ok: false, error: error.message })
        this.waiting.clear()
        this.child = undefined
        this.ready = undefined
      })
    })
    return this.ready
  }

  /**
   * Renders the pages of a request with its drafts; undefined for a preview that a newer one
   * replaced before its turn.
   */
  render(request: Omit<RenderRequest, 'id'>, replaceable = false): Promise<RenderReply | undefined> {
    return new Promise((resolve) => {
      if (replaceable) {
        for (const job of this.jobs.filter((queued) => queued.replaceable)) {
          this.jobs.splice(this.jobs.indexOf(job), 1)
          job.resolve(undefined)
        }
      }
      this.jobs.push({ request, replaceable, resolve })
      void this.drain()
    })
  }

  private async drain(): Promise<void> {
    if (this.running) return
    this.running = true
    try {
      for (let job = this.jobs.shift(); job; job = this.jobs.shift()) {
        job.resolve(await this.send(job.request))
      }
    } finally {
      this.running = false
    }
  }

  private async send(request: Omit<RenderRequest, 'id'>): Promise<RenderReply> {
    try {
      await this.start()
      const id = this.next++
      return await new Promise<RenderReply>((resolve) => {
        this.waiting.set(id, resolve)
        this.child!.send({ ...request, id } satisfies RenderRequest)
      })
    } catch (error) {
      return { id: 0, ok: false, error: (error as Error).message }
    }
  }

  /** Stops the renderer and removes its copy of the content. */
  close(): void {
    this.child?.kill()
    this.child = undefined
    this.ready = undefined
    rmSync(path.dirname(this.options.copy), { recursive: true, force: true })
  }
}

/**
 * A rendered page without its scripts: the preview shows the page and runs none of it (its frame
 * allows no script either), so the islands' code and the development client are left out.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '')
}

/** The rendered pages the pane shows, by number; the last few are kept. */
export class RenderedPages {
  private readonly pages = new Map<string, string>()
  private count = 0

  constructor(private readonly keep = 8) {}

  add(html: string): string {
    const name = String(++this.count)
    this.pages.set(name, html)
    for (const old of this.pages.keys()) {
      if (this.pages.size <= this.keep) break
      this.pages.delete(old)
    }
    return name
  }

  get(name: string): string | undefined {
    return this.pages.get(name)
  }
}
