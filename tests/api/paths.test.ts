import { request } from 'node:http'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServer, type TestServer } from './harness'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A GET with the path exactly as written (fetch would normalise some of these paths). */
function rawGet(server: TestServer, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      let body = ''
      res.setEncoding('latin1')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('crafted paths and the trailing-slash redirect', () => {
  let server: TestServer
  const logLines: Record<string, unknown>[] = []
  beforeAll(async () => {
    const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) })
    server = await startServer('sqlite', { site: true, log })
  })
  afterAll(() => server.close())

  it.each([
    ['//evil.example/login', '/evil.example/login/'],
    ['///evil.example/login?next=1', '/evil.example/login/?next=1'],
    ['/%5cevil.example/x', '/evil.example/x/'],
    ['/%5C%5Cevil.example/x', '/evil.example/x/'],
    ['/%2f%2Fevil.example/x', '/evil.example/x/'],
    ['/%2F%5cevil.example/x', '/evil.example/x/'],
    ['/en/services?ref=a%2Fb', '/en/services/?ref=a%2Fb'],
  ])('redirects %s to a path on this site: %s', async (path, location) => {
    const answer = await rawGet(server, path)
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe(location)
    expect(new URL(answer.headers.location as string, server.url).origin).toBe(server.url)
  })

  it.each(['/%00', '/a%0aX', '/%0d%0aSet-Cookie:%20x=1', '/%7f/x', '/%09/evil.example/x', '/x%1b', '/%E0%A4%A'])(
    'answers %s with 400, the security headers and the not-found page, and logs one line',
    async (path) => {
      const stderr = vi.spyOn(console, 'error')
      logLines.length = 0
      const answer = await rawGet(server, path)
      expect(answer.status).toBe(400)
      expect(answer.headers.location).toBeUndefined()
      expect(answer.headers['set-cookie']).toBeUndefined()
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['content-type']).toMatch(/^text\/html/)
      expect(answer.body).toContain('<title>Fant ikke siden</title>')
      expect(answer.body).not.toMatch(/Error|at .*\.(ts|js):\d+/)
      expect(logLines).toEqual([expect.objectContaining({ msg: 'bad request path', level: 30 })])
      expect(stderr).not.toHaveBeenCalled()
    },
  )

  it('answers a crafted English path with the English page, and an API path with JSON', async () => {
    const english = await rawGet(server, '/en/%00/')
    expect(english.status).toBe(400)
    expect(english.body).toContain('<title>Page not found</title>')
    const api = await rawGet(server, '/api/%00')
    expect(api.status).toBe(400)
    expect(JSON.parse(api.body)).toEqual({ ok: false, error: 'invalid_request' })
    expect(api.headers['content-security-policy']).toBeDefined()
  })
})

describe('media and the reset page', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer('sqlite', { site: true })
  })
  afterAll(() => server.close())

  it('serves Ogg audio as audio/ogg', async () => {
    const answer = await rawGet(server, '/media/clip.ogg')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('audio/ogg')
  })

  it('answers one valid range with 206, ignores an invalid Range (200, whole file) and refuses one past the end (416)', async () => {
    const part = await rawGet(server, '/media/intro.mp4', { Range: 'bytes=0-99' })
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toBe('bytes 0-99/4096')
    expect(part.body).toHaveLength(100)
    const suffix = await rawGet(server, '/media/intro.mp4', { Range: 'bytes=-10' })
    expect([suffix.status, suffix.headers['content-range']]).toEqual([206, 'bytes 4086-4095/4096'])
    for (const range of ['bytes=abc', 'bytes=0-1,5-6', 'items=0-9', 'bytes=50-10', 'bytes=-', '0-9']) {
      const answer = await rawGet(server, '/media/intro.mp4', { Range: range })
      expect([range, answer.status, answer.headers['content-range']]).toEqual([range, 200, undefined])
      expect(answer.body).toHaveLength(4096)
    }
    const past = await rawGet(server, '/media/intro.mp4', { Range: 'bytes=5000-' })
    expect(past.status).toBe(416)
    expect(past.headers['content-range']).toBe('bytes */4096')
  })

  it('answers If-Modified-Since as RFC 9110 says: 304 for an unchanged file, the whole file for a garbage or future date', async () => {
    for (const path of ['/media/intro.mp4', '/media/clip.ogg', '/en/services/']) {
      const first = await rawGet(server, path)
      const lastModified = String(first.headers['last-modified'])
      expect(first.status).toBe(200)
      // The date the server gave, in each of the three forms HTTP allows, means "unchanged".
      const date = new Date(Date.parse(lastModified))
      const day = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][date.getUTCDay()]!
      const [, dd, mon, yyyy, time] = /^\w+, (\d{2}) (\w{3}) (\d{4}) (\S+) GMT$/.exec(lastModified)!
      const asctimeDay = String(Number(dd)).padStart(2, ' ')
      for (const since of [
        lastModified,
        `${day}, ${dd}-${mon}-${yyyy!.slice(2)} ${time} GMT`,
        `${day.slice(0, 3)} ${mon} ${asctimeDay} ${time} ${yyyy}`,
      ]) {
        const again = await rawGet(server, path, { 'If-Modified-Since': since })
        expect([path, since, again.status, again.body]).toEqual([path, since, 304, ''])
      }
      const future = new Date(Date.now() + 365 * 86_400_000).toUTCString()
      for (const since of ['garbage', '1', '9999', 'Tue, 31 Feb 2026 10:00:00 GMT', 'tomorrow', future]) {
        const answer = await rawGet(server, path, { 'If-Modified-Since': since })
        expect([path, since, answer.status]).toEqual([path, since, 200])
        expect(answer.body.length).toBeGreaterThan(0)
      }
      // Older than the file: changed since, the whole file.
      const older = await rawGet(server, path, { 'If-Modified-Since': 'Sun, 06 Nov 1994 08:49:37 GMT' })
      expect(older.status).toBe(200)
    }
  })

  it('keeps the reset page out of Referer however its address is written', async () => {
    for (const path of [
      '/kundeportal/nytt-passord/?token=abc',
      '/kundeportal/nytt-passord/index.html?token=abc',
      '/en/customer-portal/reset-password/index.html?token=abc',
    ]) {
      const answer = await rawGet(server, path)
      expect([path, answer.status, answer.headers['referrer-policy']]).toEqual([path, 200, 'no-referrer'])
    }
    expect((await rawGet(server, '/en/services/')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })
})
