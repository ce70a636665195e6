/** Security headers for every response (pages, assets and API), set by Hono's secure-headers middleware. */
import { createHash } from 'node:crypto'
import { Hono, type MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { matchRoute } from '../content/site/routes.ts'
import { settings, type Settings } from '../content/site/settings.ts'
import { isAdminPath } from '../lib/editor/address.ts'
import { editorBackend, type EditorBackend } from '../lib/editor/settings.ts'
import { speculationRules } from '../renderer/speculation.ts'
import { themeScript } from '../renderer/theme.ts'
import { pagePath } from './paths.ts'

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>
type CspDirectives = NonNullable<SecureHeadersOptions['contentSecurityPolicy']>
/** The optional third-party services whose hosts the CSP names only when they are configured. */
export type ThirdParties = Pick<Settings, 'googleAds' | 'elevenLabs'>

function sha256(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/** The inline scripts of the site, allowed by their hashes: the theme (set before first paint) and the speculation rules. */
export const inlineScriptHashes = [sha256(themeScript), sha256(speculationRules)]

/**
 * Hosts the consent-gated Google Ads tag talks to (gtag.js, conversion pings); allowed only
 * when a tag id is configured, and the tag itself loads only after consent.
 */
const googleAds = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
  img: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googletagmanager.com'],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
}
/** The voice agent's API and media servers; allowed only when an agent id is configured. */
const elevenLabs = { connect: ['https://*.elevenlabs.io', 'wss://*.elevenlabs.io', 'wss://*.livekit.cloud'] }

/** The Content-Security-Policy, directive by directive, in the order the header lists them. */
export function cspDirectives(site: ThirdParties = settings): CspDirectives {
  const ads = Boolean(site.googleAds.id)
  const voice = Boolean(site.elevenLabs.agentId)
  const hosts = (...sources: (string[] | false)[]) => sources.flatMap((s) => s || [])
  return {
    defaultSrc: ["'self'"],
    // 'wasm-unsafe-eval' lets the site's search (Pagefind) compile its WebAssembly; it allows no
    // JavaScript eval.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...hosts(inlineScriptHashes, ads && googleAds.script)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...hosts(ads && googleAds.img)],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...hosts(ads && googleAds.connect, voice && elevenLabs.connect)],
    mediaSrc: ["'self'", 'blob:'],
    frameSrc: ads ? googleAds.frame : ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
}

/**
 * The Content-Security-Policy of the editor at /admin (Decap CMS), which the site's pages never
 * load. What Decap needs beyond the site's own files, measured in Chromium with a report-only
 * policy while creating an entry in both languages, uploading an image and opening the preview:
 * - `'unsafe-eval'`: Decap checks its configuration with ajv, which compiles its schemas with
 *   `new Function`; without it the editor stops at start ("Error compiling schema").
 * - `style-src 'unsafe-inline'`: its styles are emotion's, written into `<style>` elements at run time.
 * - `blob:` for images and fetches: an uploaded image is previewed from, and read back for saving
 *   from, a blob: address.
 * Nothing else: no fonts, frames, workers or WebAssembly (the WebP encoder is not configured).
 * With a Git backend, its API (and its login server for GitLab and Gitea, which exchange the
 * login code from the browser); for GitHub also its status page, which Decap asks whether the API
 * is up, and the avatars it shows. The local backend is same-origin (the dev server).
 * With `preview` (the editing server, which renders the page being edited, lib/editor/preview/),
 * the preview pane frames that page from the editor's own origin: `frame-src 'self'`.
 */
export function adminCspDirectives(
  backend: EditorBackend | undefined = editorBackend(),
  preview = false,
): CspDirectives {
  const origin = (url: string) => new URL(url).origin
  const github = backend?.name === 'github'
  const host = backend
    ? [...new Set([origin(backend.apiRoot), ...(!github && backend.baseUrl ? [origin(backend.baseUrl)] : [])])]
    : []
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'blob:', ...(github ? ['https://avatars.githubusercontent.com'] : host)],
    fontSrc: ["'none'"],
    connectSrc: ["'self'", 'blob:', ...host, ...(github ? ['https://www.githubstatus.com'] : [])],
    mediaSrc: ["'none'"],
    frameSrc: preview ? ["'self'"] : ["'none'"],
    workerSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
}

/** The editor's pages and files: everything under /admin/, however the path is spelt. */
function isEditorPath(pathname: string): boolean {
  return isAdminPath(pagePath(pathname))
}

type HeaderOptions = {
  production: boolean
  site?: ThirdParties
  editor?: EditorBackend | undefined
  /** Whether the editor's preview frames the pages the editing server renders (`adminCspDirectives`). */
  editorPreview?: boolean
}

function options({ production, site }: HeaderOptions, referrerPolicy: string): SecureHeadersOptions {
  // No upgrade-insecure-requests: `npm start` serves production mode over plain http://localhost,
  // and every resource is same-origin anyway; HSTS keeps real visitors on HTTPS.
  return {
    contentSecurityPolicy: cspDirectives(site),
    xContentTypeOptions: 'nosniff',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], geolocation: [], microphone: ['self'], payment: [] },
    referrerPolicy,
    strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
    // The middleware's other defaults stay off: the headers above are the site's whole set.
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }
}

/**
 * The reset page carries a token in its address: it must not leak through Referer. Matched by
 * route, so every spelling of the page (`index.html`, doubled slashes) gets the same policy.
 */
function noReferrer(pathname: string): boolean {
  return matchRoute(pagePath(pathname))?.id === 'portalResetPassword'
}

/**
 * The security headers on every answer. Three configurations of the one middleware: the reset
 * page gets `no-referrer` (else `strict-origin-when-cross-origin`), and the editor at /admin its
 * own Content-Security-Policy, and an opener policy that lets the login window it opens (GitHub's
 * OAuth) hand the login back to it.
 */
export function securityHeaders(config: HeaderOptions): MiddlewareHandler {
  const everywhere = secureHeaders(options(config, 'strict-origin-when-cross-origin'))
  const resetPage = secureHeaders(options(config, 'no-referrer'))
  const editor = 'editor' in config ? config.editor : editorBackend()
  const admin = secureHeaders({
    ...options(config, 'strict-origin-when-cross-origin'),
    contentSecurityPolicy: adminCspDirectives(editor, config.editorPreview === true),
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
  })
  return (c, next) => (isEditorPath(c.req.path) ? admin : noReferrer(c.req.path) ? resetPage : everywhere)(c, next)
}

/**
 * The headers `securityHeaders` gives an ordinary answer, as a record, for the answers Node
 * writes outside the app (a request it cannot parse, a timeout, shutdown). Read from the
 * middleware itself, so the two cannot drift apart; names as usually written (`X-Frame-Options`).
 */
export async function securityHeaderRecord(config: HeaderOptions): Promise<Record<string, string>> {
  const probe = new Hono().use(securityHeaders(config)).get('/', (c) => c.body(null))
  const wireName = (name: string) => name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
  return Object.fromEntries([...(await probe.request('/')).headers].map(([name, value]) => [wireName(name), value]))
}
