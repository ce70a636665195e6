/**
 * The widgets on the built site behind the real server: contact page form, contact dialog,
 * login with forgot password, and the audio player. Request interception only for failures.
 */
import { expect, test, type Page } from '@playwright/test'
import { widgetUi } from '../../content/strings/widgets'
import { serviceTopicText } from '../../content/pages/services/links'
import { pageScriptStarted, servicesWithOwnTopic } from './helpers'
import { postsOf } from '../../lib/blog/posts'

const nb = widgetUi.nb
const en = widgetUi.en

test('the contact page form shows the localized error and keeps the values when sending fails', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false,"error":"server_error"}' }),
  )
  await page.goto('/kontakt/')
  await page.getByRole('main').getByLabel(nb.contactForm.name, { exact: true }).fill('Kari Nordmann')
  await page.getByRole('main').getByLabel(nb.contactForm.email, { exact: true }).fill('kari@fjordbedrift.no')
  await page.getByRole('main').getByLabel(nb.contactForm.message, { exact: true }).fill('Vi trenger en ny nettbutikk.')
  await page.getByTestId('contact-submit').click()
  await expect(page.getByText(nb.contactForm.failure)).toBeVisible()
  await expect(page.getByRole('main').getByLabel(nb.contactForm.name, { exact: true })).toHaveValue('Kari Nordmann')
})

test('the contact page form sends to the real server and goes to the thank-you page', async ({ page }) => {
  await page.goto('/en/contact/')
  await page.getByRole('main').getByLabel(en.contactForm.name, { exact: true }).fill('Kari Nordmann')
  await page.getByRole('main').getByLabel(en.contactForm.email, { exact: true }).fill('kari@fjordbedrift.no')
  await page
    .getByRole('main')
    .getByLabel(en.contactForm.message, { exact: true })
    .fill('We need a new online store before Christmas.')
  await page.getByTestId('contact-submit').click()
  // Filled in at once, so the form first solves its spam check and waits out the minimum time
  // after the check's challenge (3 s from when it went live) before it sends.
  await expect(page).toHaveURL(/\/en\/contact\/thank-you\/$/, { timeout: 15_000 })
})

test('a call-to-action opens the contact dialog, which shows "Noe gikk galt" on failure', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"ok":false,"error":"rate_limited"}' }),
  )
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  // Until the page's script runs the button is a link to the contact page.
  await pageScriptStarted(page)
  await page.locator('header [data-contact-cta]').click()
  const dialog = page.getByRole('dialog', { name: nb.contactModal.topics.quote.title })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(nb.contactModal.firstName, { exact: true }).fill('Kari')
  await dialog.getByLabel(nb.contactModal.email, { exact: true }).fill('kari@fjordbedrift.no')
  await dialog.getByLabel(nb.contactModal.message, { exact: true }).fill('Hei! Vi vil ha et tilbud.')
  await dialog.getByTestId('modal-submit').click()
  await expect(dialog.getByTestId('modal-status')).toHaveText(nb.contactModal.failure)
  await expect(dialog.getByTestId('modal-submit')).toBeDisabled()
  await expect(dialog.getByTestId('modal-submit')).toBeEnabled({ timeout: 5000 })
})

test('login shows the server message on failure and the forgot-password dialog is pre-filled', async ({ page }) => {
  await page.route('**/api/crm-sso-login', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"success":false,"message":null}' }),
  )
  await page.goto('/en/customer-portal/')
  await page.getByRole('main').getByLabel(en.login.email, { exact: true }).fill('kari@fjordbedrift.no')
  await page.getByRole('main').getByLabel(en.login.password, { exact: true }).fill('wrong-password')
  await page.getByTestId('login-submit').click()
  await expect(page.getByTestId('login-status')).toHaveText(en.login.invalidCredentials)
  await page.getByRole('main').getByLabel(en.login.password, { exact: true }).fill('wrong-password2')
  await expect(page.getByTestId('login-status')).toHaveText('')
  await page.getByTestId('forgot-link').click()
  const dialog = page.getByRole('dialog', { name: en.forgotPassword.title })
  await expect(dialog.getByLabel(en.forgotPassword.email, { exact: true })).toHaveValue('kari@fjordbedrift.no')
  await dialog.getByTestId('forgot-submit').click()
  await expect(dialog.getByTestId('forgot-status')).toHaveText(en.forgotPassword.success)
  await expect(dialog).toBeHidden({ timeout: 5000 })
  // It closed itself: focus goes back to the link that opened it, not to the page body.
  await expect(page.getByTestId('forgot-link')).toBeFocused()
})

/**
 * Height, padding and background of every form status line on the page and in an open dialog (a
 * closed dialog, such as the contact dialog every page holds, shows nothing).
 */
const statusBoxes = (page: Page) =>
  page.locator('[data-slot="form-status"]').evaluateAll((lines) =>
    lines
      .filter((line) => !line.closest('dialog:not([open])'))
      .map((line) => {
        const style = getComputedStyle(line)
        return {
          text: line.textContent,
          live: line.getAttribute('role'),
          height: (line as HTMLElement).offsetHeight,
          padding: style.paddingTop,
          background: style.backgroundColor,
        }
      }),
  )
const nothingPainted = { text: '', height: 0, padding: '0px', background: 'rgba(0, 0, 0, 0)' }

test('an empty form status paints nothing, and stays in the page to announce a message', async ({ page }) => {
  await page.goto('/kontakt/')
  expect(await statusBoxes(page)).toEqual([{ ...nothingPainted, live: 'alert' }])
  await page.goto('/en/customer-portal/')
  expect(await statusBoxes(page)).toEqual([{ ...nothingPainted, live: 'status' }])
  await page.getByTestId('forgot-link').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await statusBoxes(page)).toEqual([
    { ...nothingPainted, live: 'status' },
    { ...nothingPainted, live: 'status' },
  ])
  await page.goto('/')
  await pageScriptStarted(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.locator('header [data-contact-cta]').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await statusBoxes(page)).toEqual([{ ...nothingPainted, live: 'status' }])
})

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the contact dialog opens without focusing a field, so no keyboard covers it', async ({ page }) => {
    // A service page whose contact button asks for a topic of its own.
    const service = servicesWithOwnTopic()[0]
    test.skip(!service, 'no service has a contact topic of its own')
    await page.goto(service!.path.en)
    await pageScriptStarted(page)
    await page.locator('[data-slot="service-hero"] [data-contact-cta]').tap()
    const dialog = page.getByRole('dialog', { name: serviceTopicText(service!.topic, 'en')!.title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toBeFocused()
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toMatch(/INPUT|TEXTAREA|SELECT/)
  })
})

test('the audio files the players use are shipped', async ({ page }) => {
  // The plugin page's demos, and the spoken summary of each language's newest post that has one.
  const files = [
    '/audio/tts-demo-nb-kari.ogg',
    '/audio/tts-demo-en-emma.ogg',
    ...(['nb', 'en'] as const).map((locale) => postsOf(locale).find((post) => post.audioUrl)!.audioUrl!),
  ]
  for (const file of files) {
    const response = await page.request.get(file)
    expect(response.ok(), file).toBe(true)
    expect((await response.body()).subarray(0, 4).toString('latin1'), file).toBe('OggS')
  }
})
