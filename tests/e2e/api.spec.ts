import { expect, test, type Page } from '@playwright/test'
import { SMTPServer } from 'smtp-server'
import { e2eResetCustomer, e2eSmtpPort } from './customer'
import { watchConsole } from './helpers'

/** Security headers every response carries (server/security.ts). */
function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy']!
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'/)
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cross-origin-resource-policy']).toBe('same-origin')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
}

test.describe('security headers', () => {
  test('are on pages, assets, 404s and the API', async ({ request }) => {
    for (const path of ['/', '/en/', '/kundeportal/konto/', '/finnes-ikke/', '/api/me', '/api/nope', '/healthz']) {
      const response = await request.get(path)
      expectSecurityHeaders(response.headers())
      expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
    }
    // NODE_ENV=test here: HSTS is for production only (tests/api/headers.test.ts checks it there).
    expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined()
    expect((await request.get('/api/me')).headers()['cache-control']).toBe('no-store')
  })

  test('keep the reset page, whose address holds a token, out of Referer', async ({ request }) => {
    for (const path of ['/kundeportal/nytt-passord/?token=abc', '/en/customer-portal/reset-password/?token=abc']) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['referrer-policy']).toBe('no-referrer')
    }
  })

  test('the pages run under the policy without violations', async ({ page }) => {
    const errors = watchConsole(page)
    for (const path of ['/', '/kundeportal/nytt-passord/', '/en/customer-portal/account/']) {
      await page.goto(path)
      await expect(page.locator('h1')).toHaveCount(1)
    }
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([])
  })
})

test.describe('the API from outside', () => {
  test('is not redirected like a page and answers JSON errors', async ({ request }) => {
    const me = await request.get('/api/me', { maxRedirects: 0 })
    expect(me.status()).toBe(200)
    expect(await me.json()).toEqual({ ok: true, customer: null })
    const text = await request.post('/api/contact', { headers: { 'Content-Type': 'text/plain' }, data: 'hei' })
    expect(text.status()).toBe(415)
  })

  test('refuses a cross-site post (CSRF)', async ({ request }) => {
    const response = await request.post('/api/contact', {
      headers: { Origin: 'https://evil.example' },
      data: { name: 'Kari', email: 'kari@example.no', message: 'Hei' },
    })
    expect(response.status()).toBe(403)
    expect(await response.json()).toMatchObject({ error: 'forbidden_origin' })
  })
})

type Mail = { to: string[]; text: string }

/** Undoes quoted-printable soft breaks and escapes: enough to read a link. */
function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

async function postFromPage(page: Page, path: string, body: object) {
  // A real same-origin fetch from the page: the browser sets Origin, as the forms do.
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    { path, body },
  )
}

test.describe('forgot password -> mail -> reset -> login, in both languages', () => {
  test.describe.configure({ mode: 'serial' })
  const mail: Mail[] = []
  let smtp: SMTPServer

  test.beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          mail.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            text: readable(Buffer.concat(chunks).toString('utf8')),
          })
          callback()
        })
      },
    })
    const port = e2eSmtpPort(Number(new URL(test.info().project.use.baseURL!).port))
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', () => resolve()))
  })
  test.afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  async function resetLink(page: Page, locale: 'nb' | 'en'): Promise<string> {
    const before = mail.filter((m) => m.to.includes(e2eResetCustomer.email)).length
    const answer = await postFromPage(page, '/api/forgot-password', { email: e2eResetCustomer.email, locale })
    expect(answer).toEqual({ status: 200, body: { ok: true } })
    await expect
      .poll(() => mail.filter((m) => m.to.includes(e2eResetCustomer.email)).length, { timeout: 20_000 })
      .toBe(before + 1)
    const text = mail.filter((m) => m.to.includes(e2eResetCustomer.email)).at(-1)!.text
    const link = /(http:\/\/127\.0\.0\.1:\d+\/[^\s"<]*\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1]
    expect(link).toBeTruthy()
    return link!
  }

  test('in Norwegian', async ({ page }) => {
    await page.goto('/kundeportal/')
    const link = await resetLink(page, 'nb')
    expect(new URL(link).pathname).toBe('/kundeportal/nytt-passord/')

    const response = await page.goto(link)
    expect(response?.headers()['referrer-policy']).toBe('no-referrer')
    await expect(page.getByRole('heading', { name: 'Velg et nytt passord' })).toBeVisible()
    await page.getByLabel('Nytt passord', { exact: true }).fill('nytt-e2e-passord')
    await page.getByLabel('Gjenta nytt passord').fill('nytt-e2e-passorD')
    await page.getByTestId('reset-submit').click()
    await expect(page.getByText('Passordene er ikke like.')).toBeVisible()
    await page.getByLabel('Gjenta nytt passord').fill('nytt-e2e-passord')
    await page.getByTestId('reset-submit').click()
    await expect(page.getByTestId('reset-status')).toHaveText(
      'Passordet er endret. Du kan nå logge inn med det nye passordet.',
    )

    const old = await postFromPage(page, '/api/crm-sso-login', {
      email: e2eResetCustomer.email,
      password: e2eResetCustomer.password,
    })
    expect(old.status).toBe(401)
    const login = await postFromPage(page, '/api/crm-sso-login', {
      email: e2eResetCustomer.email,
      password: 'nytt-e2e-passord',
      remember: false,
    })
    expect(login).toMatchObject({ status: 200, body: { success: true, redirect_url: '/kundeportal/konto/' } })
    await page.goto(String(login.body.redirect_url))
    await expect(page.getByTestId('account-name')).toHaveText(e2eResetCustomer.name)

    // The link is spent: a second try is refused and the page says what to do.
    await page.goto(link)
    await page.getByLabel('Nytt passord', { exact: true }).fill('tredje-e2e-passord')
    await page.getByLabel('Gjenta nytt passord').fill('tredje-e2e-passord')
    await page.getByTestId('reset-submit').click()
    await expect(page.getByTestId('reset-status')).toContainText('Lenken er utløpt eller allerede brukt')
    await expect(page.getByRole('link', { name: 'Be om en ny lenke' })).toHaveAttribute('href', '/kundeportal/')
  })

  test('in English', async ({ page }) => {
    await page.goto('/en/customer-portal/')
    const link = await resetLink(page, 'en')
    expect(new URL(link).pathname).toBe('/en/customer-portal/reset-password/')
    await page.goto(link)
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByTestId('reset-submit').click()
    await expect(page.getByText('The password needs at least 8 characters.')).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill(e2eResetCustomer.password)
    await page.getByLabel('Repeat the new password').fill(e2eResetCustomer.password)
    await page.getByTestId('reset-submit').click()
    await expect(page.getByTestId('reset-status')).toHaveText(
      'Your password has been changed. You can now log in with the new password.',
    )
    await page.getByTestId('reset-to-login').click()
    await expect(page).toHaveURL('/en/customer-portal/')
    const login = await postFromPage(page, '/api/crm-sso-login', {
      email: e2eResetCustomer.email,
      password: e2eResetCustomer.password,
      locale: 'en',
    })
    expect(login.body).toMatchObject({ success: true, redirect_url: '/en/customer-portal/account/' })
  })

  test('a reset page opened without its token says how to get one', async ({ page }) => {
    await page.goto('/en/customer-portal/reset-password/')
    await expect(page.getByTestId('reset-status')).toContainText('The link is missing or incomplete')
    await page.getByRole('link', { name: 'Request a new link' }).click()
    await expect(page).toHaveURL('/en/customer-portal/')
  })
})
