/**
 * The Node HTTP server around the app: timeouts that a browser never reaches and a slow client
 * (slow-loris) always does, answers to requests Node cannot parse, and a graceful drain on
 * shutdown that resets no connection.
 */
import type { AddressInfo, Socket } from 'node:net'
import { createServer, STATUS_CODES, type Server, type ServerResponse } from 'node:http'
import { getRequestListener, RequestError, type Http2Bindings, type HttpBindings } from '@hono/node-server'
import type { Hono } from 'hono'
import type { Logger } from './log'
import type { Policy } from './policy'
import { securityHeaderRecord } from './security'

export type HttpServerOptions = {
  port: number
  host: string
  production: boolean
  policy: Pick<Policy, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs' | 'drainQuietMs'>
  log: Logger
}

export type HttpServer = {
  server: Server
  port: number
  /**
   * Graceful stop. New requests are refused with 503 and `Connection: close` before their body
   * is read, while the socket keeps listening, so a connection the kernel already accepted is
   * answered instead of reset. Requests in progress finish and their connections close after
   * the answer. Once nothing has arrived for `drainQuietMs` and nothing is in progress, the
   * server stops listening and closes its idle connections; resolves when all are closed, or
   * after `graceMs` with whatever is left cut off (false then).
   */
  drain: (graceMs: number) => Promise<boolean>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startHttpServer(app: Hono, options: HttpServerOptions): Promise<HttpServer> {
  const { policy, log } = options
  const security = await securityHeaderRecord({ production: options.production })
  let draining = false
  let lastArrival = Date.now()
  const inProgress = new Set<ServerResponse>()

  const plain = (status: number) =>
    new Response(STATUS_CODES[status] ?? null, {
      status,
      headers: {
        ...security,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      },
    })

  const listener = getRequestListener(
    (request: Request, env: HttpBindings | Http2Bindings) => {
      lastArrival = Date.now()
      // This server speaks HTTP/1.1 only.
      const outgoing = env.outgoing as ServerResponse
      if (!draining) {
        inProgress.add(outgoing)
        outgoing.once('close', () => inProgress.delete(outgoing))
        return app.fetch(request, env)
      }
      outgoing.setHeader('Connection', 'close')
      return new Response(JSON.stringify({ ok: false, success: false, error: 'shutting_down' }), {
        status: 503,
        headers: {
          ...security,
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          'Retry-After': '1',
        },
      })
    },
    {
      hostname: options.host,
      // A request that cannot even be turned into a Request (an address the URL parser refuses)
      // is the client's mistake: 400 with the usual headers, and a log line.
      errorHandler: (error: unknown) => {
        if (!(error instanceof RequestError)) {
          log.error({ err: error }, 'request failed')
          return plain(500)
        }
        log.info({ err: error }, 'unreadable request')
        return plain(400)
      },
    },
  )
  const server = createServer(
    {
      headersTimeout: policy.headersTimeoutMs,
      requestTimeout: policy.requestTimeoutMs,
      keepAliveTimeout: policy.keepAliveTimeoutMs,
      // Node checks the two timeouts above on this interval (30 s by default, which would let a
      // slow client keep a connection up to 30 s longer than they say).
      connectionsCheckingInterval: Math.min(1000, policy.headersTimeoutMs),
    },
    listener,
  )
  server.on('connection', () => (lastArrival = Date.now()))
  // Requests Node cannot parse or that ran out of time: a short answer with the usual headers and
  // a log line, instead of Node's bare one (or none).
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
    log.info({ code: error.code, status }, 'client error')
    const headers = Object.entries({ ...security, 'Content-Length': '0', Connection: 'close' })
    // As Node does: the answer, then the socket destroyed, so nothing more of it is read and handled.
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`,
    )
    socket.destroy()
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo

  async function drain(graceMs: number): Promise<boolean> {
    const deadline = Date.now() + graceMs
    draining = true
    // Answers still to be written close their connection afterwards.
    for (const outgoing of inProgress) if (!outgoing.headersSent) outgoing.setHeader('Connection', 'close')
    while (Date.now() < deadline && (inProgress.size > 0 || Date.now() - lastArrival < policy.drainQuietMs)) {
      await sleep(20)
    }
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // Node closes the connections that are idle now; any other ends after its answer.
    if (await Promise.race([closed.then(() => true), sleep(Math.max(0, deadline - Date.now())).then(() => false)])) {
      return true
    }
    server.closeAllConnections()
    return false
  }

  return { server, port, drain }
}
