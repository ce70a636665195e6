/** Request plumbing shared by the API's routes: error answers in the API's shape, the client's address and rate-limit key. */
import type { IncomingMessage } from 'node:http'
import { isIPv6 } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, Handler } from 'hono'
import proxyAddr from 'proxy-addr'
import type { TrustProxy } from './config'
import type { DatabaseUnavailable } from './db/errors'
import type { Logger } from './log'
import { apiMessages } from './messages'
import type { ApiError } from './contract/schemas'
import { retryAfterSeconds } from './throttle'

export type Failure = { status: 400 | 403 | 413 | 415; error: ApiError }

/** An error answer: `{ ok: false, success: false, error }` and any extra fields (`fields`, `message`). */
export function failure(c: Context, { status, error }: Failure, extra: Record<string, unknown> = {}) {
  return c.json({ ok: false, success: false, error, ...extra }, status)
}

/** 429 `rate_limited` with Retry-After in whole seconds. */
export function tooMany(c: Context, retryAfterMs: number, extra: Record<string, unknown> = {}) {
  c.header('Retry-After', retryAfterSeconds(retryAfterMs))
  return c.json({ ok: false, success: false, error: 'rate_limited', ...extra }, 429)
}

/**
 * 503 with Retry-After (whole seconds) in the API's shape: the server cannot serve the call just
 * now (the database is unreachable or locked, or the server is stopping) and the client may try
 * again after that long.
 */
export function unavailable(
  c: Context,
  retryAfterMs: number,
  error: ApiError = 'unavailable',
  extra: Record<string, unknown> = {},
) {
  c.header('Retry-After', retryAfterSeconds(retryAfterMs))
  c.header('Cache-Control', 'no-store')
  return c.json({ ok: false, success: false, error, ...extra }, 503)
}

/**
 * The answer to a database that cannot be reached or stays locked: 503 with Retry-After and a
 * warning in the log (an event of the environment, not a bug: no stack trace). The login form
 * shows the answer's message, so it gets one in the page's language.
 */
export function databaseUnavailable(c: Context, log: Logger, retryAfterMs: number, error: DatabaseUnavailable) {
  log.warn({ reason: error.reason, cause: error.message, path: c.req.path }, 'database unavailable')
  if (!c.req.path.startsWith('/api/')) {
    c.header('Retry-After', retryAfterSeconds(retryAfterMs))
    c.header('Cache-Control', 'no-store')
    return c.text('Service Unavailable', 503)
  }
  return unavailable(c, retryAfterMs, 'unavailable', { message: apiMessages[c.get('locale') ?? 'nb'].unavailable })
}

/** 405 for a call made with a method it does not take, naming the ones it does (`Allow`). */
export function methodNotAllowed(allow: string): Handler {
  return (c) => {
    c.header('Allow', allow)
    return c.json({ ok: false, error: 'method_not_allowed' }, 405)
  }
}

/**
 * The client's address: the connection's peer, or behind trusted proxies (TRUST_PROXY) the
 * address the nearest untrusted hop of X-Forwarded-For names. The header is read from the right,
 * where the server's own proxies appended their peers: entries further left are whatever the
 * client sent, and only the proxies' own word counts (proxy-addr, as Express uses it).
 */
export function clientIp(c: Context, trustProxy: TrustProxy | null): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  if (trustProxy && incoming) return proxyAddr(incoming, trustProxy) || 'unknown'
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/**
 * The key a client is counted under by the rate limits: an IPv4 address as it is (also when it
 * comes IPv4-mapped, `::ffff:192.0.2.1`), an IPv6 address by its /64. One host is routinely
 * given a whole /64 and can pick any address in it, so counting single IPv6 addresses would let
 * it send as much as it likes.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped) return mapped[1]!
  const bare = address.split('%')[0]!
  if (!isIPv6(bare)) return address
  const groups = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
  const [head = '', tail] = bare.split('::')
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`
}
