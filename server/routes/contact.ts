/**
 * POST /contact: a message from the contact page or the contact dialog, with a solved
 * proof-of-work challenge (GET /contact/challenge, server/proof-of-work.ts), stored with its two
 * mails and a signed webhook event for each of the agency's endpoints, in one transaction.
 */
import { Hono, type Env, type MiddlewareHandler } from 'hono'
import type { Locale } from '../../content/site/locales'
import {
  contactModalSchema,
  contactPageSchema,
  type ContactModalRequest,
  type ContactPageRequest,
} from '../contract/schemas'
import { jsonBody, validBody } from '../body'
import type { ServerConfig } from '../config'
import { newId } from '../crypto'
import { clientIp, clientKey, failure, methodNotAllowed, tooMany } from '../http'
import { enqueue } from '../mail/outbox'
import { spendChallenge } from '../proof-of-work'
import { enqueueLead } from '../webhooks/events'
import { contactConfirmation, contactNotification, type ContactFields } from '../mail/templates'
import type { Services } from '../services'
import { hit } from '../throttle'

type ContactRequest = ContactModalRequest | ContactPageRequest

const modalBody = validBody(contactModalSchema)
const pageBody = validBody(contactPageSchema)

/** The dialog's form sends a first name, the contact page's a name: each body is checked against its own form's schema. */
const contactBody: MiddlewareHandler<Env, string, { out: { json: ContactRequest } }> = async (c, next) => {
  const body = await c.req.json<object>()
  const formBody: MiddlewareHandler = 'firstName' in body ? modalBody : pageBody
  return formBody(c, next)
}

/** The message as the mails and the database see it, and the form's honeypot (hidden; people leave it empty). */
function contactFields(data: ContactRequest, locale: Locale, receivedAt: Date) {
  if ('firstName' in data) {
    const fields: ContactFields = {
      name: [data.firstName, data.lastName].filter(Boolean).join(' '),
      firstName: data.firstName,
      email: data.email,
      subject: null,
      message: data.message,
      phone: data.phone || null,
      company: data.company || null,
      locale,
      form: 'modal',
      receivedAt,
    }
    return { fields, honeypot: data.website }
  }
  const fields: ContactFields = {
    name: data.name,
    firstName: null,
    email: data.email,
    subject: data.subject || null,
    message: data.message,
    phone: null,
    company: null,
    locale,
    form: 'page',
    receivedAt,
  }
  return { fields, honeypot: data.phone }
}

/** Thrown inside the message's transaction when its challenge was spent already: the transaction rolls back. */
class ChallengeSpent extends Error {}

export function contactRoutes(config: ServerConfig, services: Services): Hono {
  const { db, log, now, outbox, webhooks, proofOfWork } = services
  const routes = new Hono()

  // A challenge costs the server one key derivation: counted per client like messages.
  routes.get('/contact/challenge', async (c, next) => {
    const ip = clientIp(c, config.trustProxy)
    const verdict = await hit(db, `challenge:${clientKey(ip)}`, config.policy.challengePerIp, now())
    if (!verdict.allowed) return tooMany(c, verdict.retryAfterMs)
    return proofOfWork.challengeHandler(c, next)
  })
  routes.all('/contact/challenge', methodNotAllowed('GET'))

  routes.post('/contact', jsonBody, contactBody, async (c) => {
    const body = c.req.valid('json')
    // Checked before anything is counted or stored: two HMACs, no database.
    const proof = await proofOfWork.check(body.altcha)
    if (!proof.ok) {
      log.info({ reason: proof.reason }, 'contact message refused: no good proof of work')
      return failure(c, { status: 403, error: 'challenge_failed' })
    }
    const ip = clientIp(c, config.trustProxy)

    const locale = c.get('locale')
    const { fields, honeypot } = contactFields(body, locale, new Date(now()))
    const id = newId()
    const time = now()
    const spam = Boolean(honeypot)
    const message = {
      id,
      created_at: time,
      locale,
      form: fields.form,
      name: fields.name,
      email: fields.email,
      subject: fields.subject,
      message: fields.message,
      // A page form's filled honeypot is its phone field: kept with the spam.
      phone: fields.phone ?? (spam && fields.form === 'page' ? (honeypot ?? null) : null),
      company: fields.company,
      spam: spam ? 1 : 0,
      ip,
      user_agent: c.req.header('User-Agent')?.slice(0, 300) ?? null,
      // Where it was written, as the browser reported it: for the agency's reporting only.
      page: body.page ?? null,
      cta: 'cta' in body ? (body.cta ?? null) : null,
      plan: 'plan' in body ? (body.plan ?? null) : null,
    }
    // One transaction, so one commit (SQLite syncs its log at each, and the event loop waits for
    // it): the message is counted against the client's limit, its solution spent and the message
    // stored with its mails and webhook events. A message over the limit keeps only its count; one
    // whose solution was spent before keeps nothing, as no other refused proof is counted either.
    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        const verdict = await hit(trx, `contact:${clientKey(ip)}`, config.policy.contactPerIp, now())
        if (!verdict.allowed) return verdict
        // The solution is spent with the message: both are kept, or neither.
        if (!(await spendChallenge(trx, proof.id, proof.expiresAt))) throw new ChallengeSpent()
        await trx.insertInto('contact_messages').values(message).execute()
        if (!spam) {
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
          return { deliveries: await enqueueLead(trx, message, time) }
        }
        return { deliveries: 0 }
      })
      .catch((error: unknown) => {
        if (error instanceof ChallengeSpent) return 'spent' as const
        throw error
      })
    if (outcome === 'spent') {
      log.info({ reason: 'spent' }, 'contact message refused: its proof of work was used before')
      return failure(c, { status: 403, error: 'challenge_failed' })
    }
    if ('allowed' in outcome) return tooMany(c, outcome.retryAfterMs)
    // A filled honeypot gets the same answer as a person, so bots learn nothing.
    if (spam) log.info({ contactId: id }, 'contact message kept as spam')
    else outbox.wake()
    // Woken only for work: with no endpoint configured its claim query would run for every message.
    if (outcome.deliveries > 0) webhooks.wake()
    return c.json({ ok: true })
  })
  routes.all('/contact', methodNotAllowed('POST'))
  return routes
}
