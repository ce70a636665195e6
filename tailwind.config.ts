/**
 * Design tokens, defined once. The CSS (renderer/global.css) loads this file with `@config`;
 * colour tokens become CSS variables on :root and .dark, so dark mode is a token switch.
 */
import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'

type ColorTokens = {
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

export const colorTokens: { light: ColorTokens; dark: ColorTokens } = {
  light: {
    bg: '#ffffff',
    surface: '#f4f7fb',
    'surface-strong': '#e6edf6',
    fg: '#0e1a2b',
    'fg-muted': '#4a5a70',
    primary: '#0a58a8',
    'primary-fg': '#ffffff',
    'primary-hover': '#084784',
    accent: '#0d6e66',
    'accent-fg': '#ffffff',
    border: '#d5dde8',
    ring: '#0a58a8',
    danger: '#b42318',
    success: '#0f6b3a',
    star: '#a15c00',
  },
  dark: {
    bg: '#0a111d',
    surface: '#111b2c',
    'surface-strong': '#1a2840',
    fg: '#e8eef7',
    'fg-muted': '#a9b6c9',
    primary: '#72b6ff',
    'primary-fg': '#07111f',
    'primary-hover': '#9ccbff',
    accent: '#5fd9c9',
    'accent-fg': '#07111f',
    border: '#2a3a55',
    ring: '#9ccbff',
    danger: '#ff8a80',
    success: '#6ee7a8',
    star: '#ffc44d',
  },
}

const cssVar = (name: string) => `--fj-${name}`
const vars = (tokens: ColorTokens) =>
  Object.fromEntries(Object.entries(tokens).map(([name, value]) => [cssVar(name), value]))

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
        card: '0 1px 2px rgb(14 26 43 / 0.06), 0 4px 16px rgb(14 26 43 / 0.06)',
        raised: '0 12px 40px rgb(14 26 43 / 0.16)',
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        ':root': { ...vars(colorTokens.light), colorScheme: 'light' },
        ':root.dark': { ...vars(colorTokens.dark), colorScheme: 'dark' },
      })
    }),
  ],
} satisfies Config
