import { expect, test, type Page } from '@playwright/test'
import { e2eCustomer } from './customer'

async function logIn(page: Page, locale: 'nb' | 'en') {
  // Same-origin fetch from the page, as the login form makes it; the cookie lands in the browser.
  return page.evaluate(
    async ({ email, password, locale }) => {
      const response = await fetch('/api/crm-sso-login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, remember: false, locale }),
      })
      return (await response.json()) as { success: boolean; redirect_url: string }
    },
    { email: e2eCustomer.email, password: e2eCustomer.password, locale },
  )
}

test.describe('the embedded account page', () => {
  test('without a session it sends the visitor to the login page, in Norwegian', async ({ page }) => {
    await page.goto('/kundeportal/konto/')
    await expect(page.getByTestId('account-signed-out')).toHaveText('Du er ikke logget inn.')
    await page.getByTestId('account-login-link').click()
    await expect(page).toHaveURL('/kundeportal/')
  })

  test('without a session it sends the visitor to the login page, in English', async ({ page }) => {
    await page.goto('/en/customer-portal/account/')
    await expect(page.getByTestId('account-signed-out')).toHaveText('You are not logged in.')
    await expect(page.getByTestId('account-login-link')).toHaveAttribute('href', '/en/customer-portal/')
  })

  test('after login it shows the customer, keeps the cookie from scripts and logs out', async ({ page }) => {
    await page.goto('/en/customer-portal/')
    const answer = await logIn(page, 'en')
    expect(answer).toMatchObject({ success: true, redirect_url: '/en/customer-portal/account/' })
    // HttpOnly: page scripts cannot read the session.
    expect(await page.evaluate(() => document.cookie)).not.toContain('fj_session')

    await page.goto(answer.redirect_url)
    await expect(page.getByTestId('account-name')).toHaveText(e2eCustomer.name)
    await expect(page.getByTestId('account-email')).toHaveText(e2eCustomer.email)
    await page.getByTestId('account-logout').click()
    await expect(page.getByTestId('account-signed-out')).toBeVisible()
    await page.reload()
    await expect(page.getByTestId('account-signed-out')).toBeVisible()
  })

  test('the Norwegian login leads to the Norwegian account page', async ({ page }) => {
    await page.goto('/kundeportal/')
    const answer = await logIn(page, 'nb')
    expect(answer.redirect_url).toBe('/kundeportal/konto/')
    await page.goto(answer.redirect_url)
    await expect(page.getByText('Du er logget inn som')).toBeVisible()
    await expect(page.getByTestId('account-logout')).toHaveText('Logg ut')
  })
})
