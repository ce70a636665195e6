import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaderRecord, type ThirdParties } from '../../server/security'
import { startServer, type TestServer } from './harness'

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy')!
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/)
  // WebAssembly for the site's search, never eval of JavaScript.
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/)
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin')
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(headers.get('x-frame-options')).toBe('DENY')
}

describe('security headers', () => {
  let server: TestServer
  let production: TestServer
  beforeAll(async () => {
    server = await startServer('sqlite')
    production = await startServer('sqlite', { env: { NODE_ENV: 'production' } })
  })
  afterAll(async () => {
    await server.close()
    await production.close()
  })

  it('are on every API answer, successful or not, with no caching', async () => {
    for (const response of [
      await server.get('/api/me'),
      await server.post('/api/contact', '{'),
      await server.post('/api/contact', {}, { Origin: 'https://evil.example' }),
      await server.get('/healthz'),
    ]) {
      expectSecurityHeaders(response.headers)
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
    expect((await server.get('/api/me')).headers.get('cache-control')).toBe('no-store')
  })

  it('send no HSTS outside production and a year of it in production', async () => {
    expect((await server.get('/healthz')).headers.get('strict-transport-security')).toBeNull()
    const headers = (await production.get('/healthz')).headers
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })

  it('keep the reset page (token in its address) out of Referer', async () => {
    for (const path of ['/kundeportal/nytt-passord/', '/en/customer-portal/reset-password/']) {
      expect((await server.get(`${path}?token=abc`)).headers.get('referrer-policy')).toBe('no-referrer')
    }
    expect((await server.get('/kundeportal/')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('allow the ad tag and the voice agent only when they are configured', async () => {
    const contentSecurityPolicy = async (site: ThirdParties) =>
      (await securityHeaderRecord({ production: false, site }))['Content-Security-Policy']!
    const none = await contentSecurityPolicy({
      googleAds: { id: undefined, labels: { pro: undefined, free: undefined, demo: undefined } },
      elevenLabs: { agentId: undefined, voiceId: { nb: undefined, en: undefined } },
    })
    expect(none).not.toContain('googletagmanager')
    expect(none).not.toContain('elevenlabs')
    expect(none).toContain("frame-src 'none'")
    const both = await contentSecurityPolicy({
      googleAds: { id: 'AW-123', labels: { pro: 'a', free: 'b', demo: 'c' } },
      elevenLabs: { agentId: 'agent', voiceId: { nb: undefined, en: undefined } },
    })
    expect(both).toMatch(/script-src 'self' 'wasm-unsafe-eval' ('sha256-[^']+' )+https:\/\/www\.googletagmanager\.com;/)
    expect(both).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.elevenlabs\.io/)
    expect(both).not.toContain("unsafe-inline' https")
  })
})
