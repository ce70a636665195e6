/**
 * The proof-of-work part of the two contact forms' machines (contactFormMachine,
 * contactModalMachine), written once: the context it keeps, its guards and actions, and the
 * transitions that take the widget's events and wait for a proof. Both machines name the sibling
 * states `submitting`, `failure` and `awaitingProof`, which the transitions here lead to.
 *
 * The values and helpers without XState (the proof, its events, the ways a send fails) are in
 * ./contact-send.ts, which the widgets' API module loads without a machine.
 */
import { assign, type EventObject } from 'xstate'
import { pendingProof, proofAfter, refusedProof, type Proof, type ProofEvent, type SendFailure } from './contact-send'

/** The context fields a form keeps about its proof and its last send. */
export type ProofContext = {
  /** Why the last send failed, while the form shows it; null otherwise. */
  failure: SendFailure | null
  proof: Proof
  /** How many times the form has asked its widget for a new proof. */
  renewals: number
}

/** Before the widget has reported anything: no failure, a pending proof, no renewal asked for. */
export const initialProofContext: ProofContext = { failure: null, proof: pendingProof, renewals: 0 }

export const proofGuards = {
  proofSolved: ({ context }: { context: ProofContext }) => context.proof.status === 'solved',
  proofFailed: ({ context }: { context: ProofContext }) => context.proof.status === 'failed',
  /** A send actor's rejection that says the server refused the proof. */
  proofRefused: ({ event }: { event: EventObject }) => 'error' in event && refusedProof(event.error),
}

/**
 * The actions on the proof and the failure, for a machine whose context is `TContext` and whose
 * events are `TEvent` (XState types an action by the machine's context and events, so each machine
 * asks for its own).
 */
export function proofActions<TContext extends ProofContext, TEvent extends EventObject>() {
  // An update of ProofContext's fields is one of TContext's: both machines' contexts are
  // ProofContext and fields of their own. TypeScript cannot tell for a type parameter (it could
  // narrow a field), hence the one cast.
  const update = (assigner: (args: { context: ProofContext; event: TEvent }) => Partial<ProofContext>) =>
    assign<TContext, TEvent, undefined, TEvent, never>(
      ({ context, event }) => assigner({ context, event }) as Partial<TContext>,
    )
  return {
    takeProof: update(({ event }) =>
      event.type.startsWith('PROOF_') ? { proof: proofAfter(event as ProofEvent) } : {},
    ),
    /** A new proof: the form passes `renewals` to its widget, which then solves a new challenge. */
    renewProof: update(({ context }) => ({ proof: pendingProof, renewals: context.renewals + 1 })),
    failSend: update(() => ({ failure: 'send' })),
    failUnavailable: update(() => ({ failure: 'unavailable' })),
    failRefused: update(() => ({ failure: 'refused' })),
  }
}

/** On the machine's root: the widget works whatever the form is doing. */
export const takeProofEvents = {
  PROOF_PENDING: { actions: 'takeProof' },
  PROOF_SOLVED: { actions: 'takeProof' },
  PROOF_FAILED: { actions: 'takeProof' },
} as const

/**
 * What a SUBMIT of valid values does: sends when the proof is solved, fails (and asks for a new
 * proof) when the check could not run, and otherwise waits for the proof. `clear` is the machine's
 * action that forgets the last send's failure.
 */
export function submitWithProof<const TClear extends string>(clear: TClear) {
  return [
    { guard: 'proofSolved', target: 'submitting', actions: clear },
    { guard: 'proofFailed', target: 'failure', actions: ['failUnavailable', 'renewProof'] },
    { target: 'awaitingProof', actions: clear },
  ] as const
}

/** Sent before the widget had solved its challenge: the send goes as soon as it has. */
export const awaitingProofState = {
  tags: ['busy'],
  on: {
    PROOF_SOLVED: { target: 'submitting', actions: 'takeProof' },
    PROOF_FAILED: { target: 'failure', actions: ['takeProof', 'failUnavailable', 'renewProof'] },
  },
} as const
