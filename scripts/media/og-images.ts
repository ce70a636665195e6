/**
 * Open Graph images, one per page and language (called from scripts/postbuild.ts): a 1200x630
 * PNG with the page's title (read from its prerendered <title>), the brand and a language
 * marker, in the brand colours, at `<client>/og/<name>.png` where renderer/head.ts `ogImagePath`
 * names it; plus `/og/default-nb.png` and `/og/default-en.png` for the 404 pages.
 * Rendered cards are cached by content hash in node_modules/.cache, so a rebuild renders only
 * what changed.
 *
 *   npx tsx scripts/media/og-images.ts [clientDir]   # on its own, after `vike build`
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { locales, type Locale } from '../../content/site/locales'
import { pageMeta } from '../../content/pages/meta'
import { sitePages } from '../../content/site/pages'
import { settings } from '../../content/site/settings'
import { defaultOgImagePath, ogImagePath } from '../../renderer/head'
import { art } from '../../media-src/brand'
import { eachConcurrently } from '../each-concurrently'
import { brand, h, img, renderPngAsync, svgDataUri, type Node, type Style } from './render'
import { aurora, lightPath, moods, ridge, sky, sun, water, type Canvas } from './scene'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630
/** Bump when the card's design changes, so cached cards are not reused. */
const TEMPLATE_VERSION = 4
const CONCURRENCY = 3
const cacheDir = path.resolve('node_modules/.cache/fjordlys-og')

export type OgCard = { locale: Locale; title: string; path: string; file: string }

const languageLabel: Record<Locale, string> = { nb: 'Norsk', en: 'English' }

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

/** The title a card shows: the page's <title> (or og:title) without the brand around it. */
export function cardTitle(html: string): string | undefined {
  const raw = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? /<title>([^<]*)<\/title>/.exec(html)?.[1]
  if (!raw) return undefined
  const title = decodeEntities(raw).trim()
  const brandName = settings.brandName
  if (title.startsWith(`${brandName}: `)) return title.slice(brandName.length + 2)
  if (title.endsWith(` | ${brandName}`)) return title.slice(0, -(brandName.length + 3))
  return title
}

/** Font size that keeps a title within three lines of the card. */
export function titleSize(title: string): number {
  if (title.length <= 32) return 76
  if (title.length <= 60) return 64
  if (title.length <= 90) return 54
  return 46
}

const HEADER_HEIGHT = 60

const frame = (style: Style, ...children: Node[]): Node =>
  h(
    'div',
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      padding: '56px 72px',
      fontFamily: 'Inter',
      color: brand.fg,
      ...style,
    },
    ...children,
  )

/** The card's ground: a fjord at dusk, the low sun and its light on the right, shade on the left. */
export function ogSceneSvg(): string {
  const c: Canvas = { w: OG_WIDTH, h: OG_HEIGHT, horizon: 455, mood: 'dusk', id: 'og' }
  const m = moods.dusk
  const sx = 930
  const hz = c.horizon
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">` +
    sky(c) +
    aurora(c, [{ y: 60, amp: 26, thick: 110, color: art.aurora, opacity: 0.35, phase: 0.8 }]) +
    sun(c, sx, hz - 14, 64, 4) +
    water(c) +
    ridge(
      c,
      [
        [-20, hz - 120],
        [300, hz - 150],
        [620, hz - 70],
        [sx - 60, hz - 20],
        [sx + 60, hz - 24],
        [1110, hz - 100],
        [1220, hz - 160],
      ],
      m.ridges[0]!,
      3,
    ) +
    ridge(
      c,
      [
        [-20, hz - 210],
        [240, hz - 150],
        [520, hz - 50],
        [sx - 110, hz],
      ],
      m.ridges[2]!,
      4,
    ) +
    ridge(
      c,
      [
        [sx + 80, hz],
        [1070, hz - 40],
        [1150, hz - 120],
        [1220, hz - 190],
      ],
      m.ridges[3]!,
      5,
    ) +
    lightPath(c, sx, { width: 220, rows: 7, gap: 20, seed: 4 }) +
    `<linearGradient id="og-shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#020a0c" stop-opacity=".82"/>` +
    `<stop offset=".55" stop-color="#020a0c" stop-opacity=".45"/><stop offset="1" stop-color="#020a0c" stop-opacity=".05"/></linearGradient>` +
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#og-shade)"/>` +
    `</svg>`
  )
}

/**
 * What every card of a locale shares: the scene, the logo and the language marker.
 * Rendered once per locale; the scene is the slowest part of a card to rasterise.
 */
function baseNode(locale: Locale): Node {
  const logo = readFileSync(path.resolve('public/brand/logo-dark.svg'), 'utf8')
  const logoHeight = HEADER_HEIGHT - 8
  return h(
    'div',
    { display: 'flex', width: '100%', height: '100%', position: 'relative', backgroundColor: brand.bg },
    img(svgDataUri(ogSceneSvg()), OG_WIDTH, OG_HEIGHT, { position: 'absolute', left: 0, top: 0 }),
    frame(
      { position: 'absolute', left: 0, top: 0 },
      h(
        'div',
        { display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: HEADER_HEIGHT },
        img(svgDataUri(logo), Math.round((logoHeight * 243) / 48), logoHeight),
        h(
          'div',
          {
            display: 'flex',
            alignItems: 'center',
            padding: '10px 22px',
            borderRadius: 999,
            border: `2px solid ${brand.sun}`,
            color: brand.sun,
            fontSize: 24,
            fontWeight: 700,
            letterSpacing: '0.04em',
          },
          `${locale.toUpperCase()} · ${languageLabel[locale]}`,
        ),
      ),
    ),
  )
}

/** What is the page's own, on a transparent ground: the title and the address. */
function overlayNode(card: OgCard): Node {
  const host = new URL(settings.siteUrl).host
  return frame(
    {},
    h('div', { display: 'flex', height: HEADER_HEIGHT }),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 },
      h('div', { width: 120, height: 8, borderRadius: 4, backgroundColor: brand.sun, marginBottom: 32 }),
      h(
        'div',
        {
          display: 'block',
          fontSize: titleSize(card.title),
          fontWeight: 800,
          lineHeight: 1.1,
          letterSpacing: '-0.025em',
          lineClamp: 3,
          maxWidth: 860,
        },
        card.title,
      ),
    ),
    h(
      'div',
      {
        display: 'block',
        fontSize: 26,
        color: brand.fgMuted,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
      },
      `${host}${card.path}`,
    ),
  )
}

const bases = new Map<Locale, Promise<Buffer>>()

/** One card as PNG: its overlay composited over its locale's base. */
export async function renderCard(card: OgCard): Promise<Buffer> {
  let base = bases.get(card.locale)
  if (!base) {
    base = renderPngAsync(baseNode(card.locale), OG_WIDTH, OG_HEIGHT)
    bases.set(card.locale, base)
  }
  const overlay = await renderPngAsync(overlayNode(card), OG_WIDTH, OG_HEIGHT)
  return sharp(await base)
    .composite([{ input: overlay }])
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .toBuffer()
}

let brandKey: string | undefined

/** The logo file and the scene: a change to either must re-render every card. */
function brandHash(): string {
  brandKey ??= createHash('sha256')
    .update(readFileSync(path.resolve('public/brand/logo-dark.svg')))
    .update(ogSceneSvg())
    .digest('hex')
    .slice(0, 12)
  return brandKey
}

function cardHash(card: OgCard): string {
  const key = JSON.stringify([
    TEMPLATE_VERSION,
    brandHash(),
    card.locale,
    card.title,
    card.path,
    settings.brandName,
    settings.siteUrl,
  ])
  return createHash('sha256').update(key).digest('hex').slice(0, 20)
}

/** Every card of the site: one per page of `sitePages()`, and the two defaults. */
export async function ogCards(clientDir: string): Promise<OgCard[]> {
  const cards: OgCard[] = []
  for (const page of sitePages()) {
    const htmlFile = path.join(clientDir, page.path, 'index.html')
    const html = existsSync(htmlFile) ? await readFile(htmlFile, 'utf8') : ''
    const title = cardTitle(html)
    if (!title) console.warn(`og-images: no <title> in ${htmlFile}; the card shows the brand name`)
    cards.push({
      locale: page.locale,
      title: title ?? settings.brandName,
      path: page.path,
      file: path.join(clientDir, ogImagePath(page.path)),
    })
  }
  for (const locale of locales) {
    cards.push({
      locale,
      title: pageMeta.home[locale].title,
      path: locale === 'nb' ? '/' : '/en/',
      file: path.join(clientDir, defaultOgImagePath(locale)),
    })
  }
  return cards
}

/** Renders (or copies from the cache) every card into `clientDir/og/`. */
export async function generateOgImages(clientDir: string): Promise<{ files: number; rendered: number; ms: number }> {
  const started = performance.now()
  await mkdir(path.join(clientDir, 'og'), { recursive: true })
  await mkdir(cacheDir, { recursive: true })
  const cards = await ogCards(clientDir)
  const seen = new Set<string>()
  for (const card of cards) {
    if (seen.has(card.file)) throw new Error(`og-images: two pages share ${card.file}`)
    seen.add(card.file)
  }
  let rendered = 0
  // Cards with equal content (a page and its locale's default) are rendered once.
  const inFlight = new Map<string, Promise<void>>()
  const ensureCached = (cached: string, card: OgCard) => {
    let job = inFlight.get(cached)
    if (!job) {
      job = (async () => {
        if (existsSync(cached)) return
        const png = await renderCard(card)
        await writeFile(`${cached}.${process.pid}.tmp`, png)
        await rename(`${cached}.${process.pid}.tmp`, cached)
        rendered++
      })()
      inFlight.set(cached, job)
    }
    return job
  }
  // A few cards at once: satori lays out one while resvg rasterises others on the thread pool.
  await eachConcurrently(cards, CONCURRENCY, async (card) => {
    const cached = path.join(cacheDir, `${cardHash(card)}.png`)
    await ensureCached(cached, card)
    await copyFile(cached, card.file)
  })
  return { files: cards.length, rendered, ms: Math.round(performance.now() - started) }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const clientDir = path.resolve(process.argv[2] ?? path.join(process.env.OUT_DIR ?? 'dist', 'client'))
  const result = await generateOgImages(clientDir)
  console.log(`og-images: ${result.files} images (${result.rendered} rendered, the rest cached) in ${result.ms} ms`)
}
