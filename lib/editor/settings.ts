/**
 * Where the editor at /admin saves in production: a Git host that the people editing log in to
 * with OAuth, set by environment variables at build time (the editor's configuration is a file of
 * the build) and at server start (the editor's Content Security Policy names the host's API).
 * Without `CMS_REPO` the build has no editor at /admin: it could not save anywhere. Local editing
 * (`npm run edit`) needs none of this; it saves to the working tree (./vite-plugin.ts).
 */

/** The Git hosts Decap CMS logs in to with OAuth, as its backends name them. */
export const gitHosts = ['github', 'gitlab', 'gitea'] as const
export type GitHost = (typeof gitHosts)[number]

export type EditorBackend = {
  name: GitHost
  /** `owner/name` of the site's repository. */
  repo: string
  /** The branch the editor commits to, the one the site is built from. */
  branch: string
  /** The host's API (GitHub Enterprise, a GitLab or Gitea of one's own); the host's public API when unset. */
  apiRoot: string
  /**
   * Where the login starts: for GitHub, an OAuth client that holds the app's secret (Decap's
   * default is Netlify's); for GitLab and Gitea, the instance's address.
   */
  baseUrl: string | undefined
  /** The login path on `baseUrl`, when it is not the host's usual one. */
  authEndpoint: string | undefined
  /** GitLab and Gitea: the OAuth application's client id, for a login from the browser (PKCE) without a secret. */
  appId: string | undefined
}

type Env = Record<string, string | undefined>

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/** The public API of each host, Decap's default for `api_root`. */
const defaultApiRoot: Record<GitHost, string> = {
  github: 'https://api.github.com',
  gitlab: 'https://gitlab.com/api/v4',
  gitea: 'https://gitea.com/api/v1',
}

function httpsUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be an address such as https://git.example.com, got "${value}"`)
  }
  if (url.protocol !== 'https:' && url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') {
    throw new Error(`${name} must be an https:// address (the editor sends its login there), got "${value}"`)
  }
  return value.replace(/\/+$/, '')
}

/**
 * The editor's Git backend from CMS_BACKEND, CMS_REPO, CMS_BRANCH, CMS_API_ROOT, CMS_BASE_URL,
 * CMS_AUTH_ENDPOINT and CMS_APP_ID; undefined when CMS_REPO is unset. A value of the wrong form
 * stops the build, which would otherwise publish an editor that cannot log in.
 */
export function editorBackend(env: Env = process.env): EditorBackend | undefined {
  const repo = read(env, 'CMS_REPO')
  if (repo === undefined) return undefined
  if (!/^[\w.-]+(?:\/[\w.-]+)+$/.test(repo)) throw new Error(`CMS_REPO must be owner/name, got "${repo}"`)
  const name = read(env, 'CMS_BACKEND') ?? 'github'
  if (!(gitHosts as readonly string[]).includes(name)) {
    throw new Error(`CMS_BACKEND must be one of ${gitHosts.join(', ')}, got "${name}"`)
  }
  const host = name as GitHost
  return {
    name: host,
    repo,
    branch: read(env, 'CMS_BRANCH') ?? 'main',
    apiRoot: httpsUrl('CMS_API_ROOT', read(env, 'CMS_API_ROOT')) ?? defaultApiRoot[host],
    baseUrl: httpsUrl('CMS_BASE_URL', read(env, 'CMS_BASE_URL')),
    authEndpoint: read(env, 'CMS_AUTH_ENDPOINT'),
    appId: read(env, 'CMS_APP_ID'),
  }
}
