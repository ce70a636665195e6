/**
 * Shared pieces of the widget machines. The machines declare what they need from the outside
 * world (sending a form, navigating) as actors; the React components provide the real ones and
 * the tests provide fakes, both through `machine.provide({ actors })`. The form machines also
 * share how a typed value is taken in and how their values are checked.
 */
import { fromPromise } from 'xstate'
import { fieldErrors, type FieldProblem } from '../server/contract/schemas'

/** A field problem as a language-neutral code; components turn it into text. */
export type FieldError = FieldProblem
export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>

/**
 * The problems of each field by the schema the server checks the same request with (the API
 * contract, server/contract/schemas.ts); none when the values are fine.
 */
export function schemaErrors<F extends string>(
  schema: Parameters<typeof fieldErrors>[0],
  values: Partial<Record<F, unknown>>,
): FieldErrors<F> {
  return (fieldErrors(schema, values) ?? {}) as FieldErrors<F>
}

/**
 * A form machine's context after the visitor typed `value` into `field`: the value is taken and
 * that field's error goes, since the visitor is fixing it (the others stay until the next submit).
 */
export function withValue<F extends string, V extends Record<F, unknown>>(
  context: { values: V; errors: FieldErrors<F> },
  { field, value }: { field: F; value: string },
): { values: V; errors: FieldErrors<F> } {
  const errors = { ...context.errors }
  delete errors[field]
  return { values: { ...context.values, [field]: value }, errors }
}

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
