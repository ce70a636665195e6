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
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { locales, type Locale } from '../../content/locales'
import { pageMeta } from '../../content/meta'
import { sitePages } from '../../content/pages'
import { settings } from '../../content/settings'
import { defaultOgImagePath, ogImagePath } from '../../renderer/head'
import { brand, h, img, markSvg, renderPngAsync, svgDataUri, type Node, type Style } from './render'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630
/** Bump when the card's design changes, so cached cards are not reused. */
const TEMPLATE_VERSION = 3
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

/**
 * What every card of a locale shares: the gradient, the mark, the brand and the language marker.
 * Rendered once per locale; the gradient is the slowest part of a card to rasterise.
 */
function baseNode(locale: Locale): Node {
  return frame(
    {
      backgroundColor: brand.bg,
      backgroundImage: `linear-gradient(135deg, ${brand.bg} 0%, ${brand.surface} 50%, #0c2f57 100%)`,
    },
    h(
      'div',
      { display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: HEADER_HEIGHT },
      h(
        'div',
        { display: 'flex', alignItems: 'center' },
        img(svgDataUri(markSvg(HEADER_HEIGHT)), HEADER_HEIGHT, HEADER_HEIGHT),
        h('div', { marginLeft: 20, fontSize: 34, fontWeight: 700, letterSpacing: '-0.01em' }, settings.brandName),
      ),
      h(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          padding: '10px 22px',
          borderRadius: 999,
          border: `2px solid ${brand.accent}`,
          color: brand.accent,
          fontSize: 24,
          fontWeight: 700,
          letterSpacing: '0.04em',
        },
        `${locale.toUpperCase()} · ${languageLabel[locale]}`,
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
      h('div', { width: 120, height: 8, borderRadius: 4, backgroundColor: brand.accent, marginBottom: 32 }),
      h(
        'div',
        {
          display: 'block',
          fontSize: titleSize(card.title),
          fontWeight: 800,
          lineHeight: 1.1,
          letterSpacing: '-0.025em',
          lineClamp: 3,
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

function cardHash(card: OgCard): string {
  const key = JSON.stringify([
    TEMPLATE_VERSION,
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
  let next = 0
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
  const worker = async () => {
    while (next < cards.length) {
      const card = cards[next++]!
      const cached = path.join(cacheDir, `${cardHash(card)}.png`)
      await ensureCached(cached, card)
      await copyFile(cached, card.file)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { files: cards.length, rendered, ms: Math.round(performance.now() - started) }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const clientDir = path.resolve(process.argv[2] ?? path.join(process.env.OUT_DIR ?? 'dist', 'client'))
  const result = await generateOgImages(clientDir)
  console.log(`og-images: ${result.files} images (${result.rendered} rendered, the rest cached) in ${result.ms} ms`)
}
