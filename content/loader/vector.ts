/**
 * A drawing (SVG) as the page draws it: optimised with SVGO, cleaned of anything that could run or
 * load (scripts, event handlers, external references), and split into what `<svg>` carries (its
 * size and viewBox) and what goes inside it. Used for the images that come with content
 * (./images.ts) and for the illustrations of the media pipeline (scripts/media/images.ts).
 *
 * Node only (SVGO): browser code receives the result as data.
 */
import { optimize, type CustomPlugin } from 'svgo'
import { vectorIdToken } from '../../media-src/types.ts'

export type OptimizedSvg = {
  width: number
  height: number
  viewBox: string
  /** The drawing inside `<svg>`, its ids beginning with `vectorIdToken`. */
  markup: string
  /** The whole drawing as a file of its own, its ids beginning with `idPrefix`. */
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

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/**
 * Optimises `source` (the text of an SVG file). `name` says which file in an error. Presentation
 * attributes of the root (a `fill`, a `style`) move to a group around the drawing, so inline it
 * looks as the file does. Throws when the file has no size or viewBox to draw it by.
 */
export function optimizeSvg(source: string, name: string, idPrefix: string): OptimizedSvg {
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
  const optimise = (prefix: string) =>
    optimize(source, {
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
        { name: 'prefixIds', params: { prefix, delim: '' } },
        readRoot,
      ],
    }).data
  const file = optimise(idPrefix)
  const inline = optimise(vectorIdToken)
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
  const inner = inline.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
  const markup =
    presentation.length > 0
      ? `<g ${presentation.map(([a, v]) => `${a}="${escapeAttribute(v)}"`).join(' ')}>${inner}</g>`
      : inner
  return { width, height, viewBox, markup, file }
}
