/** Request plumbing shared by the API's routes: error answers in the API's shape, the client's address and rate-limit key. */
import { isIPv6 } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, Handler } from 'hono'
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

/** 405 for a call made with a method it does not take, naming the ones it does (`Allow`). */
export function methodNotAllowed(allow: string): Handler {
  return (c) => {
    c.header('Allow', allow)
    return c.json({ ok: false, error: 'method_not_allowed' }, 405)
  }
}

/** The client's address: the socket's, or the last X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const last = hops.at(-1)
    if (last) return last
  }
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
