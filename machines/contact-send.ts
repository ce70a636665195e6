/**
 * What the two contact forms' machines (contactFormMachine, contactModalMachine) share about
 * sending: the proof of work the server asks of every message (server/proof-of-work.ts), which
 * the form's widget solves while the visitor types and reports as events, and the ways a send can
 * fail. It has no XState in it: the widgets' API module loads it without a machine. The machines'
 * shared guards, actions and transitions are in ./proof-of-work.ts.
 */
/** The form's proof of work: being solved, solved (with the widget's payload), or the check could not run. */
export type Proof = {
  status: 'pending' | 'solved' | 'failed'
  payload: string | null
  /**
   * The earliest moment (the browser's clock, epoch ms) the message may go: the challenge's
   * minimum time after it arrived. The send waits for it, so a quick visitor is never refused.
   */
  sendableAt: number
}

export const pendingProof: Proof = { status: 'pending', payload: null, sendableAt: 0 }

/** What the widget tells the form. */
export type ProofEvent =
  { type: 'PROOF_PENDING' } | { type: 'PROOF_SOLVED'; payload: string; sendableAt: number } | { type: 'PROOF_FAILED' }

/** What a send actor gets besides the form's values: the solution, and when it may go. */
export type SendProof = { payload: string; sendableAt: number }

/** Why a send failed: the network or the server (`send`), the check could not run (`unavailable`), or the server refused it (`refused`). */
export type SendFailure = 'send' | 'unavailable' | 'refused'

/** Rejection of a send actor: the server's error code when it gave one. */
export class ContactSendError extends Error {
  constructor(readonly code: string) {
    super(code)
    this.name = 'ContactSendError'
  }
}

/** The API's code for a message whose proof of work was refused (server/contract/schemas.ts). */
export const proofRefused = 'challenge_failed'

export function refusedProof(error: unknown): boolean {
  return error instanceof ContactSendError && error.code === proofRefused
}

/**
 * The proof after a widget's event. A form asks for a new one (its `renewals` grow, which its
 * view passes to the widget) after a refusal, when the old one is spent or too old, and when the
 * check could not run, since it may work now.
 */
export function proofAfter(event: ProofEvent): Proof {
  if (event.type === 'PROOF_SOLVED') return { status: 'solved', payload: event.payload, sendableAt: event.sendableAt }
  return { ...pendingProof, status: event.type === 'PROOF_FAILED' ? 'failed' : 'pending' }
}

/** The send actor's proof: only called once the proof is solved. */
export function sendProof(proof: Proof): SendProof {
  return { payload: proof.payload ?? '', sendableAt: proof.sendableAt }
}
