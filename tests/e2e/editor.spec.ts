/**
 * The editor at /admin as a marketer uses it with `npm run edit`: Decap CMS in Chromium, saving
 * through the local backend into a copy of the content (CONTENT_DIR in a temporary folder), so
 * what the editor writes is read back from disk and checked with the content's own schemas.
 *
 * The spec starts its own development server (`vike dev` with EDITOR_LOCAL_BACKEND=1, on
 * 127.0.0.1) for that copy, next to the built site the other specs use.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { jobsCollection } from '../../content/careers/jobs'
import { ContentError } from '../../content/loader/errors'
import { startProcess, waitForUrl, type Started } from '../../scripts/processes'
import { builtPages, clientDir, readText } from '../../scripts/quality/site-files'
import { watchConsole } from './helpers'

// One development server and one copy of the content for the spec; the tests build on each
// other's files. Decap is 5 MB of script that every load of the editor evaluates (and checks its
// configuration with ajv): beside a build on a busy 2-core machine a load took 40 s, so the tests
// and their waits get minutes, not the suite's defaults. Every wait is for something observable.
test.describe.configure({ mode: 'serial', timeout: 300_000 })
const expect = baseExpect.configure({ timeout: 60_000 })

const port = Number(process.env.E2E_PORT ?? 4173) + 4
const origin = `http://127.0.0.1:${port}`

let work: string
let contentDir: string
let server: Started | undefined

test.beforeAll(async () => {
  // A first start of the dev server compiles the pages' modules: on a busy 2-core machine, a minute.
  test.setTimeout(180_000)
  work = mkdtempSync(path.join(tmpdir(), 'fjordlys-editor-'))
  contentDir = path.join(work, 'content')
  cpSync('content', contentDir, { recursive: true })
  server = startProcess(
    process.execPath,
    [path.resolve('node_modules/vike/bin.js'), 'dev', '--port', String(port), '--strictPort'],
    {
      env: { ...process.env, CONTENT_DIR: contentDir, EDITOR_LOCAL_BACKEND: '1', NODE_ENV: 'development' },
      stdio: 'ignore',
    },
  )
  await waitForUrl(`${origin}/admin/config.nb.yml`, 150_000)
})

test.afterAll(async () => {
  await server?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
})

/** The editor's two panes of an entry, Norwegian on the left and English on the right. */
function panes(page: Page): { nb: Locator; en: Locator } {
  return { nb: page.locator('.Pane1'), en: page.locator('.Pane2') }
}

/** Opens the editor on a new job, logged in to the local backend. */
async function newJob(page: Page): Promise<{ nb: Locator; en: Locator }> {
  await page.goto(`${origin}/admin/`)
  await page.getByRole('button', { name: 'Logg inn' }).click()
  await expect(page.getByRole('link', { name: 'Ledige stillinger' }).first()).toBeVisible()
  await page.goto(`${origin}/admin/#/collections/jobs/new`)
  const both = panes(page)
  await expect(both.nb.getByLabel('Stillingstittel')).toBeVisible()
  await expect(both.en.getByLabel('Stillingstittel')).toBeVisible()
  return both
}

/** Types each value into the field its label names, in the pane of its language. */
async function fill(panes: { nb: Locator; en: Locator }, fields: Record<'nb' | 'en', Record<string, string>>) {
  for (const locale of ['nb', 'en'] as const) {
    for (const [label, value] of Object.entries(fields[locale])) await panes[locale].getByLabel(label).fill(value)
  }
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publiser' }).click()
  await page.getByRole('menuitem', { name: 'Publiser nå' }).click()
}

function jobFiles(): string[] {
  return readdirSync(path.join(contentDir, 'jobs')).sort()
}

test('the editor is in Norwegian, lists the jobs, the blog posts and the template, and has its own Content-Security-Policy', async ({
  page,
}) => {
  const errors = watchConsole(page)
  const response = await page.goto(`${origin}/admin/`)
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self' 'unsafe-eval'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('*')
  await page.getByRole('button', { name: 'Logg inn' }).click()
  await expect(page.getByRole('link', { name: 'Ledige stillinger' }).first()).toBeVisible()
  for (const collection of ['Blogginnlegg på norsk', 'Blogginnlegg på engelsk', 'Maler']) {
    await expect(page.getByRole('link', { name: collection }).first()).toBeVisible()
  }
  await page.getByRole('link', { name: 'Blogginnlegg på norsk' }).first().click()
  await expect(page.getByText('Hva er AEO?', { exact: false }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Ledige stillinger' }).first().click()
  await expect(page.getByText('SEO/AEO-ekspert')).toBeVisible()
  // Decap reports a refused script, style or request on the console: the policy must let it all through.
  expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([])

  // The local backend writes files with no login: a page of another origin (another port of
  // this machine, which decap-server's own CORS rule would let in) is turned away.
  const info = { action: 'info', params: { branch: 'main' } }
  const foreign = await page.request.post(`${origin}/admin/api/v1`, {
    data: info,
    headers: { Origin: `http://localhost:${port + 1}` },
  })
  expect(foreign.status()).toBe(403)
  const own = await page.request.post(`${origin}/admin/api/v1`, { data: info, headers: { Origin: origin } })
  expect(own.status()).toBe(200)
  expect(await own.json()).toMatchObject({ type: 'local_fs' })

  // The English interface, still logged in to the local backend (Decap keeps the login per origin).
  const english = await page.goto(`${origin}/admin/en/`)
  expect(english?.status()).toBe(200)
  await expect(page.getByRole('link', { name: 'Contents' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Job openings' }).first()).toBeVisible()
})

test('a job created in both languages is written as one YAML file that passes the schema', async ({ page }) => {
  const before = jobFiles()
  await fill(await newJob(page), {
    nb: {
      Adresse: 'prosjektleder',
      Stillingstittel: 'Prosjektleder',
      Stillingsprosent: '80',
      Publisert: '2026-12-01',
      Søknadsfrist: '2027-03-31',
      'Undertittel (valgfritt)': 'Hold prosjektene våre i rute fra første møte til lansering.',
    },
    en: {
      Adresse: 'project-manager',
      Stillingstittel: 'Project Manager',
      'Undertittel (valgfritt)': 'Keep our projects on track from the first meeting to launch.',
    },
  })
  await publish(page)

  const file = path.join(contentDir, 'jobs', 'prosjektleder.yml')
  await expect.poll(() => existsSync(file)).toBe(true)
  expect(jobFiles()).toEqual([...before, 'prosjektleder.yml'].sort())

  // The file as the editor wrote it: both languages side by side, the shared fields in both.
  const yaml = readFileSync(file, 'utf8')
  await test.info().attach('prosjektleder.yml', { body: yaml, contentType: 'text/yaml' })
  const written = parse(yaml) as Record<string, Record<string, unknown>>
  expect(Object.keys(written).sort()).toEqual(['en', 'nb'])
  expect(written.nb).toMatchObject({ slug: 'prosjektleder', title: 'Prosjektleder', sharePercent: 80 })
  expect(written.en).toMatchObject({ slug: 'project-manager', title: 'Project Manager', sharePercent: 80 })
  for (const locale of ['nb', 'en']) {
    expect(String(written[locale]!.posted)).toBe('2026-12-01')
    expect(String(written[locale]!.validThrough)).toBe('2027-03-31')
  }

  // And the loader, with the schema the build uses, reads it without a complaint.
  const job = jobsCollection.all({ root: contentDir }).find((entry) => entry.id === 'prosjektleder')
  expect(job?.nb.title).toBe('Prosjektleder')
  expect(job?.en.slug).toBe('project-manager')
  expect(job?.en.subtitle).toBe('Keep our projects on track from the first meeting to launch.')

  // The development server shows the new job at once, in both languages, each naming its twin.
  await page.goto(`${origin}/stillinger/prosjektleder/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prosjektleder')
  const twin = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')
  expect(twin).toMatch(/\/en\/jobs\/[a-z-]+\/$/)
  await page.goto(`${origin}${new URL(twin!).pathname}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Manager')
})

test('a job whose required title is left empty is refused, and no file is written', async ({ page }) => {
  const before = jobFiles()
  const { nb, en } = await newJob(page)
  // Everything but the Norwegian title.
  await fill(
    { nb, en },
    {
      nb: { Adresse: 'radgiver', Stillingsprosent: '100', Publisert: '2026-12-01', Søknadsfrist: '2027-03-31' },
      en: { Adresse: 'consultant', Stillingstittel: 'Consultant' },
    },
  )
  await publish(page)

  // Decap says a required field is empty, names it in the Norwegian pane, and does not save.
  await expect(page.getByRole('alert')).toContainText('glemte et påkrevd felt')
  await expect(nb.getByText('Stillingstittel er påkrevd.')).toBeVisible()
  await expect(en.getByText('Stillingstittel er påkrevd.')).toHaveCount(0)
  expect(jobFiles()).toEqual(before)

  // A slug with a capital letter and a space breaks the field's pattern: refused too.
  await nb.getByLabel('Stillingstittel').fill('Rådgiver')
  await nb.getByLabel('Adresse').fill('Rådgiver Oslo')
  await publish(page)
  await expect(nb.getByText(/Bare små bokstaver a-z/)).toBeVisible()
  await expect(nb.getByText('Stillingstittel er påkrevd.')).toHaveCount(0)
  expect(jobFiles()).toEqual(before)
})

test('the same file edited by hand with the title removed fails the loader, naming the file and the field', () => {
  const file = path.join(contentDir, 'jobs', 'prosjektleder.yml')
  const text = readFileSync(file, 'utf8').replace(/^ {2}title: Prosjektleder\n/m, '')
  writeFileSync(file, text)
  expect(() => jobsCollection.all({ root: contentDir })).toThrow(ContentError)
  expect(() => jobsCollection.all({ root: contentDir })).toThrow(/prosjektleder\.yml: nb\.title: /)
})

test("no page of the built site loads or links the editor's files, and no script of the site holds its code", () => {
  const dir = clientDir()
  for (const { urlPath, file } of builtPages(dir)) {
    const html = readText(file)
    expect(html, urlPath).not.toMatch(/\/admin\/|decap/i)
  }
  expect(existsSync(path.join(dir, 'admin')), 'the tested build has no Git backend, so no editor').toBe(false)
  // Nor does any script of the site hold the editor's code or the names it gives fields.
  const scripts = readdirSync(path.join(dir, 'assets'), { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.js'),
  )
  expect(scripts.length).toBeGreaterThan(0)
  for (const name of scripts) {
    const code = readFileSync(path.join(dir, 'assets', name), 'utf8')
    expect(code, name).not.toMatch(/decap|netlify-cms|Stillingsprosent|Oversettelsesnøkkel/i)
  }
})
