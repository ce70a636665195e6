/**
 * The pictures of the editing guide (docs/editing.md): the editor at /admin as a marketer sees it,
 * each with the page preview beside the form. Starts the editing server (`vike dev` with the local
 * backend) on a copy of the content in a temporary folder, so nothing it does touches content/,
 * and writes JPEGs to docs/editing/, printing their paths.
 *
 *   npm run tools && npx tsx scripts/editor-screenshots.ts
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { caseStudiesCollection } from '../content/pages/case-studies/schema'
import { servicesCollection } from '../content/pages/services/schema'
import { postsOf } from '../lib/blog/posts'
import { chromiumArgs, ensureChromium } from '../tests/browser'
import { startProcess, waitForUrl } from './processes'

const port = Number(process.env.SCREENSHOT_PORT ?? 4396)
const origin = `http://127.0.0.1:${port}`
const target = path.resolve('docs/editing')

const work = mkdtempSync(path.join(tmpdir(), 'fjordlys-guide-'))
const contentDir = path.join(work, 'content')
cpSync('content', contentDir, { recursive: true })
const server = startProcess(
  process.execPath,
  [path.resolve('node_modules/vike/bin.js'), 'dev', '--port', String(port), '--strictPort'],
  { env: { ...process.env, CONTENT_DIR: contentDir, EDITOR_LOCAL_BACKEND: '1' }, stdio: 'ignore' },
)

async function shoot(page: Page, name: string): Promise<void> {
  const file = path.join(target, `${name}.jpg`)
  await page.screenshot({ path: file, type: 'jpeg', quality: 80 })
  console.log(path.relative(process.cwd(), file))
}

/** Opens an entry with its page preview beside it, once the preview shows the page. */
async function withPreview(page: Page, address: string): Promise<void> {
  await page.goto(`${origin}/admin/#/collections/${address}`)
  const toggle = page.getByRole('button', { name: 'Vis eller skjul forhåndsvisningen' })
  await toggle.waitFor({ timeout: 120_000 })
  // An entry in both languages opens with the two side by side; one of a single language (a
  // post) opens with its preview already showing.
  if (!(await page.locator('#preview-pane').isVisible())) await toggle.click()
  const pane = page.frameLocator('#preview-pane')
  const preview = pane.frameLocator('iframe[data-preview-page]')
  await preview.getByRole('heading', { level: 1 }).waitFor({ timeout: 180_000 })
  // Until the pane has no newer draft on its way, and the page it shows has loaded.
  await pane.getByRole('status').waitFor({ state: 'hidden', timeout: 120_000 })
  await preview.getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 })
  await pane
    .locator('iframe[data-preview-page]')
    .evaluate(
      (frame: HTMLIFrameElement) =>
        new Promise<void>((resolve) =>
          frame.contentDocument?.readyState === 'complete'
            ? resolve()
            : frame.addEventListener('load', () => resolve()),
        ),
    )
}

try {
  await waitForUrl(`${origin}/admin/config.nb.yml`, 180_000)
  mkdirSync(target, { recursive: true })
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'nb-NO' })
  // Decap asks before leaving an entry it counts as changed (a relation field counts itself so on
  // opening): these pictures leave every entry unsaved.
  page.on('dialog', (dialog) => void dialog.accept())
  await page.goto(`${origin}/admin/`)
  await page.getByRole('button', { name: 'Logg inn' }).click()
  await page.getByRole('link', { name: 'Tjenester' }).first().waitFor({ timeout: 180_000 })
  await shoot(page, 'samlinger')

  const [service] = servicesCollection.all({ root: contentDir })
  await withPreview(page, `services/entries/${service!.id}`)
  await shoot(page, 'tjeneste-med-forhandsvisning')

  // A fact in a text: a label with its value; «Sett inn fakta» lists the facts by name and value.
  const chip = page.locator('.Pane1 .fl-fact:visible').first()
  await chip.scrollIntoViewIfNeeded()
  const field = chip.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " fl-copy ")][1]')
  await field.locator('.ProseMirror').click()
  await field.getByRole('button', { name: 'Sett inn fakta' }).click()
  await page.keyboard.type('e-post')
  await shoot(page, 'sett-inn-fakta')
  await page.keyboard.press('Escape')

  const [study] = caseStudiesCollection.all({ root: contentDir })
  await withPreview(page, `cases/entries/${study!.id}`)
  await shoot(page, 'kundecase-med-forhandsvisning')

  const [post] = postsOf('nb')
  await withPreview(page, `blog-posts-nb/entries/${post!.slug}`)
  await shoot(page, 'blogginnlegg-med-forhandsvisning')

  // A placeholder that names no fact: the preview says which field, and publishing is refused.
  await withPreview(page, `services/entries/${service!.id}`)
  const subtitle = page.locator('.Pane1').getByLabel('Undertittel', { exact: true }).first()
  await subtitle.fill('Svar innen {fact:svartid} timer')
  await page.frameLocator('#preview-pane').locator('[data-preview-error]').waitFor({ timeout: 120_000 })
  await page.getByRole('button', { name: 'Publiser' }).click()
  await page.getByRole('menuitem', { name: 'Publiser nå' }).click()
  await page
    .getByText(/Ikke lagret/)
    .first()
    .waitFor({ timeout: 120_000 })
  await shoot(page, 'lagring-avvist')
  await page.reload()

  await page.goto(`${origin}/admin/#/collections/contact/entries/site-contact`)
  await page.getByLabel('Hovednummer').waitFor({ timeout: 120_000 })
  await shoot(page, 'kontaktinformasjon')
  await browser.close()
} finally {
  await server.stop()
  rmSync(work, { recursive: true, force: true })
}
