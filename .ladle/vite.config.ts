// Ladle runs its own Vite: React and Tailwind only, no Vike (with Vike loaded it crashed).
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bundledContent } from '../content/content-modules'
import { contentModules } from '../content/loader/vite-plugin'
import { contentImages } from '../lib/media/content-images'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Stories get content files as data (`virtual:content/jobs`, the facts), loaded here at build time.
    contentModules(bundledContent),
    // The images that come with content, made from their sources as in the site's build.
    contentImages(),
  ],
  envPrefix: ['PUBLIC_ENV__', 'SITE_URL', 'AGENCY_', 'ORG_NUMBER', 'PLUGIN_'],
  build: {
    rollupOptions: {
      // Ladle bundles with Rollup, which reports every /*#__PURE__*/ comment it finds in a place it
      // cannot use and drops it; zod's published code has a few. They change nothing in the
      // catalogue, and a warning about a dependency's comments would hide the warnings that matter.
      // (Ladle sets `onwarn` itself and replaces one given here; `onLog` comes first and stays.)
      onLog(level, log, handler) {
        if (log.code === 'INVALID_ANNOTATION' && log.id?.includes('/node_modules/')) return
        handler(level, log)
      },
    },
  },
})
