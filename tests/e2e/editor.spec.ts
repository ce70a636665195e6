/**
 * The editor at /admin as a marketer uses it with `npm run edit`: Decap CMS in Chromium, saving
 * through the local backend into a copy of the content (CONTENT_DIR in a temporary folder), so
 * what the editor writes is read back from disk and checked with the content's own schemas.
 *
 * The spec starts its own development server (`vike dev` with EDITOR_LOCAL_BACKEND=1, on
 * 127.0.0.1) for that copy, next to the built site the other specs use.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { execFile } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { parse, parseDocument, stringify } from 'yaml'
import { jobsCollection } from '../../content/careers/jobs'
import { planSet, type PlanFacts } from '../../content/facts/plans'
import { priceFactsFile, type Price } from '../../content/facts/schema'
import { caseStudiesCollection } from '../../content/pages/case-studies/schema'
import { maxPageTestimonials, servicesCollection, type Service } from '../../content/pages/services/schema'
import { testimonialsCollection } from '../../content/shared/testimonial-records'
import { featuredTestimonialId } from '../../content/shared/testimonials'
import { contactFile } from '../../content/site/contact-details'
import { formatPercent, formatPrice, formatPriceAmount, formatWeeks } from '../../content/site/format'
import { locales, type Locale } from '../../content/site/locales'
import { pathFor } from '../../content/site/routes'
import { settings } from '../../content/site/settings'
import { ContentError, ContentErrors } from '../../content/loader/errors'
import { readBlog } from '../../lib/blog/posts'
import { blogCategories } from '../../content/blog/categories'
import sharp from 'sharp'
import { startProcess, waitForUrl, type Started } from '../../scripts/processes'
import { builtPages, clientDir, readText } from '../../scripts/quality/site-files'
import { placeholderChoices } from '../../lib/editor/placeholder-choices'
import { htmlEscaped, watchConsole } from './helpers'

// One development server and one copy of the content for the spec; the tests build on each
// other's files. Decap is 5 MB of script that every load of the editor evaluates (and checks its
// configuration with ajv): beside a build on a busy 2-core machine a load took 40 s, so the tests
// and their waits get minutes, not the suite's defaults. Every wait is for something observable.
test.describe.configure({ mode: 'serial', timeout: 300_000 })
const expect = baseExpect.configure({ timeout: 60_000 })
const execFileAsync = promisify(execFile)

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

// A test's save may restart the development server (the content it reads when it starts changed):
// the next test begins once it answers again.
test.beforeEach(async () => {
  await waitForUrl(`${origin}/admin/config.nb.yml`, 150_000)
  taskStarted = Date.now()
})

// How long each task takes in the editor, from an answering server to its last check: written
// to the spec's output folder and printed, for the editing guide's and the benchmarks' figures.
const taskSeconds: Record<string, number> = {}
let taskStarted = 0
test.afterEach(({ browserName: _browser }, testInfo) => {
  if (testInfo.status === 'passed') taskSeconds[testInfo.title] = Math.round((Date.now() - taskStarted) / 1000)
})

test.afterAll(async ({ browserName: _browser }, testInfo) => {
  if (Object.keys(taskSeconds).length > 0) {
    writeFileSync(
      path.join(testInfo.project.outputDir, 'editor-tasks.json'),
      `${JSON.stringify(taskSeconds, null, 2)}\n`,
    )
    console.log(`Seconds per task in the editor: ${JSON.stringify(taskSeconds, null, 2)}`)
  }
  await server?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
})

/**
 * Opens an address of the development server. A save restarts the server when the content it read
 * as it started changed, and a restart may follow the one a test waited out (a second event of the
 * same save): a refused connection is tried again until the server answers, and so is an editor
 * whose configuration or scripts could not be fetched (the page came before the restart, its requests
 * during it).
 */
async function open(page: Page, address: string): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          await page.goto(`${origin}${address}`)
        } catch (error) {
          if (/net::ERR_(CONNECTION_(REFUSED|RESET|CLOSED)|EMPTY_RESPONSE|ABORTED)/.test(String(error))) return false
          throw error
        }
        return address.startsWith('/admin') ? (await editorStarted(page)) === 'started' : true
      },
      { timeout: 240_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
}

/** Whether Decap has started on the page, once it has loaded its configuration or failed to. */
async function editorStarted(page: Page): Promise<'started' | 'failed'> {
  // The editor loads itself afresh when the address goes from one entry to another, which ends
  // the page a look was taken in: the next look is at the new page.
  const state = () =>
    page
      .evaluate(() => {
        const root = document.getElementById('nc-root')
        const text = root?.innerText ?? ''
        if (text.includes('Error loading the CMS configuration')) return 'failed'
        if (!root || root.childElementCount === 0 || /Loading configuration/i.test(text)) return 'waiting'
        return 'started'
      })
      .catch((error: unknown) => {
        if (/Execution context was destroyed|navigation/i.test(String(error))) return 'waiting' as const
        throw error
      })
  // A page whose HTML came before a restart and whose scripts came during it never starts: after a
  // minute without Decap it counts as failed, and is loaded again.
  const started = await expect
    .poll(state, { timeout: 60_000 })
    .not.toBe('waiting')
    .then(
      () => true,
      () => false,
    )
  if (!started) return 'failed'
  return (await state()) === 'failed' ? 'failed' : 'started'
}

/**
 * Opens the editor and logs in to the local backend, until `link` (a collection of the menu)
 * shows. The page's scripts load after its HTML: when a save of the test before restarts the
 * server between the two, the page never starts and shows no login, so it is loaded again.
 */
async function logIn(page: Page, link: string): Promise<void> {
  const login = page.getByRole('button', { name: 'Logg inn' })
  await expect
    .poll(
      async () => {
        await open(page, `/admin/`)
        const shown = await login
          .waitFor({ timeout: 90_000 })
          .then(() => true)
          .catch(() => false)
        if (shown) await login.click()
        return shown
      },
      { timeout: 270_000, intervals: [0], message: 'the editor shows its login' },
    )
    .toBe(true)
  await expect(page.getByRole('link', { name: link }).first()).toBeVisible()
}

/** Logs in to the editor and opens a service, once its form shows. */
async function openService(page: Page, id: string): Promise<{ nb: Locator; en: Locator }> {
  await logIn(page, 'Tjenester')
  await open(page, `/admin/#/collections/services/entries/${id}`)
  const both = panes(page)
  await expect(both.nb.getByLabel('Kortnavn')).toBeVisible()
  return both
}

/** The editor's two panes of an entry, Norwegian on the left and English on the right. */
function panes(page: Page): { nb: Locator; en: Locator } {
  return { nb: page.locator('.Pane1'), en: page.locator('.Pane2') }
}

/** Opens the editor on a new job, logged in to the local backend. */
async function newJob(page: Page): Promise<{ nb: Locator; en: Locator }> {
  await logIn(page, 'Ledige stillinger')
  await open(page, `/admin/#/collections/jobs/new`)
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

/**
 * Publishes the entry open in the editor, once Decap shows it took the click: publishing, saved,
 * or a message (a refusal, or a field's own beside it). A click on the menu that did not take (the menu
 * closed as it opened, seen once on a busy machine) leaves the entry unsaved with no message, and
 * is made again.
 */
async function publish(page: Page): Promise<void> {
  const took = page
    .getByRole('alert')
    .or(page.locator('[class*="ControlErrorsList"]'))
    .or(page.getByText(/^Publiserer/))
    .or(page.getByText(/^Endringer lagret/))
    .first()
  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.getByRole('button', { name: 'Publiser' }).click()
    await page.getByRole('menuitem', { name: 'Publiser nå' }).click()
    const shown = await took
      .waitFor({ timeout: 20_000 })
      .then(() => true)
      .catch(() => false)
    if (shown || (await page.getByText(/^Ulagrede endringer/).count()) === 0) return
  }
  throw new Error('the editor did not take "Publiser nå", clicked three times')
}

function jobFiles(): string[] {
  return readdirSync(path.join(contentDir, 'jobs')).sort()
}

/**
 * The job the tests create in the editor, in each language: text the test types, not content. Its
 * addresses must be free in the copy of the content, which the test checks before it types them.
 */
const createdJob = {
  nb: { slug: 'prosjektleder', title: 'Prosjektleder' },
  en: { slug: 'project-manager', title: 'Project Manager' },
} as const

/**
 * An entry of a folder of the copy as the editor shows it: the YAML as written, with its
 * placeholders (`{fact:…}`, `{client}`), where the loader's entries hold what they stand for.
 */
function rawEntry<T = Record<string, unknown>>(folder: string, id: string): Record<Locale, T> {
  return parse(readFileSync(path.join(contentDir, folder, `${id}.yml`), 'utf8')) as Record<Locale, T>
}

/** Every entry of a folder of the copy as written, by id (the file name), in file name order. */
function rawAll<T>(folder: string): ({ id: string } & Record<Locale, T>)[] {
  return readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith('.yml'))
    .sort()
    .map((name) => ({ id: name.slice(0, -'.yml'.length), ...rawEntry<T>(folder, name.slice(0, -'.yml'.length)) }))
}

/**
 * The first of the values the test may type that is not what the copy holds: a save must change
 * the file, whatever the content says today.
 */
function unlike(current: string, ...candidates: string[]): string {
  const value = candidates.find((candidate) => candidate !== current)
  if (value === undefined) throw new Error(`every value the test may type is already "${current}"`)
  return value
}

/** A value for each language. */
function byLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>
}

test('the editor is in Norwegian, lists the jobs, the services, the case studies, the testimonials, the blog posts, the prices, the templates, the pages and the page titles, and has its own Content-Security-Policy', async ({
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
  for (const collection of [
    'Tjenester',
    'Kundecaser',
    'Kundeomtaler',
    'Blogginnlegg på norsk',
    'Blogginnlegg på engelsk',
    'Fakta og priser',
    'Maler',
    'Sider',
    'Sidetitler og beskrivelser',
  ]) {
    await expect(page.getByRole('link', { name: collection }).first()).toBeVisible()
  }
  // A service opens with both languages side by side, each pane with that language's copy: the
  // first service of the copy, its short name and its English address as its file writes them.
  const [first] = servicesCollection.all({ root: contentDir })
  expect(first, 'the content has a service').toBeDefined()
  const written = rawEntry<{ name: string; slug: string }>('services', first!.id)
  await open(page, `/admin/#/collections/services/entries/${first!.id}`)
  const service = panes(page)
  // A copy field shows the text as the page does, each placeholder as its value.
  await expect(service.nb.getByLabel('Kortnavn')).toHaveText(first!.nb.name)
  await expect(service.en.getByLabel('Adresse')).toHaveValue(written.en.slug)
  // The lists show the entries by title: the newest Norwegian post and the first job of the copy.
  const [post] = readBlog(path.join(contentDir, 'blog', 'posts'), { root: contentDir }).posts.nb
  expect(post, 'the content has a blog post in both languages').toBeDefined()
  const [job] = jobsCollection.all({ root: contentDir })
  expect(job, 'the content has a job').toBeDefined()
  await open(page, `/admin/`)
  await page.getByRole('link', { name: 'Blogginnlegg på norsk' }).first().click()
  await expect(page.getByText(post!.title, { exact: false }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Ledige stillinger' }).first().click()
  await expect(page.getByText(rawEntry<{ title: string }>('jobs', job!.id).nb.title).first()).toBeVisible()
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

  // The whole Norwegian interface is Norwegian: every phrase Decap has in English has a Norwegian one.
  const untranslated = await page.evaluate(`(() => {
    const missing = []
    const walk = (english, norwegian, at) => {
      for (const key of Object.keys(english)) {
        if (typeof english[key] === 'object') walk(english[key], norwegian?.[key] ?? {}, at + key + '.')
        else if (typeof norwegian?.[key] !== 'string') missing.push(at + key)
      }
    }
    walk(window.CMS.getLocale('en'), window.CMS.getLocale('nb_no'), '')
    return missing
  })()`)
  expect(untranslated).toEqual([])
  await open(page, `/admin/#/collections/services/entries/${first!.id}`)
  await expect(page.getByRole('button', { name: 'Vis eller skjul forhåndsvisningen' })).toBeVisible()
  await expect(page.getByText('Fyll inn fra et annet språk').first()).toBeVisible()

  // The English interface, still logged in to the local backend (Decap keeps the login per origin).
  const english = await page.goto(`${origin}/admin/en/`)
  expect(english?.status()).toBe(200)
  await expect(page.getByRole('link', { name: 'Contents' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Job openings' }).first()).toBeVisible()
})

test('a job created in both languages is written as one YAML file that passes the schema', async ({ page }) => {
  const before = jobFiles()
  const { nb, en } = createdJob
  // The new job's addresses are its own: no job of the copy has them.
  const taken = jobsCollection
    .all({ root: contentDir })
    .filter((job) => job.nb.slug === nb.slug || job.en.slug === en.slug)
    .map((job) => job.id)
  expect(
    taken,
    `no job of the content has the address ${nb.slug} or ${en.slug}, which the test gives its new job`,
  ).toEqual([])
  await fill(await newJob(page), {
    nb: {
      Adresse: nb.slug,
      Stillingstittel: nb.title,
      Stillingsprosent: '80',
      Publisert: '2026-12-01',
      Søknadsfrist: '2027-03-31',
      'Undertittel (valgfritt)': 'Hold prosjektene våre i rute fra første møte til lansering.',
    },
    en: {
      Adresse: en.slug,
      Stillingstittel: en.title,
      'Undertittel (valgfritt)': 'Keep our projects on track from the first meeting to launch.',
    },
  })
  await publish(page)

  const name = `${nb.slug}.yml`
  const file = path.join(contentDir, 'jobs', name)
  // Until the file is there and whole (the editor's backend writes it in place: see whenWritten).
  await expect
    .poll(() => whenWritten(() => jobsCollection.all({ root: contentDir }).find((entry) => entry.id === nb.slug)?.id), {
      timeout: 60_000,
    })
    .toBe(nb.slug)
  expect(jobFiles()).toEqual([...before, name].sort())

  // The file as the editor wrote it: both languages side by side, the shared fields in both.
  const yaml = readFileSync(file, 'utf8')
  await test.info().attach(name, { body: yaml, contentType: 'text/yaml' })
  const written = parse(yaml) as Record<string, Record<string, unknown>>
  expect(Object.keys(written).sort()).toEqual(['en', 'nb'])
  expect(written.nb).toMatchObject({ slug: nb.slug, title: nb.title, sharePercent: 80 })
  expect(written.en).toMatchObject({ slug: en.slug, title: en.title, sharePercent: 80 })
  for (const locale of ['nb', 'en']) {
    expect(String(written[locale]!.posted)).toBe('2026-12-01')
    expect(String(written[locale]!.validThrough)).toBe('2027-03-31')
  }

  // And the loader, with the schema the build uses, reads it without a complaint.
  const job = jobsCollection.all({ root: contentDir }).find((entry) => entry.id === nb.slug)
  expect(job?.nb.title).toBe(nb.title)
  expect(job?.en.slug).toBe(en.slug)
  expect(job?.en.subtitle).toBe('Keep our projects on track from the first meeting to launch.')

  // The development server shows the new job at once, in both languages, each naming its twin.
  // Read by request: a saved job restarts the server, whose reload would cut a page's navigation.
  const { html } = await servedWith(page, pathFor('job', 'nb', { slug: nb.slug }), `>${nb.title}</h1>`)
  const twin = html.match(/<link rel="alternate" hrefLang="en" href="([^"]+)"/i)?.[1]
  expect(twin && new URL(twin).pathname).toBe(pathFor('job', 'en', { slug: en.slug }))
  await servedWith(page, new URL(twin!).pathname, `>${en.title}</h1>`)
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

test("a job's deadline typed digit by digit keeps its four-digit year", async ({ page }) => {
  const { nb } = await newJob(page)
  const deadline = nb.getByLabel('Søknadsfrist')
  await deadline.click()
  // Typed as a marketer types a date: day or month first as the browser's picker orders its parts,
  // the year last, one digit at a time. The year must never pass through 0002, 0020 or 0202 into
  // a date of its own (Decap's own date field read those as 1902 and ended at 1907).
  await page.keyboard.type('01022027', { delay: 50 })
  await expect(deadline).toHaveValue(/^2027-(01-02|02-01)$/)
})

/** A list item of the editor's form, by the name its collapsed bar shows (a plan set's name, a plan's). */
function listItem(scope: Page | Locator, name: string): Locator {
  const page = 'page' in scope ? scope.page() : scope
  return scope
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.locator(':scope > [class*="NestedObjectLabel"]', { hasText: new RegExp(`^${name}$`) }) })
}

/** Opens a folded list item of the editor's form: the first button of its bar unfolds it. */
async function unfold(item: Locator): Promise<Locator> {
  await item.locator('button').first().click()
  // Unfolded, the bar hides the name it showed and the item shows its fields.
  await expect(item.locator(':scope > [class*="NestedObjectLabel"]')).toBeHidden()
  return item
}

test("a service's line changed in the editor is the only change: every other field, Markdown and both languages read the same", async ({
  page,
}) => {
  // The first service of the copy, and a line the test types in place of the one it has.
  const [service] = servicesCollection.all({ root: contentDir })
  expect(service, 'the content has a service').toBeDefined()
  const id = service!.id
  const entry = () => {
    const found = servicesCollection.all({ root: contentDir }).find((each) => each.id === id)!
    const { file: _file, ...fields } = found
    return fields
  }
  const expected = entry()
  const eyebrow = rawEntry<{ hero: { eyebrow: string } }>('services', id).nb.hero.eyebrow
  const line = unlike(eyebrow, 'Overlinje skrevet i editoren', 'En annen overlinje skrevet i editoren')
  await logIn(page, 'Tjenester')
  await open(page, `/admin/#/collections/services/entries/${id}`)
  const { nb } = panes(page)
  await expect(nb.getByLabel('Overlinje')).toHaveText(expected.nb.hero.eyebrow)
  await nb.getByLabel('Overlinje').fill(line)
  await publish(page)

  // Decap writes the whole file anew (its own key order and line breaks); read with the schema,
  // it holds what it held, Markdown and links included, but for the one line.
  await expect.poll(() => whenWritten(() => entry().nb.hero.eyebrow), { timeout: 60_000 }).toBe(line)
  expected.nb.hero.eyebrow = line
  expect(entry()).toEqual(expected)
  // The services are read when the development server starts: it restarts, and serves the new line.
  await servedWith(page, pathFor('service', 'nb', { slug: service!.nb.slug }), `>${line}<`)
})

test('a fact in a text shows as its value, is inserted from a list by its name, and is saved as its reference; no field shows a placeholder; "## " and "- " in a post make a heading and a list', async ({
  page,
}) => {
  const [service] = servicesCollection.all({ root: contentDir })
  expect(service, 'the content has a service').toBeDefined()
  const file = path.join(contentDir, 'services', `${service!.id}.yml`)
  const before = readFileSync(file, 'utf8')
  // A fact of the content by its name in the editor: the first one with a value of its own.
  const fact = placeholderChoices({ root: contentDir }).find(
    (choice) => choice.kind === 'fact' && choice.value && !before.includes(`{${choice.name}}`),
  )
  expect(fact, 'the content has a fact this service does not state yet').toBeDefined()

  const both = await openService(page, service!.id)
  // Every placeholder of the entry shows as its value (or, for a name the page fills in, as that
  // name): no field of either pane shows one as it is written in the file.
  for (const pane of [both.nb, both.en]) {
    await expect(pane.getByLabel('Kortnavn')).toBeVisible()
    await expect(pane).not.toContainText(/\{(fact|setting):|\{brand\}|\{client\}/)
  }

  // Insert the fact into the subtitle from the list: searched by its name, picked by its value.
  const subtitle = (await group(both.nb, 'Toppen av siden')).getByLabel('Undertittel', { exact: true })
  await subtitle.fill('Vi svarer raskt: ')
  await subtitle.press('End')
  const field = subtitle.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " fl-copy ")][1]')
  await field.getByRole('button', { name: 'Sett inn fakta' }).click()
  const search = page.getByRole('searchbox', { name: 'Søk etter fakta, innstilling eller navn' })
  await expect(search).toBeFocused()
  await search.fill(fact!.label.nb)
  await field.getByRole('button', { name: fact!.label.nb }).first().click()
  const chip = subtitle.locator('.fl-fact')
  await expect(chip).toHaveText(fact!.value!.nb)
  await expect(chip).toHaveAttribute('title', `${fact!.label.nb}: ${fact!.value!.nb}`)
  await expect(subtitle).toHaveText(`Vi svarer raskt: ${fact!.value!.nb}`)
  await publish(page)

  // The file holds the reference, on the one line that changed; the page states the value.
  // Until the file is whole (the backend writes it in place: a read in between may find it cut short).
  const saved = () => {
    try {
      return (parse(readFileSync(file, 'utf8')) as { nb: { hero: { subtitle?: string } } }).nb.hero.subtitle
    } catch {
      return undefined
    }
  }
  await expect.poll(saved, { timeout: 60_000 }).toBe(`Vi svarer raskt: {${fact!.name}}`)
  const subtitlePath = ['nb', 'hero', 'subtitle']
  expect(besides(readFileSync(file, 'utf8'), [subtitlePath])).toBe(besides(before, [subtitlePath]))
  await servedWith(
    page,
    pathFor('service', 'nb', { slug: service!.nb.slug }),
    htmlEscaped(`Vi svarer raskt: ${fact!.value!.nb}`),
  )

  // A post's text: "## " starts a heading and "- " a list, as the marketer types them.
  // A post that ends in a paragraph, so the new lines follow it rather than continue a list.
  const postFileOf = (slug: string) => path.join(contentDir, 'blog', 'posts', 'nb', `${slug}.md`)
  const post = readBlog(path.join(contentDir, 'blog', 'posts'), { root: contentDir }).posts.nb.find(
    (each) => !/^(\s*[-*>#]|\s*\d+\.)/.test(readFileSync(postFileOf(each.slug), 'utf8').trimEnd().split('\n').at(-1)!),
  )
  expect(post, 'the content has a blog post that ends in a paragraph').toBeDefined()
  const postFile = postFileOf(post!.slug)
  const postBefore = readFileSync(postFile, 'utf8')
  page.on('dialog', (dialog) => void dialog.accept())
  await open(page, `/admin/#/collections/blog-posts-nb/entries/${post!.slug}`)
  // The post's own form: the service's may still show for a moment while the editor loads afresh.
  await expect(page.getByText('Skriver i samlingen Blogginnlegg på norsk')).toBeVisible()
  const body = page.getByRole('textbox', { name: 'Tekst', exact: true })
  await expect(body).toBeVisible()
  await body.click()
  await body.press('Control+End')
  await body.press('Enter')
  await body.pressSequentially('## Et mellomtittel skrevet i editoren')
  await body.press('Enter')
  await body.pressSequentially('- første punkt')
  await body.press('Enter')
  await body.pressSequentially('andre punkt')
  await expect(body.locator('h2', { hasText: 'Et mellomtittel skrevet i editoren' })).toBeVisible()
  await expect(body.locator('ul').last().locator('li')).toHaveText(['første punkt', 'andre punkt'])
  await publish(page)
  await expect
    .poll(() => readFileSync(postFile, 'utf8'), { timeout: 60_000 })
    .toBe(`${postBefore.trimEnd()}\n\n## Et mellomtittel skrevet i editoren\n\n- første punkt\n- andre punkt\n`)
  await servedWith(
    page,
    pathFor('blogPost', 'nb', { category: post!.category.slug, slug: post!.slug }),
    'Et mellomtittel skrevet i editoren</h2>',
  )
})

test('the preview pane shows the page being edited as the site makes it, with values for placeholders, and a save no page can be made with is refused, writing nothing', async ({
  page,
}) => {
  const errors = watchConsole(page)
  const [service] = servicesCollection.all({ root: contentDir })
  const file = path.join(contentDir, 'services', `${service!.id}.yml`)
  // The page as the development server serves it: what the preview must show. Asked for by
  // request until it answers first, since a save of the test before may still be restarting it.
  const address = pathFor('service', 'nb', { slug: service!.nb.slug })
  await servedWith(page, address, '</h1>')
  await open(page, `${address}`)
  const heading = await page.getByRole('heading', { level: 1 }).innerText()

  const { nb } = await openService(page, service!.id)
  // The preview takes the other language's pane; the form is drawn anew, so its fields are found after.
  await page.getByRole('button', { name: 'Vis eller skjul forhåndsvisningen' }).click()
  const subtitle = (await group(nb, 'Toppen av siden')).getByLabel('Undertittel', { exact: true })
  await expect(subtitle).toBeVisible()
  const pane = page.frameLocator('#preview-pane')
  const preview = pane.frameLocator('iframe[data-preview-page]')
  // The renderer starts with the first preview: on a busy machine that takes a while.
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 120_000 })
  const shown = await preview.locator('body').innerText()
  expect(shown).not.toMatch(/\{(fact|setting):|\{brand\}|\{client\}/)

  // What is typed shows on the page a moment later, its placeholder as the value it stands for.
  await subtitle.fill('Forhåndsvist hos {brand}, med lenker og fakta på plass.')
  await expect(preview.getByText(`Forhåndsvist hos ${settings.brandName}, med lenker og fakta på plass.`)).toBeVisible()

  // A placeholder that names no fact: the preview says so, naming the file and the field.
  const before = readFileSync(file, 'utf8')
  await subtitle.fill('Feil: {fact:ingen.slik.fakta}')
  await expect(pane.locator('[data-preview-error]')).toContainText(`services/${service!.id}.yml: nb.hero.subtitle`)
  // Publishing it is refused with the reason; the file is as it was, and the site still serves.
  await publish(page)
  await expect(page.getByText(/Ikke lagret/).first()).toBeVisible()
  await expect(page.getByText(/Ikke lagret/).first()).toContainText('nb.hero.subtitle')
  expect(readFileSync(file, 'utf8')).toBe(before)
  expect((await page.request.get(`${origin}${pathFor('service', 'nb', { slug: service!.nb.slug })}`)).status()).toBe(
    200,
  )

  // A good change is saved as the one line it is: the file's other lines and its comments stay.
  await subtitle.fill('En ny undertittel, lagret som én linje.')
  await publish(page)
  await expect
    .poll(() => readFileSync(file, 'utf8').includes('En ny undertittel, lagret som én linje.'), { timeout: 60_000 })
    .toBe(true)
  // Everything but the subtitle is as it was, byte for byte.
  const after = readFileSync(file, 'utf8')
  expect((parse(after) as { nb: { hero: { subtitle: string } } }).nb.hero.subtitle).toBe(
    'En ny undertittel, lagret som én linje.',
  )
  const subtitlePath = ['nb', 'hero', 'subtitle']
  expect(besides(after, [subtitlePath])).toBe(besides(before, [subtitlePath]))
  expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([])
  // The save restarts the server (the services are read when it starts): the page serves the line.
  await servedWith(page, address, 'En ny undertittel, lagret som én linje.')
})

/**
 * A group of fields of the editor's form by its name (Decap adds "(valgfritt)" to an optional
 * one's): the label names the group's box by id.
 */
/** `text` as a regular expression that matches it as it is. */
function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

async function group(scope: Locator, name: string): Promise<Locator> {
  const label = scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${literally(name)}( \\(valgfritt\\))?$`) })
    .first()
  await expect(label).toBeVisible()
  const id = await label.getAttribute('for')
  expect(id, `the label ${name} names its group`).toBeTruthy()
  return scope.locator(`[id="${id}"]`)
}

/** Every object of a JSON-LD `@type` at any depth (an Offer inside a Service's catalogue). */
function ofType(value: unknown, type: string): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap((each) => ofType(each, type))
  if (typeof value !== 'object' || value === null) return []
  const object = value as Record<string, unknown>
  return [...(object['@type'] === type ? [object] : []), ...Object.values(object).flatMap((each) => ofType(each, type))]
}

/**
 * The page's HTML from the development server once it states `text`, and its JSON-LD objects (the
 * graph's nodes). A fact file's change restarts the server (the facts are read when it starts), so
 * requests may fail until it is back.
 */
async function servedWith(
  page: Page,
  urlPath: string,
  text: string,
  /** Also until this holds of the page: a fact file's save is served in full only once the server has restarted. */
  also: (html: string) => boolean = () => true,
): Promise<{ html: string; nodes: Record<string, unknown>[] }> {
  let html = ''
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${origin}${urlPath}`).catch(() => undefined)
        html = response?.ok() ? await response.text() : ''
        return html.includes(text) && also(html)
      },
      { timeout: 120_000, message: `${urlPath} states ${text}` },
    )
    .toBe(true)
  const nodes = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    (match) => {
      const data = JSON.parse(match[1]!) as { '@graph'?: Record<string, unknown>[] } & Record<string, unknown>
      return data['@graph'] ?? [data]
    },
  )
  return { html, nodes }
}

/** A price with an amount (not one by quote). */
type Amount = Extract<Price, { kind: 'amount' }>

/**
 * The plan whose price the price test changed, the service whose page shows it, and its new price in
 * each language: the build test looks for it on the page the build makes.
 */
let repriced: { service: Service; set: string; plan: string; changed: Record<Locale, Amount> } | undefined

/** Every amount of a plan set in a language, but the price of the plan `except`: prices, setup fees, savings. */
function amountsOf(plans: readonly PlanFacts[], except?: string): number[] {
  return plans
    .flatMap((plan) => [plan.id === except ? undefined : plan.price, plan.setup, plan.saving])
    .flatMap((price) => (price?.kind === 'amount' ? [price.amount] : []))
}

/**
 * The plan whose price the test changes, and the service whose page shows it: the first (services
 * in their files' order, plans in that of prices.yml) whose price is an amount in both languages
 * that no other figure of its set has, so that a figure on the page is this plan's or another's,
 * never both; and whose service's questions state it by its fact (`{fact:plans.<set>.<plan>.price}`),
 * the copy that changes with it, on the page and in FAQPage.
 */
function pricedPlan(): { service: Service; set: string; plan: string; old: Record<Locale, Amount> } {
  const plans = priceFactsFile.get({ root: contentDir }).plans
  for (const service of servicesCollection.all({ root: contentDir })) {
    const set = service.nb.pricing?.planSet
    if (set === undefined) continue
    const written = rawEntry<{ faq?: unknown }>('services', service.id)
    for (const plan of Object.keys(plans[set] ?? {})) {
      const old = byLocale((locale) => {
        const all = planSet(plans, set, locale)
        const { price } = all.find((each) => each.id === plan)!
        const stated = JSON.stringify(written[locale].faq ?? null).includes(`{fact:plans.${set}.${plan}.price`)
        return price.kind === 'amount' && stated && !amountsOf(all, plan).includes(price.amount) ? price : undefined
      })
      if (old.nb && old.en) return { service, set, plan, old: { nb: old.nb, en: old.en } }
    }
  }
  throw new Error(
    "no service page shows a plan whose price is an amount of its own in its set and is stated in the page's questions ({fact:plans.<set>.<plan>.price} in faq): the price test has no price to change",
  )
}

/**
 * How often a page states a figure as one of its own: for a figure "900 kr", "900 kr" counts, the
 * end of "1 900 kr" or the start of "$900,000" does not.
 */
function statements(html: string, figure: string): number {
  const escaped = figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return html.match(new RegExp(`(?<!\\d)${escaped}(?![.,]?\\d)`, 'g'))?.length ?? 0
}

/**
 * A new price for `old`, about a tenth more in the price's own steps (an amount of five digits
 * goes up by 5 000, of four by 500, of three by 50): the first that no other figure of its set has and that the page (`html`)
 * states nowhere yet, so that every place stating it after the save is one the save changed.
 */
function raised(old: Amount, locale: Locale, html: string, taken: readonly number[]): Amount {
  const step = 5 * 10 ** Math.max(0, Math.floor(Math.log10(Math.max(old.amount, 10))) - 1)
  for (let times = 1; times <= 20; times++) {
    const price = { ...old, amount: old.amount + times * step }
    if (!taken.includes(price.amount) && !html.includes(formatPriceAmount(price, locale))) return price
  }
  throw new Error(`no new price near ${formatPriceAmount(old, locale)} that the page does not state already`)
}

test("a plan's price changed in the editor changes on its page: the price table, the copy that states it and the JSON-LD", async ({
  page,
}) => {
  const file = path.join(contentDir, 'facts', 'prices.yml')
  const plans = () => priceFactsFile.get({ root: contentDir }).plans
  const before = plans()
  const { service, set, plan, old } = pricedPlan()
  const addresses = byLocale((locale) => pathFor('service', locale, { slug: service[locale].slug }))

  // The service's pages as they are: how often each states the old price (its price table, its
  // copy, FAQPage), and a new price for each that neither states anywhere yet.
  const stated: Partial<Record<Locale, number>> = {}
  const raisedTo: Partial<Record<Locale, Amount>> = {}
  for (const locale of locales) {
    const was = formatPriceAmount(old[locale], locale)
    const { html } = await servedWith(page, addresses[locale], was)
    stated[locale] = statements(html, was)
    expect(stated[locale], `${addresses[locale]} states ${was} in its questions and in FAQPage`).toBeGreaterThanOrEqual(
      2,
    )
    raisedTo[locale] = raised(old[locale], locale, html, amountsOf(planSet(before, set, locale)))
  }
  const changed = { nb: raisedTo.nb!, en: raisedTo.en! }

  await logIn(page, 'Fakta og priser')
  await page.getByRole('link', { name: 'Fakta og priser' }).first().click()
  await page
    .getByRole('link', { name: /Priser/ })
    .first()
    .click()
  await expect(page.getByText('Planserier', { exact: true })).toBeVisible()
  // The plan set, its plan, and in its price the amount on each language's pages.
  const item = await unfold(listItem(await unfold(listItem(page, set)), plan))
  const price = await group(item, 'Pris')
  const nbAmount = (await group(price, 'På norske sider')).getByLabel('Beløp')
  const enAmount = (await group(price, 'På engelske sider')).getByLabel('Beløp')
  await expect(nbAmount).toHaveValue(String(old.nb.amount))
  await expect(enAmount).toHaveValue(String(old.en.amount))
  await nbAmount.fill(String(changed.nb.amount))
  await enAmount.fill(String(changed.en.amount))
  await publish(page)

  // The file as the editor wrote it passes the schema and holds the new amounts, nothing else changed.
  const expected = structuredClone(before)
  expected[set]![plan]!.price = changed
  await expect.poll(() => whenWritten(plans), { timeout: 60_000 }).toEqual(expected)
  const written = parse(readFileSync(file, 'utf8')) as { plans: { set: string }[] }
  expect(written.plans.map((each) => each.set)).toEqual(Object.keys(before))

  // Every place of the service's pages that stated the price states the new one: the price
  // table's card, the copy (the questions' answer, on the page and in FAQPage) and the Offer's figures.
  for (const locale of locales) {
    const urlPath = addresses[locale]
    const was = formatPriceAmount(old[locale], locale)
    const now = formatPriceAmount(changed[locale], locale)
    // The page as the restarted server makes it: until it states the old price nowhere (a page made
    // before the restart began can state the new price in its table and the old one in its copy).
    const { html, nodes } = await servedWith(page, urlPath, now, (served) => statements(served, was) === 0)
    expect(statements(html, was), `${urlPath} still states ${was}`).toBe(0)
    expect(statements(html, now), `${urlPath} states ${now} wherever it stated ${was}`).toBe(stated[locale])
    await open(page, `${urlPath}`)
    const card = page
      .locator('#priser [data-slot="pricing-card"]')
      .filter({ has: page.locator(`[id="plan-${plan}-title"]`) })
    await expect(card.locator('p').filter({ has: page.locator('[data-slot="price"]') })).toHaveText(
      formatPrice(changed[locale], locale, { capitalize: true }),
    )
    const offers = ofType(nodes, 'Offer')
    const offer = offers.find(
      (each) => each.priceCurrency === changed[locale].currency && each.price === changed[locale].amount,
    )
    expect(offer, `${urlPath}: an Offer of ${changed[locale].amount}`).toBeDefined()
    expect(offers.some((each) => each.price === old[locale].amount)).toBe(false)
    const faq = ofType(nodes, 'FAQPage')
    expect(faq).toHaveLength(1)
    expect(JSON.stringify(faq[0])).toContain(now)
  }
  repriced = { service, set, plan, changed }
})

test("a case study's line changed in the editor is the only change: its screenshots, project and results read the same", async ({
  page,
}) => {
  // The first case study of the copy, and a trade the test types in place of the one it has.
  const [study] = caseStudiesCollection.all({ root: contentDir })
  expect(study, 'the content has a case study').toBeDefined()
  const id = study!.id
  const entry = () => {
    const found = caseStudiesCollection.all({ root: contentDir }).find((each) => each.id === id)!
    const { file: _file, ...fields } = found
    return fields
  }
  const expected = entry()
  const sector = rawEntry<{ sector: string }>('cases', id).nb.sector
  const typed = unlike(sector, 'Bransje skrevet i editoren', 'En annen bransje skrevet i editoren')
  await logIn(page, 'Kundecaser')
  await open(page, `/admin/#/collections/cases/entries/${id}`)
  const { nb, en } = panes(page)
  await expect(nb.getByLabel('Bransje')).toHaveText(expected.nb.sector)
  // Both panes show the project and the results, the facts the case brings with it.
  for (const pane of [nb, en]) await expect(pane.getByText('Prosjektet', { exact: true }).first()).toBeVisible()
  await nb.getByLabel('Bransje').fill(typed)
  await publish(page)

  await expect.poll(() => whenWritten(() => entry().nb.sector), { timeout: 60_000 }).toBe(typed)
  expected.nb.sector = typed
  expect(entry()).toEqual(expected)
})

/** A page the build test looks for, in one language: its address and its heading. */
type Added = { path: string; title: string }

/**
 * Adds a case study of a new client and a new service to the copy of the content as a marketer
 * does by hand, with data files and images only: the customer with its logos, the client's quote,
 * the case with its screenshots, project and results; a service with a quote of its own. Each is a
 * copy of the first of its kind in the copy, with names and addresses the test gives it (free in
 * the copy: checked first). Gives the new pages, by kind and language.
 */
function addCaseAndServiceByHand(): { case: Record<Locale, Added>; service: Record<Locale, Added> } {
  const at = (...parts: string[]) => path.join(contentDir, ...parts)
  type Block = Record<string, unknown> & {
    site: Record<string, unknown>
    contactTopic?: Record<string, unknown>
    project: Record<string, unknown>
    results: { name: string; value: number }[]
  }
  const yamlOf = <T = Record<Locale, Block>>(file: string) => parse(readFileSync(file, 'utf8')) as T
  const write = (file: string, data: unknown) => writeFileSync(file, stringify(data))
  /** A copy of a media file under a name of the new entry's, with the same extension. */
  const copyMedia = (file: string, folder: string, name: string) => {
    const copy = path.posix.join('media', folder, `${name}${path.extname(file)}`)
    cpSync(at(file), at(copy))
    return copy
  }
  const next = (orders: number[]) => Math.max(0, ...orders) + 1

  const client = 'fjord-tannlege'
  const quoteIds = { case: 'ida-fjord', service: 'eva-analyse' }
  const names = { nb: ['nettsideanalyse', 'Nettsideanalyse'], en: ['website-audit', 'Website audit'] } as const
  const topic = 'audit'
  // The files as written, not through the loaders: this process read the customers and the
  // testimonials the case checks against when it started, before the editor added one of each.
  const studies = rawAll<{ slug: string; order: number; testimonial: string }>('cases')
  const services = rawAll<{ slug: string; order: number; contactTopic?: { id: string } }>('services')
  const quotes = rawAll<{ order: number }>('testimonials')
  const customers = yamlOf<{ customers: { id: string; name: string; logo: Record<string, string> }[] }>(
    at('customers.yml'),
  )
  const taken = [
    ...customers.customers.filter((each) => each.id === client).map((each) => `the customer ${each.id}`),
    ...studies
      .filter((each) => locales.some((locale) => each[locale].slug === client))
      .map((each) => `the case study ${each.id}`),
    ...quotes.filter((each) => Object.values(quoteIds).includes(each.id)).map((each) => `the testimonial ${each.id}`),
    ...services
      .filter(
        (each) =>
          locales.some((locale) => each[locale].slug === names[locale][0]) || each.nb.contactTopic?.id === topic,
      )
      .map((each) => `the service ${each.id}`),
  ]
  expect(taken, 'the names and addresses the test gives its new entries are free in the content').toEqual([])
  const [source] = studies
  const [sourceService] = services
  const [serviceQuote] = quotes
  expect(
    source && sourceService && serviceQuote,
    'the content has a case study, a service and a testimonial',
  ).toBeTruthy()

  // The customer, its logos (copies of the drawings of the first case's client) and its quote (a
  // copy of that client's).
  const logos = customers.customers.find((each) => each.id === source!.id)!.logo
  customers.customers.push({
    id: client,
    name: 'Fjord Tannlege',
    logo: Object.fromEntries(
      Object.entries(logos).map(([variant, file]) => [variant, copyMedia(file, 'customers', `${client}-${variant}`)]),
    ),
  })
  write(at('customers.yml'), customers)
  const quote = yamlOf(at('testimonials', `${source!.nb.testimonial}.yml`))
  const quoteOrder = next(quotes.map((each) => each.nb.order))
  // Each quote in words of its own: no two people say the same.
  const ownQuotes = {
    case: {
      nb: 'Nå bestiller pasientene timer på nett når det passer dem, og telefonen står endelig stille om morgenen på klinikken.',
      en: 'Patients now book appointments online when it suits them, and the phone at the clinic is finally quiet in the mornings.',
    },
    service: {
      nb: 'Analysen viste oss hvilke sider som faktisk ga henvendelser fra kunder, og hvilke sider vi trygt kunne kutte.',
      en: 'The audit showed us which pages actually brought enquiries from customers, and which pages we could safely cut.',
    },
  }
  for (const locale of locales) {
    Object.assign(quote[locale], { name: 'Ida Fjord', brand: client, order: quoteOrder, quote: ownQuotes.case[locale] })
  }
  write(at('testimonials', `${quoteIds.case}.yml`), quote)
  // The case, with its screenshots, its project and its results (facts of its own).
  const study = yamlOf(at('cases', `${source!.id}.yml`))
  const shots = {
    desktop: copyMedia(String(study.nb.site.desktop), 'cases', `${client}-desktop`),
    phone: copyMedia(String(study.nb.site.phone), 'cases', `${client}-phone`),
  }
  const caseOrder = next(studies.map((each) => each.nb.order))
  const titles = { nb: 'Tannlegetimer bestilt på nett', en: 'Dental appointments booked online' }
  for (const locale of locales) {
    Object.assign(study[locale], {
      slug: client,
      order: caseOrder,
      testimonial: quoteIds.case,
      // The year of the case it copies: its client's quote, a copy of that case's, is dated after it.
      project: { ...study[locale].project, weeks: 8, team: ['designer', 'developer'] },
      // Its own results: other figures than the case it copies (a figure stands on one case only),
      // and no headline (a headline's name is one case's only).
      // (Written once, in the Norwegian block, which the other language reads.)
      ...(study[locale].results
        ? {
            results: study[locale].results.map(({ name, value }) => ({
              name,
              value: typeof value === 'number' ? value + 1 : value,
            })),
          }
        : {}),
      title: titles[locale],
    })
    Object.assign(study[locale].site, { host: 'fjordtannlege.no', ...shots })
  }
  // Its copy states its own figures: where the copied case names its results, this one names its own.
  const ownFigures = (text: string) =>
    study.nb.results
      .map((result) => result.name)
      .reduce(
        (copy, name) =>
          copy
            .replaceAll(`{fact:caseResults.${name}}`, `{fact:caseStudyFacts.${client}.${name}}`)
            .replaceAll(`{fact:caseStudyFacts.${source!.id}.${name}}`, `{fact:caseStudyFacts.${client}.${name}}`),
        text,
      )
  for (const locale of locales) study[locale] = JSON.parse(ownFigures(JSON.stringify(study[locale]))) as Block
  write(at('cases', `${client}.yml`), study)
  // A service: a copy of another with addresses, a name, a contact topic and a quote of its own.
  const quote2 = yamlOf(at('testimonials', `${serviceQuote!.id}.yml`))
  for (const locale of locales) {
    Object.assign(quote2[locale], { name: 'Eva Analyse', order: quoteOrder + 1, quote: ownQuotes.service[locale] })
  }
  write(at('testimonials', `${quoteIds.service}.yml`), quote2)
  const service = yamlOf(at('services', `${sourceService!.id}.yml`))
  const serviceOrder = next(services.map((each) => each.nb.order))
  const headings = { nb: 'Nettsideanalyse som viser hva som virker', en: 'A website audit that shows what works' }
  for (const locale of locales) {
    const [slug, name] = names[locale]
    Object.assign(service[locale], { slug, name, order: serviceOrder, testimonials: [quoteIds.service] })
    if (service[locale].contactTopic) service[locale].contactTopic.id = topic
    ;(service[locale].hero as Record<string, unknown>).title = headings[locale]
    delete service[locale].illustration
    delete service[locale].pricing
  }
  write(at('services', `${names.nb[0]}.yml`), service)
  return {
    case: byLocale((locale) => ({ path: pathFor('projectCase', locale, { slug: client }), title: titles[locale] })),
    service: byLocale((locale) => ({
      path: pathFor('service', locale, { slug: names[locale][0] }),
      title: headings[locale],
    })),
  }
}

/**
 * A YAML file's text without the values at `paths` (each a key path): what a save that changed only
 * those values leaves as it was, whatever the layout of the values (on one line or folded over
 * several), with the file's order, quoting and comments.
 */
function besides(text: string, paths: readonly (readonly string[])[]): string {
  const doc = parseDocument(text)
  const ranges = paths
    .map((at) => {
      const node = doc.getIn(at, true) as { range?: [number, number, number] } | undefined
      expect(node?.range, `the file has ${at.join('.')}`).toBeDefined()
      return [node!.range![0], node!.range![2]] as const
    })
    .sort((a, b) => b[0] - a[0])
  return ranges.reduce((rest, [start, end]) => rest.slice(0, start) + rest.slice(end), text)
}

/**
 * What `read` gives of the saved files, or undefined while the editor's local backend is still
 * writing one: it writes a file in place, so a read in between finds it empty or cut short, which
 * the loader refuses (one CI run's poll read the case study's file with no `nb:` block).
 */
function whenWritten<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch (error) {
    if (error instanceof ContentError || error instanceof ContentErrors) return undefined
    throw error
  }
}

/** Runs a command of the project to its end; throws with its output when it fails. */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await execFileAsync(command, args, { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(`${[command, ...args].join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`.slice(-12000))
  }
}

/** The pages a built language's search index holds: each fragment's address and text (Pagefind's gzipped JSON). */
function indexedPages(client: string, locale: 'nb' | 'en'): { url: string; content: string }[] {
  const folder = path.join(client, 'pagefind', locale, 'fragment')
  return readdirSync(folder).map((name) => {
    const text = gunzipSync(readFileSync(path.join(folder, name))).toString('utf8')
    return JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string }
  })
}

test("the phone number and the Bergen office's address changed in the editor are on every page at once; a number no phone can dial is refused beside its field", async ({
  page,
}) => {
  const file = path.join(contentDir, 'site', 'contact.yml')
  const before = readFileSync(file, 'utf8')
  // What the test types, each unlike what the copy holds, so that each changes its line.
  const current = contactFile.get({ root: contentDir })
  const typed = {
    phone: unlike(current.phone, '+47 22 33 44 55', '+47 22 33 44 66'),
    streetAddress: unlike(current.offices.bergen.streetAddress, 'Bryggen 12', 'Bryggen 14'),
    postalCode: unlike(current.offices.bergen.postalCode, '5003', '5004'),
  }
  await logIn(page, 'Kontaktinformasjon')
  await page.getByRole('link', { name: 'Kontaktinformasjon' }).first().click()
  await page.getByText('Telefon, e-post og adresser').first().click()
  const form = page.locator('.Pane1')
  const phone = form.getByLabel('Hovednummer')
  await expect(phone).toBeVisible()

  // A number without its country code: refused in Norwegian beside the field, nothing written.
  await phone.fill('55 00 00 10')
  await publish(page)
  await expect(form.getByText('Skriv nummeret med landkode, for eksempel +47 55 00 00 10.')).toBeVisible()
  expect(readFileSync(file, 'utf8')).toBe(before)

  await phone.clear()
  await phone.fill(typed.phone)
  await expect(phone).toHaveValue(typed.phone)
  const bergen = await group(form, 'Kontoret i Bergen')
  await bergen.getByLabel('Gateadresse').fill(typed.streetAddress)
  await bergen.getByLabel('Postnummer').fill(typed.postalCode)
  await publish(page)
  await expect
    .poll(() => whenWritten(() => contactFile.get({ root: contentDir })), { timeout: 60_000 })
    .toMatchObject({
      phone: typed.phone,
      offices: { bergen: { streetAddress: typed.streetAddress, postalCode: typed.postalCode } },
    })
  // Only those lines changed; the file's comments stay.
  const edited = [['phone'], ['offices', 'bergen', 'streetAddress'], ['offices', 'bergen', 'postalCode']]
  expect(besides(readFileSync(file, 'utf8'), edited)).toBe(besides(before, edited))

  // The development server reads the contact details again, and every page's footer says them.
  const { html } = await servedWith(page, pathFor('home', 'nb'), typed.streetAddress)
  expect(html).toContain(typed.phone)
  const contactPage = await servedWith(page, pathFor('contact', 'en'), typed.streetAddress)
  expect(contactPage.html).toContain(typed.postalCode)
})

test('a testimonial picked by name on a service page is on that page at once', async ({ page }) => {
  const services = servicesCollection.all({ root: contentDir })
  const shown = new Set(services.flatMap((service) => service.nb.testimonials))
  // A testimonial no service page shows yet, and a service page with room for one more.
  // (Not the one beside the home page's video, which no service page may show; and one whose name
  // no other testimonial's holds, so that the picker's search finds it alone.)
  const testimonials = testimonialsCollection.all({ root: contentDir })
  const free = testimonials.find(
    (testimonial) =>
      !shown.has(testimonial.id) &&
      testimonial.id !== featuredTestimonialId &&
      !testimonials.some(
        (other) => other !== testimonial && other.nb.name.toLowerCase().includes(testimonial.nb.name.toLowerCase()),
      ),
  )
  const service = services.find((candidate) => candidate.nb.testimonials.length < maxPageTestimonials)
  expect(
    free,
    "a testimonial of the content that no service page shows, other than the home page video's, with a name of its own",
  ).toBeDefined()
  expect(service, `a service of the content with fewer than ${maxPageTestimonials} testimonials`).toBeDefined()
  const { nb } = await openService(page, service!.id)
  const picker = nb.locator('label', { hasText: /^Kundeomtaler$/ }).first()
  const id = await picker.getAttribute('for')
  await nb.locator(`[id="${id}"]`).fill(free!.nb.name)
  await page.getByRole('option', { name: free!.nb.name }).click()
  await publish(page)
  // Chosen once, written for both languages.
  await expect
    .poll(
      () => whenWritten(() => servicesCollection.all({ root: contentDir }).find((entry) => entry.id === service!.id)),
      { timeout: 60_000 },
    )
    .toMatchObject({
      nb: { testimonials: [...service!.nb.testimonials, free!.id] },
      en: { testimonials: [...service!.en.testimonials, free!.id] },
    })
  await servedWith(page, pathFor('service', 'nb', { slug: service!.nb.slug }), htmlEscaped(free!.nb.name))

  // Deleting the testimonial now would leave the page naming one that is gone: refused with the
  // reason, and the file stays. (Leaving the service, whose relation field counts itself as changed
  // once it has loaded, the browser asks before the editor loads afresh; the delete asks too: yes.)
  page.on('dialog', (dialog) => void dialog.accept())
  await open(page, `/admin/#/collections/testimonials/entries/${free!.id}`)
  await expect(panes(page).nb.getByLabel('Navn', { exact: true })).toHaveText(free!.nb.name)
  await page.getByRole('button', { name: /^Slett/ }).click()
  await expect(page.getByText(/Ikke slettet/).first()).toBeVisible()
  expect(existsSync(path.join(contentDir, 'testimonials', `${free!.id}.yml`))).toBe(true)
})

test("the home page's heading and its title in search are changed in the home page's one entry, and both are on the page at once", async ({
  page,
}) => {
  const file = path.join(contentDir, 'pages', 'home.yml')
  const written = () =>
    parse(readFileSync(file, 'utf8')) as Record<Locale, { meta: { title: string }; hero: { title: string } }>
  const before = written()
  const typed = {
    heading: unlike(before.nb.hero.title, 'Nettsider som gir flere kunder', 'Nettsider som gir enda flere kunder'),
    title: unlike(
      before.nb.meta.title,
      'Nettsider og markedsføring fra ett byrå',
      'Nettsider og annonser fra ett byrå',
    ),
  }
  await logIn(page, 'Sider')
  await open(page, '/admin/#/collections/pages/entries/pages-home')
  const { nb } = panes(page)
  const title = (await group(nb, 'Tittel og beskrivelse i søk')).getByLabel('Tittel', { exact: true })
  const heading = (await group(nb, 'Toppen av siden')).getByLabel('Overskrift', { exact: true })
  await expect(title).toBeVisible()
  await title.fill(typed.title)
  await heading.fill(typed.heading)
  await publish(page)
  await expect
    .poll(
      () => {
        try {
          const now = written()
          return { title: now.nb.meta.title, heading: now.nb.hero.title }
        } catch {
          return undefined
        }
      },
      { timeout: 60_000 },
    )
    .toEqual({ title: typed.title, heading: typed.heading })
  // The home page serves both: the heading on the page, the title in the browser tab.
  const home = pathFor('home', 'nb')
  const { html } = await servedWith(page, home, htmlEscaped(typed.heading))
  expect(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '').toContain(htmlEscaped(typed.title))
  await open(page, home)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(typed.heading)
  await expect(page).toHaveTitle(new RegExp(typed.title))
})

/** The post the marketer writes in the editor, in both languages: what the test types. */
const writtenPost = {
  nb: {
    title: 'Slik planlegger du nettsiden for neste år',
    excerpt: 'Fem spørsmål å stille før du fornyer nettsiden, fra målene til hvem som skal skrive tekstene.',
    date: '29. november 2026',
    slug: 'planlegg-nettsiden-for-neste-ar',
    alt: 'Et skrivebord med en skisse av en nettside og en kalender',
    caption: 'Godt planlagt er halvt bygget.',
    heading: 'Hvem skriver tekstene?',
    paragraph:
      'En ny nettside starter med målene, ikke med fargene. Skriv ned hva siden skal gi bedriften det neste året, hvem den er for, og hva de besøkende skal gjøre når de har funnet det de lette etter. Da blir det lettere å velge hvilke sider som trengs, hva som kan kuttes, og hvordan dere skal måle om det virker.',
  },
  en: {
    title: 'Plan your website for the year ahead',
    excerpt: 'Five questions to ask before you renew your website, from the goals to who writes the copy.',
    date: 'November 29, 2026',
    slug: 'plan-your-website-for-the-year-ahead',
    alt: 'A desk with a sketch of a website and a calendar',
    caption: 'Well planned is half built.',
    heading: 'Who writes the copy?',
    paragraph:
      'A new website starts with its goals, not its colours. Write down what the site should give the business next year, who it is for, and what visitors should do once they have found what they came for. That makes it easier to choose which pages you need, what can go, and how you will measure whether it works.',
  },
} as const

test('a blog post written in the editor in both languages, with its own image uploaded, is on the site at once, without its listening player', async ({
  page,
}) => {
  const category = blogCategories[0]!
  // The post's image, made here: a landscape photo of the size the field asks for.
  const image = path.join(work, 'planlegging.jpg')
  await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#35607a' } })
    .jpeg()
    .toFile(image)
  const files = byLocale((locale) => path.join(contentDir, 'blog', 'posts', locale, `${writtenPost[locale].slug}.md`))
  for (const locale of ['nb', 'en'] as const) {
    expect(existsSync(files[locale]), `no post of the content is at ${files[locale]}`).toBe(false)
  }
  page.on('dialog', (dialog) => void dialog.accept())
  await logIn(page, 'Blogginnlegg på norsk')
  for (const locale of ['nb', 'en'] as const) {
    const words = writtenPost[locale]
    await open(page, `/admin/#/collections/blog-posts-${locale}/new`)
    const form = page.locator('.Pane1')
    // The new entry's own form: the form of the post saved before may still show for a moment.
    const language = { nb: 'norsk', en: 'engelsk' }[locale]
    await expect(page.getByText(`Skriver i samlingen Blogginnlegg på ${language}`)).toBeVisible()
    await expect(form.getByLabel('Tittel', { exact: true })).toHaveText('')
    await form.getByLabel('Tittel', { exact: true }).fill(words.title)
    await form.getByLabel('Ingress', { exact: true }).fill(words.excerpt)
    await form.getByLabel('Dato', { exact: true }).fill(words.date)
    await form.getByLabel('Kategoriens navn', { exact: true }).fill(category.name[locale])
    await form.getByLabel('Kategori', { exact: true }).click()
    await page.getByRole('option', { name: category.name[locale], exact: true }).click()
    await form.getByLabel('Adresse', { exact: true }).fill(words.slug)
    await form.getByLabel('Oversettelsesnøkkel', { exact: true }).fill(writtenPost.en.slug)
    await form.getByLabel('Bildebeskrivelse', { exact: true }).fill(words.alt)
    await form.getByLabel('Bildetekst', { exact: true }).fill(words.caption)
    // The image: uploaded once, with the Norwegian post; the English one picks it from the library.
    await form.getByRole('button', { name: 'Velg et bilde' }).click()
    if (locale === 'nb') await page.locator('input[type="file"]').setInputFiles(image)
    // The library marks a file just uploaded itself; a click on a marked file unmarks it.
    const card = page.getByText('planlegging.jpg', { exact: true }).first()
    const choose = page.getByRole('button', { name: 'Velg markert' })
    await expect(card).toBeVisible()
    await expect(async () => {
      if (await choose.isDisabled()) await card.click()
      await expect(choose).toBeEnabled({ timeout: 2_000 })
    }).toPass({ timeout: 60_000 })
    await choose.click()
    // The text: enough words to be an article, with a heading typed as the marketer would.
    const body = form.getByRole('textbox', { name: 'Tekst', exact: true })
    await body.fill(Array.from({ length: 7 }, () => words.paragraph).join(' '))
    await body.press('Control+End')
    await body.press('Enter')
    await body.pressSequentially(`## ${words.heading}`)
    await body.press('Enter')
    await body.pressSequentially(words.paragraph.slice(0, 120))
    await expect(body.locator('h2', { hasText: words.heading })).toBeVisible()
    // The preview makes the draft's page with the image not saved yet in place: the Norwegian post
    // has no page only because its translation is not written yet, which is all the pane says.
    if (locale === 'nb') {
      const said = page.frameLocator('#preview-pane').locator('[data-preview-error]')
      await expect(said).toContainText('finnes ingen side', { timeout: 120_000 })
      await expect(said).not.toContainText('bilde')
    }
    await publish(page)
    // Written, or refused with the reason the poll's failure then shows.
    const refusal = page.getByRole('alert').first()
    const outcome = async () => {
      if (existsSync(files[locale])) return 'written'
      return (await refusal.count()) > 0 ? await refusal.innerText() : 'waiting'
    }
    await expect.poll(outcome, { timeout: 60_000 }).toBe('written')
  }

  // Read by the site's own loader: both languages, paired, with the uploaded image as the cover.
  await expect
    .poll(
      () => {
        try {
          const read = readBlog(path.join(contentDir, 'blog', 'posts'), { root: contentDir }).posts
          return byLocale((locale) => read[locale].find((post) => post.slug === writtenPost[locale].slug))
        } catch {
          return undefined
        }
      },
      { timeout: 60_000 },
    )
    .toMatchObject({ nb: { title: writtenPost.nb.title }, en: { title: writtenPost.en.title } })
  const nbFile = readFileSync(files.nb, 'utf8')
  expect(nbFile).toContain('cover: media/blog/planlegging.jpg')
  expect(nbFile).toContain(`\n## ${writtenPost.nb.heading}\n`)
  expect(existsSync(path.join(contentDir, 'media', 'blog', 'planlegging.jpg'))).toBe(true)

  // On the development server at once: the post's page with its heading and image, in the list of
  // posts, and without the listening player (no spoken summary is made for it yet).
  for (const locale of ['nb', 'en'] as const) {
    const address = pathFor('blogPost', locale, { category: category.slug[locale], slug: writtenPost[locale].slug })
    const { html } = await servedWith(page, address, htmlEscaped(writtenPost[locale].title))
    expect(html).toContain(`${htmlEscaped(writtenPost[locale].heading)}</h2>`)
    expect(html).toMatch(/planlegging[^"']*\.(avif|webp|jpe?g)/)
    await servedWith(page, pathFor('blog', locale), htmlEscaped(writtenPost[locale].title))
    await open(page, address)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(writtenPost[locale].title)
    await expect(page.locator('[data-slot="blog-post-audio"]')).toHaveCount(0)
  }
})

/** A part of a copy field's text: words as typed, or a fact picked by its name in «Sett inn fakta». */
type Part = string | { fact: string }

/**
 * Writes a copy field as a marketer does: the words typed, each fact picked from «Sett inn fakta»
 * by a search for its name, at the end of what is there. `box` is the field's text box.
 */
async function writeCopy(page: Page, box: Locator, parts: readonly Part[]): Promise<void> {
  await box.fill('')
  const field = box.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " fl-copy ")][1]')
  for (const part of parts) {
    await box.press('Control+End')
    if (typeof part === 'string') {
      await box.pressSequentially(part)
      continue
    }
    await field.getByRole('button', { name: 'Sett inn fakta' }).click()
    const search = page.getByRole('searchbox', { name: 'Søk etter fakta, innstilling eller navn' })
    await expect(search).toBeFocused()
    await search.fill(part.fact)
    await field.locator('.fl-facts').getByRole('button', { name: part.fact }).first().click()
    await expect(search).toBeHidden()
  }
}

/** Picks an entry of another collection in a relation field by a search for its name. */
async function pick(page: Page, scope: Locator, label: string, name: string): Promise<void> {
  const picker = scope.locator('label', { hasText: new RegExp(`^${literally(label)}$`) }).first()
  const id = await picker.getAttribute('for')
  const input = scope.locator(`[id="${id}"]`)
  const option = page.getByRole('option', { name, exact: true })
  // The field asks the editor's server for the entries as the name is typed. A save just before
  // may restart that server, and a search it refused finds nothing: typed again, as a marketer would.
  await expect(async () => {
    await input.fill('')
    await input.fill(name)
    await expect(option).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 120_000 })
  await option.click()
}

/** Uploads `file` through the image field behind `button` (the media library), and chooses it. */
async function upload(page: Page, button: Locator, file: string): Promise<void> {
  await button.click()
  await page.locator('input[type="file"]').setInputFiles(file)
  // The library marks a file just uploaded itself; a click on a marked file unmarks it.
  const card = page.getByText(path.basename(file), { exact: true }).first()
  const choose = page.getByRole('button', { name: 'Velg markert' })
  await expect(card).toBeVisible()
  await expect(async () => {
    if (await choose.isDisabled()) await card.click()
    await expect(choose).toBeEnabled({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await choose.click()
  await expect(choose).toBeHidden()
}

/**
 * Waits until the entry's form stands still: a new entry's form is drawn, then drawn afresh once
 * the editor has made its empty draft (a second or two later on a busy machine), and what was
 * found in the first is gone. Still means no element added or removed for a second.
 */
async function formSettled(page: Page): Promise<void> {
  const stillForMs = 1_000
  await expect
    .poll(
      () =>
        page.evaluate(
          (still) =>
            new Promise<number>((resolve) => {
              let changes = 0
              const watch = new MutationObserver((records) => (changes += records.length))
              watch.observe(document.querySelector('.Pane1') ?? document.body, { subtree: true, childList: true })
              setTimeout(() => {
                watch.disconnect()
                resolve(changes)
              }, still)
            }),
          stillForMs,
        ),
      { timeout: 60_000, message: 'the form stands still' },
    )
    .toBe(0)
}

/** Adds `count` items to the list `label` of a pane and gives the list. */
async function addItems(scope: Locator, label: string, count: number): Promise<Locator> {
  for (let i = 0; i < count; i++) {
    await (await group(scope, label)).getByRole('button', { name: `Legg til ${label.toLowerCase()}` }).click()
  }
  return group(scope, label)
}

/**
 * The case study of a new client that the test makes in the editor, in each language: the
 * client, the person who speaks for it, and words the test types (not content). Its names and
 * addresses must be free in the copy, which the test checks before it types them.
 */
const newClient = {
  id: 'elvebakken-sykkel',
  name: 'Elvebakken Sykkel',
  person: { id: 'jonas-elvebakken', name: 'Jonas Elvebakken' },
  slug: { nb: 'elvebakken-sykkel', en: 'elvebakken-bikes' },
  title: { nb: 'Sykkelservice bestilt på nett', en: 'Bike servicing booked online' },
  results: { headline: 'serviceBookedOnlinePercent', other: 'fewerCallsAboutRepairsPercent' },
} as const

test('a case study of a new client made in the editor alone: the customer with its logos, its quote, the case with screenshots and its own figures stated in its copy by name; on the site at once in both languages', async ({
  page,
}) => {
  test.setTimeout(600_000)
  const { id: client, person } = newClient
  const studies = caseStudiesCollection.all({ root: contentDir })
  const quotes = testimonialsCollection.all({ root: contentDir })
  const services = servicesCollection.all({ root: contentDir })
  const customerIds = (
    parse(readFileSync(path.join(contentDir, 'customers.yml'), 'utf8')) as {
      customers: { id: string }[]
    }
  ).customers.map((each) => each.id)
  const resultNames = studies.flatMap(
    (study) => rawEntry<{ results: { name: string }[] }>('cases', study.id).nb.results,
  )
  expect(
    [
      ...customerIds.filter((each) => each === client),
      ...studies.filter((each) => locales.some((l) => each[l].slug === newClient.slug[l])).map((each) => each.id),
      ...quotes.filter((each) => each.id === person.id).map((each) => each.id),
      ...resultNames
        .map((each) => each.name)
        .filter((name) => Object.values(newClient.results).includes(name as never)),
    ],
    'the names and addresses the test gives the new client are free in the content',
  ).toEqual([])
  const [service] = services
  expect(service, 'the content has a service').toBeDefined()
  const year = Math.max(...studies.map((study) => study.nb.project.year))
  const order = Math.max(0, ...studies.map((study) => study.nb.order)) + 1
  const quoteOrder = Math.max(0, ...quotes.map((quote) => quote.nb.order)) + 1

  // The client's logos and the site's screenshots, made here at the sizes the fields ask for.
  const logo = (variant: string, colour: string) => {
    const file = path.join(work, `${client}-${variant}.svg`)
    writeFileSync(
      file,
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48" role="img" aria-label="${newClient.name}"><title>${newClient.name}</title><circle cx="24" cy="24" r="18" fill="${colour}"/><rect x="52" y="16" width="170" height="16" rx="8" fill="${colour}"/></svg>`,
    )
    return file
  }
  const logos = { light: logo('light', '#1d3b2f'), dark: logo('dark', '#f4efe6'), color: logo('color', '#2f7d55') }
  const shot = async (name: string, width: number, height: number) => {
    const file = path.join(work, `${client}-${name}.jpg`)
    await sharp({ create: { width, height, channels: 3, background: '#2f7d55' } })
      .jpeg()
      .toFile(file)
    return file
  }
  const shots = { desktop: await shot('desktop', 1440, 900), phone: await shot('phone', 780, 1688) }
  const timings: Record<string, number> = {}
  let started = Date.now()
  const lap = (name: string) => {
    timings[name] = Math.round((Date.now() - started) / 1000)
    started = Date.now()
  }
  page.on('dialog', (dialog) => void dialog.accept())

  // 1. The customer, with its three logos, added to the list of customers.
  await logIn(page, 'Kunder')
  await open(page, '/admin/#/collections/customers/entries/customers')
  const customers = await addItems(page.locator('.Pane1'), 'Kunder', 1)
  await customers.getByLabel('Id', { exact: true }).last().fill(client)
  await customers.getByLabel('Navn', { exact: true }).last().fill(newClient.name)
  const logoButtons = customers.getByRole('button', { name: 'Velg et bilde' })
  const emptyLogos = await logoButtons.count()
  await upload(page, logoButtons.nth(emptyLogos - 3), logos.light)
  await upload(page, customers.getByRole('button', { name: 'Velg et bilde' }).nth(emptyLogos - 3), logos.dark)
  await upload(page, customers.getByRole('button', { name: 'Velg et bilde' }).nth(emptyLogos - 3), logos.color)
  await publish(page)
  await expect
    .poll(() => readFileSync(path.join(contentDir, 'customers.yml'), 'utf8'), { timeout: 60_000 })
    .toContain(`id: ${client}`)
  // The customers are read as the server starts: the save restarts it, and the home page's row of
  // logos has the new one once it is back (the next save would find the server restarting).
  await servedWith(page, pathFor('home', 'nb'), htmlEscaped(newClient.name))
  lap('customer')

  // 2. The client's quote: a new testimonial whose company is picked from the customers by name,
  // the one just saved included, without a reload.
  await open(page, '/admin/#/collections/testimonials/new')
  const quotePanes = panes(page)
  await expect(quotePanes.nb.getByLabel('Navn', { exact: true })).toBeVisible()
  await quotePanes.nb.getByLabel('Rekkefølge', { exact: true }).fill(String(quoteOrder))
  await quotePanes.nb.getByLabel('Navn', { exact: true }).fill(person.name)
  await pick(page, quotePanes.nb, 'Bedrift', newClient.name)
  await quotePanes.nb.getByLabel('Dato', { exact: true }).fill(`${year}-10-14`)
  const quoteWords = {
    nb: {
      role: 'Daglig leder',
      quote:
        'Før ringte kundene hele dagen for å bestille service på sykkelen. Nå bestiller de selv på nettet om kvelden, og vi kan skru på sykler i stedet for å svare i telefonen.',
    },
    en: {
      role: 'Managing director',
      quote:
        'Customers used to phone all day to book a service for their bike. Now they book it themselves online in the evening, and we can work on bikes instead of answering the phone.',
    },
  }
  for (const locale of locales) {
    await quotePanes[locale].getByLabel('Stilling', { exact: true }).fill(quoteWords[locale].role)
    await quotePanes[locale].getByLabel('Sitat', { exact: true }).fill(quoteWords[locale].quote)
  }
  await publish(page)
  await expect
    .poll(() => existsSync(path.join(contentDir, 'testimonials', `${person.id}.yml`)), { timeout: 60_000 })
    .toBe(true)
  // Saved, the editor shows the entry at its own address: loaded there before the next form opens,
  // so that its loading does not make the next form afresh under the test's hands.
  await expect(page).toHaveURL(new RegExp(`/testimonials/entries/${person.id}$`))
  await expect(quotePanes.nb.getByLabel('Navn', { exact: true })).toHaveText(person.name)
  // The about page lists every testimonial: the new one too, once the server has read it.
  await servedWith(page, pathFor('about', 'nb'), htmlEscaped(quoteWords.nb.quote))
  lap('quote')

  // 3. The case study: its figures first, which its copy then states by name before it is saved.
  await open(page, '/admin/#/collections/cases/new')
  const { nb, en } = panes(page)
  await expect(page.getByText('Skriver i samlingen Kundecaser')).toBeVisible()
  await expect(nb.getByLabel('Bransje', { exact: true })).toHaveText('')
  await formSettled(page)
  const facts = await addItems(nb, 'Tallene (fakta)', 2)
  const values = { headline: 70, other: 40 }
  for (const [index, which] of (['headline', 'other'] as const).entries()) {
    await facts.getByLabel('Navn', { exact: true }).nth(index).fill(newClient.results[which])
    await facts.getByLabel('Tall', { exact: true }).nth(index).fill(String(values[which]))
  }
  await facts
    .getByLabel(/^Hovedresultat/)
    .first()
    .click()
  const project = await group(nb, 'Prosjektet')
  await project.getByLabel('År levert', { exact: true }).fill(String(year))
  await project.getByLabel('Uker', { exact: true }).fill('6')
  const team = project.locator(
    `[id="${await project
      .locator('label', { hasText: /^Teamet$/ })
      .first()
      .getAttribute('for')}"]`,
  )
  for (const role of ['Designer', 'Utvikler']) {
    await team.fill(role)
    await team.press('Enter')
  }
  await nb.getByLabel('Adresse', { exact: true }).first().fill(newClient.slug.nb)
  await nb.getByLabel('Rekkefølge', { exact: true }).fill(String(order))
  await pick(page, nb, 'Kundeomtale', person.name)
  await pick(page, await group(nb, 'Kort i kundecasene'), 'Tjeneste', service!.nb.name)
  await en.getByLabel('Adresse', { exact: true }).first().fill(newClient.slug.en)

  const headline = { fact: newClient.results.headline }
  const other = { fact: newClient.results.other }
  const weeks = { fact: 'Denne kundecasen › Uker' }
  type CaseWords = Record<
    | 'sector'
    | 'title'
    | 'challenge'
    | 'goal'
    | 'delivered'
    | 'desktopAlt'
    | 'phoneAlt'
    | 'showcaseTitle'
    | 'linkText'
    | 'cardTitle',
    string
  > &
    Record<'headline' | 'summary' | 'showcaseText' | 'cardResult' | 'cardText', Part[]> & {
      steps: [id: string, title: string, text: string][]
      services: string[]
      figures: [id: string, value: Part[], label: string][]
    }
  const words: Record<Locale, CaseWords> = {
    nb: {
      sector: 'Sykkelverksted og butikk',
      title: newClient.title.nb,
      headline: ['+', headline, ' flere servicetimer bestilt på nett'],
      summary: [
        { fact: 'Kundens navn' },
        ' tok imot alle bestillinger av service på telefon. Vi laget en ny nettside der kundene velger tid selv.',
      ],
      challenge:
        'Telefonen ringte hele dagen, og mekanikerne måtte slutte å skru for å svare på spørsmål om ledige tider.',
      goal: 'La kundene bestille service selv, når det passer dem.',
      steps: [
        [
          'booking',
          'Timebestilling på nett',
          'Kundene velger type service og tid i en enkel kalender som følger verkstedets kapasitet.',
        ],
        [
          'status',
          'Beskjed når sykkelen er klar',
          'Kunden får en melding når sykkelen er ferdig, så ingen trenger å ringe og spørre.',
        ],
      ],
      delivered: 'En rask nettside med timebestilling øverst og prisene for service rett under.',
      services: ['Nettside med timebestilling', 'Varsler på SMS'],
      desktopAlt: 'Forsiden på PC med timebestilling og priser for service',
      phoneAlt: 'Forsiden på mobil med knappen for å bestille service',
      showcaseTitle: 'Timebestilling for et sykkelverksted',
      showcaseText: [
        'Verkstedet tok imot alle bestillinger på telefon. Vi laget en nettside der kundene bestiller service selv, med en kalender som følger kapasiteten i verkstedet. Nå bestilles ',
        headline,
        ' flere servicetimer på nett.',
      ],
      linkText: 'Les om hvordan vi lager nettsider',
      cardTitle: 'Sykkelservice på nett',
      cardResult: [headline, ' flere timer bestilt på nett'],
      cardText: ['Kundene bestiller service selv, og verkstedet får færre telefoner.'],
      figures: [
        ['bookings', ['+', headline], 'flere servicetimer bestilt på nett'],
        ['calls', ['−', other], 'færre telefoner om reparasjoner'],
        ['launch', [weeks], 'fra første møte til lansering'],
      ],
    },
    en: {
      sector: 'Bike workshop and shop',
      title: newClient.title.en,
      headline: ['+', headline, ' more services booked online'],
      summary: [
        { fact: 'Kundens navn' },
        ' took every service booking by phone. We built a new website where customers pick a time themselves.',
      ],
      challenge: 'The phone rang all day, and the mechanics had to stop working to answer questions about free slots.',
      goal: 'Let customers book a service themselves, when it suits them.',
      steps: [
        [
          'booking',
          'Online booking',
          'Customers choose the type of service and a time in a simple calendar that follows the workshop’s capacity.',
        ],
        [
          'status',
          'A message when the bike is ready',
          'The customer gets a message when the bike is done, so nobody needs to phone and ask.',
        ],
      ],
      delivered: 'A fast website with booking at the top and the service prices just below.',
      services: ['Website with online booking', 'Text message alerts'],
      desktopAlt: 'The home page on a desktop with booking and service prices',
      phoneAlt: 'The home page on a phone with the button to book a service',
      showcaseTitle: 'Online booking for a bike workshop',
      showcaseText: [
        'The workshop took every booking by phone. We built a website where customers book a service themselves, with a calendar that follows the capacity of the workshop. Now ',
        headline,
        ' more services are booked online.',
      ],
      linkText: 'Read how we build websites',
      cardTitle: 'Bike servicing online',
      cardResult: [headline, ' more bookings online'],
      cardText: ['Customers book a service themselves, and the workshop gets fewer calls.'],
      figures: [
        ['bookings', ['+', headline], 'more services booked online'],
        ['calls', ['−', other], 'fewer calls about repairs'],
        ['launch', [weeks], 'from the first meeting to launch'],
      ],
    },
  }
  for (const locale of locales) {
    const pane = panes(page)[locale]
    const w = words[locale]
    const box = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true }).first()
    await box(pane, 'Bransje').fill(w.sector)
    await box(pane, 'Overskrift').fill(w.title)
    await writeCopy(page, box(pane, 'Resultatet på én linje'), w.headline)
    await writeCopy(page, box(pane, 'Sammendrag'), w.summary)
    await (await addItems(pane, 'Utfordringen', 1)).getByLabel('Utfordringen', { exact: true }).last().fill(w.challenge)
    await box(pane, 'Målet').fill(w.goal)
    const steps = await addItems(pane, 'Slik gjorde vi det', w.steps.length)
    for (const [index, [id, title, text]] of w.steps.entries()) {
      await steps.getByLabel('Id', { exact: true }).nth(index).fill(id)
      await steps.getByLabel('Overskrift', { exact: true }).nth(index).fill(title)
      await steps.getByLabel('Tekst', { exact: true }).nth(index).fill(text)
    }
    await box(pane, 'Det vi leverte').fill(w.delivered)
    const delivered = await addItems(pane, 'Leveranser', w.services.length)
    for (const [index, text] of w.services.entries()) {
      await delivered.getByLabel('Leveranser', { exact: true }).nth(index).fill(text)
    }
    const site = await group(pane, 'Nettstedet vi leverte')
    if (locale === 'nb') {
      await site.getByLabel('Adresse i nettleseren', { exact: true }).fill('elvebakkensykkel.no')
      await upload(page, site.getByRole('button', { name: 'Velg et bilde' }).first(), shots.desktop)
      await upload(page, site.getByRole('button', { name: 'Velg et bilde' }).first(), shots.phone)
    }
    await box(site, 'Alternativ tekst, PC').fill(w.desktopAlt)
    await box(site, 'Alternativ tekst, mobil').fill(w.phoneAlt)
    const showcase = await group(pane, 'På prosjektsiden')
    await box(showcase, 'Overskrift').fill(w.showcaseTitle)
    await writeCopy(page, box(showcase, 'Hva vi gjorde'), w.showcaseText)
    await box(showcase, 'Lenketekst til tjenesten').fill(w.linkText)
    const card = await group(pane, 'Kort i kundecasene')
    await box(card, 'Tittel').fill(w.cardTitle)
    await writeCopy(page, box(card, 'Resultat'), w.cardResult)
    await writeCopy(page, box(card, 'Hva vi gjorde'), w.cardText)
    const figures = await addItems(pane, 'Resultater', w.figures.length)
    for (const [index, [id, value, label]] of w.figures.entries()) {
      await figures.getByLabel('Id', { exact: true }).nth(index).fill(id)
      await writeCopy(page, figures.getByLabel('Tall', { exact: true }).nth(index), value)
      await figures.getByLabel('Hva tallet gjelder', { exact: true }).nth(index).fill(label)
    }
  }
  // Every figure shows as its value, also before the case is saved: no field shows a code or an unknown fact.
  for (const pane of [nb, en]) {
    await expect(pane).not.toContainText(/\{(fact|setting):|\{client\}|Ukjent:/)
    await expect(pane.locator('.fl-fact').filter({ hasText: '70' }).first()).toBeVisible()
  }
  // The English figures in English, the Norwegian in Norwegian.
  await expect(en.locator('.fl-fact').filter({ hasText: formatWeeks(6, 'en') })).toHaveCount(1)
  // The preview (in place of the English pane) shows the case's page with its values, and no placeholder.
  await page.getByRole('button', { name: 'Vis eller skjul forhåndsvisningen' }).click()
  await formSettled(page)
  const preview = page.frameLocator('#preview-pane').frameLocator('iframe[data-preview-page]')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(words.nb.title, { timeout: 120_000 })
  await expect(preview.locator('body')).toContainText(formatPercent(values.headline, 'nb'))
  await expect(preview.locator('body')).not.toContainText(/\{(fact|setting):|\{client\}/)
  await publish(page)
  const caseFile = path.join(contentDir, 'cases', `${client}.yml`)
  const outcome = async () => {
    if (existsSync(caseFile)) return 'written'
    const refusal = page.getByRole('alert').first()
    return (await refusal.count()) > 0 ? await refusal.innerText() : 'waiting'
  }
  await expect.poll(outcome, { timeout: 60_000 }).toBe('written')
  lap('case study')

  // The file as written: the client's quote and the service picked by name, the figures stated by
  // name, and the figures themselves once, in the Norwegian block. (Whether the site's loader takes
  // it is what the development server's pages below and the build's test show: this process read
  // the testimonials as they were when it started.)
  type Written = {
    slug: string
    title: string
    testimonial: string
    headline: string
    card: { service: string }
    results?: unknown
  }
  const read = () => {
    try {
      return rawEntry<Written>('cases', client)
    } catch {
      return undefined
    }
  }
  await expect.poll(read, { timeout: 60_000 }).toMatchObject({
    nb: { slug: newClient.slug.nb, title: words.nb.title, testimonial: person.id, card: { service: service!.id } },
    en: { slug: newClient.slug.en, title: words.en.title, testimonial: person.id, card: { service: service!.id } },
  })
  const raw = read()!
  expect(raw.nb.headline).toBe(`+{fact:caseResults.${newClient.results.headline}} flere servicetimer bestilt på nett`)
  expect(raw.nb.results).toMatchObject([
    { name: newClient.results.headline, value: values.headline, headline: true },
    { name: newClient.results.other, value: values.other },
  ])
  expect(raw.en.results).toBeUndefined()
  const quoteFile = rawEntry<{ name: string; brand: string; quote: string }>('testimonials', person.id)
  expect(quoteFile).toMatchObject({
    nb: { name: person.name, brand: client, quote: quoteWords.nb.quote },
    en: { quote: quoteWords.en.quote },
  })

  // On the development server at once: the case's page in both languages with its figures as
  // values, its client's quote, and the case in the list of projects.
  for (const locale of locales) {
    const address = pathFor('projectCase', locale, { slug: newClient.slug[locale] })
    const { html } = await servedWith(page, address, htmlEscaped(words[locale].title))
    expect(html).toContain(htmlEscaped(quoteWords[locale].quote))
    expect(html).toContain(formatPercent(values.headline, locale))
    expect(html).not.toMatch(/\{(fact|setting):|\{client\}/)
    await servedWith(page, pathFor('projects', locale), htmlEscaped(words[locale].showcaseTitle))
  }
  lap('on the site')
  console.log(`A new client's case study in the editor, seconds per step: ${JSON.stringify(timings)}`)
})

test("a build of the edited content has the new job, post and case study in both languages, their lists, the sitemap and the search index, and the new price; a case study and a service added as files have theirs too; the content's rule tests pass on it", async () => {
  // A whole build of the site: on a busy 2-core machine beside the other specs, minutes.
  test.setTimeout(600_000)
  const byHand = addCaseAndServiceByHand()
  // The build as `npm run build` makes it, of the editor's copy of the content, into a folder of
  // its own (inside the checkout, where Vike wants its output); no precompression, no server.
  const out = path.join('build', `e2e-editor-${process.pid}`)
  const client = path.join(out, 'client')
  const env = { CONTENT_DIR: contentDir, OUT_DIR: out, SITE_URL: 'http://localhost:4390', PRECOMPRESS: '0' }
  try {
    await run(process.execPath, [path.resolve('node_modules/vike/bin.js'), 'build'], env)
    await run(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/postbuild.ts'], env)

    // Each new page, and the list that links it.
    const added = {
      job: byLocale((locale) => ({
        path: pathFor('job', locale, { slug: createdJob[locale].slug }),
        title: createdJob[locale].title,
        list: pathFor('jobs', locale),
      })),
      case: byLocale((locale) => ({ ...byHand.case[locale], list: pathFor('projects', locale) })),
      'case made in the editor': byLocale((locale) => ({
        path: pathFor('projectCase', locale, { slug: newClient.slug[locale] }),
        title: newClient.title[locale],
        list: pathFor('projects', locale),
      })),
      service: byLocale((locale) => ({ ...byHand.service[locale], list: pathFor('services', locale) })),
      post: byLocale((locale) => ({
        path: pathFor('blogPost', locale, {
          category: blogCategories[0]!.slug[locale],
          slug: writtenPost[locale].slug,
        }),
        title: writtenPost[locale].title,
        list: pathFor('blog', locale),
      })),
    }
    const html = (urlPath: string) => readFileSync(path.join(client, urlPath, 'index.html'), 'utf8')
    const sitemap = readFileSync(path.join(client, 'sitemap.xml'), 'utf8')
    for (const [kind, pages] of Object.entries(added))
      for (const locale of ['nb', 'en'] as const) {
        const { path: urlPath, title, list } = pages[locale]
        const twin = pages[locale === 'nb' ? 'en' : 'nb'].path
        const page = html(urlPath)
        // Read out of the page, so that a failure names what the page has rather than printing it.
        expect(page.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1], `the ${kind}'s page ${urlPath}`).toBe(title)
        const alternates = Object.fromEntries(
          [...page.matchAll(/<link rel="alternate" hrefLang="([a-z-]+)" href="([^"]+)"/g)].map((link) => [
            link[1],
            link[2],
          ]),
        )
        expect(alternates, `${urlPath} names itself and its twin`).toMatchObject({
          [locale]: `http://localhost:4390${urlPath}`,
          [locale === 'nb' ? 'en' : 'nb']: `http://localhost:4390${twin}`,
        })
        expect(html(list).includes(`href="${urlPath}"`), `${list} lists ${urlPath}`).toBe(true)
        expect(sitemap.includes(`<loc>http://localhost:4390${urlPath}</loc>`), `the sitemap lists ${urlPath}`).toBe(
          true,
        )
        const indexed = indexedPages(client, locale).find((entry) => entry.url === urlPath)
        expect(indexed?.content, `the ${locale} search index holds ${urlPath}`).toContain(title)
      }

    // The contact details changed in the editor (what the copy now holds), in the footer of the
    // pages the build made.
    const contact = contactFile.get({ root: contentDir })
    const home = pathFor('home', 'nb')
    expect(
      html(home).includes(htmlEscaped(contact.phone)),
      `${home} states the new phone number ${contact.phone}`,
    ).toBe(true)
    const contactPage = pathFor('contact', 'en')
    const street = contact.offices.bergen.streetAddress
    expect(
      html(contactPage).includes(htmlEscaped(street)),
      `${contactPage} states the Bergen office's new address ${street}`,
    ).toBe(true)

    // And the price changed in the editor, on the page the build made.
    expect(repriced, 'the price test changed a price').toBeDefined()
    const { service, set, plan, changed } = repriced!
    const price = planSet(priceFactsFile.get({ root: contentDir }).plans, set, 'nb').find((each) => each.id === plan)
    expect(price?.price).toEqual(changed.nb)
    const stated = formatPriceAmount(changed.nb, 'nb')
    const address = pathFor('service', 'nb', { slug: service.nb.slug })
    expect(html(address).includes(stated), `${address} states ${stated}`).toBe(true)

    // The content's own rule tests pass on the edited content, as `npm run check:content` runs them.
    // (Should they not, the edited content is kept beside the test's results to be looked at.)
    try {
      await run(
        process.execPath,
        [
          path.resolve('node_modules/vitest/vitest.mjs'),
          'run',
          '--project',
          'modules',
          'content/',
          'lib/blog/',
          'tests/facts-consistency.test.ts',
        ],
        { CONTENT_DIR: contentDir },
      )
    } catch (error) {
      cpSync(contentDir, path.join(test.info().outputDir, 'edited-content'), { recursive: true })
      throw error
    }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
})

test('the same file edited by hand with the title removed fails the loader and the build, naming the file and the field', async () => {
  const name = `${createdJob.nb.slug}.yml`
  const file = path.join(contentDir, 'jobs', name)
  const written = readFileSync(file, 'utf8')
  const text = written.replace(`\n  title: ${createdJob.nb.title}\n`, '\n')
  expect(text, `${name} has the title the editor wrote`).not.toBe(written)
  writeFileSync(file, text)
  expect(() => jobsCollection.all({ root: contentDir })).toThrow(ContentError)
  expect(() => jobsCollection.all({ root: contentDir })).toThrow(`${name}: nb.title: `)

  // The build of that content stops, and says where (in its error output, before the report of
  // what it had built by then).
  const out = path.join('build', `e2e-editor-broken-${process.pid}`)
  const env = { CONTENT_DIR: contentDir, OUT_DIR: out, SITE_URL: 'http://localhost:4390', PRECOMPRESS: '0' }
  try {
    const said = await execFileAsync(process.execPath, [path.resolve('node_modules/vike/bin.js'), 'build'], {
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      () => 'the build passed',
      (error: { stdout?: string; stderr?: string }) => `${error.stderr ?? ''}\n${error.stdout ?? ''}`,
    )
    expect(said).toContain(`${name}: nb.title: `)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
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
