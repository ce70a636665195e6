/** POST /contact: a message from the contact page or the contact dialog, stored with its two mails. */
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
import { clientIp, clientKey, methodNotAllowed, tooMany } from '../http'
import { enqueue } from '../mail/outbox'
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

export function contactRoutes(config: ServerConfig, services: Services): Hono {
  const { db, log, now, outbox } = services
  const routes = new Hono()

  routes.post('/contact', jsonBody, contactBody, async (c) => {
    const ip = clientIp(c, config.trustProxy)
    const verdict = await hit(db, `contact:${clientKey(ip)}`, config.policy.contactPerIp, now())
    if (!verdict.allowed) return tooMany(c, verdict.retryAfterMs)

    const locale = c.get('locale')
    const { fields, honeypot } = contactFields(c.req.valid('json'), locale, new Date(now()))
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
          // A page form's filled honeypot is its phone field: kept with the spam.
          phone: fields.phone ?? (spam && fields.form === 'page' ? (honeypot ?? null) : null),
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
  routes.all('/contact', methodNotAllowed('POST'))
  return routes
}
