/** The customer portal's session: POST /crm-sso-login, POST /logout and GET /me. */
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Locale } from '../../content/site/locales'
import { pathFor } from '../../content/site/routes'
import { loginSchema } from '../contract/schemas'
import {
  accountKey,
  createSession,
  endSession,
  findCustomer,
  forgetFailedLogins,
  normalizeEmail,
  pairKey,
  sessionCustomer,
} from '../accounts'
import { jsonBody, validBody } from '../body'
import type { ServerConfig } from '../config'
import { signSsoToken } from '../crypto'
import { clientIp, clientKey, methodNotAllowed, tooMany } from '../http'
import { apiMessages } from '../messages'
import type { Services } from '../services'
import { countAttempt, passGate, refundAttempt, type Verdict } from '../throttle'

/** The session cookie: `__Host-` pins it to this host, path / and HTTPS; plain HTTP (dev, tests) drops the prefix. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-fj_session' : 'fj_session'
}

/** A body that is no login gets the form's message in the page's language, not field codes. */
const loginBody = validBody(loginSchema, (c) => ({ message: apiMessages[c.get('locale')].invalidLogin }))

export function authRoutes(config: ServerConfig, services: Services): Hono {
  const { db, log, now, passwords } = services
  const { policy } = config
  const cookieName = sessionCookieName(config.secureCookies)
  const routes = new Hono()

  /** Where a login goes: the CRM portal with a one-time token, or the embedded account page. Never the request's choice. */
  function redirectUrl(customer: { id: string; email: string; name: string }, locale: Locale): string {
    if (!config.crmPortalUrl) return pathFor('portalAccount', locale)
    const url = new URL(config.crmPortalUrl)
    const token = signSsoToken(
      { sub: customer.id, email: customer.email, name: customer.name },
      config.ssoSecret,
      now(),
      policy.ssoTokenMs,
    )
    url.searchParams.set('sso_token', token)
    return url.href
  }

  /**
   * Whether a login attempt may have its password checked. Every attempt is counted before its
   * password is checked, each count one atomic statement, so a burst of concurrent attempts gets
   * no more checks than the limits allow; an attempt one limit refuses gives back what the
   * others counted, so only checked attempts count. Nothing here depends on whether the account
   * exists: a refusal reveals nothing.
   *
   * - The account and client pair: `loginPerPair.limit` per window, then refused.
   * - The client: up to `loginPerIp.limit` per window as the pair allows; beyond it only an
   *   account's first attempt from this client in the window (a customer behind the same
   *   carrier NAT or office address as someone failing a lot still gets a try); beyond
   *   `loginPerIp.ceiling`, none.
   * - The account from anywhere: growing delays (`passGate`), never a lock.
   */
  async function admitLogin(pair: string, perClient: string, account: string): Promise<Verdict> {
    const pairCount = await countAttempt(db, pair, policy.loginPerPair.windowMs, now())
    if (pairCount.nth > policy.loginPerPair.limit) return { allowed: false, retryAfterMs: pairCount.windowEnds - now() }
    const clientCount = await countAttempt(db, perClient, policy.loginPerIp.windowMs, now())
    const overCeiling = clientCount.nth > policy.loginPerIp.ceiling
    if (overCeiling || (clientCount.nth > policy.loginPerIp.limit && pairCount.nth > 1)) {
      for (const key of [pair, perClient]) await refundAttempt(db, key)
      return { allowed: false, retryAfterMs: Math.max(1, clientCount.windowEnds - now()) }
    }
    const gate = await passGate(db, account, policy.loginPerAccount, now())
    if (!gate.allowed) for (const key of [pair, perClient]) await refundAttempt(db, key)
    return gate
  }

  routes.post('/crm-sso-login', jsonBody, loginBody, async (c) => {
    const locale = c.get('locale')
    const text = apiMessages[locale]
    const login = c.req.valid('json')
    const email = normalizeEmail(login.email)
    const client = clientKey(clientIp(c, config.trustProxy))
    const pair = pairKey(email, client)
    const perClient = `ip:${client}`
    const verdict = await admitLogin(pair, perClient, accountKey(email))
    if (!verdict.allowed) {
      log.info('login refused by a limit')
      return tooMany(c, verdict.retryAfterMs, { message: text.lockedOut })
    }

    // The same work whether or not the account exists: one argon2 verification either way.
    const customer = await findCustomer(db, email)
    const usable = customer && customer.active === 1 ? customer.password_hash : null
    const valid = await passwords.verify(usable, login.password)
    if (!valid || !customer || !usable) {
      log.info('login failed')
      return c.json({ success: false, message: text.invalidLogin }, 401)
    }

    await forgetFailedLogins(db, email)
    await refundAttempt(db, perClient)
    const remember = login.remember === true
    const lifetimeMs = remember ? policy.rememberSessionMs : policy.sessionMs
    const token = await createSession(db, customer.id, { remember, lifetimeMs }, now())
    setCookie(c, cookieName, token, {
      path: '/',
      httpOnly: true,
      secure: config.secureCookies,
      sameSite: 'Lax',
      // Without "remember me" the cookie ends with the browser (the session also ends on the server).
      ...(remember ? { maxAge: Math.floor(lifetimeMs / 1000) } : {}),
    })
    log.info({ customerId: customer.id, remember }, 'login')
    return c.json({ success: true, redirect_url: redirectUrl(customer, locale), message: text.loginSuccess })
  })

  routes.get('/me', async (c) => {
    const token = getCookie(c, cookieName)
    const customer = token ? await sessionCustomer(db, token, now()) : undefined
    // Nobody signed in is an answer, not an error: 200 with no customer (browsers log every 4xx).
    if (!customer) return c.json({ ok: true, customer: null })
    return c.json({ ok: true, customer: { name: customer.name, email: customer.email } })
  })

  routes.post('/logout', async (c) => {
    const token = getCookie(c, cookieName)
    if (token) await endSession(db, token)
    deleteCookie(c, cookieName, { path: '/', secure: config.secureCookies, httpOnly: true, sameSite: 'Lax' })
    return c.json({ ok: true })
  })

  routes.all('/crm-sso-login', methodNotAllowed('POST'))
  routes.all('/logout', methodNotAllowed('POST'))
  routes.all('/me', methodNotAllowed('GET, HEAD'))
  return routes
}
