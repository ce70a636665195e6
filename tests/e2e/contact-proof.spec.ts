/**
 * The contact forms' spam check (ALTCHA proof of work) on the built site behind the real server,
 * on the slow phone (tests/e2e/mobile.ts: slow 4G and a CPU four times slower): the widget solves
 * its challenge while the visitor types, so the first press of the button sends; and with the
 * challenge's endpoint out of reach the form says so in the visitor's language and keeps the text.
 *
 * Two times are recorded (the test's annotations), and the test asks only what the visitor sees:
 * the check was solved before the press, and the press sent the message. The solving time is the
 * widget's own account of its search (scripts/quality/proof-probe.ts); its budget is a benchmark,
 * held by `npm run bench` on a quiet machine at the hardest challenge, since here it runs beside a
 * suite of parallel browsers and measures their load as much as the check. The time until the
 * form knew is taken in the page, from the moment the challenge's response had arrived (the
 * resource timing's `responseEnd`) to the widget's `verified` event: it adds the workers' start and
 * the page's main thread, busy with the visitor's typing on a CPU four times slower.
 */
import { expect, test, type Page, type Request } from '@playwright/test'
import { widgetUi } from '../../content/strings/widgets'
import { axeViolations, colourRules, expectTheme, pageScriptStarted, servicesWithOwnTopic } from './helpers'
import { emulateSlowPhone, phoneContext } from './mobile'
import { serviceTopicText } from '../../content/pages/services/links'
import { solvingBudgetMs, solvingTimeOf } from '../../scripts/quality/proof-probe'

const nb = widgetUi.nb
const en = widgetUi.en

test.use(phoneContext)
// Typing key by key on a CPU four times slower takes its time, more so beside other tests.
test.beforeEach(() => test.slow())

type Solving = { arrivedAt: number; verifiedAt: number }

/**
 * Records, in the page, when the widget's challenge arrived and when the widget reported it
 * solved (page time, ms), and hands both to the test as they happen: the page is gone by the
 * time the test asks, replaced by the thank-you page.
 */
async function recordSolving(page: Page): Promise<Solving[]> {
  const solved: Solving[] = []
  await page.exposeFunction('__proofSolved', (record: Solving) => solved.push(record))
  await page.addInitScript(() => {
    // The capture phase reaches the document for every event in it, also those that do not bubble.
    document.addEventListener(
      'verified',
      () => {
        const verifiedAt = performance.now()
        const challenges = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('/api/contact/challenge')) as PerformanceResourceTiming[]
        const arrivedAt = challenges.at(-1)?.responseEnd ?? Number.NaN
        void (window as unknown as { __proofSolved: (record: Solving) => Promise<void> }).__proofSolved({
          arrivedAt,
          verifiedAt,
        })
      },
      { capture: true },
    )
  })
  return solved
}

/** Types like a person on a phone: key by key, with the phone's own pace (no added pause). */
async function type(page: Page, locator: ReturnType<Page['locator']>, text: string): Promise<void> {
  await locator.click()
  await locator.pressSequentially(text)
}

/** The contact posts the page makes, with their answers. */
function contactPosts(page: Page): Request[] {
  const posts: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.push(request)
  })
  return posts
}

function expectSolvedWhileTyping(solved: Solving[], post: Request, pressedAt: number, where: string): void {
  expect(solved, 'the widget solved one challenge').toHaveLength(1)
  const { arrivedAt, verifiedAt } = solved[0]!
  const solvingMs = solvingTimeOf((post.postDataJSON() as { altcha: string }).altcha)
  const knownMs = verifiedAt - arrivedAt
  test.info().annotations.push({
    type: `${where}: solving, ms`,
    description: `${Math.round(solvingMs)} (budget ${solvingBudgetMs} on a quiet machine: npm run bench); the form knew ${Math.round(knownMs)} ms after the challenge arrived, ${Math.round(pressedAt - verifiedAt)} ms before the press`,
  })
  // The widget sent its own solution, with the time its search took.
  expect(solvingMs).toBeGreaterThan(0)
  // Solved before the visitor pressed the button: the press sends at once.
  expect(verifiedAt).toBeLessThan(pressedAt)
}

test('the contact page sends on the first press on a slow phone, the check solved while the visitor typed', async ({
  page,
}) => {
  const solved = await recordSolving(page)
  const posts = contactPosts(page)
  await page.goto('/kontakt/')
  await emulateSlowPhone(page)
  const main = page.getByRole('main')
  await type(page, main.getByLabel(nb.contactForm.name, { exact: true }), 'Kari Nordmann')
  await type(page, main.getByLabel(nb.contactForm.email, { exact: true }), 'kari@fjordbedrift.no')
  await type(
    page,
    main.getByLabel(nb.contactForm.message, { exact: true }),
    'Hei! Vi vil flytte nettbutikken vår til en ny plattform før jul, og trenger hjelp med design og flytting av varene.',
  )
  const pressedAt = await page.evaluate(() => performance.now())
  await page.getByTestId('contact-submit').tap()
  await expect(page).toHaveURL(/\/kontakt\/takk\/$/, { timeout: 20_000 })
  expect(posts).toHaveLength(1)
  expectSolvedWhileTyping(solved, posts[0]!, pressedAt, 'contact page')
  expect((await posts[0]!.response())?.status()).toBe(200)
})

test('the contact dialog sends on the first press on a slow phone, the check solved while the visitor typed', async ({
  page,
}) => {
  // A service page whose contact button asks for a topic of its own.
  const service = servicesWithOwnTopic()[0]
  test.skip(!service, 'no service has a contact topic of its own')
  const solved = await recordSolving(page)
  const posts = contactPosts(page)
  await page.goto(service!.path.en)
  await emulateSlowPhone(page)
  await pageScriptStarted(page)
  await page.locator('[data-slot="service-hero"] [data-contact-cta]').tap()
  const dialog = page.getByRole('dialog', { name: serviceTopicText(service!.topic, 'en')!.title })
  await expect(dialog).toBeVisible()
  await type(page, dialog.getByLabel(en.contactModal.firstName, { exact: true }), 'Kari')
  await type(page, dialog.getByLabel(en.contactModal.email, { exact: true }), 'kari@fjordbedrift.no')
  await type(
    page,
    dialog.getByLabel(en.contactModal.message, { exact: true }),
    'Hello! We would like a new website for our shop before Christmas, with online booking.',
  )
  const pressedAt = await page.evaluate(() => performance.now())
  await dialog.getByTestId('modal-submit').tap()
  await expect(page).toHaveURL(/\/en\/contact\/thank-you\/$/, { timeout: 20_000 })
  expect(posts).toHaveLength(1)
  const post = posts[0]!
  expectSolvedWhileTyping(solved, post, pressedAt, 'contact dialog')
  expect((await post.response())?.status()).toBe(200)
  // The button that opened the dialog and the page it was on go with the message.
  expect(post.postDataJSON()).toMatchObject({ cta: service!.topic, page: service!.path.en, locale: 'en' })
})

test.describe('with the challenge endpoint out of reach', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/contact/challenge', (route) => route.abort('blockedbyclient'))
  })

  test('the contact page says so in English, sends nothing and keeps the text', async ({ page }) => {
    const posts = contactPosts(page)
    await page.goto('/en/contact/')
    await emulateSlowPhone(page)
    const main = page.getByRole('main')
    const message = 'We need a new online store before Christmas.'
    await type(page, main.getByLabel(en.contactForm.name, { exact: true }), 'Kari Nordmann')
    await type(page, main.getByLabel(en.contactForm.email, { exact: true }), 'kari@fjordbedrift.no')
    await type(page, main.getByLabel(en.contactForm.message, { exact: true }), message)
    await page.getByTestId('contact-submit').tap()
    await expect(main.locator('[data-slot="form-status"]')).toHaveText(en.proofOfWork.unavailable)
    await expect(page).toHaveURL(/\/en\/contact\/$/)
    await expect(main.getByLabel(en.contactForm.name, { exact: true })).toHaveValue('Kari Nordmann')
    await expect(main.getByLabel(en.contactForm.email, { exact: true })).toHaveValue('kari@fjordbedrift.no')
    await expect(main.getByLabel(en.contactForm.message, { exact: true })).toHaveValue(message)
    expect(posts).toHaveLength(0)
  })

  test('the contact dialog says so in Norwegian, sends nothing and keeps the text', async ({ page }) => {
    const posts = contactPosts(page)
    await page.goto('/tjenester/webdesign/')
    await emulateSlowPhone(page)
    await pageScriptStarted(page)
    await page.locator('[data-slot="service-hero"] [data-contact-cta]').tap()
    const dialog = page.getByRole('dialog', { name: serviceTopicText('website', 'nb')!.title })
    await expect(dialog).toBeVisible()
    const message = 'Hei! Vi vil ha en ny nettside før jul.'
    await type(page, dialog.getByLabel(nb.contactModal.firstName, { exact: true }), 'Kari')
    await type(page, dialog.getByLabel(nb.contactModal.email, { exact: true }), 'kari@fjordbedrift.no')
    await type(page, dialog.getByLabel(nb.contactModal.message, { exact: true }), message)
    await dialog.getByTestId('modal-submit').tap()
    await expect(dialog.getByTestId('modal-status')).toHaveText(nb.proofOfWork.unavailable)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel(nb.contactModal.firstName, { exact: true })).toHaveValue('Kari')
    await expect(dialog.getByLabel(nb.contactModal.email, { exact: true })).toHaveValue('kari@fjordbedrift.no')
    await expect(dialog.getByLabel(nb.contactModal.message, { exact: true })).toHaveValue(message)
    // Still said once the button is pressable again, so the visitor knows why nothing was sent.
    await expect(dialog.getByTestId('modal-submit')).toBeEnabled({ timeout: 10_000 })
    await expect(dialog.getByTestId('modal-status')).toHaveText(nb.proofOfWork.unavailable)
    expect(posts).toHaveLength(0)
  })
})

test('the live check, solved, has no axe violations in either theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/kontakt/')
  await page.getByRole('main').getByLabel(nb.contactForm.name, { exact: true }).click()
  const check = page.locator('[data-slot="proof-of-work"]')
  await expect(check.getByText(nb.proofOfWork.widget.verified)).toBeVisible({ timeout: 15_000 })
  const problems = await axeViolations(page, '/kontakt/ check (light)', { include: '[data-slot="proof-of-work"]' })
  await page.getByTestId('theme-toggle').click()
  await expectTheme(page, 'dark')
  problems.push(
    ...(await axeViolations(page, '/kontakt/ check (dark)', {
      include: '[data-slot="proof-of-work"]',
      rules: colourRules,
    })),
  )
  expect(problems).toEqual([])
})
