/** Starts the server: `npm run serve` (after `npm run build`), or `npm start` for both. */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { serverConfig } from './config'

const config = serverConfig()
if (!existsSync(path.join(config.clientDir, 'index.html'))) {
  console.error(`No built site in ${config.clientDir}. Run "npm run build" first.`)
  process.exit(1)
}

const app = createApp(config)
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(
    `Serving ${config.clientDir} at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port}`,
  )
})

let stopping = false
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: finishing open requests`)
  server.close((error) => {
    if (error) console.error(error)
    process.exit(error ? 1 : 0)
  })
  // Do not wait forever for keep-alive connections.
  setTimeout(() => process.exit(0), config.shutdownGraceMs).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
