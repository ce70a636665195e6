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
import { parse, stringify } from 'yaml'
import { jobsCollection } from '../../content/careers/jobs'
import { planSet } from '../../content/facts/plans'
import { priceFactsFile } from '../../content/facts/schema'
import { caseStudiesCollection } from '../../content/pages/case-studies/schema'
import { maxPageTestimonials, servicesCollection } from '../../content/pages/services/schema'
import { testimonialsCollection } from '../../content/shared/testimonial-records'
import { featuredTestimonialId } from '../../content/shared/testimonials'
import { contactFile } from '../../content/site/contact-details'
import { formatPrice } from '../../content/site/format'
import { pathFor } from '../../content/site/routes'
import { settings } from '../../content/site/settings'
import { ContentError, ContentErrors } from '../../content/loader/errors'
import { startProcess, waitForUrl, type Started } from '../../scripts/processes'
import { builtPages, clientDir, readText } from '../../scripts/quality/site-files'
import { watchConsole } from './helpers'

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
})

test.afterAll(async () => {
  await server?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
})

/**
 * Opens an address of the development server. A save restarts the server when the content it read
 * as it started changed, and a restart may follow the one a test waited out (a second event of the
 * same save): a refused connection is tried again until the server answers.
 */
async function open(page: Page, address: string): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          await page.goto(`${origin}${address}`)
          return true
        } catch (error) {
          if (/net::ERR_(CONNECTION_(REFUSED|RESET|CLOSED)|EMPTY_RESPONSE|ABORTED)/.test(String(error))) return false
          throw error
        }
      },
      { timeout: 150_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
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

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publiser' }).click()
  await page.getByRole('menuitem', { name: 'Publiser nå' }).click()
}

function jobFiles(): string[] {
  return readdirSync(path.join(contentDir, 'jobs')).sort()
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
  // A service opens with both languages side by side, each pane with that language's copy.
  await open(page, `/admin/#/collections/services/entries/webdesign`)
  const service = panes(page)
  await expect(service.nb.getByLabel('Kortnavn')).toHaveValue('Webdesign')
  await expect(service.en.getByLabel('Adresse')).toHaveValue('web-design')
  await open(page, `/admin/`)
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
  await open(page, `/admin/#/collections/services/entries/webdesign`)
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
  // Until the file is there and whole (the editor's backend writes it in place: see whenWritten).
  await expect
    .poll(
      () =>
        whenWritten(() => jobsCollection.all({ root: contentDir }).find((entry) => entry.id === 'prosjektleder')?.id),
      { timeout: 60_000 },
    )
    .toBe('prosjektleder')
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
  // Read by request: a saved job restarts the server, whose reload would cut a page's navigation.
  const { html } = await servedWith(page, '/stillinger/prosjektleder/', '>Prosjektleder</h1>')
  const twin = html.match(/<link rel="alternate" hrefLang="en" href="([^"]+)"/i)?.[1]
  expect(twin).toMatch(/\/en\/jobs\/[a-z-]+\/$/)
  await servedWith(page, new URL(twin!).pathname, '>Project Manager</h1>')
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

/** A list item of the editor's form, by the name its collapsed bar shows (`app`, `basic`). */
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
  const entry = (root?: string) => {
    const found = servicesCollection.all(root ? { root } : {}).find((service) => service.id === 'webdesign')!
    const { file: _file, ...fields } = found
    return fields
  }
  await logIn(page, 'Tjenester')
  await open(page, `/admin/#/collections/services/entries/webdesign`)
  const { nb } = panes(page)
  await expect(nb.getByLabel('Overlinje')).toHaveValue('Webdesign')
  await nb.getByLabel('Overlinje').fill('Webdesign og utvikling')
  await page.getByRole('button', { name: 'Publiser' }).click()
  await page.getByRole('menuitem', { name: 'Publiser nå' }).click()

  // Decap writes the whole file anew (its own key order and line breaks); read with the schema,
  // it holds what it held, Markdown and links included, but for the one line.
  await expect
    .poll(() => whenWritten(() => entry(contentDir).nb.hero.eyebrow), { timeout: 60_000 })
    .toBe('Webdesign og utvikling')
  const expected = entry()
  expected.nb.hero.eyebrow = 'Webdesign og utvikling'
  expect(entry(contentDir)).toEqual(expected)
  // The services are read when the development server starts: it restarts, and serves the new line.
  await servedWith(page, '/tjenester/webdesign/', '>Webdesign og utvikling<')
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
  const after = readFileSync(file, 'utf8').split('\n')
  const lines = before.split('\n')
  expect(after.length).toBe(lines.length)
  expect(after.filter((line, i) => line !== lines[i])).toEqual([
    lines
      .find((line) => /^ {4}subtitle: /.test(line))!
      .replace(/subtitle: .*/, 'subtitle: En ny undertittel, lagret som én linje.'),
  ])
  expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([])
  // The save restarts the server (the services are read when it starts): the page serves the line.
  await servedWith(page, address, 'En ny undertittel, lagret som én linje.')
})

/**
 * A group of fields of the editor's form by its name (Decap adds "(valgfritt)" to an optional
 * one's): the label names the group's box by id.
 */
async function group(scope: Locator, name: string): Promise<Locator> {
  const label = scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}( \\(valgfritt\\))?$`) })
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
): Promise<{ html: string; nodes: Record<string, unknown>[] }> {
  let html = ''
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${origin}${urlPath}`).catch(() => undefined)
        html = response?.ok() ? await response.text() : ''
        return html.includes(text)
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

test("a plan's price changed in the editor changes on its page: the price table, the copy that states it and the JSON-LD", async ({
  page,
}) => {
  const file = path.join(contentDir, 'facts', 'prices.yml')
  const plans = (locale: 'nb' | 'en') => planSet(priceFactsFile.get({ root: contentDir }).plans, 'app', locale)
  const amountOf = (locale: 'nb' | 'en') => {
    const { price } = plans(locale)[0]!
    if (price.kind !== 'amount') throw new Error(`the app's first plan has no price in ${locale}`)
    return price
  }
  const old = { nb: amountOf('nb'), en: amountOf('en') }
  const changed = { nb: { ...old.nb, amount: 54900 }, en: { ...old.en, amount: 5400 } }
  expect(old.nb).toMatchObject({ amount: 49900, currency: 'NOK', from: true })

  await logIn(page, 'Fakta og priser')
  await page.getByRole('link', { name: 'Fakta og priser' }).first().click()
  await page
    .getByRole('link', { name: /Priser/ })
    .first()
    .click()
  await expect(page.getByText('Planserier', { exact: true })).toBeVisible()
  // The plan set "app", its plan "basic", and in its price the amount on each language's pages.
  const basic = await unfold(listItem(await unfold(listItem(page, 'app')), 'basic'))
  const price = await group(basic, 'Pris')
  const nbAmount = (await group(price, 'På norske sider')).getByLabel('Beløp')
  const enAmount = (await group(price, 'På engelske sider')).getByLabel('Beløp')
  await expect(nbAmount).toHaveValue('49900')
  await expect(enAmount).toHaveValue('4900')
  await nbAmount.fill('54900')
  await enAmount.fill('5400')
  await page.getByRole('button', { name: 'Publiser' }).click()
  await page.getByRole('menuitem', { name: 'Publiser nå' }).click()

  // The file as the editor wrote it passes the schema and holds the new amounts, nothing else changed.
  await expect.poll(() => whenWritten(() => plans('nb')[0]!.price), { timeout: 60_000 }).toEqual(changed.nb)
  expect(plans('en')[0]!.price).toEqual(changed.en)
  expect(plans('nb').slice(1)).toEqual(planSet(priceFactsFile.get().plans, 'app', 'nb').slice(1))
  const written = parse(readFileSync(file, 'utf8')) as { plans: { set: string }[] }
  expect(written.plans.map((set) => set.set)).toEqual(Object.keys(priceFactsFile.get().plans))

  // Every place of the service's pages that states the price: the price table's card, the
  // summary's sentence, the FAQ's answer (on the page and in FAQPage) and the Offer's figures.
  for (const [locale, urlPath] of [
    ['nb', '/tjenester/apputvikling/'],
    ['en', '/en/services/app-development/'],
  ] as const) {
    const now = formatPrice(changed[locale], locale)
    const { html, nodes } = await servedWith(page, urlPath, now)
    // "fra 49 900 kr", not to be confused with the premium plan's "fra 149 900 kr".
    const before = formatPrice(old[locale], locale).toLowerCase()
    expect(html.toLowerCase().includes(before), `${urlPath} still states ${before}`).toBe(false)
    await open(page, `${urlPath}`)
    const pricing = page.locator('#priser')
    await expect(pricing.locator('[data-slot="price"]').first()).toHaveText(
      formatPrice(changed[locale], locale, { capitalize: true }),
    )
    expect(
      html.split(now).length - 1,
      `${urlPath} states ${now} in the summary, the FAQ's answer and FAQPage`,
    ).toBeGreaterThanOrEqual(3)
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
})

test("a case study's line changed in the editor is the only change: its screenshots, project and results read the same", async ({
  page,
}) => {
  const entry = (root?: string) => {
    const found = caseStudiesCollection.all(root ? { root } : {}).find((study) => study.id === 'bergli-klinikk')!
    const { file: _file, ...fields } = found
    return fields
  }
  await logIn(page, 'Kundecaser')
  await open(page, `/admin/#/collections/cases/entries/bergli-klinikk`)
  const { nb, en } = panes(page)
  const sector = entry().nb.sector
  await expect(nb.getByLabel('Bransje')).toHaveValue(sector)
  // Both panes show the project and the results, the facts the case brings with it.
  for (const pane of [nb, en]) await expect(pane.getByText('Prosjektet', { exact: true }).first()).toBeVisible()
  await nb.getByLabel('Bransje').fill(`${sector} i Bergen`)
  await publish(page)

  await expect
    .poll(() => whenWritten(() => entry(contentDir).nb.sector), { timeout: 60_000 })
    .toBe(`${sector} i Bergen`)
  const expected = entry()
  expected.nb.sector = `${sector} i Bergen`
  expect(entry(contentDir)).toEqual(expected)
})

/**
 * Adds a case study of a new client and a new service to the copy of the content as a marketer
 * does by hand, with data files and images only: the customer with its logos, the client's quote,
 * the case with its screenshots, project and results; a service with a quote of its own.
 */
function addCaseAndServiceByHand(): void {
  const at = (...parts: string[]) => path.join(contentDir, ...parts)
  type Block = Record<string, unknown> & { site: Record<string, unknown>; contactTopic: Record<string, unknown> }
  const yamlOf = <T = Record<'nb' | 'en', Block>>(file: string) => parse(readFileSync(file, 'utf8')) as T
  const write = (file: string, data: unknown) => writeFileSync(file, stringify(data))
  // The customer, its three logos (copies of another's drawings) and its quote.
  for (const variant of ['light', 'dark', 'color']) {
    cpSync(
      at('media', 'customers', `bergli-klinikk-${variant}.svg`),
      at('media', 'customers', `fjord-tannlege-${variant}.svg`),
    )
  }
  const customers = yamlOf<{ customers: unknown[] }>(at('customers.yml'))
  customers.customers.push({
    id: 'fjord-tannlege',
    name: 'Fjord Tannlege',
    logo: Object.fromEntries(
      ['light', 'dark', 'color'].map((variant) => [variant, `media/customers/fjord-tannlege-${variant}.svg`]),
    ),
  })
  write(at('customers.yml'), customers)
  const quote = yamlOf(at('testimonials', 'thomas-bergli.yml'))
  for (const locale of ['nb', 'en'] as const)
    Object.assign(quote[locale], { name: 'Ida Fjord', brand: 'fjord-tannlege', order: 90 })
  write(at('testimonials', 'ida-fjord.yml'), quote)
  // The case, with its screenshots, its project and its results (facts of its own).
  for (const shot of ['desktop', 'phone']) {
    cpSync(at('media', 'cases', `bergli-klinikk-${shot}.jpg`), at('media', 'cases', `fjord-tannlege-${shot}.jpg`))
  }
  const study = yamlOf(at('cases', 'bergli-klinikk.yml'))
  for (const locale of ['nb', 'en'] as const) {
    Object.assign(study[locale], {
      slug: 'fjord-tannlege',
      order: 9,
      testimonial: 'ida-fjord',
      project: { year: 2025, weeks: 8, team: ['designer', 'developer'] },
      // Its own results; a headline's name is one case's only, so these are not.
      results: (study[locale].results as { name: string; value: number }[]).map(({ name, value }) => ({ name, value })),
    })
    Object.assign(study[locale].site, {
      host: 'fjordtannlege.no',
      desktop: 'media/cases/fjord-tannlege-desktop.jpg',
      phone: 'media/cases/fjord-tannlege-phone.jpg',
    })
    study[locale].title = locale === 'nb' ? 'Tannlegetimer bestilt på nett' : 'Dental appointments booked online'
  }
  write(at('cases', 'fjord-tannlege.yml'), study)
  // A service: a copy of another with addresses, a name, a contact topic and a quote of its own.
  const quote2 = yamlOf(at('testimonials', 'silje-noste.yml'))
  for (const locale of ['nb', 'en'] as const) Object.assign(quote2[locale], { name: 'Eva Analyse', order: 91 })
  write(at('testimonials', 'eva-analyse.yml'), quote2)
  const service = yamlOf(at('services', 'webdesign.yml'))
  const names = { nb: ['nettsideanalyse', 'Nettsideanalyse'], en: ['website-audit', 'Website audit'] } as const
  for (const locale of ['nb', 'en'] as const) {
    const [slug, name] = names[locale]
    Object.assign(service[locale], { slug, name, order: 9, testimonials: ['eva-analyse'] })
    service[locale].contactTopic.id = 'audit'
    ;(service[locale].hero as Record<string, unknown>).title =
      locale === 'nb' ? 'Nettsideanalyse som viser hva som virker' : 'A website audit that shows what works'
    delete service[locale].illustration
    delete service[locale].pricing
  }
  write(at('services', 'nettsideanalyse.yml'), service)
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
    throw new Error(`${[command, ...args].join(' ')} failed:\n${stderr ?? ''}\n${stdout ?? ''}`.slice(-4000))
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
  await phone.fill('+47 22 33 44 55')
  await expect(phone).toHaveValue('+47 22 33 44 55')
  const bergen = await group(form, 'Kontoret i Bergen')
  await bergen.getByLabel('Gateadresse').fill('Bryggen 12')
  await bergen.getByLabel('Postnummer').fill('5003')
  await publish(page)
  await expect
    .poll(() => whenWritten(() => contactFile.get({ root: contentDir })), { timeout: 60_000 })
    .toMatchObject({
      phone: '+47 22 33 44 55',
      offices: { bergen: { streetAddress: 'Bryggen 12', postalCode: '5003' } },
    })
  // Only those lines changed; the file's comments stay.
  const changed = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line, i) => line !== before.split('\n')[i])
  expect(changed).toHaveLength(3)

  // The development server reads the contact details again, and every page's footer says them.
  const { html } = await servedWith(page, pathFor('home', 'nb'), 'Bryggen 12')
  expect(html).toContain('+47 22 33 44 55')
  const contactPage = await servedWith(page, pathFor('contact', 'en'), 'Bryggen 12')
  expect(contactPage.html).toContain('5003')
})

test('a testimonial picked by name on a service page is on that page at once', async ({ page }) => {
  const services = servicesCollection.all({ root: contentDir })
  const shown = new Set(services.flatMap((service) => service.nb.testimonials))
  // A testimonial no service page shows yet, and a service page with room for one more.
  // (Not the one beside the home page's video, which no service page may show.)
  const free = testimonialsCollection
    .all({ root: contentDir })
    .find((testimonial) => !shown.has(testimonial.id) && testimonial.id !== featuredTestimonialId)
  const service = services.find((candidate) => candidate.nb.testimonials.length < maxPageTestimonials)
  test.skip(!free || !service, 'every testimonial is shown already, or every service page is full')
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
  await servedWith(page, pathFor('service', 'nb', { slug: service!.nb.slug }), free!.nb.name)

  // Deleting the testimonial now would leave the page naming one that is gone: refused with the
  // reason, and the file stays. (Leaving the service, whose relation field counts itself as changed
  // once it has loaded, the browser asks before the editor loads afresh; the delete asks too: yes.)
  page.on('dialog', (dialog) => void dialog.accept())
  await open(page, `/admin/#/collections/testimonials/entries/${free!.id}`)
  await expect(panes(page).nb.getByLabel('Navn', { exact: true })).toHaveValue(free!.nb.name)
  await page.getByRole('button', { name: /^Slett/ }).click()
  await expect(page.getByText(/Ikke slettet/).first()).toBeVisible()
  expect(existsSync(path.join(contentDir, 'testimonials', `${free!.id}.yml`))).toBe(true)
})

test('a build of the edited content has the new job in both languages, its lists, the sitemap and the search index, and the new price; a case study and a service added as files have theirs too', async () => {
  // A whole build of the site: on a busy 2-core machine beside the other specs, minutes.
  test.setTimeout(600_000)
  addCaseAndServiceByHand()
  // The build as `npm run build` makes it, of the editor's copy of the content, into a folder of
  // its own (inside the checkout, where Vike wants its output); no precompression, no server.
  const out = path.join('build', `e2e-editor-${process.pid}`)
  const client = path.join(out, 'client')
  const env = { CONTENT_DIR: contentDir, OUT_DIR: out, SITE_URL: 'http://localhost:4390', PRECOMPRESS: '0' }
  try {
    await run(process.execPath, [path.resolve('node_modules/vike/bin.js'), 'build'], env)
    await run(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/postbuild.ts'], env)

    const added = {
      job: {
        nb: { path: '/stillinger/prosjektleder/', title: 'Prosjektleder', list: '/stillinger/' },
        en: { path: '/en/jobs/project-manager/', title: 'Project Manager', list: '/en/jobs/' },
      },
      case: {
        nb: { path: '/prosjekter/fjord-tannlege/', title: 'Tannlegetimer bestilt på nett', list: '/prosjekter/' },
        en: { path: '/en/projects/fjord-tannlege/', title: 'Dental appointments booked online', list: '/en/projects/' },
      },
      service: {
        nb: {
          path: '/tjenester/nettsideanalyse/',
          title: 'Nettsideanalyse som viser hva som virker',
          list: '/tjenester/',
        },
        en: {
          path: '/en/services/website-audit/',
          title: 'A website audit that shows what works',
          list: '/en/services/',
        },
      },
    } as const
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

    // The contact details changed in the editor, in the footer of the pages the build made.
    expect(html('/').includes('+47 22 33 44 55'), 'the home page states the new phone number').toBe(true)
    expect(html('/en/contact/').includes('Bryggen 12'), "the contact page states the Bergen office's new address").toBe(
      true,
    )

    // And the price changed in the editor, on the page the build made.
    const price = planSet(priceFactsFile.get({ root: contentDir }).plans, 'app', 'nb')[0]!.price
    expect(price).toMatchObject({ amount: 54900 })
    const stated = formatPrice(price, 'nb')
    expect(html('/tjenester/apputvikling/').includes(stated), `the app page states ${stated}`).toBe(true)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
})

test('the same file edited by hand with the title removed fails the loader and the build, naming the file and the field', async () => {
  const file = path.join(contentDir, 'jobs', 'prosjektleder.yml')
  const text = readFileSync(file, 'utf8').replace(/^ {2}title: Prosjektleder\n/m, '')
  writeFileSync(file, text)
  expect(() => jobsCollection.all({ root: contentDir })).toThrow(ContentError)
  expect(() => jobsCollection.all({ root: contentDir })).toThrow(/prosjektleder\.yml: nb\.title: /)

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
    expect(said).toMatch(/prosjektleder\.yml: nb\.title: /)
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
