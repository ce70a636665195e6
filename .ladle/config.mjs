/* global process */
/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: '{components,tests/support}/**/*.stories.{ts,tsx}',
  viteConfig: process.cwd() + '/.ladle/vite.config.ts',
  outDir: 'build/ladle',
  addons: {
    theme: { enabled: true, defaultState: 'light' },
    rtl: { enabled: false },
  },
}
