/**
 * Solved proofs of work for the load check and the benchmark, which post many contact messages:
 * challenges from a running server, solved here as the forms' widget solves them (the same PBKDF2
 * search), one per message, since the server accepts each solution once.
 *
 * They run the server with easy challenges (`easyChallengeEnv`): checking a solution costs the
 * server two HMACs whatever the difficulty (the challenge carries an HMAC of the answer's key), so
 * the server's load is the real one, and the script does not spend minutes solving.
 */
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/** Server settings: easy challenges, as many as `count` for one client, no minimum time to fill in. */
export function easyChallengeEnv(count: number): Record<string, string> {
  return {
    CHALLENGE_COST: '10',
    CHALLENGE_COUNTER_MIN: '1',
    CHALLENGE_COUNTER_MAX: '20',
    CHALLENGE_RATE_LIMIT: String(count * 10),
    CONTACT_MIN_FILL_MS: '0',
  }
}

/** `count` solved proofs (the widget's base64 payloads) of challenges from the server at `base`. */
export async function solvedProofs(base: string, count: number): Promise<string[]> {
  const proofs: string[] = []
  while (proofs.length < count) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - proofs.length) }, async () => {
        const response = await fetch(`${base}/api/contact/challenge`)
        if (!response.ok) throw new Error(`The challenge endpoint answered ${response.status}`)
        const challenge = (await response.json()) as Challenge
        const solution = await solveChallenge({ challenge, deriveKey })
        if (!solution) throw new Error('A challenge could not be solved')
        const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }
        return Buffer.from(JSON.stringify(payload)).toString('base64')
      }),
    )
    proofs.push(...batch)
  }
  return proofs
}
