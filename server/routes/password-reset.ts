/** A forgotten password: POST /forgot-password mails a reset link, POST /reset-password spends it. */
import { Hono } from 'hono'
import { pathFor } from '../../content/site/routes'
import { forgotPasswordSchema, resetPasswordSchema } from '../contract/schemas'
import { createResetToken, findCustomer, normalizeEmail, resetTokenCustomer, spendResetToken } from '../accounts'
import { jsonBody, validBody } from '../body'
import type { ServerConfig } from '../config'
import { newId } from '../crypto'
import { clientIp, clientKey, failure, methodNotAllowed, tooMany } from '../http'
import { enqueue } from '../mail/outbox'
import { passwordResetMail } from '../mail/templates'
import type { Services } from '../services'
import { hit } from '../throttle'

const forgotBody = validBody(forgotPasswordSchema)
const resetBody = validBody(resetPasswordSchema)

export function passwordResetRoutes(config: ServerConfig, services: Services): Hono {
  const { db, log, now, passwords, outbox, background } = services
  const { policy } = config
  const routes = new Hono()

  routes.post('/forgot-password', jsonBody, forgotBody, async (c) => {
    const verdict = await hit(db, `forgot:${clientKey(clientIp(c, config.trustProxy))}`, policy.forgotPerIp, now())
    if (!verdict.allowed) return tooMany(c, verdict.retryAfterMs)

    const email = normalizeEmail(c.req.valid('json').email)
    const locale = c.get('locale')
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

  routes.post('/reset-password', jsonBody, resetBody, async (c) => {
    const verdict = await hit(db, `reset:${clientKey(clientIp(c, config.trustProxy))}`, policy.forgotPerIp, now())
    if (!verdict.allowed) return tooMany(c, verdict.retryAfterMs)
    const { token, password } = c.req.valid('json')
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

  routes.all('/forgot-password', methodNotAllowed('POST'))
  routes.all('/reset-password', methodNotAllowed('POST'))
  return routes
}
