/**
 * The drain's "quiet" is judged after the server has read what is waiting for it. A busy server
 * (a slow commit, a burst of work) can leave its event loop blocked for longer than the quiet
 * period while requests arrive; when it wakes, timers run before I/O, so a drain that looked at
 * the clock first would stop listening, or close a connection, with a request sitting unread in
 * the kernel, and its client would get a reset instead of the 503 it can retry. The same holds for
 * a long task inside the I/O phase itself, after the drain had asked for it.
 */
import { connect, type Socket } from 'node:net'
import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { startHttpServer, type HttpServer } from '../../server/http-server'
import { createLogger } from '../../server/log'

const policy = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 5_000,
  keepAliveTimeoutMs: 5_000,
  drainQuietMs: 100,
  shuttingDownRetryAfterMs: 1_000,
}

/** Holds the event loop, as a long synchronous piece of work on a busy server does. */
function block(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until);
}

/** Everything the raw connection receives until it closes, or the error that ended it. */
function received(socket: Socket): Promise<{ text: string; error: string | null }> {
  return new Promise((resolve) => {
    let text = ''
    let error: string | null = null
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message))
    socket.on('close', () => resolve({ text, error }))
  })
}

const request = 'GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n'

/** `value()` once it is set, looking on each turn of the event loop. */
async function until<T>(value: () => T | null): Promise<T> {
  for (;;) {
    const found = value()
    if (found !== null) return found
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('drain on a server whose event loop was blocked', () => {
  let http: HttpServer
  afterEach(() => http.server.closeAllConnections())

  async function start() {
    const app = new Hono().get('/hello', (c) => c.text('hello'))
    http = await startHttpServer(app, {
      port: 0,
      host: '127.0.0.1',
      production: false,
      policy,
      log: createLogger('silent'),
    })
    // Something arrived just now, so the drain does not find the server quiet at once.
    const warm = connect(http.port, '127.0.0.1')
    const answer = received(warm)
    warm.end(request.replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n'))
    expect((await answer).text).toMatch(/^HTTP\/1\.1 200/)
  }

  it('answers 503 to a connection that arrived while the loop was blocked, instead of resetting it', async () => {
    await start()
    const drained = http.drain({ periodMs: 0, graceMs: 5_000 })
    const socket = connect(http.port, '127.0.0.1')
    socket.write(request)
    const answer = received(socket)
    // The connect call goes out on the next tick; the kernel completes it while the loop is held.
    await new Promise((resolve) => process.nextTick(resolve))
    block(policy.drainQuietMs * 4)
    const { text, error } = await answer
    expect(error).toBeNull()
    expect(text).toMatch(/^HTTP\/1\.1 503/)
    expect(text).toMatch(/\r\nretry-after: 1\r\n/i)
    expect(await drained).toBe(true)
  })

  it('answers 503 to a request sent on an open connection while the loop was blocked, instead of closing it unread', async () => {
    await start()
    const accepted = new Promise((resolve) => http.server.once('connection', resolve))
    const socket = connect(http.port, '127.0.0.1')
    await Promise.all([accepted, new Promise((resolve) => socket.once('connect', resolve))])
    const answer = received(socket)
    const drained = http.drain({ periodMs: 0, graceMs: 5_000 })
    // The connection is accepted and idle; its request reaches the kernel while the loop is held.
    socket.write(request)
    block(policy.drainQuietMs * 4)
    const { text, error } = await answer
    expect(error).toBeNull()
    expect(text).toMatch(/^HTTP\/1\.1 503/)
    expect(await drained).toBe(true)
  })

  it('answers 503, and resets nothing, when the loop is held up while it accepts a connection', async () => {
    await start()
    const drained = http.drain({ periodMs: 0, graceMs: 5_000 })
    // A long task inside the I/O phase itself (here the handler of a connection just accepted),
    // while a second client connects: the check after it must not take the time it took for quiet.
    let second: Promise<{ text: string; error: string | null }> | null = null
    http.server.once('connection', () => {
      const socket = connect(http.port, '127.0.0.1')
      socket.write(request)
      second = received(socket)
      process.nextTick(() => block(policy.drainQuietMs * 4))
    })
    const first = connect(http.port, '127.0.0.1')
    first.write(request)
    const firstAnswer = received(first)
    await new Promise((resolve) => process.nextTick(resolve))
    // The drain's own wait runs out while the first connection waits to be accepted.
    block(policy.drainQuietMs / 2)
    for (const { text, error } of [await firstAnswer, await until(() => second)]) {
      expect(error).toBeNull()
      expect(text).toMatch(/^HTTP\/1\.1 503/)
    }
    expect(await drained).toBe(true)
  })
})
