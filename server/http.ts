/** Request plumbing for the JSON API: origin check (CSRF), JSON-only bodies with a size cap, client address. */
import { isIPv6 } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import type { ApiError } from '../machines/schemas'

/** The largest request body the API reads. */
export const maxBodyBytes = 32 * 1024

export type Failure = { status: 400 | 403 | 413 | 415; error: ApiError }

export function failure(c: Context, { status, error }: Failure, extra: Record<string, unknown> = {}) {
  return c.json({ ok: false, success: false, error, ...extra }, status)
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * CSRF: a state-changing request from a browser must come from this site. Browsers send
 * `Origin` on every cross-origin request and on same-origin POSTs, so it must name our own
 * host (the Host header) or a configured origin. A request with neither Origin nor
 * `Sec-Fetch-Site` comes from no browser (curl, monitors, server-to-server) and carries no
 * ambient credentials an attacker could borrow, so it passes; a browser that reports a
 * cross-site fetch without Origin is refused. JSON-only bodies and SameSite=Lax cookies are
 * the second and third layers.
 */
export function originGuard(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins)
  return async (c, next) => {
    if (!unsafeMethods.has(c.req.method)) return next()
    const origin = c.req.header('Origin')
    if (origin !== undefined) {
      if (origin === 'null' || !(allowed.has(origin) || sameHost(origin, c.req.header('Host')))) {
        return failure(c, { status: 403, error: 'forbidden_origin' })
      }
      return next()
    }
    const site = c.req.header('Sec-Fetch-Site')
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      return failure(c, { status: 403, error: 'forbidden_origin' })
    }
    return next()
  }
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false
  try {
    return new URL(origin).host === host.toLowerCase()
  } catch {
    return false
  }
}

/**
 * Reads a JSON object body: 415 unless `application/json`, 413 beyond `maxBodyBytes` (declared
 * or streamed), 400 for malformed JSON, invalid UTF-8 or anything but an object.
 */
export async function readJson(c: Context): Promise<{ body: Record<string, unknown> } | Failure> {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json') return { status: 415, error: 'unsupported_media_type' }
  const declared = c.req.header('Content-Length')
  if (declared !== undefined && Number(declared) > maxBodyBytes) return { status: 413, error: 'payload_too_large' }
  const stream = c.req.raw.body
  const chunks: Uint8Array[] = []
  let size = 0
  if (stream) {
    const reader = stream.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBodyBytes) {
        await reader.cancel()
        return { status: 413, error: 'payload_too_large' }
      }
      chunks.push(value)
    }
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
    const body: unknown = JSON.parse(text)
    if (!body || typeof body !== 'object' || Array.isArray(body)) return { status: 400, error: 'invalid_request' }
    return { body: body as Record<string, unknown> }
  } catch {
    return { status: 400, error: 'invalid_request' }
  }
}

export function isFailure(value: { body: Record<string, unknown> } | Failure): value is Failure {
  return 'status' in value
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
