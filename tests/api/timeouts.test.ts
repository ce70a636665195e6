import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness'

/** What a raw connection received and when the server closed it (ms after `since`), within `limitMs`. */
function closedWithin(
  socket: Socket,
  since: number,
  limitMs: number,
): Promise<{ text: string; afterMs: number | null }> {
  return new Promise((resolve) => {
    let text = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', () => {})
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ text, afterMs: null })
    }, limitMs)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ text, afterMs: Date.now() - since })
    })
  })
}

function open(server: TestServer): Promise<Socket> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket))
    socket.on('error', reject)
  })
}

/** Writes `piece` every `everyMs` until the socket closes or `times` pieces are out. */
function dribble(socket: Socket, piece: string, everyMs: number, times: number): void {
  let sent = 0
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable || sent++ >= times) clearInterval(timer)
    else socket.write(piece)
  }, everyMs)
  socket.on('close', () => clearInterval(timer))
}

// Node's defaults (60 s for headers, 300 s for a request) would keep these connections open far
// past the 10 s each test waits; the bounds leave room for a busy machine.
describe('slow clients', { timeout: 15_000 }, () => {
  let server: TestServer
  const timeouts = { headersTimeoutMs: 500, requestTimeoutMs: 1000, keepAliveTimeoutMs: 300 }
  beforeAll(async () => {
    server = await startServer('sqlite', { policy: timeouts })
  })
  afterAll(() => server.close())

  it('cuts off a client that sends its headers line by line (slow-loris) with 408', async () => {
    const socket = await open(server)
    const started = Date.now()
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n')
    dribble(socket, 'X-Slow: 1\r\n', 100, 100)
    const { text, afterMs } = await closedWithin(socket, started, 10_000)
    expect(afterMs).not.toBeNull()
    // The timeout, plus at most one check interval of Node's and some slack for a busy machine.
    expect(afterMs!).toBeLessThan(timeouts.headersTimeoutMs * 2 + 3000)
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(text).toContain('Connection: close')
    expect(text).toContain("Content-Security-Policy: default-src 'self'")
  })

  it('cuts off a client that sends its body byte by byte with 408', async () => {
    const socket = await open(server)
    const started = Date.now()
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{',
    )
    dribble(socket, ' ', 100, 399)
    const { text, afterMs } = await closedWithin(socket, started, 10_000)
    expect(afterMs).not.toBeNull()
    expect(afterMs!).toBeLessThan(timeouts.requestTimeoutMs * 2 + 3000)
    expect(text).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const socket = await open(server)
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')
    const started = Date.now()
    const { text, afterMs } = await closedWithin(socket, started, 10_000)
    expect(text).toMatch(/^HTTP\/1\.1 200 OK/)
    expect(afterMs).not.toBeNull()
    expect(afterMs!).toBeLessThan(timeouts.keepAliveTimeoutMs + 3000)
  })

  it('answers a request Node cannot parse with 400 and the security headers', async () => {
    const socket = await open(server)
    socket.write('GET /\\evil.example/x HTTP/1.1\r\nHost: localhost\r\n\r\n')
    const { text, afterMs } = await closedWithin(socket, Date.now(), 10_000)
    expect(afterMs).not.toBeNull()
    expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(text).toContain('X-Content-Type-Options: nosniff')
  })

  it('serves a browser-like request whose headers and body arrive at once', async () => {
    const response = await server.postContact({ name: 'Kari', email: 'kari@example.no', message: 'Hei' })
    expect(response.status).toBe(200)
  })
})
