/**
 * The editor at /admin as files: one page per interface language (`/admin/` in Norwegian,
 * `/admin/en/` in English), each loading Decap CMS and its configuration generated from the
 * content's definitions, and Decap's own files. The build writes them into the built site when a
 * Git backend is configured (./settings.ts); the dev server answers the same paths (./vite-plugin.ts).
 * No page of the site links to or loads any of it.
 */
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { contentRoot } from '../../content/loader/files.ts'
import { locales, type Locale } from '../../content/site/locale-list.ts'
import { defaultLocale } from '../../content/site/locales.ts'
import { settings } from '../../content/site/settings.ts'
import { securityHeaders } from '../../server/security.ts'
import { adminBase, adminFolder, placeholdersFile, widgetsFile } from './address.ts'
import { decapConfigYaml, type DecapBackend } from './decap-config.ts'
import { collectionName } from './decap-fields.ts'
import { decapBundle, decapEntry } from './decap-bundle.ts'
import { discoverDefinitions } from './discover.ts'
import { editorBackend, type EditorBackend } from './settings.ts'
import { interfaceScript } from './interface-strings.ts'
import { placeholderChoices } from './placeholder-choices.ts'

export { interfaceScript, placeholderChoices, placeholdersFile, widgetsFile }

/** The page of each interface language, inside /admin/. */
export const adminPages: Record<Locale, string> = { nb: '', en: 'en/' }

export function configFile(locale: Locale): string {
  return `config.${locale}.yml`
}

const titles: Record<Locale, string> = { nb: 'Rediger innhold', en: 'Edit content' }

/** The script that completes Decap's Norwegian (./interface-strings.ts), loaded right after Decap. */
export const interfaceFile = 'interface.js'

/** The preview pane's script and what it registers (./preview/client.ts), in the editing server only. */
export type PreviewScript = { src: string; templates: readonly string[] }

/**
 * The page that starts the editor in one interface language: Decap reads the configuration its
 * link names. With `preview`, the script that makes the preview pane the page follows Decap's.
 */
export function adminPage(locale: Locale, preview?: PreviewScript): string {
  const previewTags = preview
    ? `<meta name="preview-templates" content="${preview.templates.join(',')}">
<meta name="preview-default-locale" content="${defaultLocale}">
`
    : ''
  const previewScript = preview
    ? `<script type="module" src="${preview.src}"></script>
`
    : ''
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${titles[locale]} · ${settings.agencyName}</title>
<link rel="icon" href="/icons/favicon-32.png" sizes="32x32" type="image/png">
<link rel="cms-config-url" type="text/yaml" href="${adminBase}${configFile(locale)}">
${previewTags}</head>
<body>
<script src="${adminBase}${decapEntry}"></script>
<script src="${adminBase}${interfaceFile}"></script>
<script src="${adminBase}${widgetsFile}"></script>
${previewScript}</body>
</html>
`
}

/**
 * Where the backend reads the content: the repository's root (the working directory; the content
 * folder's parent when CONTENT_DIR points outside it, as a test's copy does) and the content
 * folder's path inside it (`content`).
 */
export function editorPaths(root = contentRoot()): { repoRoot: string; contentPath: string } {
  const relative = path.relative(process.cwd(), root)
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
  const repoRoot = inside ? process.cwd() : path.dirname(root)
  return { repoRoot, contentPath: path.relative(repoRoot, root).split(path.sep).join('/') }
}

/** The kinds of content the editor offers. Content the schemas refuse does not keep the editor from loading: it is where it is mended. */
function editorDefinitions() {
  return discoverDefinitions(undefined, (file, error) =>
    console.warn(`editor: ${path.relative(process.cwd(), file)} could not read the content: ${error.message}`),
  )
}

/** The names Decap looks preview templates up by: each folder collection's and each file's. */
export async function previewTemplateNames(): Promise<string[]> {
  return (await editorDefinitions()).map((definition) => collectionName(definition.path))
}

/** The configuration of each interface language, for a backend. */
export async function adminConfigs(backend: DecapBackend): Promise<Record<Locale, string>> {
  const definitions = await editorDefinitions()
  const { contentPath } = editorPaths()
  const entries = locales.map((locale) => [
    locale,
    decapConfigYaml({ locale, definitions, contentPath, backend, siteUrl: settings.siteUrl }),
  ])
  return Object.fromEntries(entries) as Record<Locale, string>
}

/**
 * The Content-Security-Policy the server gives /admin/ (server/security.ts), for the dev server to
 * send too; with `preview`, the editing server's, whose preview pane frames the rendered page.
 */
export async function adminCsp(editor: EditorBackend | undefined, preview = false): Promise<string> {
  const probe = new Hono()
    .use(securityHeaders({ production: false, editor, editorPreview: preview }))
    .get('*', (c) => c.body(null))
  return (await probe.request(adminBase)).headers.get('Content-Security-Policy') ?? ''
}

async function writeCompressed(file: string, body: string): Promise<void> {
  await writeFile(file, body)
  // As scripts/postbuild.ts precompresses the rest of the site (the server answers from the twins).
  if (Buffer.byteLength(body) < 512) return
  await writeFile(`${file}.br`, brotliCompressSync(body))
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }))
}

/**
 * Writes the editor into the built site's `admin/`, with precompressed twins. Nothing without a
 * Git backend (CMS_REPO unset): the editor could not save anywhere.
 */
export async function writeAdmin(clientDir: string): Promise<{ backend: EditorBackend | undefined; files: number }> {
  const backend = editorBackend()
  if (backend === undefined) return { backend, files: 0 }
  const dir = path.join(clientDir, adminFolder)
  if (existsSync(dir)) throw new Error(`${dir} exists: a page or a public file uses the editor's address`)
  await mkdir(dir, { recursive: true })
  const bundle = await decapBundle()
  let files = 0
  for (const name of await readdir(bundle)) {
    await copyFile(path.join(bundle, name), path.join(dir, name))
    files++
  }
  await writeCompressed(path.join(dir, interfaceFile), interfaceScript())
  // Bundled by Vite's build, loaded only here: the editor's configuration is made without it.
  const { widgetsScript } = await import('./widgets/bundle.ts')
  await writeCompressed(path.join(dir, widgetsFile), await widgetsScript())
  // The values the copy fields show are the built site's: the editor's saves reach the live site
  // through a build, which writes them afresh.
  await writeCompressed(path.join(dir, placeholdersFile), JSON.stringify(placeholderChoices()))
  files += 3
  const configs = await adminConfigs({ kind: 'git', backend })
  for (const locale of locales) {
    await writeCompressed(path.join(dir, configFile(locale)), configs[locale])
    await mkdir(path.join(dir, adminPages[locale]), { recursive: true })
    await writeCompressed(path.join(dir, adminPages[locale], 'index.html'), adminPage(locale))
    files += 2
  }
  return { backend, files }
}
