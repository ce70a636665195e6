/**
 * Design tokens, defined once. The CSS (renderer/global.css) loads this file with `@config`;
 * colour tokens become CSS variables on :root and .dark, so dark mode is a token switch.
 */
import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'
import { logoColors, palette, type BrandTokens } from './media-src/brand'

type ColorTokens = BrandTokens

/**
 * The colour tokens are the brand palette (media-src/brand.ts): snow, mist and fjord ink with the
 * fjord's blue-green in the light theme; polar night with aurora and the low sun in the dark one.
 * Every text/background pair is at least 4.5:1 in both themes (scripts/media/brand.test.ts).
 */
export const colorTokens: { light: ColorTokens; dark: ColorTokens } = palette

const cssVar = (name: string) => `--fj-${name}`
const vars = (tokens: ColorTokens) =>
  Object.fromEntries(Object.entries(tokens).map(([name, value]) => [cssVar(name), value]))
/** The inlined logo's theme colours (media-src/brand-logo.ts reads them as `--fj-logo-<role>`). */
const logoVars = (colors: Record<string, string>) =>
  Object.fromEntries(Object.entries(colors).map(([role, value]) => [`--fj-logo-${role}`, value]))

export default {
  content: [],
  theme: {
    extend: {
      colors: Object.fromEntries(Object.keys(colorTokens.light).map((name) => [name, `var(${cssVar(name)})`])),
      fontFamily: {
        sans: ['"Inter Variable"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      fontSize: {
        display: [
          'clamp(2.25rem, 1.6rem + 2.6vw, 3.75rem)',
          { lineHeight: '1.08', letterSpacing: '-0.025em', fontWeight: '750' },
        ],
        h1: ['clamp(2rem, 1.6rem + 1.6vw, 3rem)', { lineHeight: '1.12', letterSpacing: '-0.02em', fontWeight: '700' }],
        h2: [
          'clamp(1.625rem, 1.4rem + 0.9vw, 2.25rem)',
          { lineHeight: '1.2', letterSpacing: '-0.015em', fontWeight: '700' },
        ],
        h3: ['1.25rem', { lineHeight: '1.35', fontWeight: '650' }],
        lead: ['1.1875rem', { lineHeight: '1.6' }],
      },
      spacing: {
        section: 'clamp(3.5rem, 2.5rem + 4vw, 6.5rem)',
        gutter: 'clamp(1rem, 0.5rem + 2vw, 2rem)',
      },
      maxWidth: {
        content: '75rem',
        prose: '42rem',
      },
      borderRadius: {
        card: '1rem',
        control: '0.625rem',
        pill: '9999px',
      },
      boxShadow: {
        // Shadows are tinted with the fjord ink (palette.light.fg), not a neutral grey.
        card: '0 1px 2px rgb(10 31 36 / 0.06), 0 4px 16px rgb(10 31 36 / 0.06)',
        raised: '0 12px 40px rgb(10 31 36 / 0.16)',
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        ':root': { ...vars(colorTokens.light), ...logoVars(logoColors.light), colorScheme: 'light' },
        ':root.dark': { ...vars(colorTokens.dark), ...logoVars(logoColors.dark), colorScheme: 'dark' },
      })
    }),
  ],
} satisfies Config
