import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { routeIds, isParameterised, pathFor } from '../../../content/site/routes'
import { discoverDefinitions } from '../discover'
import { previewPages, previewPath } from './pages'
import { checkedPages, draftFile, minimalSave, withoutScripts } from './preview-server'

let roots: string[] = []
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
  roots = []
})

/** A content folder of its own, holding `files` (path under it → text). */
function folder(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fjordlys-preview-'))
  roots.push(root)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  return root
}

const job = '# A job ad.\nnb:\n  slug: utvikler\n  title: Utvikler\nen:\n  slug: developer\n  title: Developer\n'

describe('the page each kind of content is previewed on', () => {
  it('exists for every collection and file the editor offers', async () => {
    const offered = (await discoverDefinitions()).map((definition) => definition.path)
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.filter((at) => previewPages[at] === undefined)).toEqual([])
  })

  it("is an entry's own page at the address of the language shown", () => {
    const page = previewPages.jobs!
    expect(previewPath(page, { slug: 'developer' }, 'en', () => undefined)).toBe(
      pathFor('job', 'en', { slug: 'developer' }),
    )
    expect(previewPath(page, { title: 'No address yet' }, 'nb', () => undefined)).toBeUndefined()
  })
})

describe('a draft as the file a save would write', () => {
  const options = (root: string) => ({ root, contentPath: 'content', interfaceLocale: 'nb' as const })

  it('replaces the language shown and keeps the other and the comments', () => {
    const root = folder({ 'jobs/utvikler.yml': job })
    const draft = draftFile(
      {
        path: 'content/jobs/utvikler.yml',
        locale: 'en',
        i18n: true,
        data: { slug: 'developer', title: 'Engineer', note: '' },
        interface: 'nb',
      },
      options(root),
    )
    if ('error' in draft) throw new Error(draft.error)
    expect(draft.file).toBe('jobs/utvikler.yml')
    expect(draft.url).toBe(pathFor('job', 'en', { slug: 'developer' }))
    expect(draft.text.startsWith('# A job ad.')).toBe(true)
    expect(parse(draft.text)).toEqual({
      nb: { slug: 'utvikler', title: 'Utvikler' },
      en: { slug: 'developer', title: 'Engineer' },
    })
  })

  it('shows a new entry in both languages from the one written so far, named after its address', () => {
    const root = folder({})
    const draft = draftFile(
      { folder: 'content/jobs', locale: 'nb', i18n: true, data: { slug: 'ny', title: 'Ny' }, interface: 'nb' },
      options(root),
    )
    if ('error' in draft) throw new Error(draft.error)
    expect(draft.file).toBe('jobs/ny.yml')
    expect(parse(draft.text)).toEqual({ nb: { slug: 'ny', title: 'Ny' }, en: { slug: 'ny', title: 'Ny' } })
  })

  it('says, in the interface language, when the page has no address yet or the file is unknown', () => {
    const root = folder({})
    const noAddress = draftFile(
      { folder: 'content/jobs', locale: 'nb', i18n: true, data: {}, interface: 'en' },
      { ...options(root), interfaceLocale: 'en' },
    )
    expect(noAddress).toEqual({ error: expect.stringContaining('address') })
    const outside = draftFile(
      { path: '../secrets.yml', locale: 'nb', i18n: true, data: {}, interface: 'nb' },
      options(root),
    )
    expect(outside).toEqual({ error: expect.stringContaining('Forhåndsvisningen') })
  })
})

describe('a save written over the file it replaces', () => {
  it('changes only the lines of the values that changed', () => {
    const root = folder({ 'content/jobs/utvikler.yml': job })
    const raw = 'nb:\n  slug: utvikler\n  title: Seniorutvikler\nen:\n  slug: developer\n  title: Developer\n'
    expect(minimalSave({ path: 'content/jobs/utvikler.yml', raw }, root)).toBe(
      job.replace('title: Utvikler', 'title: Seniorutvikler'),
    )
  })

  it('keeps the front matter of a post in its order and quoting', () => {
    const post = '---\ntitle: "Tittel"\ndate: "27. mai 2025"\n---\n\nTekst.\n'
    const root = folder({ 'content/blog/posts/nb/a.md': post })
    const raw = '---\ndate: 27. mai 2025\ntitle: Ny tittel\n---\nTekst.\n'
    expect(minimalSave({ path: 'content/blog/posts/nb/a.md', raw }, root)).toBe(post.replace('"Tittel"', '"Ny tittel"'))
  })

  it('writes a new file as the editor sent it', () => {
    expect(minimalSave({ path: 'content/jobs/ny.yml', raw: 'nb: {}\n' }, folder({}))).toBe('nb: {}\n')
  })
})

describe('the pages a save is checked on', () => {
  it("are the entry's own pages first, then every page without a parameter in both languages", () => {
    const urls = checkedPages([{ file: 'jobs/utvikler.yml', text: job }], folder({}))
    expect(urls.slice(0, 2)).toEqual([
      pathFor('job', 'nb', { slug: 'utvikler' }),
      pathFor('job', 'en', { slug: 'developer' }),
    ])
    for (const id of routeIds.filter((route) => !isParameterised(route))) {
      expect(urls).toContain(pathFor(id, 'nb'))
      expect(urls).toContain(pathFor(id, 'en'))
    }
  })
})

describe('a rendered page in the preview', () => {
  it('keeps its markup and styles and loses its scripts', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/b.js"><script type="module" src="/c.js"></script></head><body><h1>Side</h1><script>start()</script></body>'
    expect(withoutScripts(html)).toBe('<head><link rel="stylesheet" href="/a.css"></head><body><h1>Side</h1></body>')
  })
})
