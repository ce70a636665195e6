/**
 * The API's contract: the request schemas, field limits and error codes that the browser's forms
 * (machines/, components/widgets/) and the server (server/routes/) share, so both validate the
 * same way. It lives under server/ beside the API it describes, but the browser loads it too:
 * this folder imports zod and the list of contact topics (the dialog's own and those the service
 * files add, content/pages/services/directory.ts, which a bundle gets as a list of names), never a
 * server module. `zod/mini` keeps the browser's share small. Error codes are
 * language-neutral; each side turns them into text.
 */
import * as z from 'zod/mini'
import { contactTopics } from '../../content/pages/services/directory'

// The limits live in their own module so that forms can read them without loading zod.
import { fieldLimits, limits } from './limits'
export { fieldLimits, limits }

/**
 * No control characters but tab, line feed and carriage return: nobody types them, PostgreSQL
 * cannot store NUL in text, and they have no business in a mail header or a log line.
 */
export const controlCharacters = /[^\P{Cc}\t\n\r]/u
/** The message of the check above; `fieldErrors` reports it as `invalid_characters`. */
const INVALID_CHARACTERS = 'invalid_characters'
const noControl = () =>
  z.refine<string>((value) => !controlCharacters.test(value), { message: INVALID_CHARACTERS, abort: true })

/**
 * Line breaks (CR, LF, and Unicode's line and paragraph separators) and the bidirectional
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069). A one-line field holds neither: a name
 * with a line break could add lines of its own, such as "E-post: ceo@...", to the plain-text
 * mail the agency receives, and an override could make text read in another order than it is
 * written in. A message keeps its line breaks.
 */
export const notSingleLine = /[\r\n\u2028\u2029\u202A-\u202E\u2066-\u2069]/u
/** The message of the check above; `fieldErrors` reports it as `single_line`. */
const SINGLE_LINE = 'single_line'
const singleLine = () => z.refine<string>((value) => !notSingleLine.test(value), { message: SINGLE_LINE })

const requiredText = (max: number) => z.string().check(noControl(), z.trim(), z.minLength(1), z.maxLength(max))
/** One line of text: a name, a subject, a company, a phone number (checked after trimming, so a trailing line break is no error). */
const line = (max: number) => z.string().check(noControl(), z.trim(), z.maxLength(max), singleLine())
const requiredLine = (max: number) =>
  z.string().check(noControl(), z.trim(), z.minLength(1), z.maxLength(max), singleLine())
const email = z.string().check(noControl(), z.trim(), z.minLength(1), z.maxLength(limits.email), z.email())
const password = (min: number) => z.string().check(noControl(), z.minLength(min), z.maxLength(limits.passwordMax))

/** A path on this site: one slash first (`//host` would be another site), no spaces or control characters. */
const sitePath = z.string().check(noControl(), z.maxLength(limits.path), z.regex(/^\/(?!\/)\S*$/))

/**
 * What both contact forms send beside their fields. `altcha` is the solved proof-of-work
 * challenge (server/proof-of-work.ts), which the server checks itself: a message without a good
 * one is refused whatever its fields. `page` is the path of the page the form was sent from, for
 * the agency's reporting only.
 */
const contactExtras = {
  altcha: z.optional(z.string().check(z.maxLength(limits.proof))),
  page: z.optional(sitePath),
}

/**
 * Contact page form: name, e-mail and message required, subject optional.
 * `phone` is the hidden honeypot field: people leave it empty.
 */
export const contactPageSchema = z.object({
  name: requiredLine(fieldLimits.contactPage.name),
  email,
  subject: z.optional(line(fieldLimits.contactPage.subject)),
  message: requiredText(fieldLimits.contactPage.message),
  phone: z.optional(line(fieldLimits.contactPage.phone)),
  ...contactExtras,
})
export type ContactPageRequest = z.infer<typeof contactPageSchema>

/**
 * Modal contact form. Required: first name, e-mail and message — enough to
 * answer a quote request; last name, phone and company are welcome but would only turn
 * visitors away if demanded.
 */
export const contactModalSchema = z.object({
  firstName: requiredLine(fieldLimits.contactModal.firstName),
  lastName: z.optional(line(fieldLimits.contactModal.lastName)),
  email,
  phone: z.optional(line(fieldLimits.contactModal.phone)),
  company: z.optional(line(fieldLimits.contactModal.company)),
  message: requiredText(fieldLimits.contactModal.message),
  /** Honeypot of the modal form: hidden, people leave it empty. */
  website: z.optional(line(fieldLimits.contactModal.website)),
  ...contactExtras,
  /** The topic of the button that opened the dialog, and the plan a price table's button named (reporting only). */
  cta: z.optional(z.enum(contactTopics as [string, ...string[]])),
  plan: z.optional(line(limits.plan)),
})
export type ContactModalRequest = z.infer<typeof contactModalSchema>

export const loginSchema = z.object({
  email,
  password: password(1),
  remember: z.optional(z.boolean()),
})
export type LoginRequest = z.infer<typeof loginSchema>

/** A loose e-mail check: text, an at sign, text, a dot and text. Whether the address works is for
 * the mail server to say; this only catches obvious typing mistakes. */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const forgotPasswordSchema = z.object({ email })
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>

export const resetPasswordSchema = z.object({
  token: requiredText(limits.token),
  password: password(limits.passwordMin),
})
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>

/** Error codes the API answers with in `error`; the forms map them to localized text. */
export const apiErrors = [
  'invalid_request',
  'unsupported_media_type',
  'payload_too_large',
  'rate_limited',
  'forbidden_origin',
  'not_found',
  'server_error',
  /** Reset link unknown, used or expired. */
  'invalid_token',
  'method_not_allowed',
  /** The database cannot be reached or stays locked just now (503 with Retry-After). */
  'unavailable',
  /** The server is stopping; another copy, or this one after a restart, takes the call (503 with Retry-After). */
  'shutting_down',
  /**
   * A contact message without a good proof of work (403): none, not solved, expired, sent too
   * soon after the challenge was issued, or its solution already used. The form gets a new
   * challenge and keeps what was typed.
   */
  'challenge_failed',
] as const
export type ApiError = (typeof apiErrors)[number]

/** A field problem as a language-neutral code; the forms turn it into text. */
export type FieldProblem = 'required' | 'too_long' | 'invalid' | 'invalid_characters' | 'single_line'

/**
 * Field-level problems of a failed parse, keyed by field name, as codes ('required', 'too_long',
 * 'invalid', 'invalid_characters', 'single_line').
 */
export function fieldErrors(schema: z.ZodMiniType, input: unknown): Record<string, FieldProblem> | null {
  const result = schema.safeParse(input)
  if (result.success) return null
  const errors: Record<string, FieldProblem> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_')
    if (errors[field]) continue
    if (issue.code === 'custom' && issue.message === INVALID_CHARACTERS) errors[field] = 'invalid_characters'
    else if (issue.code === 'custom' && issue.message === SINGLE_LINE) errors[field] = 'single_line'
    else if (issue.code === 'too_small') errors[field] = 'required'
    else if (issue.code === 'too_big') errors[field] = 'too_long'
    else
      errors[field] =
        issue.code === 'invalid_type' && input && typeof input === 'object' && !(field in input)
          ? 'required'
          : 'invalid'
  }
  return errors
}
