/**
 * Request bodies of the JSON API, as route middleware: `jsonBody` takes JSON only, at most
 * `maxBodyBytes`, and a JSON object; `validBody` then checks it with the schema the form uses
 * (server/contract/schemas.ts). Every refusal answers in the API's error shape.
 */
import { zValidator } from '@hono/zod-validator'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { every } from 'hono/combine'
import type * as z from 'zod/mini'
import { isLocale, type Locale } from '../content/site/locales'
import { fieldErrors } from './contract/schemas'
import { failure } from './http'

/** The largest request body the API reads. */
export const maxBodyBytes = 32 * 1024

declare module 'hono' {
  interface ContextVariableMap {
    /** The language of the page a form was sent from, set by `jsonBody`: the body's `locale`, else Norwegian. */
    locale: Locale
  }
}

/** 415 unless the body is `application/json` (any case, any parameters); checked before the body is read. */
const jsonOnly: MiddlewareHandler = async (c, next) => {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json') return failure(c, { status: 415, error: 'unsupported_media_type' })
  return next()
}

const tooLarge = (c: Context) => failure(c, { status: 413, error: 'payload_too_large' })

/** Counts a body without a declared length as it streams in, and stops reading past the limit. */
const streamedLimit = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge })

/**
 * 413 beyond `maxBodyBytes`, declared or found while the body streams in. A body with a
 * Content-Length (a browser's form post has one) is judged by it alone: Node's parser hands the
 * app exactly that many bytes, and `jsonObject` then reads them straight from the socket. Hono's
 * bodyLimit looks at the request's body stream first, which on Node makes the adapter build a whole
 * web Request with a stream around the socket, for every post; it takes only bodies sent in chunks.
 */
const sizeLimit: MiddlewareHandler = async (c, next) => {
  const declared = c.req.header('Content-Length')
  if (!declared || !/^\d+$/.test(declared) || c.req.header('Transfer-Encoding') !== undefined)
    return streamedLimit(c, next)
  if (Number(declared) > maxBodyBytes) return tooLarge(c)
  await next()
}

/** Decodes UTF-8 and refuses bad bytes (a plain `c.req.json()` would turn them into U+FFFD and go on). */
const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * 400 unless the body is a JSON object in valid UTF-8. Sets `locale`: the body's when it names
 * one, else Norwegian. The text is left in Hono's body cache, so that the routes' `c.req.json()`
 * (and the schema's validator) parse it rather than have the bytes copied into a new Response.
 */
const jsonObject: MiddlewareHandler = async (c, next) => {
  const bytes = await c.req.arrayBuffer()
  let body: unknown
  try {
    const text = utf8.decode(bytes)
    body = JSON.parse(text)
    // Hono keeps each body read as a promise there (its type names the value; its own validator
    // awaits what it finds in the cache the same way).
    c.req.bodyCache.text = Promise.resolve(text) as unknown as string
  } catch {
    body = undefined
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return failure(c, { status: 400, error: 'invalid_request' })
  const { locale } = body as { locale?: unknown }
  c.set('locale', isLocale(locale) ? locale : 'nb')
  return next()
}

/** JSON-only, size-capped, a JSON object: 415, 413 or 400 in that order, else on to the route. */
export const jsonBody: MiddlewareHandler = every(jsonOnly, sizeLimit, jsonObject)

/**
 * Checks the body (after `jsonBody`) against a form's schema; the handler reads the parsed
 * fields with `c.req.valid('json')`. A failure is 400 `invalid_request` naming each field's
 * problem (`fields`), or with what `problems` gives instead (the login answers with a message).
 */
export function validBody<S extends z.ZodMiniType>(
  schema: S,
  problems: (c: Context, input: unknown) => Record<string, unknown> = (_c, input) => ({
    fields: fieldErrors(schema, input),
  }),
) {
  return zValidator('json', schema, (result, c) => {
    if (!result.success) return failure(c, { status: 400, error: 'invalid_request' }, problems(c, result.data))
  })
}
