/**
 * The site's e-mails, in Norwegian and English: plain text and a simple HTML twin.
 * Visitor input is escaped in HTML and kept out of headers except as plain, single-line text.
 */
import { claims } from '../../content/facts/facts'
import type { Locale, Localized } from '../../content/site/locales'
import { settings } from '../../content/site/settings'
import { escapeHtml } from '../../lib/html'

export type Mail = { subject: string; text: string; html: string }

/** One line, for subjects: no line breaks from visitor input. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim()
}

function html(lang: Locale, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n')
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1f2b">\n${body}\n</body></html>`
}

function multiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>')
}

export type ContactFields = {
  name: string
  /** The modal form's first-name field; the contact page has one name field. */
  firstName: string | null
  email: string
  subject: string | null
  message: string
  phone: string | null
  company: string | null
  locale: Locale
  form: 'page' | 'modal'
  receivedAt: Date
}

type NotificationLabels = {
  subject: (name: string, subject: string | null) => string
  intro: string
  fields: { name: string; email: string; phone: string; company: string; subject: string; language: string }
  languages: Localized<string>
  form: Record<ContactFields['form'], string>
  message: string
  reply: string
}

const notificationLabels: Localized<NotificationLabels> = {
  nb: {
    subject: (name, subject) => `Ny henvendelse fra ${name}${subject ? `: ${subject}` : ''}`,
    intro: 'Det har kommet en ny henvendelse via nettsiden.',
    fields: { name: 'Navn', email: 'E-post', phone: 'Telefon', company: 'Firma', subject: 'Emne', language: 'Språk' },
    languages: { nb: 'norsk', en: 'engelsk' },
    form: { page: 'Kontaktskjemaet', modal: 'Tilbudsskjemaet (dialog)' },
    message: 'Melding',
    reply: `Svar direkte på denne e-posten for å svare avsenderen. Vi lover svar innen ${claims.emailAnswerHours} timer.`,
  },
  en: {
    subject: (name, subject) => `New enquiry from ${name}${subject ? `: ${subject}` : ''}`,
    intro: 'A new enquiry has arrived through the website.',
    fields: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      company: 'Company',
      subject: 'Subject',
      language: 'Language',
    },
    languages: { nb: 'Norwegian', en: 'English' },
    form: { page: 'The contact form', modal: 'The quote form (dialog)' },
    message: 'Message',
    reply: `Reply to this e-mail to answer the sender. We promise an answer within ${claims.emailAnswerHours} hours.`,
  },
}

/** To the agency: the enquiry, with Reply-To set to the sender by the caller. */
export function contactNotification(fields: ContactFields, lang: Locale): Mail {
  const l = notificationLabels[lang]
  const rows: [string, string | null][] = [
    [l.fields.name, fields.name],
    [l.fields.email, fields.email],
    [l.fields.phone, fields.phone],
    [l.fields.company, fields.company],
    [l.fields.subject, fields.subject],
    [l.fields.language, l.languages[fields.locale]],
  ]
  const present = rows.filter((r): r is [string, string] => Boolean(r[1]))
  const text = [
    l.intro,
    l.form[fields.form],
    '',
    ...present.map(([label, value]) => `${label}: ${value}`),
    '',
    `${l.message}:`,
    fields.message,
    '',
    l.reply,
  ].join('\n')
  return {
    subject: oneLine(l.subject(oneLine(fields.name), fields.subject ? oneLine(fields.subject) : null)),
    text,
    html: html(lang, [
      escapeHtml(l.intro),
      escapeHtml(l.form[fields.form]),
      present.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>'),
      `<strong>${escapeHtml(l.message)}:</strong><br>${multiline(fields.message)}`,
      escapeHtml(l.reply),
    ]),
  }
}

type ConfirmationCopy = {
  subject: string
  greeting: (name: string | null) => string
  body: string
  notYou: string
  contact: string
  signature: string
}

/**
 * The confirmation goes to whatever address a visitor typed, from the agency's own sender, so
 * it must carry nothing a stranger wrote: it says what the agency will do, and greets by a
 * first name only when that is a short name (see `greetingName`). Else anyone could send a
 * crafted text to a victim through the agency.
 */
const confirmationCopy: Localized<ConfirmationCopy> = {
  nb: {
    subject: `Takk for henvendelsen til ${settings.brandName}`,
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    body: `takk for at du tok kontakt med ${settings.brandName}! Vi har fått henvendelsen din, og en av oss svarer deg på e-post innen ${claims.emailAnswerHours} timer.`,
    notYou:
      'Har du ikke skrevet til oss? Da har noen andre fylt inn e-postadressen din i skjemaet vårt, og du kan se bort fra denne e-posten.',
    contact: `Haster det? Ring oss på ${settings.phone} eller skriv til ${settings.email}.`,
    signature: `Vennlig hilsen\n${settings.agencyName}`,
  },
  en: {
    subject: `Thank you for contacting ${settings.brandName}`,
    greeting: (name) => (name ? `Hi ${name},` : 'Hello,'),
    body: `thank you for getting in touch with ${settings.brandName}! We have received your enquiry, and one of us will reply by e-mail within ${claims.emailAnswerHours} hours.`,
    notYou:
      'If you did not write to us, someone else has entered your e-mail address in our form, and you can ignore this e-mail.',
    contact: `In a hurry? Call us on ${settings.phone} or write to ${settings.email}.`,
    signature: `Kind regards\n${settings.agencyName}`,
  },
}

/** The longest first name the confirmation greets by. */
export const greetingNameMax = 24

/**
 * The first name to greet by, or null for a greeting without one: the modal's first name or
 * the first word of the page form's name, and only when it is at most `greetingNameMax`
 * characters of letters, with single spaces, hyphens or apostrophes between them.
 */
export function greetingName(fields: Pick<ContactFields, 'name' | 'firstName'>): string | null {
  const candidate = (fields.firstName ?? fields.name.trim().split(/\s+/)[0] ?? '').trim().replace(/\s+/g, ' ')
  if (candidate.length > greetingNameMax) return null
  return /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u.test(candidate) ? candidate : null
}

/** To the sender, in the language of the page they wrote from: what happens next, and nothing they wrote. */
export function contactConfirmation(fields: ContactFields): Mail {
  const c = confirmationCopy[fields.locale]
  const greeting = c.greeting(greetingName(fields))
  return {
    subject: c.subject,
    text: [greeting, '', c.body, '', c.contact, '', c.notYou, '', c.signature].join('\n'),
    html: html(fields.locale, [
      escapeHtml(greeting),
      escapeHtml(c.body),
      escapeHtml(c.contact),
      escapeHtml(c.notYou),
      multiline(c.signature),
    ]),
  }
}

type ResetCopy = {
  subject: string
  greeting: (name: string) => string
  body: string
  action: string
  expiry: (minutes: number) => string
  ignore: string
  signature: string
}

const resetCopy: Localized<ResetCopy> = {
  nb: {
    subject: `Nytt passord til kundeportalen hos ${settings.brandName}`,
    greeting: (name) => `Hei ${name},`,
    body: 'vi har fått en forespørsel om å sette nytt passord for kontoen din i kundeportalen.',
    action: 'Velg et nytt passord her:',
    expiry: (minutes) => `Lenken virker i ${minutes} minutter og kan bare brukes én gang.`,
    ignore: 'Ba du ikke om dette? Da kan du se bort fra e-posten; passordet ditt er uendret.',
    signature: `Vennlig hilsen\n${settings.agencyName}`,
  },
  en: {
    subject: `Reset your ${settings.brandName} customer portal password`,
    greeting: (name) => `Hi ${name},`,
    body: 'we received a request to set a new password for your customer portal account.',
    action: 'Choose a new password here:',
    expiry: (minutes) => `The link works for ${minutes} minutes and can only be used once.`,
    ignore: 'If you did not ask for this, you can ignore this e-mail; your password has not been changed.',
    signature: `Kind regards\n${settings.agencyName}`,
  },
}

export function passwordResetMail(locale: Locale, name: string, link: string, validMs: number): Mail {
  const c = resetCopy[locale]
  const minutes = Math.round(validMs / 60_000)
  return {
    subject: c.subject,
    text: [
      c.greeting(oneLine(name)),
      '',
      c.body,
      '',
      c.action,
      link,
      '',
      c.expiry(minutes),
      '',
      c.ignore,
      '',
      c.signature,
    ].join('\n'),
    html: html(locale, [
      escapeHtml(c.greeting(oneLine(name))),
      escapeHtml(c.body),
      `${escapeHtml(c.action)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
      escapeHtml(c.expiry(minutes)),
      escapeHtml(c.ignore),
      multiline(c.signature),
    ]),
  }
}
