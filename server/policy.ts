/**
 * Server policies: rate limits, lockout, token and session lifetimes, mail retries, password
 * hashing. Named once here; the environment may override the ones an operator would tune, and
 * tests pass their own values to run fast. Visitor-facing delays live in machines/timing.ts.
 * The sign-in limits and the session and reset-link lifetimes are those the privacy policy
 * promises (`signIn` of content/facts/legal.yml), read from there so that they cannot drift apart.
 */
import { signIn } from '../content/facts/facts'

export type Window = {
  /** How many events the window allows. */
  limit: number
  /** Length of the window. */
  windowMs: number
}

/**
 * Growing delays: the first `free` attempts of a streak go through at once, then each attempt
 * must wait `firstDelayMs`, doubling per attempt up to `maxDelayMs`; a streak ends after
 * `quietMs` without attempts.
 */
export type AttemptDelay = { free: number; firstDelayMs: number; maxDelayMs: number; quietMs: number }

export type Policy = {
  /** Contact messages per client (an IPv4 address or an IPv6 /64). */
  contactPerIp: Window
  /**
   * Proof of work on contact messages (ALTCHA, server/proof-of-work.ts): each challenge asks the
   * browser to find, by trying counters from 0 up, the one counter whose PBKDF2-SHA-256 key (with
   * `challengeCost` iterations) starts with a given prefix. The counter is drawn at random from
   * `challengeCounterMin` to `challengeCounterMax`, so a solution takes that many derivations,
   * no luck involved: the slowest visitor's wait is bounded by the maximum.
   */
  challengeCost: number
  challengeCounterMin: number
  challengeCounterMax: number
  /** A challenge can be solved and its solution sent within this long of its issue; each solution is accepted once. */
  challengeTtlMs: number
  /** Challenges handed out per client: each one costs the server one key derivation. */
  challengePerIp: Window
  /**
   * A contact message is accepted no sooner than this long after its challenge was issued (when
   * the form came to life): a person takes longer to write one, a script posting at once does
   * not. The forms wait out what is left of it before they send, so a quick person is never
   * refused, only sees the form sending a moment longer.
   */
  contactMinFillMs: number
  /**
   * Login attempts per account and client pair: the hard limit against guessing from one place.
   * Counted before the password is checked (so concurrent attempts cannot overtake the count);
   * a success forgets the pair. Beyond the limit that pair is refused (429) until the window
   * ends; the same account from any other address is not affected, so a stranger can only lock
   * out themselves.
   */
  loginPerPair: Window
  /**
   * Login attempts per client, whatever the account (a success gives its attempt back). Up to
   * `limit` in a window, as the per-pair limit allows; beyond it, an account not yet tried from
   * this client in the window still gets its one try (so a customer behind a shared address, a
   * mobile carrier's NAT or an office, is not locked out by someone else at that address), an
   * account already tried does not; beyond `ceiling`, none. Refusals are the same whether the
   * account exists or not.
   */
  loginPerIp: Window & { ceiling: number }
  /**
   * Login attempts per account from anywhere: growing delays, never a lock. Across many
   * addresses, guessing slows to one attempt per `maxDelayMs`; the customer waits at most that
   * long for a try, and a success or a password reset ends the streak.
   */
  loginPerAccount: AttemptDelay
  /** Forgot-password requests per IP address (answered 429 beyond). */
  forgotPerIp: Window
  /** Reset mails per account (beyond: still the same answer, no mail). */
  forgotPerAccount: Window
  /** A password-reset link works this long. */
  resetTokenMs: number
  /** A session without "remember me" lasts this long (the cookie ends with the browser). */
  sessionMs: number
  /** A session with "remember me": 30 days at most. */
  rememberSessionMs: number
  /** The signed one-time token handed to CRM_PORTAL_URL works this long. */
  ssoTokenMs: number
  /** Outbox: first retry after this long, doubling each attempt up to `outboxMaxBackoffMs`. */
  outboxBaseBackoffMs: number
  outboxMaxBackoffMs: number
  /** Outbox: a message that failed this many times is parked as failed (the CLI retries it). */
  outboxMaxAttempts: number
  /** Outbox: how often the worker looks for due mail when nobody wakes it. */
  outboxPollMs: number
  /**
   * Outbox: a claim on a row lasts this long. The holder renews it every third of it while it
   * works on the row, so a claim expires only when its holder stopped (crashed, or could not
   * reach the database for that long, in which case it abandons the send); then another copy
   * may take the row over.
   */
  outboxClaimMs: number
  /** SMTP: connecting, the server's greeting, and any silence in the exchange; each well inside `outboxClaimMs`. */
  smtpConnectionTimeoutMs: number
  smtpGreetingTimeoutMs: number
  smtpSocketTimeoutMs: number
  /** Outbox: messages sent in parallel by one worker step. */
  outboxBatch: number
  /**
   * Webhooks (server/webhooks/): first retry after this long, doubling each attempt up to
   * `webhookMaxBackoffMs`; after `webhookMaxAttempts` a delivery is parked as failed. The
   * defaults spread 14 attempts over about a day (see `webhookRetrySpanMs`), as the Standard
   * Webhooks specification suggests, so a receiver that is down overnight still gets every lead.
   */
  webhookBaseBackoffMs: number
  webhookMaxBackoffMs: number
  webhookMaxAttempts: number
  /**
   * Webhooks: one attempt, from connecting to the receiver's status line, must take no longer
   * than this. A receiver should answer at once and do its work afterwards; a slow one is tried
   * again later rather than holding the worker.
   */
  webhookTimeoutMs: number
  /** Webhooks: deliveries sent in parallel by one worker step. */
  webhookBatch: number
  /** Webhooks: after a secret is rotated, the old one still signs (beside the new one) for this long. */
  webhookSecretGraceMs: number
  /** How often a server sweeps ended sessions, spent tokens and old counters. */
  housekeepingMs: number
  /**
   * HTTP: a request's headers must arrive within this long. A browser sends them in one piece at
   * once; a slow-loris client dribbling header lines is cut off (408). Node starts this clock
   * when it accepts the connection, so it also covers the time a new connection waits for a busy
   * server: 1,000 connections at once (npm run loadcheck) queue up to about 20 s, hence 20 s.
   */
  headersTimeoutMs: number
  /**
   * HTTP: the whole request, body included, within this long (of the connection, for its first
   * request). API bodies are at most 32 KB, a few seconds even on a poor mobile link; a client
   * sending a body byte by byte is cut off (408). Answers are not limited: a long video
   * download is not a request.
   */
  requestTimeoutMs: number
  /**
   * HTTP: an idle keep-alive connection is closed after this long (Node's default). Behind a
   * load balancer it must be longer than the balancer's own idle timeout.
   */
  keepAliveTimeoutMs: number
  /**
   * Shutdown (SIGTERM): how long the server keeps serving as usual while its readiness check
   * answers 503, so that a load balancer notices and stops sending traffic before the server
   * stops taking requests. SIGINT (Ctrl-C at a terminal) skips it.
   */
  shutdownDrainMs: number
  /** Shutdown: after the drain period, how long requests in progress may take before they are cut off. */
  shutdownGraceMs: number
  /** Shutdown: once stopping, the server stops listening when no connection or request has arrived for this long. */
  drainQuietMs: number
  /** Retry-After of the 503 a request gets while the server is stopping. */
  shuttingDownRetryAfterMs: number
  /**
   * SQLite: the longest the event loop may block at one try on a locked database file (SQLite's
   * busy_timeout); the rest of the wait is asynchronous, see server/db/sqlite.ts.
   */
  sqliteBusyTimeoutMs: number
  /** SQLite: how long work waits for a lock another process holds (the admin CLI) before it answers 503. */
  dbBusyWaitMs: number
  /** PostgreSQL: how long a query waits for a new connection before it answers 503. */
  dbConnectTimeoutMs: number
  /** Retry-After of the 503 answered while the database cannot be reached or stays locked. */
  databaseRetryAfterMs: number
  /** The readiness check's query on the database must answer within this long. */
  readinessTimeoutMs: number
  /** argon2id cost; the defaults are OWASP's recommendation (19 MiB, 2 passes, 1 lane). */
  argon2: { memoryCost: number; timeCost: number; parallelism: number }
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const defaultPolicy: Policy = {
  contactPerIp: { limit: 10, windowMs: 15 * MINUTE },
  // 5,000 iterations and 20-60 derivations: at most 300,000 PBKDF2-SHA-256 iterations, split over
  // the browser's workers; under 1 s for a phone four times slower than the project's test machine
  // (docs/server.md, "Spam defence", has the measured figures and what this costs a bot).
  challengeCost: 5_000,
  challengeCounterMin: 20,
  challengeCounterMax: 60,
  challengeTtlMs: 30 * MINUTE,
  challengePerIp: { limit: 60, windowMs: 15 * MINUTE },
  contactMinFillMs: 3_000,
  loginPerPair: { limit: signIn.attemptsPerPair, windowMs: signIn.windowMinutes * MINUTE },
  loginPerIp: {
    limit: signIn.attemptsPerAddress,
    ceiling: signIn.attemptsPerAddressCeiling,
    windowMs: signIn.windowMinutes * MINUTE,
  },
  // 10 at once, then the 11th 1 s after the 10th, the 12th 2 s after the 11th ... up to 5 minutes
  // (from the 20th): at most about 300 guesses a day per account from any number of addresses.
  loginPerAccount: { free: 10, firstDelayMs: 1000, maxDelayMs: signIn.maxDelayMinutes * MINUTE, quietMs: DAY },
  forgotPerIp: { limit: 10, windowMs: HOUR },
  forgotPerAccount: { limit: 3, windowMs: HOUR },
  resetTokenMs: signIn.resetLinkMinutes * MINUTE,
  sessionMs: signIn.sessionHours * HOUR,
  rememberSessionMs: signIn.rememberDays * DAY,
  ssoTokenMs: MINUTE,
  outboxBaseBackoffMs: 30_000,
  outboxMaxBackoffMs: HOUR,
  outboxMaxAttempts: 12,
  outboxPollMs: 5_000,
  outboxClaimMs: 2 * MINUTE,
  smtpConnectionTimeoutMs: 10_000,
  smtpGreetingTimeoutMs: 10_000,
  smtpSocketTimeoutMs: 30_000,
  outboxBatch: 10,
  webhookBaseBackoffMs: 30_000,
  webhookMaxBackoffMs: 4 * HOUR,
  webhookMaxAttempts: 14,
  webhookTimeoutMs: 10_000,
  webhookBatch: 10,
  webhookSecretGraceMs: DAY,
  housekeepingMs: HOUR,
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 40_000,
  keepAliveTimeoutMs: 5_000,
  shutdownDrainMs: 5_000,
  shutdownGraceMs: 10_000,
  drainQuietMs: 250,
  shuttingDownRetryAfterMs: 1_000,
  sqliteBusyTimeoutMs: 10,
  dbBusyWaitMs: 2_000,
  dbConnectTimeoutMs: 5_000,
  databaseRetryAfterMs: 2_000,
  readinessTimeoutMs: 1_000,
  argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
}

type Env = Record<string, string | undefined>

function int(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`)
  return value
}

/** The policy with the environment's overrides (docs/operations.md, "Server settings"). */
export function policyFromEnv(env: Env = process.env): Policy {
  const p = defaultPolicy
  return {
    ...p,
    contactPerIp: {
      limit: int(env, 'CONTACT_RATE_LIMIT', p.contactPerIp.limit),
      windowMs: int(env, 'CONTACT_RATE_WINDOW_MS', p.contactPerIp.windowMs),
    },
    loginPerPair: {
      limit: int(env, 'LOGIN_MAX_FAILURES', p.loginPerPair.limit),
      windowMs: int(env, 'LOGIN_LOCKOUT_MS', p.loginPerPair.windowMs),
    },
    loginPerIp: {
      limit: int(env, 'LOGIN_MAX_FAILURES_PER_IP', p.loginPerIp.limit),
      // Never below the limit: raising the limit alone (as the end-to-end tests do) raises both.
      ceiling: Math.max(
        int(env, 'LOGIN_CEILING_PER_IP', p.loginPerIp.ceiling),
        int(env, 'LOGIN_MAX_FAILURES_PER_IP', p.loginPerIp.limit),
      ),
      windowMs: int(env, 'LOGIN_LOCKOUT_MS', p.loginPerIp.windowMs),
    },
    loginPerAccount: {
      ...p.loginPerAccount,
      maxDelayMs: int(env, 'LOGIN_MAX_DELAY_MS', p.loginPerAccount.maxDelayMs),
    },
    challengeCost: int(env, 'CHALLENGE_COST', p.challengeCost),
    challengeCounterMin: int(env, 'CHALLENGE_COUNTER_MIN', p.challengeCounterMin, 0),
    // Never below the minimum: raising the minimum alone raises both.
    challengeCounterMax: Math.max(
      int(env, 'CHALLENGE_COUNTER_MAX', p.challengeCounterMax),
      int(env, 'CHALLENGE_COUNTER_MIN', p.challengeCounterMin, 0),
    ),
    challengeTtlMs: int(env, 'CHALLENGE_TTL_MS', p.challengeTtlMs),
    challengePerIp: {
      limit: int(env, 'CHALLENGE_RATE_LIMIT', p.challengePerIp.limit),
      windowMs: int(env, 'CHALLENGE_RATE_WINDOW_MS', p.challengePerIp.windowMs),
    },
    contactMinFillMs: int(env, 'CONTACT_MIN_FILL_MS', p.contactMinFillMs, 0),
    // 30 days is the ceiling the product promises; an operator may only shorten it.
    rememberSessionMs: Math.min(int(env, 'REMEMBER_SESSION_MS', p.rememberSessionMs), p.rememberSessionMs),
    outboxBaseBackoffMs: int(env, 'OUTBOX_BASE_BACKOFF_MS', p.outboxBaseBackoffMs),
    outboxMaxBackoffMs: int(env, 'OUTBOX_MAX_BACKOFF_MS', p.outboxMaxBackoffMs),
    outboxMaxAttempts: int(env, 'OUTBOX_MAX_ATTEMPTS', p.outboxMaxAttempts),
    outboxPollMs: int(env, 'OUTBOX_POLL_MS', p.outboxPollMs),
    outboxBatch: int(env, 'OUTBOX_BATCH', p.outboxBatch),
    outboxClaimMs: int(env, 'OUTBOX_CLAIM_MS', p.outboxClaimMs),
    webhookBaseBackoffMs: int(env, 'WEBHOOK_BASE_BACKOFF_MS', p.webhookBaseBackoffMs),
    webhookMaxBackoffMs: int(env, 'WEBHOOK_MAX_BACKOFF_MS', p.webhookMaxBackoffMs),
    webhookMaxAttempts: int(env, 'WEBHOOK_MAX_ATTEMPTS', p.webhookMaxAttempts),
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', p.webhookTimeoutMs),
    webhookBatch: int(env, 'WEBHOOK_BATCH', p.webhookBatch),
    webhookSecretGraceMs: int(env, 'WEBHOOK_SECRET_GRACE_MS', p.webhookSecretGraceMs, 0),
    smtpConnectionTimeoutMs: int(env, 'SMTP_CONNECTION_TIMEOUT_MS', p.smtpConnectionTimeoutMs),
    smtpGreetingTimeoutMs: int(env, 'SMTP_GREETING_TIMEOUT_MS', p.smtpGreetingTimeoutMs),
    smtpSocketTimeoutMs: int(env, 'SMTP_SOCKET_TIMEOUT_MS', p.smtpSocketTimeoutMs),
    shutdownDrainMs: int(env, 'SHUTDOWN_DRAIN_MS', p.shutdownDrainMs, 0),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', p.shutdownGraceMs),
    dbBusyWaitMs: int(env, 'DB_BUSY_WAIT_MS', p.dbBusyWaitMs),
    dbConnectTimeoutMs: int(env, 'DB_CONNECT_TIMEOUT_MS', p.dbConnectTimeoutMs),
    readinessTimeoutMs: int(env, 'READINESS_TIMEOUT_MS', p.readinessTimeoutMs),
    headersTimeoutMs: int(env, 'HTTP_HEADERS_TIMEOUT_MS', p.headersTimeoutMs),
    requestTimeoutMs: int(env, 'HTTP_REQUEST_TIMEOUT_MS', p.requestTimeoutMs),
    keepAliveTimeoutMs: int(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', p.keepAliveTimeoutMs),
  }
}

/** A retry schedule: the first delay, doubling per attempt up to the longest. */
export type Backoff = { baseMs: number; maxMs: number }

/** Delay before retry number `attempts` (1-based): exponential with up to 20% jitter, capped. */
export function retryDelayMs(schedule: Backoff, attempts: number, random: () => number = Math.random): number {
  const exponential = schedule.baseMs * 2 ** Math.max(0, attempts - 1)
  const capped = Math.min(exponential, schedule.maxMs)
  return Math.round(capped * (1 + 0.2 * random()))
}

/** The mail outbox's schedule: delay before retry number `attempts` (1-based). */
export function backoffMs(policy: Policy, attempts: number, random: () => number = Math.random): number {
  return retryDelayMs({ baseMs: policy.outboxBaseBackoffMs, maxMs: policy.outboxMaxBackoffMs }, attempts, random)
}

/** The webhooks' schedule: delay before retry number `attempts` (1-based). */
export function webhookBackoffMs(policy: Policy, attempts: number, random: () => number = Math.random): number {
  return retryDelayMs({ baseMs: policy.webhookBaseBackoffMs, maxMs: policy.webhookMaxBackoffMs }, attempts, random)
}

/**
 * From a delivery's first attempt to its last, without jitter (which adds up to a fifth): with
 * the defaults 30 s, 1, 2, 4 ... 128 min, then 4 h four times: about 20 h, with jitter up to 24 h.
 */
export function webhookRetrySpanMs(policy: Policy): number {
  let total = 0
  for (let attempt = 1; attempt < policy.webhookMaxAttempts; attempt++)
    total += retryDelayMs({ baseMs: policy.webhookBaseBackoffMs, maxMs: policy.webhookMaxBackoffMs }, attempt, () => 0)
  return total
}
