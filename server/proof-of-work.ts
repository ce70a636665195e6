/**
 * The contact forms' spam defence: a proof-of-work challenge (ALTCHA, altcha-lib's Hono
 * integration), issued by this server and checked when a message arrives. No third party, no
 * cookie, nothing about the visitor is kept.
 *
 * - A challenge (GET /api/contact/challenge) asks the browser to find, by trying counters from 0
 *   up, the counter whose PBKDF2-SHA-256 key of the challenge's nonce and salt begins with a
 *   given prefix. The server drew that counter at random between the policy's bounds and derived
 *   its key once, so it knows the answer; it signs the challenge's parameters and the answer's
 *   key with HMAC, and keeps nothing. Checking a solution is two HMACs, whatever the difficulty.
 * - A challenge carries its time of issue and expires (`challengeTtlMs`); both are signed.
 * - A message is accepted no sooner than `contactMinFillMs` after its challenge was issued (the
 *   time a person takes to write it; the forms wait out the rest themselves).
 * - Each solution is accepted once: the message's transaction inserts the challenge's signature
 *   into `spent_challenges`, and a second insert of the same signature, from this copy of the
 *   server or any other on the same database, changes nothing and refuses the message
 *   (`spendChallenge`). Rows are deleted once the challenge has expired (server/housekeeping.ts).
 *
 * The signing key is `CHALLENGE_SECRET` when set; otherwise a random key made once and kept in
 * the database (`server_keys`), so every copy of the server on one database shares it with
 * nothing to configure.
 */
import { randomBytes } from 'node:crypto'
import { randomInt, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { create, deriveHmacKeySecret } from 'altcha-lib/frameworks/hono'
import type { Handler } from 'hono'
import type { Db } from './db'
import type { Policy } from './policy'

/** The key derivation every challenge uses: PBKDF2 with SHA-256, which browsers run natively (WebCrypto). */
export const challengeAlgorithm = 'PBKDF2/SHA-256'

/** What a challenge says about itself besides the puzzle, signed with it. */
export type ChallengeData = {
  /** When the server issued it (epoch ms, the server's clock). */
  issuedAt: number
  /** How long after `issuedAt` a message may be sent, for the form to wait out (ms). */
  fillMs: number
}

export type ProofVerdict =
  { ok: true; id: string; expiresAt: number } | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'too_early' }

export type ProofOfWork = {
  /** GET handler that answers a new challenge (JSON, no-store). */
  challengeHandler: Handler
  /** Checks a solution (the widget's base64 payload); nothing is spent yet. */
  check: (payload: unknown) => Promise<ProofVerdict>
}

/** A key the server keeps for itself in the database: made once by whichever copy asks first. */
export async function serverKey(db: Db, name: string, now: number): Promise<string> {
  await db
    .insertInto('server_keys')
    .values({ name, value: randomBytes(32).toString('hex'), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return row.value
}

/**
 * The proof of work with its signing key (`secret`) and the policy's difficulty and lifetime.
 * `clock` is the wall clock (epoch ms): altcha-lib checks expiry against it too.
 */
export async function proofOfWork(
  secret: string,
  policy: Policy,
  clock: () => number = Date.now,
): Promise<ProofOfWork> {
  const keySecret = await deriveHmacKeySecret(secret)
  const altcha = create({
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret,
    createChallengeParameters: () => {
      const issuedAt = clock()
      const data: ChallengeData = { issuedAt, fillMs: policy.contactMinFillMs }
      return {
        algorithm: challengeAlgorithm,
        cost: policy.challengeCost,
        counter: randomInt(policy.challengeCounterMax, policy.challengeCounterMin),
        expiresAt: Math.ceil((issuedAt + policy.challengeTtlMs) / 1000),
        data,
      }
    },
  })
  return {
    challengeHandler: altcha.challengeHandler,
    check: async (payload) => {
      if (typeof payload !== 'string' || payload === '') return { ok: false, reason: 'missing' }
      const { error, payload: parsed, verification } = await altcha.verify(payload, deriveKey, secret, keySecret)
      if (verification && 'expired' in verification && verification.expired) return { ok: false, reason: 'expired' }
      // Only a solution of a challenge this server signed: never a signed verification from
      // elsewhere (ALTCHA's hosted service), which this site does not use.
      if (error || !parsed || !('challenge' in parsed)) return { ok: false, reason: 'invalid' }
      const { challenge } = parsed as Payload
      const data = challenge.parameters.data as Partial<ChallengeData> | undefined
      const issuedAt = typeof data?.issuedAt === 'number' ? data.issuedAt : Number.NaN
      if (!Number.isFinite(issuedAt) || !challenge.signature) return { ok: false, reason: 'invalid' }
      if (clock() < issuedAt + policy.contactMinFillMs) return { ok: false, reason: 'too_early' }
      const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000
      return { ok: true, id: challenge.signature, expiresAt }
    },
  }
}

/**
 * Marks the challenge `id` spent, inside the caller's transaction; false when it was spent
 * already (by this copy or another). One insert that does nothing on a duplicate: of two
 * messages racing with one solution, the database lets one through.
 */
export async function spendChallenge(db: Db, id: string, expiresAt: number): Promise<boolean> {
  const result = await db
    .insertInto('spent_challenges')
    .values({ id, expires_at: expiresAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

export type { Challenge }
