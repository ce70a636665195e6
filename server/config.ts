/** Server settings from the environment, read once at start. */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import proxyAddr from 'proxy-addr'
import type { Locale } from '../content/site/locales'
import { settings } from '../content/site/settings'
import { policyFromEnv, type Policy } from './policy'

export type ServerConfig = {
  port: number
  host: string
  production: boolean
  /** The built site Vike prerendered. */
  clientDir: string
  /** Serve only /api and /healthz (the pages live on a CDN). */
  apiOnly: boolean
  /** Folder of the embedded SQLite database (used when `databaseUrl` is unset). */
  dataDir: string
  /** PostgreSQL connection string; unset means the embedded SQLite database. */
  databaseUrl: string | undefined
  /** SMTP server for the outbox, e.g. `smtp://user:pass@mail.example:587`; unset keeps mail in the outbox. */
  smtpUrl: string | undefined
  /** Sender of every mail. */
  mailFrom: string
  /** Where contact messages go. */
  agencyInbox: string
  /** Language of the mail the agency receives. */
  agencyLocale: Locale
  /** Origin for links in mail (reset links); defaults to the site URL. */
  publicBaseUrl: string
  /** External CRM portal; when set, a successful login goes there with a signed one-time token. */
  crmPortalUrl: string | undefined
  /** Key that signs the CRM portal's one-time tokens. */
  ssoSecret: Buffer
  /**
   * Signs the proof-of-work challenges (server/proof-of-work.ts); unset: a random key kept in the
   * database, which every copy of the server on it shares.
   */
  challengeSecret: string | undefined
  /**
   * Webhook endpoints may be plain `http` and resolve to loopback or private addresses (tests and
   * local development only). Otherwise only `https` endpoints on public addresses are delivered
   * to (server/webhooks/address.ts).
   */
  webhookAllowLocal: boolean
  /** Cookies carry `Secure` (and the `__Host-` prefix, which needs it). */
  secureCookies: boolean
  /** Origins besides the request's own host that may call the API from a browser. */
  allowedOrigins: string[]
  /**
   * Which proxies in front of the server to believe about the client's address (X-Forwarded-For):
   * given an address and its distance from the server (0: the connection's peer), whether that
   * address is a trusted proxy. Null: none; the connection's peer is the client.
   */
  trustProxy: TrustProxy | null
  logLevel: string
  policy: Policy
}

type Env = Record<string, string | undefined>

export type TrustProxy = (address: string, hop: number) => boolean

/**
 * TRUST_PROXY: off (unset, `0`, `false`), a number of proxies in front of the server (`1` or
 * `true`: one, such as a load balancer; `2`: a CDN and a load balancer), or the proxies'
 * addresses and ranges (`10.0.0.0/8, 2001:db8::/32`, or `loopback`, `linklocal`, `uniquelocal`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (value === undefined || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return null
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) return (_address, hop) => hop < 1
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  const addresses = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  try {
    return proxyAddr.compile(addresses)
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be off, a number of proxies or a list of their addresses, got "${value}" (${(error as Error).message})`,
    )
  }
}

function read(env: Env, name: string): string | undefined {
  const value = env[name]
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name)
  if (value === undefined) return fallback
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase())
}

function originOf(url: string, name: string): string {
  try {
    return new URL(url).origin
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${url}"`)
  }
}

export function serverConfig(env: Env = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '3000', 10)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  const production = env.NODE_ENV === 'production'
  const secret = read(env, 'SESSION_SECRET')
  const crmPortalUrl = read(env, 'CRM_PORTAL_URL')
  if (crmPortalUrl) originOf(crmPortalUrl, 'CRM_PORTAL_URL')
  if (secret !== undefined && secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters')
  if (crmPortalUrl && !secret) throw new Error('CRM_PORTAL_URL needs SESSION_SECRET to sign its one-time tokens')
  const challengeSecret = read(env, 'CHALLENGE_SECRET')
  if (challengeSecret !== undefined && challengeSecret.length < 32)
    throw new Error('CHALLENGE_SECRET must be at least 32 characters')
  const siteHost = new URL(settings.siteUrl).hostname.replace(/^www\./, '')
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    production,
    clientDir: path.resolve(env.OUT_DIR ?? 'dist', 'client'),
    apiOnly: flag(env, 'API_ONLY', false),
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: read(env, 'DATABASE_URL'),
    smtpUrl: read(env, 'SMTP_URL'),
    mailFrom: read(env, 'MAIL_FROM') ?? `${settings.agencyName} <no-reply@${siteHost}>`,
    agencyInbox: read(env, 'AGENCY_INBOX') ?? settings.email,
    agencyLocale: read(env, 'AGENCY_LOCALE') === 'en' ? 'en' : 'nb',
    publicBaseUrl: originOf(read(env, 'PUBLIC_BASE_URL') ?? settings.siteUrl, 'PUBLIC_BASE_URL'),
    crmPortalUrl,
    // Without a configured secret, one made at start: fine for one process, and nothing but
    // CRM tokens depends on it (sessions and reset tokens are random and stored hashed).
    ssoSecret: secret ? Buffer.from(secret, 'utf8') : randomBytes(32),
    challengeSecret,
    webhookAllowLocal: flag(env, 'WEBHOOK_ALLOW_LOCAL', env.NODE_ENV === 'test'),
    secureCookies: flag(env, 'COOKIE_SECURE', production),
    allowedOrigins: (read(env, 'ALLOWED_ORIGINS') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => originOf(s, 'ALLOWED_ORIGINS')),
    trustProxy: parseTrustProxy(read(env, 'TRUST_PROXY')),
    logLevel: read(env, 'LOG_LEVEL') ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    policy: policyFromEnv(env),
  }
}
