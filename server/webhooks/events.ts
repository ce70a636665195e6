/**
 * The events the webhooks carry, and queuing them. One event type so far:
 *
 * `lead.created`, version 1: a contact message from the contact page or the contact dialog,
 * stored and mailed to the agency. The body (JSON, UTF-8) is:
 *
 *   {
 *     "type": "lead.created",
 *     "version": 1,
 *     "timestamp": "2026-11-25T10:15:00.000Z",     when the message arrived
 *     "data": {
 *       "id": "3f0c…",                              the lead (the admin command's id)
 *       "locale": "nb",                              the visitor's language: nb or en
 *       "form": "modal",                             page (the contact page) or modal (the dialog)
 *       "name": "Kari Nordmann", "email": "kari@…",
 *       "phone": null, "company": null, "subject": null,
 *       "message": "…",                              as the visitor wrote it, in their language
 *       "source": {
 *         "page": "/tjenester/seo-optimalisering/",  the page the form was sent from
 *         "cta": "seo-review",                       the topic of the button that opened the dialog
 *         "ctaLabel": "Få en gratis SEO-analyse",    that button's dialog title, in the visitor's language
 *         "plan": null                               the plan a price table's button named
 *       }
 *     }
 *   }
 *
 * `source` is what the visitor's browser reported: for reporting only. Fields are added within a
 * version; a change that removes or changes the meaning of one is a new `version`. The
 * `webhook-id` header is the same on every attempt of an event, so a receiver drops a repeat.
 */
import { contactTopics } from '../../content/pages/services/directory'
import { serviceTopicText } from '../../content/pages/services/links'
import { generalContactTopics, type GeneralContactTopic } from '../../content/site/contact-topics'
import { isLocale, type Locale } from '../../content/site/locales'
import { widgetUi } from '../../content/strings/widgets'
import { newId } from '../crypto'
import type { Db } from '../db'
import type { ContactMessage } from '../db/schema'

export const leadCreated = { type: 'lead.created', version: 1 } as const

export type LeadEvent = {
  type: typeof leadCreated.type
  version: typeof leadCreated.version
  timestamp: string
  data: {
    id: string
    locale: Locale
    form: string
    name: string
    email: string
    phone: string | null
    company: string | null
    subject: string | null
    message: string
    source: { page: string | null; cta: string | null; ctaLabel: string | null; plan: string | null }
  }
}

/** The `webhook-id` of a lead's event: derived from the lead, so a resend carries the same one. */
export function eventIdFor(contactId: string): string {
  return `msg_${contactId.replaceAll('-', '')}`
}

function ctaLabel(locale: Locale, cta: string | null, plan: string | null): string | null {
  if (!cta || !(contactTopics as readonly string[]).includes(cta)) return null
  const title = (generalContactTopics as readonly string[]).includes(cta)
    ? widgetUi[locale].contactModal.topics[cta as GeneralContactTopic].title
    : serviceTopicText(cta, locale)?.title
  if (title === undefined) return null
  return title.replace('{plan}', plan ?? '')
}

/** The event for a stored contact message. */
export function leadEvent(message: ContactMessage): LeadEvent {
  const locale: Locale = isLocale(message.locale) ? message.locale : 'nb'
  return {
    ...leadCreated,
    timestamp: new Date(message.created_at).toISOString(),
    data: {
      id: message.id,
      locale,
      form: message.form,
      name: message.name,
      email: message.email,
      phone: message.phone,
      company: message.company,
      subject: message.subject,
      message: message.message,
      source: {
        page: message.page,
        cta: message.cta,
        ctaLabel: ctaLabel(locale, message.cta, message.plan),
        plan: message.plan,
      },
    },
  }
}

/**
 * Queues the lead's event for every active endpoint, inside the caller's transaction (the one
 * that stores the message). A lead already queued for an endpoint is left alone. Returns how many
 * deliveries were queued.
 */
export async function enqueueLead(db: Db, message: ContactMessage, now: number): Promise<number> {
  const endpoints = await db.selectFrom('webhook_endpoints').select('id').where('active', '=', 1).execute()
  if (endpoints.length === 0) return 0
  const payload = JSON.stringify(leadEvent(message))
  const eventId = eventIdFor(message.id)
  const result = await db
    .insertInto('webhook_deliveries')
    .values(
      endpoints.map(({ id }) => ({
        id: newId(),
        event_id: eventId,
        endpoint_id: id,
        contact_id: message.id,
        kind: leadCreated.type,
        payload,
        created_at: now,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        locked_until: null,
        claim_token: null,
        last_error: null,
        sent_at: null,
      })),
    )
    .onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0)
}

/**
 * Sends a lead's event again to every active endpoint (the admin command): a delivery that is
 * not under way is due at once with a fresh count of attempts, with the same `webhook-id` and
 * body; an endpoint added since the lead arrived gets it for the first time. Returns how many
 * deliveries are now due.
 */
export async function resendLead(db: Db, contactId: string, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const message = await trx.selectFrom('contact_messages').selectAll().where('id', '=', contactId).executeTakeFirst()
    if (!message) throw new Error(`No lead ${contactId}`)
    if (message.spam) throw new Error(`${contactId} was kept as spam (its hidden field was filled): it is not a lead`)
    await enqueueLead(trx, message, now)
    const due = await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now, last_error: null, locked_until: null })
      .where('contact_id', '=', contactId)
      .where('status', 'in', ['sent', 'failed', 'pending'])
      .where('endpoint_id', 'in', trx.selectFrom('webhook_endpoints').select('id').where('active', '=', 1))
      .executeTakeFirst()
    return Number(due.numUpdatedRows)
  })
}
