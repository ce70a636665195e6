/**
 * The project's own media as the server serves them: every page's Open Graph image, the intro
 * video with its poster and captions, the icons, and images that are never SVG documents.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { sitePages } from '../../content/site/pages'
import { settings } from '../../content/site/settings'
import { introVideo, introVideos } from '../../media-src/intro'
import { ogImagePath } from '../../renderer/head'
import { renderEveryBand } from '../browser'
import { headOf, loadEveryImage, onePageOfEachKind } from './helpers'

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return null
  if (bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return null
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function ogImageOf(request: APIRequestContext, pagePath: string) {
  const html = await (await request.get(pagePath)).text()
  const url = headOf(html).ogImage
  expect(url, pagePath).toBeDefined()
  expect(url!.startsWith(`${settings.siteUrl}/og/`), url).toBe(true)
  const twitter = /<meta name="twitter:image" content="([^"]*)"/.exec(html)?.[1]
  expect(twitter, pagePath).toBe(url)
  return new URL(url!).pathname
}

async function expectOgPng(request: APIRequestContext, imagePath: string) {
  const response = await request.get(imagePath)
  expect(response.status(), imagePath).toBe(200)
  expect(response.headers()['content-type'], imagePath).toBe('image/png')
  expect(pngSize(await response.body()), imagePath).toEqual({ width: 1200, height: 630 })
}

test.describe('Open Graph images', () => {
  test('every page of both languages has its own 1200x630 PNG', async ({ request }) => {
    test.setTimeout(120_000)
    const seen = new Set<string>()
    for (const page of sitePages()) {
      const imagePath = await ogImageOf(request, page.path)
      expect(imagePath, page.path).toBe(ogImagePath(page.path))
      expect(seen.has(imagePath), imagePath).toBe(false)
      seen.add(imagePath)
      await expectOgPng(request, imagePath)
    }
  })

  test('job pages have a card per language', async ({ request }) => {
    const jobs = sitePages().filter((p) => p.id === 'job')
    expect(jobs.filter((p) => p.locale === 'nb').length).toBeGreaterThan(0)
    expect(jobs.filter((p) => p.locale === 'en').length).toBe(jobs.filter((p) => p.locale === 'nb').length)
    for (const job of jobs) expect(await ogImageOf(request, job.path)).toBe(ogImagePath(job.path))
  })

  test('the 404 pages use their language default', async ({ request }) => {
    for (const [path, locale] of [
      ['/finnes-ikke/', 'nb'],
      ['/en/does-not-exist/', 'en'],
    ] as const) {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const url = headOf(await response.text()).ogImage
      expect(url).toBe(`${settings.siteUrl}/og/default-${locale}.png`)
      await expectOgPng(request, `/og/default-${locale}.png`)
    }
  })
})

test.describe('the intro films, one per language', () => {
  for (const locale of ['nb', 'en'] as const) {
    const video = introVideos[locale]
    const files = [
      ...video.sources.map((source) => [source.src, source.type.split(';')[0]!] as const),
      [video.poster.jpg, 'image/jpeg'] as const,
      [video.poster.webp, 'image/webp'] as const,
    ]
    for (const [path, type] of files) {
      test(`${path} is served as ${type}`, async ({ request }) => {
        const response = await request.get(path)
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toBe(type)
        const size = (await response.body()).length
        expect(size).toBeGreaterThan(1000)
        // About 45 seconds of picture and voice: under 2.5 MB still streams on a phone.
        if (type.startsWith('video/')) expect(size).toBeLessThan(2.5 * 1024 * 1024)
      })
    }

    test(`the ${locale} film can be fetched in ranges, for seeking`, async ({ request }) => {
      const mp4 = video.sources.find((source) => source.type === 'video/mp4')!.src
      const response = await request.get(mp4, { headers: { Range: 'bytes=0-99' } })
      expect(response.status()).toBe(206)
      expect((await response.body()).length).toBe(100)
    })

    test(`the browser plays the ${locale} film and reads its captions`, async ({ page }) => {
      await page.goto(locale === 'nb' ? '/' : '/en/')
      const result = await page.evaluate(async (film) => {
        const element = document.createElement('video')
        element.muted = true
        element.preload = 'auto'
        for (const { src, type } of film.sources) {
          const source = document.createElement('source')
          Object.assign(source, { src, type })
          element.append(source)
        }
        const track = document.createElement('track')
        Object.assign(track, { kind: 'captions', src: film.track.src, srclang: film.track.srcLang, default: true })
        element.append(track)
        document.body.append(element)
        track.track.mode = 'hidden'
        await Promise.all([
          new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true })),
          new Promise((resolve) => track.addEventListener('load', resolve, { once: true })),
        ])
        return {
          width: element.videoWidth,
          height: element.videoHeight,
          duration: element.duration,
          cues: track.track.cues?.length ?? 0,
        }
      }, video)
      expect(result.width).toBe(introVideo.width)
      expect(result.height).toBe(introVideo.height)
      expect(Math.abs(result.duration - introVideo.durationSeconds)).toBeLessThan(1)
      expect(result.cues).toBeGreaterThan(3)
    })

    test(`the ${locale} captions are WebVTT served as text/vtt`, async ({ request }) => {
      const response = await request.get(video.track.src)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^text\/vtt/)
      const text = await response.text()
      expect(text.startsWith('WEBVTT')).toBe(true)
      expect(text).toContain(settings.brandName)
      expect(text).toMatch(/\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}/)
    })
  }
})

test.describe('icons', () => {
  test('the Apple touch icon is a 180x180 PNG and the manifest lists icons that exist', async ({ request }) => {
    const icon = await request.get('/apple-touch-icon.png')
    expect(icon.status()).toBe(200)
    expect(pngSize(await icon.body())).toEqual({ width: 180, height: 180 })

    const manifest = await request.get('/site.webmanifest')
    expect(manifest.status()).toBe(200)
    expect(manifest.headers()['content-type']).toContain('application/manifest+json')
    const json = (await manifest.json()) as { name: string; theme_color: string; icons: { src: string }[] }
    expect(json.name).toBe(settings.agencyName)
    expect(json.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
    for (const { src } of json.icons) expect((await request.get(src)).status(), src).toBe(200)
  })

  test('pages link the touch icon and the manifest', async ({ request }) => {
    for (const path of ['/', '/en/']) {
      const html = await (await request.get(path)).text()
      expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>')
      expect(html).toContain('<link rel="manifest" href="/site.webmanifest"/>')
    }
  })

  test('pages link tab icons as PNG at 32 and 48 px, and no SVG icon', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const links = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([tag]) => tag)
    expect(links.map((tag) => /sizes="([^"]*)"/.exec(tag)?.[1])).toEqual(['32x32', '48x48'])
    for (const tag of links) {
      const href = /href="([^"]*)"/.exec(tag)![1]!
      const size = Number(/sizes="(\d+)x/.exec(tag)![1])
      const icon = await request.get(href)
      expect(icon.headers()['content-type'], href).toBe('image/png')
      expect(pngSize(await icon.body()), href).toEqual({ width: size, height: size })
    }
  })
})

test.describe('images', () => {
  test('no page of any kind fetches an SVG image, in either theme, down to its last lazy image', async ({ page }) => {
    // The browser parses every SVG file shown as an image as a document of its own, on the page's
    // main thread: every drawing (the site logo, icons, device frames, the customers' logos, the
    // team's portraits, the illustrations) is drawn inline, photos and screenshots are AVIF or
    // WebP, and the tab icon is a PNG.
    // One page of each kind (./helpers.ts), and the 404 answer to an unknown address in each language.
    const visits = [...onePageOfEachKind(), '/finnes-ikke/', '/en/does-not-exist/'].map((path) => ({ path }))
    test.setTimeout(visits.length * 8_000)
    const svgImages: string[] = []
    let images = 0
    let current = ''
    page.on('response', (response) => {
      const url = new URL(response.url())
      const type = response.headers()['content-type'] ?? ''
      if (type.startsWith('image/')) images++
      if (type.startsWith('image/svg+xml')) svgImages.push(`${current}: ${url.pathname}`)
    })
    for (const [i, visit] of visits.entries()) {
      current = visit.path
      await page.emulateMedia({ colorScheme: i % 2 === 0 ? 'light' : 'dark' })
      await page.goto(visit.path)
      // Every band laid out and every image asked for now, the other theme's variants too: what a
      // visitor who scrolls to the end and switches the theme would load.
      await page.addStyleTag({ content: renderEveryBand })
      await loadEveryImage(page)
    }
    // 24 routes (every service page is one route, made from its data file) and the two 404s.
    expect(visits.length).toBeGreaterThan(20)
    // The listener saw the photos the pages show (screenshots, blog covers, posters).
    expect(images, 'the pages showed raster images').toBeGreaterThan(10)
    expect(svgImages).toEqual([])
  })
})
