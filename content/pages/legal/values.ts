/**
 * The numbers the legal documents promise, once: retention periods, session lengths and terms.
 * The privacy policy, terms and refund policy interpolate these; a test keeps the server's
 * session and login policy (server/policy.ts) in step with what the privacy policy says.
 */
import { ttsPlugin } from '../../facts/facts'
import { intlLocale, type Locale } from '../../site/locales'

export const legalDates = {
  /** The day the current version of each document took effect. */
  updated: { privacy: '2026-11-26', terms: '2026-11-26', refund: '2026-11-21', accessibility: '2026-11-26' },
  /** Norway's cookie rule (ekomloven § 3-15) has required consent since this date. */
  cookieConsentInForce: '2025-01-01',
} as const

export const retention = {
  /** An enquiry that leads to no agreement is deleted this long after the last contact. */
  enquiryMonths: 12,
  /** IP address and browser type stored with a message, and messages caught by the spam trap. */
  technicalDataDays: 30,
  /** Copies of e-mail the site sends (receipts, reset links) in the mail queue. */
  mailQueueDays: 30,
  /** Server access logs kept by the hosting provider. */
  serverLogDays: 14,
  /** Counters that limit how many messages one IP address can send. */
  rateLimitHours: 24,
  /** A customer portal account is deleted this long after the agreement ends. */
  accountAfterAgreementMonths: 3,
  /** Accounting records (bokføringsloven). */
  accountingYears: 5,
  /** A login session without "remember me". */
  sessionHours: 12,
  /** A login session with "remember me". */
  rememberDays: 30,
  /** A password reset link works this long. */
  resetLinkMinutes: 60,
  /** Sign-in attempts one address may make on one account within the window; then that pair waits. */
  loginAttemptsPerPair: 5,
  /** Sign-in attempts one address may make within the window, whatever the account; beyond it each account gets one try from there. */
  loginAttemptsPerAddress: 20,
  /** Beyond this many attempts from one address within the window, none. */
  loginAttemptsPerAddressCeiling: 100,
  /** The window both sign-in limits count in. */
  loginWindowMinutes: 15,
  /** Longest wait between attempts on one account from anywhere: delays grow, the account is never locked. */
  loginMaxDelayMinutes: 5,
  /** Longest lifetime Google gives its conversion cookie (_gcl_au). */
  googleAdsCookieDays: 90,
} as const

export const termsValues = {
  /** Liability is capped at the fees paid for the service over this many months. */
  liabilityCapMonths: 3,
  /** Written notice before changed terms take effect for running agreements. */
  changeNoticeDays: 30,
  /** Days the customer has to raise an error in a delivery after it is handed over. */
  complaintDays: 14,
} as const

export const refundValues = {
  /** Days after purchase within which PRO is refunded in full (facts). */
  refundDays: ttsPlugin.refundDays,
  /** Days within which an approved refund reaches the buyer (angrerettloven § 25). */
  payoutDays: 14,
  /** The statutory right of withdrawal for online purchases by consumers (angrerettloven § 20). */
  statutoryWithdrawalDays: 14,
} as const

/** A legal date as the page's language writes it: «1. januar 2025», “January 1, 2025”. */
export function formatLegalDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
}
