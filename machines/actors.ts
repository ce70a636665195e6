/**
 * Shared pieces of the widget machines. The machines declare what they need from the outside
 * world (sending a form, navigating) as actors; the React components provide the real ones and
 * the tests provide fakes, both through `machine.provide({ actors })`.
 */
import { fromPromise } from 'xstate'
import type { FieldProblem } from '../server/contract/schemas'

/** A field problem as a language-neutral code; components turn it into text. */
export type FieldError = FieldProblem
export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>

/**
 * The declared shape of an actor the machine cannot implement itself (it needs the network or
 * the browser). Running the machine without providing it fails loudly instead of silently.
 */
export function requiredActor<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The "${name}" actor must be provided with machine.provide({ actors })`)
  })
}

/** Navigation to a path on this site (a document load in the browser). */
export type NavigateInput = { path: string }
