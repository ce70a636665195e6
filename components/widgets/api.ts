/**
 * The browser side of the JSON API and of navigation: the real implementations of the actors
 * the widget machines declare. Tests and stories provide fakes instead.
 */
import { fromPromise } from 'xstate'
import type { Locale } from '../../content/site/locales'
import type { NavigateInput } from '../../machines/actors'
import { ContactSendError, type SendProof } from '../../machines/contact-send'
import type { ContactSendInput } from '../../machines/contactFormMachine'
import type { ModalSendInput } from '../../machines/contactModalMachine'
import type { LoginAnswer, LoginValues } from '../../machines/loginMachine'

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
}

function optional(value: string): string | undefined {
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

/**
 * Posts a contact message with its proof of work, once the proof's minimum time since its
 * challenge has passed (the server refuses a message sent sooner; a quick visitor waits a moment
 * instead). Rejects with the server's error code.
 */
async function postContact(body: Record<string, unknown>, proof: SendProof): Promise<void> {
  const wait = proof.sendableAt - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  // The page it was sent from, for the agency's reporting.
  const response = await postJson('/api/contact', { ...body, altcha: proof.payload, page: window.location.pathname })
  if (response.ok) return
  const answer = (await response.json().catch(() => null)) as { error?: unknown } | null
  throw new ContactSendError(typeof answer?.error === 'string' ? answer.error : `http_${response.status}`)
}

export function sendContactPage(locale: Locale) {
  return fromPromise<void, ContactSendInput>(async ({ input: { values, proof } }) =>
    postContact(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: optional(values.subject),
        message: values.message.trim(),
        locale,
      },
      proof,
    ),
  )
}

export function sendContactModal(locale: Locale) {
  return fromPromise<void, ModalSendInput>(async ({ input: { values, source, proof } }) =>
    postContact(
      {
        firstName: values.firstName.trim(),
        lastName: optional(values.lastName),
        email: values.email.trim(),
        phone: optional(values.phone),
        company: optional(values.company),
        message: values.message.trim(),
        website: optional(values.website),
        cta: source.topic,
        plan: source.plan,
        locale,
      },
      proof,
    ),
  )
}

export function logIn(locale: Locale) {
  return fromPromise<LoginAnswer, LoginValues>(async ({ input }) => {
    const response = await postJson('/api/crm-sso-login', {
      email: input.email.trim(),
      password: input.password,
      remember: input.remember,
      locale,
    })
    // Any status carries the JSON answer; a body that is not JSON is an error (the promise rejects).
    const body = (await response.json()) as Partial<LoginAnswer> | null
    if (!body || typeof body !== 'object') throw new Error('Login answer is not an object')
    return {
      success: response.ok && body.success === true,
      redirect_url: typeof body.redirect_url === 'string' ? body.redirect_url : null,
      message: typeof body.message === 'string' ? body.message : null,
    }
  })
}

export function requestPasswordReset(locale: Locale) {
  return fromPromise<void, { email: string }>(async ({ input }) => {
    const response = await postJson('/api/forgot-password', { email: input.email, locale })
    if (!response.ok) throw new Error(`Password reset answered ${response.status}`)
  })
}

/** Goes to a page of this site (a document load: pages are HTML). Only a path on this site is followed. */
export const navigateWithinSite = fromPromise<void, NavigateInput>(async ({ input }) => {
  if (!input.path.startsWith('/') || input.path.startsWith('//')) throw new Error('Refusing to leave the site')
  window.location.assign(input.path)
})

/** A full page load of the portal address the login answered with (http and https only). */
export const redirectBrowser = fromPromise<void, { url: string }>(async ({ input }) => {
  const target = new URL(input.url, window.location.href)
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('Refusing a non-http redirect')
  window.location.assign(target.href)
})
