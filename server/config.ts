/** Server settings from the environment, read once at start. */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
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
  /** How long shutdown waits for open connections before it exits anyway. */
  shutdownGraceMs: number
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
  /** Cookies carry `Secure` (and the `__Host-` prefix, which needs it). */
  secureCookies: boolean
  /** Origins besides the request's own host that may call the API from a browser. */
  allowedOrigins: string[]
  /** Take the client address from the last X-Forwarded-For hop (behind a reverse proxy). */
  trustProxy: boolean
  logLevel: string
  policy: Policy
}

type Env = Record<string, string | undefined>

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
  const siteHost = new URL(settings.siteUrl).hostname.replace(/^www\./, '')
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    production,
    clientDir: path.resolve(env.OUT_DIR ?? 'dist', 'client'),
    apiOnly: flag(env, 'API_ONLY', false),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 10_000),
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
    secureCookies: flag(env, 'COOKIE_SECURE', production),
    allowedOrigins: (read(env, 'ALLOWED_ORIGINS') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => originOf(s, 'ALLOWED_ORIGINS')),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    logLevel: read(env, 'LOG_LEVEL') ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    policy: policyFromEnv(env),
  }
}
