/**
 * The JSON API under /api (spec section 7): contact messages, customer login, password reset,
 * the embedded account page's session calls. Request schemas are the ones the forms use.
 */
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { isLocale, type Locale } from '../content/locales'
import { pathFor } from '../content/routes'
import {
  contactModalSchema,
  contactPageSchema,
  fieldErrors,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from '../machines/schemas'
import {
  accountKey,
  createResetToken,
  createSession,
  endSession,
  findCustomer,
  forgetFailedLogins,
  normalizeEmail,
  pairKey,
  resetTokenCustomer,
  sessionCustomer,
  spendResetToken,
} from './accounts'
import type { ServerConfig } from './config'
import { newId, signSsoToken } from './crypto'
import { clientIp, clientKey, failure, isFailure, originGuard, readJson } from './http'
import { enqueue } from './mail/outbox'
import { contactConfirmation, contactNotification, passwordResetMail, type ContactFields } from './mail/templates'
import { apiMessages } from './messages'
import type { Services } from './services'
import { countAttempt, hit, passGate, refundAttempt, retryAfterSeconds, type Verdict } from './throttle'

/** The session cookie: `__Host-` pins it to this host, path / and HTTPS; plain HTTP (dev, tests) drops the prefix. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-fj_session' : 'fj_session'
}

function localeOf(body: Record<string, unknown>): Locale {
  return isLocale(body.locale) ? body.locale : 'nb'
}

function tooMany(c: Context, retryAfterMs: number, extra: Record<string, unknown> = {}) {
  c.header('Retry-After', retryAfterSeconds(retryAfterMs))
  return c.json({ ok: false, success: false, error: 'rate_limited', ...extra }, 429)
}

export function createApi(config: ServerConfig, services: Services): Hono {
  const { db, log, now, passwords, outbox, background } = services
  const { policy } = config
  const cookieName = sessionCookieName(config.secureCookies)
  const api = new Hono()

  api.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  api.use('*', originGuard(config.allowedOrigins))
  api.onError((error, c) => {
    log.error({ err: error, path: c.req.path }, 'API request failed')
    return c.json({ ok: false, success: false, error: 'server_error' }, 500)
  })

  api.post('/contact', async (c) => {
    const read = await readJson(c)
    if (isFailure(read)) return failure(c, read)
    const { body } = read
    const locale = localeOf(body)
    const modal = 'firstName' in body
    const schema = modal ? contactModalSchema : contactPageSchema
    const parsed = schema.safeParse(body)
    if (!parsed.success)
      return failure(c, { status: 400, error: 'invalid_request' }, { fields: fieldErrors(schema, body) })

    const ip = clientIp(c, config.trustProxy)
    const verdict = await hit(db, `contact:${clientKey(ip)}`, policy.contactPerIp, now())
    if (!verdict.allowed) return tooMany(c, verdict.retryAfterMs)

    const data = parsed.data as Record<string, string | undefined>
    const honeypot = modal ? data.website : data.phone
    const fields: ContactFields = {
      name: modal ? [data.firstName, data.lastName].filter(Boolean).join(' ') : data.name!,
      firstName: modal ? data.firstName! : null,
      email: data.email!,
      subject: modal ? null : data.subject || null,
      message: data.message!,
      phone: modal ? data.phone || null : null,
      company: modal ? data.company || null : null,
      locale,
      form: modal ? 'modal' : 'page',
      receivedAt: new Date(now()),
    }
    const id = newId()
    const time = now()
    const spam = Boolean(honeypot)
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('contact_messages')
        .values({
          id,
          created_at: time,
          locale,
          form: fields.form,
          name: fields.name,
          email: fields.email,
          subject: fields.subject,
          message: fields.message,
          phone: fields.phone ?? (spam && !modal ? (honeypot ?? null) : null),
          company: fields.company,
          spam: spam ? 1 : 0,
          ip,
          user_agent: c.req.header('User-Agent')?.slice(0, 300) ?? null,
        })
        .execute()
      if (spam) return
      await enqueue(
        trx,
        {
          idempotencyKey: `contact:${id}:agency`,
          kind: 'contact_notification',
          to: config.agencyInbox,
          replyTo: fields.email,
          ...contactNotification(fields, config.agencyLocale),
        },
        time,
      )
      await enqueue(
        trx,
        {
          idempotencyKey: `contact:${id}:confirmation`,
          kind: 'contact_confirmation',
          to: fields.email,
          ...contactConfirmation(fields),
        },
        time,
      )
    })
    // A filled honeypot gets the same answer as a person, so bots learn nothing.
    if (spam) log.info({ contactId: id }, 'contact message kept as spam')
    else outbox.wake()
    return c.json({ ok: true })
  })

  api.post('/crm-sso-login', async (c) => {
    const read = await readJson(c)
    if (isFailure(read)) return failure(c, read)
    const { body } = read
    const locale = localeOf(body)
    const text = apiMessages[locale]
    const parsed = loginSchema.safeParse(body)
    if (!parsed.success) return failure(c, { status: 400, error: 'invalid_request' }, { message: text.invalidLogin })

    const email = normalizeEmail(parsed.data.email)
    const client = clientKey(clientIp(c, config.trustProxy))
    const pair = pairKey(email, client)
    const perClient = `ip:${client}`
    // Every attempt is counted before its password is checked, each count one atomic statement:
    // a burst of concurrent attempts gets no more checks than the limits allow. An attempt one
    // limit refuses gives back what the others counted.
    let verdict: Verdict = await countAttempt(db, pair, policy.loginPerPair, now())
    if (verdict.allowed) {
      verdict = await countAttempt(db, perClient, policy.loginPerIp, now())
      if (!verdict.allowed) await refundAttempt(db, pair)
    }
    if (verdict.allowed) {
      verdict = await passGate(db, accountKey(email), policy.loginPerAccount, now())
      if (!verdict.allowed) for (const key of [pair, perClient]) await refundAttempt(db, key)
    }
    if (!verdict.allowed) {
      log.info('login refused by a limit')
      return tooMany(c, verdict.retryAfterMs, { message: text.lockedOut })
    }

    // The same work whether or not the account exists: one argon2 verification either way.
    const customer = await findCustomer(db, email)
    const usable = customer && customer.active === 1 ? customer.password_hash : null
    const valid = await passwords.verify(usable, parsed.data.password)
    if (!valid || !customer || !usable) {
      log.info('login failed')
      return c.json({ success: false, message: text.invalidLogin }, 401)
    }

    await forgetFailedLogins(db, email)
    await refundAttempt(db, perClient)
    const remember = parsed.data.remember === true
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

  api.post('/forgot-password', async (c) => {
    const read = await readJson(c)
    if (isFailure(read)) return failure(c, read)
    const { body } = read
    const parsed = forgotPasswordSchema.safeParse(body)
    if (!parsed.success)
      return failure(c, { status: 400, error: 'invalid_request' }, { fields: fieldErrors(forgotPasswordSchema, body) })
    const verdict = await hit(db, `forgot:${clientKey(clientIp(c, config.trustProxy))}`, policy.forgotPerIp, now())
    if (!verdict.allowed) return tooMany(c, verdict.retryAfterMs)

    const email = normalizeEmail(parsed.data.email)
    const locale = localeOf(body)
    // The answer leaves before any account is looked up: it is the same, and as fast, for everyone.
    background.run('forgot-password', async () => {
      const perAccount = await hit(db, `forgot:${email}`, policy.forgotPerAccount, now())
      if (!perAccount.allowed) return
      const customer = await findCustomer(db, email)
      if (!customer || customer.active !== 1) return
      const time = now()
      await db.transaction().execute(async (trx) => {
        const token = await createResetToken(trx, customer.id, policy.resetTokenMs, time)
        const link = new URL(pathFor('portalResetPassword', locale), `${config.publicBaseUrl}/`)
        link.searchParams.set('token', token)
        await enqueue(
          trx,
          {
            idempotencyKey: `reset:${newId()}`,
            kind: 'password_reset',
            to: customer.email,
            ...passwordResetMail(locale, customer.name, link.href, policy.resetTokenMs),
          },
          time,
        )
      })
      outbox.wake()
      log.info({ customerId: customer.id }, 'password reset mail queued')
    })
    return c.json({ ok: true })
  })

  api.post('/reset-password', async (c) => {
    const read = await readJson(c)
    if (isFailure(read)) return failure(c, read)
    const { body } = read
    const parsed = resetPasswordSchema.safeParse(body)
    if (!parsed.success) {
      return failure(c, { status: 400, error: 'invalid_request' }, { fields: fieldErrors(resetPasswordSchema, body) })
    }
    const verdict = await hit(db, `reset:${clientKey(clientIp(c, config.trustProxy))}`, policy.forgotPerIp, now())
    if (!verdict.allowed) return tooMany(c, verdict.retryAfterMs)
    const { token, password } = parsed.data
    const customer = await resetTokenCustomer(db, token, now())
    if (!customer) return failure(c, { status: 400, error: 'invalid_token' })
    const passwordHash = await passwords.hash(password)
    const spent = await spendResetToken(
      db,
      { token, customerId: customer.id, email: customer.email, passwordHash },
      now(),
    )
    if (!spent) return failure(c, { status: 400, error: 'invalid_token' })
    log.info({ customerId: customer.id }, 'password reset')
    return c.json({ ok: true })
  })

  api.get('/me', async (c) => {
    const token = getCookie(c, cookieName)
    const customer = token ? await sessionCustomer(db, token, now()) : undefined
    // Nobody signed in is an answer, not an error: 200 with no customer (browsers log every 4xx).
    if (!customer) return c.json({ ok: true, customer: null })
    return c.json({ ok: true, customer: { name: customer.name, email: customer.email } })
  })

  api.post('/logout', async (c) => {
    const token = getCookie(c, cookieName)
    if (token) await endSession(db, token)
    deleteCookie(c, cookieName, { path: '/', secure: config.secureCookies, httpOnly: true, sameSite: 'Lax' })
    return c.json({ ok: true })
  })

  for (const path of ['/contact', '/crm-sso-login', '/forgot-password', '/reset-password', '/logout', '/me']) {
    api.all(path, (c) => {
      c.header('Allow', path === '/me' ? 'GET, HEAD' : 'POST')
      return c.json({ ok: false, error: 'method_not_allowed' }, 405)
    })
  }
  api.all('*', (c) => c.json({ ok: false, error: 'not_found' }, 404))
  return api
}
