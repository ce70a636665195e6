/** Tokens, hashes and password hashing. Every secret comes from the CSPRNG; only hashes are stored. */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import type { Policy } from './policy'

/** A URL-safe random token of `bytes` bytes (32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

export function newId(): string {
  return randomUUID()
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/** argon2id, from @node-rs/argon2's `Algorithm` (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2

export type PasswordHasher = {
  hash(password: string): Promise<string>
  /** Checks a password against a stored hash, or against a decoy when there is none, taking the same time. */
  verify(stored: string | null, password: string): Promise<boolean>
}

export function passwordHasher(policy: Policy): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...policy.argon2 }
  // Verifying against a real hash of a random password costs what a real check costs, so an
  // unknown account answers no faster than a wrong password.
  let decoy: Promise<string> | null = null
  const decoyHash = () => (decoy ??= hash(randomToken(), options))
  return {
    hash: (password) => hash(password, options),
    async verify(stored, password) {
      if (!stored) {
        await verify(await decoyHash(), password).catch(() => false)
        return false
      }
      try {
        return await verify(stored, password)
      } catch {
        return false
      }
    },
  }
}

/**
 * A signed one-time token for the external CRM portal: `base64url(payload).base64url(hmac)`.
 * The payload names the customer, expires quickly and carries a random `jti` the portal spends once.
 */
export function signSsoToken(
  claims: { sub: string; email: string; name: string },
  secret: Buffer,
  now: number,
  lifetimeMs: number,
): string {
  const payload = Buffer.from(
    JSON.stringify({
      ...claims,
      iat: Math.floor(now / 1000),
      exp: Math.floor((now + lifetimeMs) / 1000),
      jti: randomToken(16),
    }),
  ).toString('base64url')
  const signature = createHmac('sha256', secret).update(payload).digest('base64url')
  return `${payload}.${signature}`
}

/** Reads a token made by `signSsoToken`; null when the signature is wrong or it has expired. */
export function verifySsoToken(token: string, secret: Buffer, now: number): Record<string, unknown> | null {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = createHmac('sha256', secret).update(payload).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
    return typeof claims.exp === 'number' && claims.exp * 1000 > now ? claims : null
  } catch {
    return null
  }
}
