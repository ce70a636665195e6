/**
 * The Fjordlys brand: colours, the logo mark's geometry and the files that carry them.
 *
 * The idea comes from the name, "fjord light": a low northern sun between two ridgelines, its
 * light laid on the water as a column of short strokes, under aurora-like colour fields over deep
 * blue-green. The same shapes make the mark, the illustrations, the social images and the intro
 * video, so the site has one visual voice.
 *
 * `palette.light` and `palette.dark` are the UI colour tokens: tailwind.config.ts `colorTokens` is
 * this palette, name for name, and renderer/+Head.tsx takes the theme colour from it; every text/background pair that
 * carries body text is at least 4.5:1 (WCAG AA), checked by scripts/media/brand.test.ts and listed
 * with its ratio in `contrastPairs`. `art` holds the illustration colours: they are for shapes,
 * not for text.
 */

/** UI tokens per theme: the same keys as tailwind.config.ts `colorTokens`. */
export type BrandTokens = {
  bg: string
  surface: string
  'surface-strong': string
  fg: string
  'fg-muted': string
  primary: string
  'primary-fg': string
  'primary-hover': string
  accent: string
  'accent-fg': string
  border: string
  ring: string
  danger: string
  success: string
  star: string
}

export const palette: { light: BrandTokens; dark: BrandTokens } = {
  light: {
    /** Snow: a white with a breath of the fjord in it. */
    bg: '#fbfcfb',
    /** Mist over the water, for alternating sections and cards. */
    surface: '#eef4f2',
    'surface-strong': '#dde8e5',
    /** Fjord ink: the deep blue-green of the water at dusk, for text. */
    fg: '#0a1f24',
    'fg-muted': '#46595d',
    /** Fjord: the brand's blue-green, for buttons and links. */
    primary: '#0b5a63',
    'primary-fg': '#ffffff',
    'primary-hover': '#084750',
    /** Ember: the low sun, darkened until it carries text on snow. */
    accent: '#9a4408',
    'accent-fg': '#ffffff',
    border: '#cbdad6',
    ring: '#0b5a63',
    danger: '#b42318',
    success: '#0f6b3a',
    star: '#9a5200',
  },
  dark: {
    /** Polar night over the fjord. */
    bg: '#061417',
    surface: '#0b1f23',
    'surface-strong': '#123038',
    fg: '#e8f1ef',
    'fg-muted': '#a2b7b4',
    /** Aurora: the green-teal of the northern lights, for buttons and links. */
    primary: '#5ed3c3',
    'primary-fg': '#04181b',
    'primary-hover': '#8ee3d7',
    /** Low sun: warm amber, for highlights and the accent button. */
    accent: '#ffb65c',
    'accent-fg': '#1f1100',
    border: '#224148',
    ring: '#8ee3d7',
    danger: '#ff8a80',
    success: '#6ee7a8',
    star: '#ffc44d',
  },
}

/** Colours of the illustrations, the mark, social images and the video (shapes, not text). */
export const art = {
  /** Night sky and deep water, darkest first. */
  night: '#051317',
  deep: '#0a2a31',
  fjord: '#0f4750',
  teal: '#17706f',
  /** Ridgelines, far to near on a light ground. */
  ridgeFar: '#9cc5bf',
  ridgeMid: '#5f9e98',
  ridgeNear: '#2f7471',
  /** Aurora fields. */
  aurora: '#45d6ad',
  auroraSoft: '#8fe8cf',
  auroraViolet: '#8b8cf0',
  /** The low sun and its light on the water. */
  sun: '#ffb24d',
  sunGlow: '#ffd59a',
  ember: '#f27a3c',
  /** Mist and snow. */
  mist: '#dcebe7',
  snow: '#f7faf9',
} as const

/**
 * The logo's colours that follow the theme: the wordmark in the text inks of the palette, the dot
 * of the j in the low sun (darkened on light grounds), and on dark grounds a hairline edge round
 * the mark's tile so that it does not sink into the page (`none`: no edge). The files in
 * public/brand/ are drawn in one theme's colours each; the logo inlined in the pages
 * (media-src/brand-logo.ts) reads them as CSS variables `--fj-logo-<role>`, which
 * tailwind.config.ts sets per theme from this object.
 */
export const logoColors = {
  light: { ink: palette.light.fg, muted: palette.light['fg-muted'], sun: '#e8891c', edge: 'none' },
  dark: { ink: palette.dark.fg, muted: palette.dark['fg-muted'], sun: art.sun, edge: '#2b5058' },
} as const

export type LogoColorRole = keyof (typeof logoColors)['light']

/** The brand files under public/ that code can point at. */
export const brandFiles = {
  /** The mark on its polar-night tile (square); the favicon is the same drawing. */
  mark: { src: '/brand/mark.svg', width: 48, height: 48 },
  /**
   * Mark and wordmark: `logoLight` for light grounds, `logoDark` for dark grounds (social images,
   * the intro video). The pages draw the same logo inline (components/layout/brand-logo.tsx).
   */
  logoLight: { src: '/brand/logo-light.svg', width: 243, height: 48 },
  logoDark: { src: '/brand/logo-dark.svg', width: 243, height: 48 },
} as const

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

type TokenName = keyof BrandTokens

/** The text/background pairs that carry body-size text, per theme: each must reach 4.5:1. */
export const textPairs: readonly (readonly [text: TokenName, background: TokenName])[] = [
  ['fg', 'bg'],
  ['fg', 'surface'],
  ['fg', 'surface-strong'],
  ['fg-muted', 'bg'],
  ['fg-muted', 'surface'],
  ['fg-muted', 'surface-strong'],
  ['primary', 'bg'],
  ['primary', 'surface'],
  ['primary-fg', 'primary'],
  ['primary-fg', 'primary-hover'],
  ['accent', 'bg'],
  ['accent', 'surface'],
  ['accent-fg', 'accent'],
  ['danger', 'bg'],
  ['success', 'bg'],
  ['star', 'bg'],
]

/** Every pair of `textPairs` in both themes with its computed ratio (two decimals). */
export function contrastPairs(): { theme: 'light' | 'dark'; text: TokenName; background: TokenName; ratio: number }[] {
  return (['light', 'dark'] as const).flatMap((theme) =>
    textPairs.map(([text, background]) => ({
      theme,
      text,
      background,
      ratio: Math.floor(contrast(palette[theme][text], palette[theme][background]) * 100) / 100,
    })),
  )
}
