/**
 * The Node HTTP server around the app: timeouts that a browser never reaches and a slow client
 * (slow-loris) always does, answers to requests Node cannot parse, and a graceful drain on
 * shutdown that resets no connection.
 */
import type { AddressInfo, Socket } from 'node:net'
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getRequestListener, RequestError, type Http2Bindings, type HttpBindings } from '@hono/node-server'
import type { Hono } from 'hono'
import type { Logger } from './log'
import type { Policy } from './policy'
import { securityHeaderRecord } from './security'
import { retryAfterSeconds } from './throttle'

export type HttpServerOptions = {
  port: number
  host: string
  production: boolean
  policy: Pick<
    Policy,
    'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs' | 'drainQuietMs' | 'shuttingDownRetryAfterMs'
  >
  log: Logger
}

export type DrainOptions = {
  /** How long to keep serving as usual first, while a load balancer notices the readiness check's 503. */
  periodMs: number
  /** How long requests in progress may then take before their connections are cut off. */
  graceMs: number
}

export type HttpServer = {
  server: Server
  port: number
  /**
   * Graceful stop, in two steps, without resetting a connection a client is using:
   *
   * 1. For `periodMs` the server serves as usual (the caller has turned the readiness check to
   *    503), each answer with `Connection: close`, so clients' keep-alive connections move off
   *    as they are used while the balancer still sends traffic here.
   * 2. Then it stops taking requests: a new one gets 503 with Retry-After and
   *    `Connection: close` before its body is read, while the socket still listens, so a
   *    connection the kernel already accepted is answered instead of reset. Requests in progress
   *    finish and their connections close after the answer. A connection with no request for
   *    `drainQuietMs` is closed. Once nothing is in progress and nothing has arrived for
   *    `drainQuietMs`, the server stops listening. A connection that reaches the kernel in the
   *    very instant the server stops listening is still reset: the kernel had queued it for the
   *    server, which had not yet taken it. Only the drain period avoids that, by giving the
   *    balancer time to stop sending traffic here first.
   *
   * Resolves true when every connection has closed, or false after `graceMs` of step 2 with
   * whatever is left cut off.
   */
  drain: (options: DrainOptions) => Promise<boolean>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/**
 * Resolves after the event loop's next I/O phase: connections waiting to be accepted are accepted
 * (a fresh connection counts as an arrival, and is not idle yet), and data waiting on open ones
 * is read and parsed into requests (Node emits `request` as it parses).
 */
const afterPendingIo = () => new Promise((resolve) => setImmediate(resolve))
/** A wait for the I/O phase longer than this means a long task ran on the way. */
const heldUpMs = 20

/** A connection's requests in progress, and since when it has had none. */
type Connection = { active: number; idleSince: number }

export async function startHttpServer(app: Hono, options: HttpServerOptions): Promise<HttpServer> {
  const { policy, log } = options
  const security = await securityHeaderRecord({ production: options.production })
  /** `serving` as usual; `draining`: still serving, each answer closing its connection; `closing`: refusing new requests. */
  let phase: 'serving' | 'draining' | 'closing' = 'serving'
  let lastArrival = Date.now()
  const inProgress = new Set<ServerResponse>()
  const connections = new Map<Socket, Connection>()

  const plain = (status: number) =>
    new Response(STATUS_CODES[status] ?? null, {
      status,
      headers: {
        ...security,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      },
    })

  const handle = getRequestListener(
    (request: Request, env: HttpBindings | Http2Bindings) => {
      // This server speaks HTTP/1.1 only.
      const outgoing = env.outgoing as ServerResponse
      if (phase === 'serving' || phase === 'draining') {
        if (phase === 'draining') outgoing.setHeader('Connection', 'close')
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
          'Retry-After': retryAfterSeconds(policy.shuttingDownRetryAfterMs),
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
  const listener = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    lastArrival = Date.now()
    const connection = connections.get(incoming.socket)
    if (connection) {
      connection.active += 1
      outgoing.once('close', () => {
        connection.active -= 1
        connection.idleSince = Date.now()
      })
    }
    return handle(incoming, outgoing)
  }
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
  server.on('connection', (socket: Socket) => {
    lastArrival = Date.now()
    connections.set(socket, { active: 0, idleSince: lastArrival })
    socket.once('close', () => connections.delete(socket))
  })
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

  async function drain({ periodMs, graceMs }: DrainOptions): Promise<boolean> {
    if (phase === 'serving') {
      phase = 'draining'
      // Answers still to be written close their connection afterwards.
      for (const outgoing of inProgress) if (!outgoing.headersSent) outgoing.setHeader('Connection', 'close')
      await sleep(periodMs)
    }
    phase = 'closing'
    const deadline = Date.now() + graceMs
    for (const outgoing of inProgress) if (!outgoing.headersSent) outgoing.setHeader('Connection', 'close')
    for (;;) {
      // Quiet is judged only once the server has read what is waiting for it: after a blocked
      // event loop (a slow commit, a burst of work) timers run before I/O, and a connection that
      // arrived meanwhile, or a request sent meanwhile on an open one, would look like silence.
      // Closing then would reset a client that is owed a 503 it can retry. So each pass waits for
      // the loop's I/O phase, and judges only if that came promptly: a long task on the way (in
      // that phase too) means what arrived during it may still be unread, and the next pass looks.
      const asked = Date.now()
      await afterPendingIo()
      const now = Date.now()
      if (now >= deadline) break
      if (now - asked < heldUpMs) {
        // A connection nobody has used for a while: its client is not about to send on it.
        for (const [socket, connection] of connections) {
          if (connection.active === 0 && now - connection.idleSince >= policy.drainQuietMs) socket.destroy()
        }
        if (inProgress.size === 0 && now - lastArrival >= policy.drainQuietMs) break
      }
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
