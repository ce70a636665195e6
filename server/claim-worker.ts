/**
 * The loop every outbox worker runs (mail in ./mail/outbox.ts, webhooks in ./webhooks/worker.ts):
 * a step claims due rows (./outbox-claims.ts) and works on them; a step that found a full batch
 * is followed by another at once, so a backlog drains without waiting; otherwise the worker
 * sleeps until the next poll, or until new work wakes it. Stopping waits for the step in
 * progress, and after the time given aborts its work (`halt`), whose rows are given back.
 */
import { DatabaseUnavailable } from './db/errors'
import type { Logger } from './log'

export abstract class ClaimWorker {
  private timer: NodeJS.Timeout | null = null
  private current: Promise<void> | null = null
  private again = false
  private stopped = true
  /** Aborted by `stop` when the step in progress outlasts the time given: its work stops and gives its rows back. */
  protected halt = new AbortController()

  constructor(
    /** For log lines: `outbox`, `webhooks`. */
    private readonly name: string,
    protected readonly log: Logger,
  ) {}

  /** Whether there is anywhere to send to (mail without SMTP_URL waits). */
  abstract get enabled(): boolean
  /** Rows one step claims at most. */
  protected abstract get batch(): number
  /** How long the worker sleeps when nobody wakes it. */
  protected abstract get pollMs(): number
  /** Claims due rows and works on them; returns how many rows it claimed. */
  abstract step(): Promise<number>

  start(): void {
    if (!this.enabled || !this.stopped) return
    this.stopped = false
    this.halt = new AbortController()
    this.wake()
  }

  /** Run a step now (new work was queued); a step already running is followed by another. */
  wake(): void {
    if (this.stopped) return
    if (this.current) {
      this.again = true
      return
    }
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.current = this.loop().finally(() => {
      this.current = null
      this.schedule()
    })
  }

  /** Waits for the step in progress, if any. */
  async idle(): Promise<void> {
    while (this.current) await this.current
  }

  /**
   * Stops taking new work and waits for the step in progress; after `waitMs` its work is
   * stopped and its rows given back, due at once for another copy (or this one after a restart).
   */
  async stop(waitMs = Number.POSITIVE_INFINITY): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    if (this.current && Number.isFinite(waitMs)) {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))
      await Promise.race([this.current, late])
      clearTimeout(timer)
      this.halt.abort(new Error('the server is stopping'))
    }
    await this.current
  }

  private schedule(): void {
    if (this.stopped) return
    if (this.again) {
      this.again = false
      this.wake()
      return
    }
    this.timer = setTimeout(() => this.wake(), this.pollMs)
    this.timer.unref()
  }

  private async loop(): Promise<void> {
    for (;;) {
      let claimed = 0
      try {
        claimed = await this.step()
      } catch (error) {
        // The database unreachable or locked: the next poll tries again.
        if (error instanceof DatabaseUnavailable) this.log.warn({ reason: error.message }, `${this.name} step skipped`)
        else this.log.error({ err: error }, `${this.name} step failed`)
        return
      }
      if (claimed < this.batch || this.stopped) return
    }
  }
}
