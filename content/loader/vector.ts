/**
 * A drawing (SVG) as the page draws it: optimised with SVGO, cleaned of anything that could run or
 * load (scripts, event handlers, external references), and split into what `<svg>` carries (its
 * size and viewBox) and what goes inside it. Used for the images that come with content
 * (./images.ts) and for the illustrations of the media pipeline (scripts/media/images.ts).
 *
 * Node only (SVGO): browser code receives the result as data.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { optimize, type CustomPlugin } from 'svgo'
import { escapeHtml } from '../../lib/html.ts'
import { vectorIdToken } from '../../media-src/types.ts'

export type OptimizedSvg = {
  width: number
  height: number
  viewBox: string
  /** The drawing inside `<svg>`, its ids beginning with `vectorIdToken`. */
  markup: string
  /** The whole drawing as a file of its own, its ids beginning with the prefix asked for. */
  file: string
}

/** Attributes of the root `<svg>` that the page sets itself, or that say nothing inline. */
const ownRootAttributes = /^(xmlns(:.*)?|width|height|viewBox|role|aria-.*|version|id|class|xml:space|x|y|baseProfile)$/

/**
 * Two decimals: a drawing shown at 3x its size is then off by at most 0.03 px, well under a
 * device pixel, and its paths are about a fifth shorter than at SVGO's default of three.
 */
const floatPrecision = 2

/** Drops every link that leaves the drawing: only references to its own parts (`#id`) stay. */
const localReferencesOnly: CustomPlugin = {
  name: 'fjordlysLocalReferencesOnly',
  fn: () => ({
    element: {
      enter(node) {
        for (const attribute of ['href', 'xlink:href']) {
          const value = node.attributes[attribute]
          if (value !== undefined && !value.trim().startsWith('#')) delete node.attributes[attribute]
        }
      },
    },
  }),
}

/**
 * Optimises `source` (the text of an SVG file). `name` says which file in an error. Presentation
 * attributes of the root (a `fill`, a `style`) move to a group around the drawing, so inline it
 * looks as the file does. Throws when the file has no size or viewBox to draw it by.
 *
 * SVGO runs once per drawing and build machine: the result is kept in memory and on disk
 * (node_modules/.cache), by the hash of the source and of these settings, so a warm build, the
 * prerender and the dev server reuse it.
 */
export function optimizeSvg(source: string, name: string, idPrefix: string): OptimizedSvg {
  const key = createHash('sha256').update(`${settingsVersion}\n${source}`).digest('hex').slice(0, 24)
  const drawing = memory.get(key) ?? readCached(key) ?? optimizeNow(source, name, key)
  memory.set(key, drawing)
  // The file takes the ids the inline drawing leaves to its page.
  return { ...drawing, file: drawing.file.replaceAll(vectorIdToken, idPrefix) }
}

/** Changes with the optimisation below, so a cache made by other settings is not read. */
const settingsVersion = `svgo-${floatPrecision}-1`
const cacheDir = path.resolve('node_modules/.cache/fjordlys-drawings')
const memory = new Map<string, OptimizedSvg>()

function readCached(key: string): OptimizedSvg | undefined {
  try {
    return JSON.parse(readFileSync(path.join(cacheDir, `${key}.json`), 'utf8')) as OptimizedSvg
  } catch {
    return undefined
  }
}

function optimizeNow(source: string, name: string, key: string): OptimizedSvg {
  let root: Record<string, string> = {}
  const readRoot: CustomPlugin = {
    name: 'fjordlysReadRoot',
    fn: () => ({
      element: {
        enter(node, parent) {
          if (node.name === 'svg' && parent.type === 'root') root = { ...node.attributes }
        },
      },
    }),
  }
  const whole = optimize(source, {
    multipass: true,
    floatPrecision,
    plugins: [
      'preset-default',
      // The page gives the drawing its name (alt text); a title inside would be read twice.
      'removeTitle',
      'removeScripts',
      // A file of content loads nothing else from the page it is drawn in.
      'removeRasterImages',
      localReferencesOnly,
      { name: 'prefixIds', params: { prefix: vectorIdToken, delim: '' } },
      readRoot,
    ],
  }).data
  const numbers = (value: string | undefined) =>
    (value ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number)
  const [minX, minY, boxWidth, boxHeight] = numbers(root.viewBox)
  const width = Number.parseFloat(root.width ?? '') || boxWidth
  const height = Number.parseFloat(root.height ?? '') || boxHeight
  if (!width || !height) throw new Error(`${name} has no width and height, nor a viewBox to take them from`)
  const viewBox = root.viewBox ? [minX, minY, boxWidth, boxHeight].join(' ') : `0 0 ${width} ${height}`
  const presentation = Object.entries(root).filter(([attribute]) => !ownRootAttributes.test(attribute))
  const inner = whole.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
  const markup =
    presentation.length > 0
      ? `<g ${presentation.map(([a, v]) => `${a}="${escapeHtml(v)}"`).join(' ')}>${inner}</g>`
      : inner
  const drawing: OptimizedSvg = { width, height, viewBox, markup, file: whole }
  try {
    mkdirSync(cacheDir, { recursive: true })
    // Written under this process's name, then renamed: builds of other checkouts share the cache.
    const part = path.join(cacheDir, `${key}.${process.pid}.json`)
    writeFileSync(part, JSON.stringify(drawing))
    renameSync(part, path.join(cacheDir, `${key}.json`))
  } catch {
    // A cache that cannot be written costs the next build the optimisation, nothing more.
  }
  return drawing
}
