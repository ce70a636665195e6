import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), react(), tailwindcss()],
  // Variables exposed to the browser bundle (content/settings.ts reads them).
  envPrefix: ['PUBLIC_ENV__', 'SITE_URL', 'AGENCY_', 'PLUGIN_'],
  // OUT_DIR lets parallel checkouts of the work build side by side; the server reads DIST_DIR.
  build: { target: 'es2022', outDir: process.env.OUT_DIR ?? 'dist', sourcemap: process.env.SOURCEMAP === '1' },
})
