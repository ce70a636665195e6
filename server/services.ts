/** Everything the HTTP app needs besides its config: database, logger, clock, password hasher, outbox. */
import type { ServerConfig } from './config'
import { passwordHasher, type PasswordHasher } from './crypto'
import { createDb, describeDb, type Db } from './db'
import { DatabaseUnavailable } from './db/errors'
import { createLogger, type Logger } from './log'
import { OutboxWorker } from './mail/outbox'
import { proofOfWork, serverKey, type ProofOfWork } from './proof-of-work'
import { WebhookWorker } from './webhooks/worker'
import { settings } from '../content/site/settings'

export type Services = {
  db: Db
  log: Logger
  now: () => number
  passwords: PasswordHasher
  outbox: OutboxWorker
  /** Delivers signed webhooks to the agency's CRM through the same claims as mail. */
  webhooks: WebhookWorker
  /** Issues and checks the contact forms' proof-of-work challenges. */
  proofOfWork: ProofOfWork
  /** Work that runs after an answer went out (forgot-password mail); shutdown waits for it. */
  background: BackgroundTasks
  /** Set when shutdown begins: from then on the readiness check answers 503 (server/app.ts). */
  lifecycle: { draining: boolean }
}

export class BackgroundTasks {
  private readonly running = new Set<Promise<unknown>>()
  constructor(private readonly log: Logger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const promise = task()
      .catch((error: unknown) =>
        error instanceof DatabaseUnavailable
          ? this.log.warn({ task: name, reason: error.message }, 'background task skipped: database unavailable')
          : this.log.error({ err: error, task: name }, 'background task failed'),
      )
      .finally(() => this.running.delete(promise))
    this.running.add(promise)
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running])
  }
}

export async function createServices(
  config: ServerConfig,
  overrides: { now?: () => number; log?: Logger } = {},
): Promise<Services> {
  const log = overrides.log ?? createLogger(config.logLevel)
  const now = overrides.now ?? Date.now
  const db = await createDb({
    ...config,
    // A lost connection is an event, not an error: the pool replaces it, and the queries it
    // failed have answered 503.
    onConnectionLost: (error) =>
      log.warn({ code: (error as { code?: unknown }).code, reason: error.message }, 'database connection lost'),
  })
  log.info({ database: describeDb(config) }, 'database ready')
  const outbox = new OutboxWorker({
    db,
    policy: config.policy,
    log,
    now,
    mailFrom: config.mailFrom,
    smtpUrl: config.smtpUrl,
  })
  if (!outbox.enabled) log.warn('SMTP_URL is not set: mail stays in the outbox (npm run admin -- outbox list)')
  const webhooks = new WebhookWorker({
    db,
    policy: config.policy,
    log,
    now,
    allowLocal: config.webhookAllowLocal,
    userAgent: `${settings.agencyName.replace(/[^\w.-]+/g, '-')}-Webhooks/1 (+${settings.siteUrl})`,
  })
  const challengeSecret = config.challengeSecret ?? (await serverKey(db, 'proof-of-work', Date.now()))
  return {
    db,
    log,
    now,
    passwords: passwordHasher(config.policy),
    outbox,
    webhooks,
    proofOfWork: await proofOfWork(challengeSecret, config.policy),
    background: new BackgroundTasks(log),
    lifecycle: { draining: false },
  }
}

/**
 * Waits for background work, stops the outbox's workers (mail and webhooks) after their current
 * step (or, after `outboxWaitMs`, stops that step's sends and gives their rows back), closes the
 * database.
 */
export async function closeServices(services: Services, { outboxWaitMs }: { outboxWaitMs?: number } = {}) {
  await services.background.idle()
  await Promise.all([services.outbox.stop(outboxWaitMs), services.webhooks.stop(outboxWaitMs)])
  await services.db.destroy()
}
