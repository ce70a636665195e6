/** Structured logs (pino). Bodies, cookies, passwords and tokens are never logged. */
import pino, { type Logger } from 'pino'

export type { Logger }

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'fjordlys-server' },
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'cookie', '*.cookie', 'authorization', '*.authorization'],
      censor: '[redacted]',
    },
  })
}
