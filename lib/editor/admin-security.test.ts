import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { adminCspDirectives, securityHeaders } from '../../server/security'
import { adminPage } from './admin-site'
import { editorBackend, type EditorBackend } from './settings'

const github = editorBackend({ CMS_REPO: 'fjordlys/site' })!
const gitlab = editorBackend({
  CMS_BACKEND: 'gitlab',
  CMS_REPO: 'fjordlys/site',
  CMS_API_ROOT: 'https://git.fjordlys.example/api/v4',
  CMS_BASE_URL: 'https://git.fjordlys.example/',
  CMS_APP_ID: 'abc123',
})!

async function headersAt(path: string, editor: EditorBackend | undefined) {
  const app = new Hono().use(securityHeaders({ production: true, editor })).get('*', (c) => c.body(null))
  return (await app.request(path)).headers
}

describe('the headers of the editor at /admin', () => {
  it("give the editor's pages and files its own policy, however the path is spelt", async () => {
    for (const path of ['/admin', '/admin/', '/admin/en/', '/admin/decap-cms.js', '//admin//config.nb.yml']) {
      const headers = await headersAt(path, github)
      const csp = headers.get('content-security-policy')!
      expect(csp, path).toContain("script-src 'self' 'unsafe-eval'")
      expect(csp, path).toContain("style-src 'self' 'unsafe-inline'")
      expect(csp, path).toContain("frame-ancestors 'none'")
      expect(csp, path).not.toContain('sha256-')
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin-allow-popups')
      expect(headers.get('x-frame-options'), path).toBe('DENY')
      expect(headers.get('strict-transport-security'), path).toContain('max-age=')
    }
  })

  it("keep every page of the site on the site's policy, which allows no eval", async () => {
    for (const path of ['/', '/en/', '/administrasjon/', '/adminx/', '/en/admin-guide/', '/api/me']) {
      const headers = await headersAt(path, github)
      const csp = headers.get('content-security-policy')!
      expect(csp, path).not.toContain("'unsafe-eval'")
      expect(csp, path).not.toContain('api.github.com')
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
    }
  })

  it('allow exactly the Git host the editor saves to, and nothing when it saves locally', () => {
    const local = adminCspDirectives(undefined)
    expect(local.connectSrc).toEqual(["'self'", 'blob:'])
    expect(local.imgSrc).toEqual(["'self'", 'blob:'])

    const hub = adminCspDirectives(github)
    expect(hub.connectSrc).toEqual(["'self'", 'blob:', 'https://api.github.com', 'https://www.githubstatus.com'])
    expect(hub.imgSrc).toEqual(["'self'", 'blob:', 'https://avatars.githubusercontent.com'])

    const lab = adminCspDirectives(gitlab)
    expect(lab.connectSrc).toEqual(["'self'", 'blob:', 'https://git.fjordlys.example'])
    for (const directives of [local, hub, lab]) {
      for (const [name, sources] of Object.entries(directives)) {
        for (const source of sources as string[]) expect(source, name).not.toMatch(/\*|^https?:$|^data:$/)
      }
      expect(directives.frameSrc).toEqual(["'none'"])
      expect(directives.objectSrc).toEqual(["'none'"])
    }
  })
})

describe('the Git backend settings', () => {
  it('are off without CMS_REPO and default to GitHub on main', () => {
    expect(editorBackend({})).toBeUndefined()
    expect(github).toMatchObject({
      name: 'github',
      repo: 'fjordlys/site',
      branch: 'main',
      apiRoot: 'https://api.github.com',
    })
    expect(gitlab.baseUrl).toBe('https://git.fjordlys.example')
  })

  it('stop the build on a value of the wrong form', () => {
    expect(() => editorBackend({ CMS_REPO: 'site' })).toThrow(/CMS_REPO must be owner\/name/)
    expect(() => editorBackend({ CMS_REPO: 'a/b', CMS_BACKEND: 'bitbucket' })).toThrow(/CMS_BACKEND must be one of/)
    expect(() => editorBackend({ CMS_REPO: 'a/b', CMS_BASE_URL: 'http://git.example' })).toThrow(/https:\/\//)
    expect(() => editorBackend({ CMS_REPO: 'a/b', CMS_API_ROOT: 'not a url' })).toThrow(/CMS_API_ROOT/)
  })
})

describe("the editor's page", () => {
  it('loads Decap and the configuration of its interface language, and keeps out of search engines', () => {
    const nb = adminPage('nb')
    expect(nb).toContain('<html lang="nb">')
    expect(nb).toContain('<link rel="cms-config-url" type="text/yaml" href="/admin/config.nb.yml">')
    expect(nb).toContain('<script src="/admin/decap-cms.js"></script>')
    expect(nb).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(adminPage('en')).toContain('href="/admin/config.en.yml"')
  })
})
