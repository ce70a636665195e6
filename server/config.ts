/** Server settings from the environment, read once at start. */
import path from 'node:path'

export type ServerConfig = {
  port: number
  host: string
  production: boolean
  /** The built site Vike prerendered. */
  clientDir: string
  /** How long shutdown waits for open connections before it exits anyway. */
  shutdownGraceMs: number
}

export function serverConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '3000', 10)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    production: env.NODE_ENV === 'production',
    clientDir: path.resolve(env.OUT_DIR ?? 'dist', 'client'),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 10_000),
  }
}
