import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { retention } from '../../content/facts/facts'
import { sweep } from '../../server/housekeeping'
import { dialects, SmtpSink, startServer, type TestServer } from './harness'

const DAY = 24 * 60 * 60 * 1000

describe.each(dialects)('retention promised by the privacy policy, on %s', (dialect) => {
  let server: TestServer
  let smtp: SmtpSink
  beforeAll(async () => {
    smtp = await SmtpSink.create()
    await smtp.start()
    server = await startServer(dialect, { smtp })
  })
  afterAll(async () => {
    await server.close()
    await smtp.stop()
  })

  const send = (message: Record<string, string>) =>
    server.postContact({ name: 'Kari', email: 'kari@example.no', message: 'Hei', ...message })
  const messages = () => server.services.db.selectFrom('contact_messages').selectAll().orderBy('created_at').execute()

  it('keeps everything younger than the periods', async () => {
    expect((await send({ subject: 'first' })).status).toBe(200)
    expect((await send({ subject: 'trap', phone: '12345678' })).status).toBe(200)
    await server.settle()
    const swept = await sweep(server.services.db, server.clock.now())
    expect(swept.contactTechnicalData + swept.spamMessages + swept.enquiries + swept.mail).toBe(0)
    const stored = await messages()
    expect(stored).toHaveLength(2)
    expect(stored.every((m) => m.ip !== null)).toBe(true)
  })

  it('drops IP address and browser and the spam trap after the technical period, and old mail copies', async () => {
    server.clock.advance(retention.technicalDataDays * DAY + 1)
    const swept = await sweep(server.services.db, server.clock.now())
    expect(swept.spamMessages).toBe(1)
    expect(swept.contactTechnicalData).toBe(1)
    const [kept] = await messages()
    expect(kept).toMatchObject({ subject: 'first', ip: null, user_agent: null, spam: 0 })
    expect(swept.mail).toBeGreaterThanOrEqual(2)
    expect(await server.services.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0)
  })

  it('deletes an enquiry after the enquiry period', async () => {
    expect((await send({ subject: 'later' })).status).toBe(200)
    server.clock.advance(retention.enquiryMonths * 30 * DAY - retention.technicalDataDays * DAY)
    const swept = await sweep(server.services.db, server.clock.now())
    expect(swept.enquiries).toBe(1)
    expect((await messages()).map((m) => m.subject)).toEqual(['later'])
  })
})
